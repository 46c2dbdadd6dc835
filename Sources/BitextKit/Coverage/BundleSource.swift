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
    /// The documents at `path`: a bundle file, a `convert` output folder (bundles read when
    /// asked for), or source files and trees (converted when asked for), plus problems met
    /// finding them.
    public func source(_ path: String) throws(BitextError) -> (source: BundleSource, problems: [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: path) else { throw BitextError(.input, path: path, "no such file or folder") }
        if path.hasSuffix(".json"), InputSet.isFile(path) {
            let bundle = try decode(path)
            return (BundleSource(names: [bundle.name]) { name in name == bundle.name ? bundle : nil }, [])
        }
        let manifest = URL(fileURLWithPath: path).appendingPathComponent(ConversionManifest.fileName).path
        if FileManager.default.fileExists(atPath: manifest) {
            var files: [String: String] = [:]
            for (name, entry) in ConversionManifest.load(from: URL(fileURLWithPath: path)).documents {
                if let json = entry.outputs.first(where: { $0.hasSuffix(".json") }) { files[name] = (path as NSString).appendingPathComponent(json) }
            }
            let (loader, paths) = (self, files)
            return (BundleSource(names: Array(paths.keys)) { name throws(BitextError) in try paths[name].map(loader.decode) }, [])
        }
        let inputs = try InputSet([path])
        let items = Dictionary(DocumentNames.assign(inputs.items).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let processor = DocumentProcessor(reading: reading, lexicon: lexicon)
        return (BundleSource(names: Array(items.keys)) { name throws(BitextError) in
            guard let item = items[name] else { return nil }
            return BundleBuilder().bundle(try processor.process(item), name: name)
        }, inputs.diagnostics)
    }
}
