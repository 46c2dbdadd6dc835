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
        try load([path])
    }

    /// The bundles of `inputs`: bundle files and `convert` output folders as they are, and the
    /// source files and trees among them converted, resolved together (`InputSet`: two files
    /// given together are a pair). A name met twice keeps its first bundle.
    public func load(_ inputs: [String]) throws(BitextError) -> (bundles: [String: BitextModel.Bundle], problems: [Diagnostic]) {
        var bundles: [String: BitextModel.Bundle] = [:]
        var sources: [String] = []
        for path in inputs {
            guard FileManager.default.fileExists(atPath: path) else { throw BitextError(.input, path: path, "no such file or folder") }
            if let stored = try stored(path) { bundles.merge(stored) { first, _ in first } } else { sources.append(path) }
        }
        guard !sources.isEmpty else { return (bundles, []) }
        let converted = try convert(sources)
        return (bundles.merging(converted.bundles) { first, _ in first }, converted.problems)
    }

    /// The bundles `path` holds when it is a bundle file or a `convert` output folder.
    func stored(_ path: String) throws(BitextError) -> [String: BitextModel.Bundle]? {
        if path.hasSuffix(".json"), InputSet.isFile(path) {
            let bundle = try decode(path)
            return [bundle.name: bundle]
        }
        let manifest = URL(fileURLWithPath: path).appendingPathComponent(ConversionManifest.fileName).path
        guard FileManager.default.fileExists(atPath: manifest) else { return nil }
        var bundles: [String: BitextModel.Bundle] = [:]
        for (name, entry) in ConversionManifest.load(from: URL(fileURLWithPath: path)).documents {
            guard let json = entry.outputs.first(where: { $0.hasSuffix(".json") }) else { continue }
            bundles[name] = try decode((path as NSString).appendingPathComponent(json))
        }
        return bundles
    }

    func decode(_ path: String) throws(BitextError) -> BitextModel.Bundle {
        guard let data = FileManager.default.contents(atPath: path) else { throw BitextError(.input, path: path, "cannot read") }
        do {
            return try JSONDecoder().decode(BitextModel.Bundle.self, from: data)
        } catch {
            throw BitextError(.input, path: path, "not a Bitext bundle (\(error))")
        }
    }

    func convert(_ sources: [String]) throws(BitextError) -> (bundles: [String: BitextModel.Bundle], problems: [Diagnostic]) {
        let inputs = try InputSet(sources)
        var problems = inputs.diagnostics
        var bundles: [String: BitextModel.Bundle] = [:]
        let processor = DocumentProcessor(reading: reading, lexicon: lexicon)
        for item in DocumentNames.assign(inputs.items, forOutput: false) {
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
