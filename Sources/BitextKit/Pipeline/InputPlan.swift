import BitextModel
import Foundation

/// The first step: what is to be converted. The inputs' documents are found (`InputSet`), named
/// for output, and the shard's share taken.
struct InputPlan: Sendable {
    /// The documents, in name order.
    var items: [WorkItem] = []
    /// The site's title and templates: the command line's, else the first input's `bitext.yml`
    /// that sets them.
    var siteTitle = "Bitext"
    var templates: String?
    /// How search weighs documents: the first input's `bitext.yml` that says.
    var searchWeights = SearchWeights()
    /// Inputs that could not be found or listed.
    var diagnostics: [Diagnostic] = []
    /// Which shard of the whole conversion this run is, when it is one.
    var shard: ShardMark?

    /// Plans the conversion `options` asks for.
    init(_ options: ConvertOptions) throws(BitextError) {
        let inputs = try InputSet(options.inputs, output: options.output, roots: options.pairsRoots)
        diagnostics = inputs.diagnostics
        items = ReadingOrder.assign(SectionListing.assign(DocumentNames.assign(inputs.items)))
        if let shard = options.shard {
            self.shard = ShardMark(index: shard.index, count: shard.count, plan: ShardMark.plan(items.map(\.name)))
            items = items.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        siteTitle = options.siteTitle ?? inputs.configs.lazy.compactMap(\.siteTitle).first ?? "Bitext"
        templates = options.templates ?? inputs.configs.lazy.compactMap(\.templates).first
        searchWeights = inputs.configs.lazy.compactMap(\.searchWeights).first ?? SearchWeights()
    }

    /// The folder an input names: itself, or a file's parent.
    static func folder(of input: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue { return input }
        return URL(fileURLWithPath: input).deletingLastPathComponent().path
    }
}
