import BitextModel
import Foundation

/// `bitext export`: the aligned pairs of documents and bundles as one file for translation
/// tools (TMX, XLIFF, PO or JSONL).
public struct ExportAction: Sendable {
    public var inputs: [String]
    /// The file written; `-` is standard output.
    public var destination: String
    public var format: ExportFormat
    public var settings: ExportSettings
    public var loader: BundleLoader

    public init(inputs: [String], destination: String, format: ExportFormat, settings: ExportSettings, loader: BundleLoader) {
        self.inputs = inputs
        self.destination = destination
        self.format = format
        self.settings = settings
        self.loader = loader
        if settings.segment == .sentence { self.loader.aligning.granularity = .sentence }
    }

    /// Writes the file and returns what loading the inputs said, then any failure to write it
    /// (which does not lose the warnings before it). Throws when nothing can be exported.
    public func perform() throws(BitextError) -> [Diagnostic] {
        let file = try OutputFile(destination)
        try file.check(against: inputs)
        let (bundles, problems) = try loader.load(inputs)
        do throws(BitextError) {
            try file.write(try format.render(bundles.keys.sorted().compactMap { bundles[$0] }, settings: settings))
            return problems
        } catch {
            return problems + [error.diagnostic]
        }
    }
}
