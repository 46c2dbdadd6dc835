import BitextModel
import Foundation

/// Loads bundles by document name from a bundle file, a folder of bundles (a `convert` output),
/// or a source tree (converted in memory).
public struct BundleLoader: Sendable {
    /// How source trees are read.
    public var reading: DocumentReader.Options
    /// The dictionary alignment weighs meaning with, if any.
    public var lexicon: Lexicon?

    /// Creates a loader.
    public init(reading: DocumentReader.Options = .init(), lexicon: Lexicon? = nil) {
        self.reading = reading
        self.lexicon = lexicon
    }

    /// The bundles at `path`, by name, plus problems met on the way.
    public func load(_ path: String) throws(BitextError) -> (bundles: [String: BitextModel.Bundle], problems: [Diagnostic]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw BitextError(.input, path: path, "no such file or folder") }
        if !isDirectory.boolValue {
            guard path.hasSuffix(".json") else { return try convert(path) }
            let bundle = try decode(path)
            return ([bundle.name: bundle], [])
        }
        let manifest = URL(fileURLWithPath: path).appendingPathComponent(ConversionManifest.fileName).path
        if FileManager.default.fileExists(atPath: manifest) {
            var bundles: [String: BitextModel.Bundle] = [:]
            for (name, entry) in ConversionManifest.load(from: URL(fileURLWithPath: path)).documents {
                guard let json = entry.outputs.first(where: { $0.hasSuffix(".json") }) else { continue }
                bundles[name] = try decode((path as NSString).appendingPathComponent(json))
            }
            return (bundles, [])
        }
        return try convert(path)
    }

    func decode(_ path: String) throws(BitextError) -> BitextModel.Bundle {
        guard let data = FileManager.default.contents(atPath: path) else { throw BitextError(.input, path: path, "cannot read") }
        do {
            return try JSONDecoder().decode(BitextModel.Bundle.self, from: data)
        } catch {
            throw BitextError(.input, path: path, "not a Bitext bundle (\(error))")
        }
    }

    func convert(_ root: String) throws(BitextError) -> (bundles: [String: BitextModel.Bundle], problems: [Diagnostic]) {
        let (files, diagnostics) = InputDiscovery().files(under: root)
        var problems = diagnostics.filter { $0.severity != .note }
        var bundles: [String: BitextModel.Bundle] = [:]
        let processor = DocumentProcessor(reading: reading, lexicon: lexicon)
        for item in DocumentPairer().pair(files) {
            do {
                let processed = try processor.process(item)
                bundles[item.name] = BundleBuilder().bundle(processed, name: item.name)
            } catch {
                problems.append(error.diagnostic)
            }
        }
        return (bundles, problems)
    }
}
