import BitextModel
import Foundation

/// `bitext apply`: English Markdown and translations in → the translated Markdown out, for one
/// file or a whole tree. Every translation file is read first, so a malformed one (or one for
/// other documents) stops the run before anything is written; a document below
/// `minTranslated` is not written and the run says so.
public struct ApplyAction: Sendable {
    /// An English Markdown file, or a folder of them.
    public var source: String
    /// A translation file, or a folder of them.
    public var translations: String
    /// The file (for a file) or folder (for a folder) to write.
    public var output: String
    /// The share of units, 0–100, below which a document is not written.
    public var minTranslated: Double?
    /// When a translated heading keeps its English id as `{#id}`.
    public var headingIDs: HeadingIDs = .auto

    /// When a translated heading keeps its English id as `{#id}`.
    public enum HeadingIDs: String, Sendable, CaseIterable {
        /// When the document is in a Hugo, Docusaurus, VitePress or Jekyll site.
        case auto
        case always
        case never
    }

    /// One document applied.
    public struct Outcome: Sendable, Equatable {
        public var source: String
        public var output: String
        public var result: TranslationApplier.Result
        public var written: Bool
        /// What applying it noticed (translations left out past the size budget).
        public var diagnostics: [Diagnostic] = []
    }

    /// What the run did.
    public struct Report: Sendable {
        public var outcomes: [Outcome] = []
        public var diagnostics: [Diagnostic] = []
        /// Whether a document was refused for its share translated.
        public var refused: Bool { outcomes.contains { !$0.written } }
    }

    /// Creates the action.
    public init(source: String, translations: String, output: String, minTranslated: Double? = nil) {
        self.source = source
        self.translations = translations
        self.output = output
        self.minTranslated = minTranslated
    }

    public func perform() throws(BitextError) -> Report {
        let files = try Self.translationFiles(translations)
        let entries = files.flatMap(\.entries)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else { throw BitextError(.input, path: source, "no such file or folder") }
        if !isFolder.boolValue {
            let names = Self.names(of: (source as NSString).lastPathComponent)
            let destination = try OutputFile(output)
            try Self.checkSingle(source, output: destination, translations: translations)
            let named = entries.contains { $0.isFor(names) == true }
            let outcome = try apply(
                source, entries: entries, names: named ? names : nil, headingIDs: writesHeadingIDs(source), output: output, write: destination.write
            ) {
                (result: TranslationApplier.Result) throws(BitextError) in
                // Names another tool gave (po2xliff names the PO file) do not matter when the
                // English matches; when neither does, the file is another document's.
                if !named, result.translated == 0 { try Self.checkDocument(names, files: files) }
            }
            return Report(outcomes: [outcome], diagnostics: outcome.diagnostics)
        }
        return try applyTree(entries)
    }

    private func applyTree(_ entries: [TranslationEntry]) throws(BitextError) -> Report {
        // An output folder holding the English tree would write its pages over the tree's own
        // (`apply tree/en -o tree` puts `tree/en/en/page.md` on `tree/en/page.md`).
        try OutputPlacement.check(output: output, inputs: [source])
        let outputPath = OutputPlacement.realPath(output)
        let (inputs, problems) = InputDiscovery(outputs: [outputPath]).files(under: source)
        var report = Report(diagnostics: problems)
        let writer = AtomicWriter(root: URL(fileURLWithPath: output).standardizedFileURL)
        let documents = inputs.filter { Self.isEnglishMarkdown($0.relativePath) }
        guard !documents.isEmpty else { throw BitextError(.input, path: source, "no Markdown documents (.md, .markdown) in the folder") }
        // Files naming none of the tree's documents (another tool's names) apply by English alone.
        let named = documents.contains { input in
            let names = Self.names(of: input.relativePath)
            return entries.contains { $0.isFor(names) == true }
        }
        var headingIDsByFolder: [String: Bool] = [:]
        for input in documents {
            let names = Self.names(of: input.relativePath)
            if named, !entries.contains(where: { $0.isFor(names) != false }) {
                report.diagnostics.append(Diagnostic(severity: .warning, identifier: "apply.none", summary: "no translations name this document; written in English", path: input.path))
            }
            do {
                let name = Self.outputName(input.relativePath)
                // The documents of a tree share a few folders: each is looked up once.
                let folder = (input.path as NSString).deletingLastPathComponent
                let headingIDs = headingIDsByFolder[folder] ?? writesHeadingIDs(input.path)
                headingIDsByFolder[folder] = headingIDs
                let outcome = try apply(
                    input.path, entries: entries, names: named ? names : nil, headingIDs: headingIDs, output: writer.root.appendingPathComponent(name).path
                ) {
                    (text: String) throws(BitextError) in try writer.write(text, to: name)
                }
                report.outcomes.append(outcome)
                report.diagnostics += outcome.diagnostics
            } catch {
                report.diagnostics.append(error.diagnostic)
            }
        }
        return report
    }

    private func apply(
        _ path: String, entries: [TranslationEntry], names: Set<String>?, headingIDs: Bool, output: String,
        write: (String) throws(BitextError) -> Void, check: (TranslationApplier.Result) throws(BitextError) -> Void = { _ in }
    ) throws(BitextError) -> Outcome {
        var problems: [Diagnostic] = []
        let text = try SourceFile.load(path: path, lossy: false, maximumSize: SourceFile.defaultMaximumSize, diagnostics: &problems).text
        var applier = TranslationApplier(memory: TranslationMemory(entries, names: names))
        applier.headingIDs = headingIDs
        let result = applier.apply(text)
        try check(result)
        let written = minTranslated.map { result.percent >= $0 } ?? true
        if written { try write(result.text) }
        var outcome = Outcome(source: path, output: output, result: result, written: written)
        if result.overBudget > 0 {
            outcome.diagnostics.append(Diagnostic(
                severity: .warning, identifier: "apply.tooLarge",
                summary: "\(result.overBudget) units were left in English: their translations would make the document more than 40 times its English and a megabyte",
                path: path))
        }
        return outcome
    }

    /// Whether the document at `path` gets its English heading ids (`headingIDs`).
    private func writesHeadingIDs(_ path: String) -> Bool {
        headingIDs == .always || headingIDs == .auto && HeadingSlugs.supported(for: path)
    }

    /// The translation files at `path`: the file, or every PO, XLIFF, TMX and JSONL file under
    /// the folder, in path order.
    static func translationFiles(_ path: String) throws(BitextError) -> [TranslationFile] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw BitextError(.input, path: path, "no such file or folder") }
        guard isFolder.boolValue else { return [try TranslationFile.read(path)] }
        let extensions: Set<String> = ["po", "pot", "xlf", "xliff", "tmx", "jsonl"]
        let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        guard !found.isEmpty else { throw BitextError(.input, path: path, "no translation files (.po, .xlf, .xliff, .tmx, .jsonl) in the folder") }
        var files: [TranslationFile] = []
        for relative in found { files.append(try TranslationFile.read((path as NSString).appendingPathComponent(relative))) }
        return files
    }

    /// Only Markdown is written back, and never over its English or a translation file.
    static func checkSingle(_ source: String, output: OutputFile, translations: String) throws(BitextError) {
        let ext = (source as NSString).pathExtension.lowercased()
        guard ext == "md" || ext == "mdx" || ext == "markdown" else {
            throw BitextError(.input, path: source, "apply writes translations into Markdown (.md, .mdx, .markdown); this is not")
        }
        guard case .file(let target) = output.destination else { return }
        let real = OutputPlacement.realPath(target)
        guard real != OutputPlacement.realPath(source) else {
            throw BitextError(.output, path: output.path, "the output is the English document itself: give another -o")
        }
        guard real != OutputPlacement.realPath(translations) else {
            throw BitextError(.output, path: output.path, "the output is the translation file itself: give another -o")
        }
    }

    /// A translation file for other documents is a mistake to stop at, before anything is written.
    static func checkDocument(_ names: Set<String>, files: [TranslationFile]) throws(BitextError) {
        for file in files {
            let documents = file.documents
            guard let first = documents.first, !file.entries.contains(where: { $0.isFor(names) == true }) else { continue }
            let named = documents.prefix(3).map(\.name).joined(separator: ", ") + (documents.count > 3 ? ", …" : "")
            throw BitextError(
                .translations, path: file.path, "the translations are for \(named), not \(names.sorted().last ?? "this document")",
                location: SourceLocation(line: first.line))
        }
    }

    /// What exports call the document at `relativePath`: the path without its extension, and
    /// without a language suffix (`guide.en.md` is `guide` when paired, `guide.en` alone).
    static func names(of relativePath: String) -> Set<String> {
        let stem = (relativePath as NSString).deletingPathExtension
        let bare = (stem as NSString).pathExtension.lowercased() == "en" ? (stem as NSString).deletingPathExtension : stem
        return [stem, bare, OutputPath.sanitize(stem), OutputPath.sanitize(bare)]
    }

    /// Markdown that is not a translation already (`guide.zh.md`, `guide.zh-cn.md`).
    static func isEnglishMarkdown(_ relativePath: String) -> Bool {
        let ext = (relativePath as NSString).pathExtension.lowercased()
        let language = ((relativePath as NSString).deletingPathExtension as NSString).pathExtension.lowercased()
        return (ext == "md" || ext == "mdx" || ext == "markdown") && !language.hasPrefix("zh")
    }

    /// Where a tree's document goes: the same path, `.en.` becoming `.zh.`.
    static func outputName(_ relativePath: String) -> String {
        let ext = (relativePath as NSString).pathExtension
        let stem = (relativePath as NSString).deletingPathExtension
        guard (stem as NSString).pathExtension.lowercased() == "en" else { return relativePath }
        return (stem as NSString).deletingPathExtension + ".zh." + ext
    }
}
