import BitextModel

/// Two versions of a site compared document by document, one pair of bundles in memory at a
/// time: documents changed, added (English nobody has translated yet), removed, renamed (the same
/// English under a new name) and orphaned (a translation whose English page is gone).
struct DocumentComparison {
    let old: BundleSource
    let new: BundleSource

    /// A document present on one side only, or orphaned, remembered for matching renames.
    private struct Loose {
        var name: String
        /// The English source's content hash, nil without English.
        var english: String?
        /// The word keys of its English paragraphs (`EnglishText.fingerprint`).
        var paragraphs: Set<UInt64>
        var index: Int
    }

    func report(problems: [Diagnostic]) -> DiffAction.Report {
        var problems = problems
        var totals = (CoverageSummary(), CoverageSummary())
        var documents: [BundleDiff] = []
        var gone: [Loose] = []
        var arrived: [Loose] = []
        for (oldName, newName) in pairs() {
            let before = load(old, oldName, &problems), after = load(new, newName, &problems)
            totals.0 = totals.0 + (before?.coverage ?? CoverageSummary())
            totals.1 = totals.1 + (after?.coverage ?? CoverageSummary())
            var diff = BundleDiff.compare(old: before, new: after)
            diff.status = Self.status(before: before, after: after)
            if diff.status == .orphaned || diff.status == .removed {
                gone.append(Loose(name: oldName ?? "", english: before.flatMap(Self.englishHash), paragraphs: Self.paragraphs(before), index: documents.count))
            }
            if diff.status == .added {
                arrived.append(Loose(name: newName ?? "", english: after.flatMap(Self.englishHash), paragraphs: Self.paragraphs(after), index: documents.count))
            }
            if diff.status != .changed || !diff.changes.isEmpty || diff.before != diff.after { documents.append(diff) }
        }
        documents = matchRenames(documents, gone: gone, arrived: arrived, problems: &problems)
        return DiffAction.Report(before: totals.0.words.percent, after: totals.1.words.percent, documents: documents, diagnostics: problems)
    }

    /// The names to compare: every name of either side, or the one document of each side
    /// whatever their names.
    private func pairs() -> [(String?, String?)] {
        if old.names.count == 1 && new.names.count == 1 { return [(old.names[0], new.names[0])] }
        let olds = Set(old.names), news = Set(new.names)
        return olds.union(news).sorted().map { (olds.contains($0) ? $0 : nil, news.contains($0) ? $0 : nil) }
    }

    private func load(_ side: BundleSource, _ name: String?, _ problems: inout [Diagnostic]) -> BitextModel.Bundle? {
        guard let name else { return nil }
        do { return try side.bundle(name) } catch {
            problems.append(error.diagnostic)
            return nil
        }
    }

    static func status(before: BitextModel.Bundle?, after: BitextModel.Bundle?) -> BundleDiff.Status {
        guard let after else { return .removed }
        if englishHash(after) == nil { return .orphaned }
        return before == nil ? .added : .changed
    }

    /// The content hash of a bundle's English (a bilingual file's own), nil when it has none.
    static func englishHash(_ bundle: BitextModel.Bundle) -> String? {
        bundle.englishSource?.contentHash
    }

    /// The word keys of a bundle's English paragraphs.
    static func paragraphs(_ bundle: BitextModel.Bundle?) -> Set<UInt64> {
        Set(bundle?.pairs.compactMap { $0.state == .neutral ? nil : $0.en.map { EnglishText.fingerprint($0.text) } } ?? [])
    }

    /// The share of paragraphs two documents must have in common (of the larger one's) for the
    /// added one to be the removed one moved: a page moved into a folder keeps almost all its
    /// text, while pages that merely quote each other share a few paragraphs.
    static let renameOverlap = 0.5

    /// An added document whose English is a removed or orphaned one's — the same file, or mostly
    /// the same paragraphs — is that document renamed: compared with it, and a removed one is no
    /// longer listed on its own.
    private func matchRenames(_ documents: [BundleDiff], gone: [Loose], arrived: [Loose], problems: inout [Diagnostic]) -> [BundleDiff] {
        var documents = documents
        var dropped = Set<Int>()
        var byEnglish: [String: Loose] = [:]
        for loose in gone { if let english = loose.english, byEnglish[english] == nil { byEnglish[english] = loose } }
        var moved: [(target: Loose, source: Loose)] = []
        var unmatched: [Loose] = []
        for target in arrived {
            if let english = target.english, let source = byEnglish.removeValue(forKey: english) { moved.append((target, source)) } else { unmatched.append(target) }
        }
        var candidates = byEnglish.values.sorted { $0.index < $1.index }
        for target in unmatched {
            guard let best = Self.mostAlike(target, candidates) else { continue }
            moved.append((target, candidates.remove(at: best)))
        }
        for (target, source) in moved {
            var diff = BundleDiff.compare(old: load(old, source.name, &problems), new: load(new, target.name, &problems))
            diff.status = .renamed
            diff.previousName = source.name
            documents[target.index] = diff
            if documents[source.index].status == .removed { dropped.insert(source.index) }
        }
        return documents.indices.filter { !dropped.contains($0) }.map { documents[$0] }
    }

    /// The index in `candidates` of the document sharing most of `target`'s paragraphs, when it
    /// shares at least `renameOverlap` of the larger one's.
    private static func mostAlike(_ target: Loose, _ candidates: [Loose]) -> Int? {
        var best: (index: Int, overlap: Double)?
        for (index, candidate) in candidates.enumerated() {
            let larger = max(target.paragraphs.count, candidate.paragraphs.count)
            guard larger > 0 else { continue }
            let overlap = Double(target.paragraphs.intersection(candidate.paragraphs).count) / Double(larger)
            if overlap >= renameOverlap, overlap > (best?.overlap ?? 0) { best = (index, overlap) }
        }
        return best?.index
    }
}
