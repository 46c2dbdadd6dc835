import BitextModel
import Foundation

/// Compares translation coverage between two versions: two bundles, two `convert` outputs, two
/// source trees, or a tree against itself at a git revision. What `bitext diff` prints.
public struct DiffAction: Sendable {
    /// What is compared.
    public enum Sides: Sendable {
        /// OLD and NEW, each a bundle, a folder of bundles or a source tree.
        case paths(old: String, new: String)
        /// The tree at a revision (OLD) and its working copy (NEW).
        case git(tree: String, revision: String)
    }

    public var sides: Sides
    public var loader: BundleLoader

    public init(sides: Sides, loader: BundleLoader) {
        self.sides = sides
        self.loader = loader
    }

    /// The comparison: coverage of English words before and after, and each document's changes.
    public struct Report: Sendable, Encodable {
        public var before: Double
        public var after: Double
        public var documents: [BundleDiff]
        /// Problems met reading either side (not encoded: printed as diagnostics).
        public var diagnostics: [Diagnostic] = []

        enum CodingKeys: String, CodingKey { case before, after, documents }
    }

    public func perform() async throws(BitextError) -> Report {
        let (old, new, diagnostics) = try await loadSides()
        // A single bundle on each side compares as one document whatever its name.
        let pairs: [(BitextModel.Bundle?, BitextModel.Bundle?)] = old.count == 1 && new.count == 1
            ? [(old.values.first, new.values.first)]
            : Set(old.keys).union(new.keys).sorted().map { (old[$0], new[$0]) }
        return Report(
            before: old.values.map(\.coverage).reduce(CoverageSummary(), +).words.percent,
            after: new.values.map(\.coverage).reduce(CoverageSummary(), +).words.percent,
            documents: pairs.map { BundleDiff.compare(old: $0.0, new: $0.1) }, diagnostics: diagnostics)
    }

    private func loadSides() async throws(BitextError) -> ([String: BitextModel.Bundle], [String: BitextModel.Bundle], [Diagnostic]) {
        switch sides {
        case .paths(let old, let new):
            let before = try loader.load(old), after = try loader.load(new)
            return (before.bundles, after.bundles, before.problems + after.problems)
        case .git(let tree, let revision):
            let tree = URL(fileURLWithPath: tree).standardizedFileURL.path
            let snapshot = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-git-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: snapshot) }
            try await Git.export(tree, revision: revision, into: snapshot)
            let before = try loader.load(snapshot.path), after = try loader.load(tree)
            return (before.bundles, after.bundles, before.problems + after.problems)
        }
    }
}
