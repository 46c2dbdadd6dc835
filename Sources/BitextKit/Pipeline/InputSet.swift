import BitextModel
import Foundation

/// The documents a command's inputs name, resolved the same way by every command that takes
/// inputs (`convert`, `coverage`, `export`, `diff`):
///
/// - two files given together are an original and its translation;
/// - two folders that differ only in a language folder (`en/docs zh-cn/docs`), or `--en-root`
///   with `--zh-root`, pair file by file on their paths below;
/// - any other input is a tree: its `bitext.yml` excludes and pairs files, the naming
///   conventions pair the rest, and the files of other languages (`ja/`, `guide.ko.md`) are
///   left out with one note.
///
/// A Bitext output folder is never read as input. No documents at all is an error: a coverage
/// gate pointed at the wrong folder must not pass.
struct InputSet: Sendable {
    /// The documents, named from their paths (not yet unique or sanitized for output).
    var items: [WorkItem] = []
    /// Each input folder's settings, in input order.
    var configs: [BitextConfig] = []
    /// Problems and notes met finding the files.
    var diagnostics: [Diagnostic] = []

    /// Resolves `inputs`; `output` is the folder being written (never read); `roots` pairs the
    /// two inputs as trees whatever their names.
    init(_ inputs: [String], output: String? = nil, roots: Bool = false) throws(BitextError) {
        let outputs: Set<String> = output.map { [OutputPlacement.realPath($0)] } ?? []
        if inputs.count == 2, let pair = try Self.filePair(inputs[0], inputs[1]) {
            items = [pair]
            configs = [try BitextConfig.load(root: InputPlan.folder(of: inputs[0]))]
        } else if inputs.count == 2, let (english, chinese) = roots ? (inputs[0], inputs[1]) : LanguageRoots.english(inputs[0], chinese: inputs[1]) {
            try addRoots(english: english, chinese: chinese, outputs: outputs)
        } else if inputs.count == 1, let (english, chinese) = SiteInputs.languagePair(inputs[0]) {
            try addRoots(english: english, chinese: chinese, outputs: outputs)
        } else {
            var trees: [[WorkItem]] = []
            for input in inputs {
                let config = try BitextConfig.load(root: InputPlan.folder(of: input))
                configs.append(config)
                trees.append(tree(SiteInputs.contentRoot(of: input) ?? input, config: config, outputs: outputs, prefixed: inputs.count > 1))
            }
            items = trees.flatMap { $0 }
            if let warning = PairingCheck(inputs: inputs, trees: trees).warning { diagnostics.append(warning) }
        }
        guard !items.isEmpty else {
            // The first problem met is why nothing was found: a missing path, an output folder.
            if let why = diagnostics.first(where: { $0.severity == .error || $0.identifier == "input.outputFolder" }) {
                throw BitextError(.input, path: why.path, why.summary)
            }
            throw BitextError(.input, path: inputs.joined(separator: ", "), "no documents found (Markdown, HTML or text files)")
        }
    }

    /// Two files given together: the original first, unless the names say otherwise. Two files
    /// the names put on the same side stay two documents.
    static func filePair(_ first: String, _ second: String) throws(BitextError) -> WorkItem? {
        guard FileStatus(first)?.kind == .file, FileStatus(second)?.kind == .file else { return nil }
        let files = [InputFile(path: first), InputFile(path: second)]
        let sides = files.map { DocumentPairer.classify($0.relativePath).side }
        if sides[0] == sides[1], sides[0] != .unmarked { return nil }
        let (english, chinese) = sides[0] == .chinese || sides[1] == .english ? (files[1], files[0]) : (files[0], files[1])
        return WorkItem(english: english, chinese: chinese, name: DocumentPairer.pairName(english.relativePath))
    }

    /// One tree's documents, named under the tree's folder name when there are several inputs.
    private mutating func tree(_ input: String, config: BitextConfig, outputs: Set<String>, prefixed: Bool) -> [WorkItem] {
        let files = find(input, config: config, outputs: outputs)
        diagnostics += Self.missingPairs(config, files: files, root: input)
        let paired = DocumentPairer(explicitPairs: config.pairs.map { ($0.english, $0.chinese) }).pair(files)
        guard prefixed else { return paired }
        let prefix = URL(fileURLWithPath: input).standardizedFileURL.lastPathComponent
        return paired.map { var item = $0; item.name = prefix + "/" + item.name; return item }
    }

    /// The files under `input` that are documents to read: not excluded, not in an output
    /// folder, not in another language.
    private mutating func find(_ input: String, config: BitextConfig, outputs: Set<String>) -> [InputFile] {
        let (found, problems) = InputDiscovery(excludes: config.exclude, outputs: outputs).files(under: input)
        // Notes are kept quiet (a skipped link, a nested output folder) except when the input
        // itself is an output folder: then it is why nothing was found.
        diagnostics += problems.filter { $0.severity != .note || $0.identifier == "input.outputFolder" && $0.path == input }
        let (kept, leftOut) = OtherLanguages.split(found)
        if !leftOut.isEmpty { diagnostics.append(Self.otherLanguagesNote(leftOut, root: input)) }
        return kept
    }

    /// Two trees paired file by file on their paths below the roots.
    private mutating func addRoots(english: String, chinese: String, outputs: Set<String>) throws(BitextError) {
        let configs = [try BitextConfig.load(root: english), try BitextConfig.load(root: chinese)]
        self.configs = configs
        let englishFiles = find(english, config: configs[0], outputs: outputs)
        let chineseFiles = find(chinese, config: configs[1], outputs: outputs)
        var byKey: [String: InputFile] = [:]
        for file in chineseFiles { byKey[DocumentPairer.classify(file.relativePath).key] = file }
        for file in englishFiles {
            let key = DocumentPairer.classify(file.relativePath).key
            items.append(WorkItem(english: file, chinese: byKey.removeValue(forKey: key), name: key))
        }
        for (key, file) in byKey { items.append(WorkItem(chinese: file, name: key)) }
        items.sort()
    }

    /// An error for each `pairs` entry of `bitext.yml` naming a file that is not there.
    static func missingPairs(_ config: BitextConfig, files: [InputFile], root: String) -> [Diagnostic] {
        let present = Set(files.map(\.relativePath))
        let file = (InputPlan.folder(of: root) as NSString).appendingPathComponent(BitextConfig.fileName)
        return config.pairs.flatMap { pair in
            [pair.english, pair.chinese].filter { !present.contains($0) }.map { missing in
                Diagnostic(
                    severity: .error, identifier: "config.pairMissing",
                    summary: "'pairs' names \(missing), which is not among the input files (missing, excluded or misspelt)",
                    path: file, location: pair.line.map { SourceLocation(line: $0, column: 1) })
            }
        }
    }

    static func otherLanguagesNote(_ leftOut: [String: Int], root: String) -> Diagnostic {
        let total = leftOut.values.reduce(0, +)
        let languages = leftOut.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
        return Diagnostic(
            severity: .note, identifier: "input.otherLanguages",
            summary: "left out \(total) file\(total == 1 ? "" : "s") in languages other than English and Chinese: \(languages)",
            path: root)
    }
}
