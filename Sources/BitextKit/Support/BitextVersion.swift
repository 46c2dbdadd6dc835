/// The Bitext version, recorded in outputs and printed by `--version`.
public enum BitextVersion {
    /// The current version.
    public static let current = "0.2.0"
}
