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
                documents.append(try await measure(name: item.name, english: (item.english ?? item.single)?.path, chinese: item.chinese?.path))
            } catch {
                problems.append(error.diagnostic)
            }
        }
        return (documents, problems)
    }

    /// Coverage of one pair (either side may be missing).
    public func measure(name: String, english: String?, chinese: String?) async throws(BitextError) -> DocumentCoverage {
        let reader = DocumentReader(options: reading)
        let en = try english.map { path throws(BitextError) in try reader.read(path: path).document }
        let zh = try chinese.map { path throws(BitextError) in try reader.read(path: path).document }
        if let en, let zh, Self.keepsEnglishInComments(zh) {
            let translation = Aligner(options: .init(mode: .comments)).align(zh)
            return StaleDetector().compare(page: en, translation: translation, name: name)
        }
        let empty = Document(path: "", format: .markdown, blocks: [], source: SourceText(""))
        let alignment: Alignment
        if let en, zh == nil, english == chinese || chinese == nil, Self.isBilingual(en) {
            alignment = Aligner(lexicon: lexicon).align(en)
        } else {
            alignment = Aligner(lexicon: lexicon).align(english: en ?? empty, chinese: zh ?? empty)
        }
        let calculator = CoverageCalculator()
        let states = alignment.pairs.map(calculator.state)
        var items = calculator.items(pairs: alignment.pairs, states: states, englishPath: english ?? "", chinesePath: chinese ?? english ?? "")
        var source = "alignment"
        if let since, let english, let chinese {
            let revision = since == "auto" ? try await Git.lastCommit(touching: chinese) : since
            if let revision, let oldText = try await Git.show(english, at: revision) {
                let old = try reader.read(SourceFile(path: english, text: oldText)).document
                items = Self.markChanged(items, since: old)
                source = "git"
            }
        }
        return DocumentCoverage(
            name: name, englishPath: english, chinesePath: chinese, staleSource: source,
            summary: DocumentCoverage.summarize(items), items: items)
    }

    /// Translated paragraphs whose English is not in `old` (the English the translation was made
    /// from) are stale; the diff is against the most similar old paragraph.
    static func markChanged(_ items: [CoverageItem], since old: Document) -> [CoverageItem] {
        let oldTexts = AlignmentUnits(document: old).units(of: old.blocks).map(\.plainText)
        let oldKeys = Set(oldTexts.map(StaleDetector.key))
        return items.map { item in
            guard item.state == .translated || item.state == .needsReview, !oldKeys.contains(StaleDetector.key(item.text)) else { return item }
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

    /// A Kubernetes-style translation: English prose kept in comments above the Chinese.
    static func keepsEnglishInComments(_ document: Document) -> Bool {
        document.blocks.filter { if case .comment = $0.kind { $0.language == .en } else { false } }.count >= 2
    }

    /// A file holding both languages (interleaved or halves).
    static func isBilingual(_ document: Document) -> Bool {
        let languages = document.blocks.map(\.language)
        return languages.filter { $0 == .en }.count >= 2 && languages.filter { $0 == .zh }.count >= 2
    }
}
