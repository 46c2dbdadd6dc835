import BitextModel
import Foundation

/// Loads bundles by document name from a bundle file, a folder of bundles (a `convert` output),
/// or a source tree (converted in memory).
public struct BundleLoader: Sendable {
    /// How source trees are read.
    public var reading: DocumentReader.Options
    /// The dictionary alignment weighs meaning with, if any.
    public var lexicon: Lexicon?
    /// How sources converted on the fly are aligned (by paragraph unless asked).
    public var aligning = Aligner.Options()

    /// Creates a loader.
    public init(reading: DocumentReader.Options = .init(), lexicon: Lexicon? = nil) {
        self.reading = reading
        self.lexicon = lexicon
    }

    /// The bundles of `inputs` (see `source(_:)`), by name; a document that cannot be converted
    /// is a problem, and the others are still loaded.
    public func load(_ inputs: [String]) throws(BitextError) -> (bundles: [String: BitextModel.Bundle], problems: [Diagnostic]) {
        var (source, problems) = try source(inputs)
        var bundles: [String: BitextModel.Bundle] = [:]
        for name in source.names {
            do throws(BitextError) {
                bundles[name] = try source.bundle(name)
            } catch {
                problems.append(error.diagnostic)
            }
        }
        return (bundles, problems)
    }

    func decode(_ path: String) throws(BitextError) -> BitextModel.Bundle {
        guard let data = FileManager.default.contents(atPath: path) else { throw BitextError(.input, path: path, "cannot read") }
        do {
            return try JSONDecoder().decode(BitextModel.Bundle.self, from: data)
        } catch {
            throw BitextError(.input, path: path, "not a Bitext bundle (\(JSONDecodeProblem.reason(error)))")
        }
    }
}
