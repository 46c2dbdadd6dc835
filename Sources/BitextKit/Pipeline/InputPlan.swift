import BitextModel
import Foundation

/// The first step: what is to be converted. Each input's files are found (its own `bitext.yml`
/// decides what is excluded and paired), paired into documents, named, and the shard's share
/// taken.
struct InputPlan: Sendable {
    /// The documents, in name order.
    var items: [WorkItem] = []
    /// The site's title and templates: the command line's, else the first input's `bitext.yml`
    /// that sets them.
    var siteTitle = "Bitext"
    var templates: String?
    /// Inputs that could not be found or listed.
    var diagnostics: [Diagnostic] = []

    /// Plans the conversion `options` asks for.
    init(_ options: ConvertOptions) throws(BitextError) {
        var configs: [BitextConfig] = []
        for input in options.inputs {
            let config = try BitextConfig.load(root: Self.folder(of: input))
            configs.append(config)
            items += documents(under: input, config: config, options: options)
        }
        items = DocumentNames.assign(items)
        if let shard = options.shard {
            items = items.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        siteTitle = options.siteTitle ?? configs.lazy.compactMap(\.siteTitle).first ?? "Bitext"
        templates = options.templates ?? configs.lazy.compactMap(\.templates).first
    }

    private mutating func documents(under input: String, config: BitextConfig, options: ConvertOptions) -> [WorkItem] {
        let discovery = InputDiscovery(excludes: config.exclude, outputs: [OutputPlacement.realPath(options.output)])
        let (files, found) = discovery.files(under: input)
        diagnostics += found.filter { $0.severity != .note }
        let paired = DocumentPairer(explicitPairs: config.pairs).pair(files)
        guard options.inputs.count > 1 else { return paired }
        // With several inputs, each one's documents are named under its folder's name.
        let prefix = URL(fileURLWithPath: input).standardizedFileURL.lastPathComponent
        return paired.map { var item = $0; item.name = prefix + "/" + item.name; return item }
    }

    /// The folder an input names: itself, or a file's parent.
    static func folder(of input: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue { return input }
        return URL(fileURLWithPath: input).deletingLastPathComponent().path
    }
}
