import BitextModel
import Foundation

/// `bitext render`: one document's JSON bundle and side-by-side reader page, written into a
/// folder as NAME.json and NAME.html.
public struct RenderAction: Sendable {
    /// What to write.
    public enum Output: String, Sendable, CaseIterable {
        case json, html, both
    }

    public var files: DocumentFiles
    public var folder: String
    public var output: Output
    /// A folder of templates overriding the built-in ones.
    public var templates: String?
    public var lexicon: Lexicon?

    public init(files: DocumentFiles, folder: String, output: Output = .both, templates: String? = nil, lexicon: Lexicon?) {
        self.files = files
        self.folder = folder
        self.output = output
        self.templates = templates
        self.lexicon = lexicon
    }

    /// Writes the files and returns what processing the document said, then any failure to write
    /// them (which does not lose the warnings before it). Throws when the files cannot be read.
    public func perform() throws(BitextError) -> [Diagnostic] {
        let processed = try files.process(lexicon: lexicon)
        do throws(BitextError) {
            try write(processed)
            return processed.diagnostics
        } catch {
            return processed.diagnostics + [error.diagnostic]
        }
    }

    private func write(_ processed: ProcessedDocument) throws(BitextError) {
        let name = OutputPath.sanitize(Self.stem(files.paths[0]))
        try checkNotOverwritingInputs(name: name)
        let bundle = BundleBuilder().bundle(processed, name: name)
        if output != .html { try OutputFile.write(try BundleJSON.data(bundle), into: folder, as: name + ".json") }
        if output != .json {
            let set = try templates.map { path throws(BitextError) in try TemplateSet.overriding(with: path) } ?? .builtIn
            try OutputFile.write(try PageRenderer(templates: set).render(processed, bundle: bundle), into: folder, as: name + ".html")
        }
    }

    /// `render page.html -o .` would write the page over its own input.
    private func checkNotOverwritingInputs(name: String) throws(BitextError) {
        let inputs = Set(files.paths.map(OutputPlacement.realPath))
        for ext in ["json", "html"] {
            let output = OutputPlacement.realPath((folder as NSString).appendingPathComponent(name + "." + ext))
            if inputs.contains(output) {
                throw BitextError(.output, path: output, "the output would overwrite this input: choose another folder with -o")
            }
        }
    }

    /// `guide.zh.md` → `guide`, `notes.md` → `notes`.
    static func stem(_ path: String) -> String {
        var name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        for marker in [".en", ".zh", ".zh-CN", ".zh-cn", ".zh-Hans"] where name.hasSuffix(marker) {
            name.removeLast(marker.count)
        }
        return name
    }
}
