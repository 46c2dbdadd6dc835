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

        /// Whether translation went backwards: coverage fell, or a translation lost its English.
        public var regressed: Bool { after < before || documents.contains { $0.status == .orphaned } }
    }

    public func perform() async throws(BitextError) -> Report {
        switch sides {
        case .paths(let old, let new):
            let before = try loader.source([old]), after = try loader.source([new])
            return DocumentComparison(old: before.source, new: after.source).report(problems: before.problems + after.problems)
        case .git(let tree, let revision):
            let tree = URL(fileURLWithPath: tree).standardizedFileURL.path
            let snapshot = try TemporaryFolder(prefix: "bitext-git")
            defer { snapshot.remove() }
            try await Git.export(tree, revision: revision, into: snapshot.url, budget: .around(tree))
            let before = try loader.source([snapshot.url.path]), after = try loader.source([tree])
            return DocumentComparison(old: before.source, new: after.source).report(problems: before.problems + after.problems)
        }
    }
}
