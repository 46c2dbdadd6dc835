import BitextModel
import Foundation

/// The documents of one side of a comparison, by name, each bundle made or read only when it is
/// asked for: a diff of two large sites holds one document of each at a time, not two sites.
public struct BundleSource: Sendable {
    /// The documents' names, sorted.
    public let names: [String]
    private let make: @Sendable (String) throws(BitextError) -> BitextModel.Bundle?

    init(names: [String], make: @escaping @Sendable (String) throws(BitextError) -> BitextModel.Bundle?) {
        self.names = names.sorted()
        self.make = make
    }

    /// The bundle of `name`, nil when this side has no such document.
    public func bundle(_ name: String) throws(BitextError) -> BitextModel.Bundle? { try make(name) }
}

extension BundleLoader {
    /// The documents of `inputs`: bundle files and `convert` output folders (their bundles read
    /// when asked for), and the source files and trees among them, resolved together (`InputSet`:
    /// two files given together are a pair) and converted when asked for, named as `convert`
    /// names them. A name met twice is its first input's. Problems are those met finding them.
    public func source(_ inputs: [String]) throws(BitextError) -> (source: BundleSource, problems: [Diagnostic]) {
        var stored: [String: Stored] = [:]
        var sources: [String] = []
        for path in inputs {
            guard FileManager.default.fileExists(atPath: path) else { throw BitextError(.input, path: path, "no such file or folder") }
            if let bundles = try bundleFiles(path) { stored.merge(bundles) { first, _ in first } } else { sources.append(path) }
        }
        var items: [String: WorkItem] = [:]
        var problems: [Diagnostic] = []
        if !sources.isEmpty {
            let found = try InputSet(sources)
            for item in DocumentNames.assign(found.items) where stored[item.name] == nil && items[item.name] == nil { items[item.name] = item }
            problems = found.diagnostics
        }
        let (loader, files, found, processor) = (self, stored, items, DocumentProcessor(reading: reading, aligning: aligning, lexicon: lexicon))
        let source = BundleSource(names: Array(Set(files.keys).union(found.keys))) { name throws(BitextError) in
            switch files[name] {
            case .bundle(let bundle)?: return bundle
            case .file(let path)?: return try loader.decode(path)
            case nil: break
            }
            guard let item = found[name] else { return nil }
            return BundleBuilder().bundle(try processor.process(item), name: name)
        }
        return (source, problems)
    }

    /// A stored bundle: read already (a bundle file, read for its name), or a file of a
    /// `convert` output folder, read when asked for.
    private enum Stored: Sendable {
        case bundle(BitextModel.Bundle)
        case file(String)
    }

    /// The stored bundles by document name when `path` is a bundle or a `convert` output folder.
    private func bundleFiles(_ path: String) throws(BitextError) -> [String: Stored]? {
        if path.hasSuffix(".json"), FileStatus(path)?.kind == .file {
            let bundle = try decode(path)
            return [bundle.name: .bundle(bundle)]
        }
        let manifest = URL(fileURLWithPath: path).appendingPathComponent(ConversionManifest.fileName).path
        guard FileManager.default.fileExists(atPath: manifest) else { return nil }
        var files: [String: Stored] = [:]
        for (name, entry) in ConversionManifest.load(from: URL(fileURLWithPath: path)).documents {
            if let json = entry.outputs.first(where: { $0.hasSuffix(".json") }) { files[name] = .file((path as NSString).appendingPathComponent(json)) }
        }
        return files
    }
}
