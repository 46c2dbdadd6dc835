import BitextModel
import Foundation

/// Measures coverage over files or trees: pairs originals with translations, and takes
/// staleness from the translation's comments when it keeps its English there.
public struct CoverageRunner: Sendable {
    /// How files are read.
    public var reading: DocumentReader.Options
    /// A git revision the translations were made against, or `auto` for the last commit that
    /// touched each translation; English paragraphs changed since then are stale.
    public var since: String?
    /// The dictionary alignment weighs meaning with, if any.
    public var lexicon: Lexicon?

    /// Creates a runner.
    public init(reading: DocumentReader.Options = .init(), since: String? = nil, lexicon: Lexicon? = nil) {
        self.reading = reading
        self.since = since
        self.lexicon = lexicon
    }

    /// Coverage of every document `paths` name (see `InputSet`), or of `englishRoot` against
    /// `chineseRoot` paired file by file.
    public func run(paths: [String], englishRoot: String? = nil, chineseRoot: String? = nil) async -> (documents: [DocumentCoverage], problems: [Diagnostic]) {
        let roots = englishRoot.flatMap { english in chineseRoot.map { [english, $0] } }
        let inputs: InputSet
        do {
            inputs = try InputSet(roots ?? (paths.isEmpty ? ["."] : paths), roots: roots != nil)
        } catch {
            return ([], [error.diagnostic])
        }
        var problems = inputs.diagnostics
        var documents: [DocumentCoverage] = []
        for item in inputs.items.sorted() {
            do {
                documents.append(try await measure(item))
            } catch {
                problems.append(error.diagnostic)
            }
        }
        return (documents, problems)
    }

    /// Coverage of one pair (either side may be missing; a lone file that holds both languages
    /// is aligned as one).
    public func measure(name: String, english: String?, chinese: String?) async throws(BitextError) -> DocumentCoverage {
        switch (english, chinese) {
        case (let en?, let zh?) where en != zh: return try await measure(WorkItem(english: InputFile(path: en), chinese: InputFile(path: zh), name: name))
        case (let en?, _): return try await measure(WorkItem(single: InputFile(path: en), name: name))
        case (nil, let zh?): return try await measure(WorkItem(chinese: InputFile(path: zh), name: name))
        case (nil, nil): throw BitextError(.input, path: name, "nothing to measure")
        }
    }

    /// Coverage of one document, measured as `convert` measures it (`MeasuredCoverage`), with
    /// staleness from git when `since` says.
    public func measure(_ item: WorkItem) async throws(BitextError) -> DocumentCoverage {
        let processed = try DocumentProcessor(reading: reading, lexicon: lexicon).process(item)
        let coverage = processed.coverage
        let englishPath = (item.english ?? item.single)?.path, chinesePath = item.chinese?.path
        var items = CoverageCalculator().items(
            pairs: processed.alignment.pairs, states: coverage.states, texts: coverage.texts, previous: coverage.previous,
            englishPath: englishPath ?? "", chinesePath: chinesePath ?? englishPath ?? "")
        var source = coverage.staleSource
        if let since, let englishPath, let chinesePath {
            let revision = since == "auto" ? try await Git.lastCommit(touching: chinesePath) : since
            if let revision, let oldText = try await Git.show(englishPath, at: revision) {
                let old = try DocumentReader(options: reading).read(SourceFile(path: englishPath, text: oldText)).document
                items = Self.markChanged(items, since: old)
                source = "git"
            }
        }
        // English in page order, then the Chinese that pairs with none.
        items = items.filter { $0.state != .chineseOnly } + items.filter { $0.state == .chineseOnly }
        return DocumentCoverage(
            name: item.name, englishPath: englishPath, chinesePath: chinesePath, staleSource: source,
            summary: DocumentCoverage.summarize(items), items: items,
            outdatedComments: Self.outdated(coverage.outdated, path: chinesePath ?? ""))
    }

    /// The outdated comments worth reporting: English of more than one word.
    static func outdated(_ comments: [AlignedPair], path: String) -> [CoverageItem] {
        comments.compactMap { comment in
            let text = comment.english.map(\.plainText).joined(separator: "\n\n")
            guard let first = comment.english.first, EnglishText.hashes(text).count > 1 else { return nil }
            return CoverageItem(
                state: .stale, path: path, line: first.range.startLine, text: text,
                chinese: comment.chinese.map(\.plainText).joined(separator: "\n"), weight: TextWeight(text))
        }
    }

    /// Translated paragraphs whose English is not in `old` (the English the translation was made
    /// from) are stale; the diff is against the most similar old paragraph.
    static func markChanged(_ items: [CoverageItem], since old: Document) -> [CoverageItem] {
        let oldTexts = AlignmentUnits(document: old).units(of: old.blocks).map(\.plainText)
        let oldKeys = Set(oldTexts.map(EnglishText.fingerprint))
        return items.map { item in
            guard item.state == .translated || item.state == .needsReview, !oldKeys.contains(EnglishText.fingerprint(item.text)) else { return item }
            var stale = item
            stale.state = .stale
            let closest = oldTexts.max { WordDiff.similarity($0, item.text) < WordDiff.similarity($1, item.text) }
            if let closest, WordDiff.similarity(closest, item.text) >= 0.3 {
                stale.previousEnglish = closest
                stale.diff = WordDiff.diff(closest, item.text)
            } else {
                stale.diff = "{+" + item.text + "+}"
            }
            return stale
        }
    }
}
