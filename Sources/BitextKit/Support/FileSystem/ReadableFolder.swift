import Foundation

/// A folder that files are read from and never written: a shard's output folder, for `merge`.
protocol ReadableFolder: Sendable {
    /// The bytes of the file at `relativePath`.
    func read(_ relativePath: String) throws(BitextError) -> Data
}
