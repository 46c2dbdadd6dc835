import BitextModel

/// What `bitext convert` was asked to do.
public struct ConvertOptions: Sendable {
    /// Input folders or files.
    public var inputs: [String]
    /// The output folder.
    public var output: String
    /// Whether the two inputs are an English and a Chinese tree paired file by file on their
    /// paths below (`--en-root`, `--zh-root`), whatever their names.
    public var pairsRoots = false
    /// Rebuild every document even when its inputs are unchanged.
    public var force = false
    /// Convert only share `shard.index` (1-based) of `shard.count`.
    public var shard: (index: Int, count: Int)?
    /// A template folder overriding the built-in templates.
    public var templates: String?
    /// The site's title (else `bitext.yml`'s, else "Bitext").
    public var siteTitle: String?
    /// How files are read.
    public var reading = DocumentReader.Options()
    /// How documents are aligned.
    public var aligning = Aligner.Options()
    /// The dictionary alignment weighs meaning with, if any; loaded only when a document is
    /// converted.
    public var lexicon: LexiconHandle?
    /// How many documents run at once (default: the number of cores).
    public var concurrency: Int?
    /// Translation-tool formats to write beside each bundle.
    public var exports: [ExportFormat] = []
    /// The exports' target language (and the PO header's date).
    public var exportSettings = ExportSettings.standard

    /// Creates options.
    public init(inputs: [String], output: String) {
        self.inputs = inputs
        self.output = output
    }

    /// What the outputs depend on besides the inputs and templates, for the incremental key.
    var fingerprint: String {
        "\(exports.map(\.rawValue).joined(separator: ","))|\(exports.isEmpty ? "" : exportSettings.targetLanguage + "@" + String(exportSettings.revisionDate.timeIntervalSince1970))|\(reading.format?.rawValue ?? "auto")|\(reading.lossy)|\(aligning.mode?.rawValue ?? "auto")|\(aligning.granularity.rawValue)|\(aligning.reviewThreshold)|\(lexicon.map { "lexicon:\($0.path):\($0.stamp)" } ?? "no-lexicon")"
    }
}
