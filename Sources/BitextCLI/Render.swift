import ArgumentParser
import BitextKit
import BitextModel
import Foundation

extension Bitext {
    /// `bitext render`: a JSON bundle and a side-by-side HTML page for one document (pair).
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Write the JSON bundle and the bilingual HTML reader page of a document.")

        @Argument(help: "One file (bilingual or not), or an English file and its Chinese translation.")
        var files: [String]

        @Option(name: .shortAndLong, help: "The folder to write NAME.json and NAME.html into.")
        var output: String

        @Option(help: "What to write: json, html or both.")
        var outputFormat: RenderOutput = .both

        @Option(help: "A folder of templates overriding the built-in ones by name (document.mustache, partials/…, assets/…).")
        var templates: String?

        @OptionGroup var reading: ReadingOptions

        @OptionGroup var lexiconOptions: LexiconOptions

        func validate() throws {
            guard (1...2).contains(files.count) else { throw ValidationError("give one file, or an English file and its Chinese translation") }
        }

        func run() throws {
            let processor = DocumentProcessor(reading: reading.readerOptions, lexicon: try lexiconOptions.load())
            do {
                let processed = files.count == 2
                    ? try processor.process(englishPath: files[0], chinesePath: files[1])
                    : try processor.process(path: files[0])
                DiagnosticPrinter().print(processed.diagnostics)
                let name = OutputPath.sanitize(Self.stem(files[0]))
                try Self.checkNotOverwritingInputs(files, name: name, in: output)
                let bundle = BundleBuilder().bundle(processed, name: name)
                let writer = AtomicWriter(root: URL(fileURLWithPath: output))
                if outputFormat != .html { try writer.write(try BundleJSON.data(bundle), to: name + ".json") }
                if outputFormat != .json {
                    let set = try templates.map { path throws(BitextError) in try TemplateSet.overriding(with: path) } ?? .builtIn
                    let html = try PageRenderer(templates: set).render(processed, bundle: bundle)
                    try writer.write(html, to: name + ".html")
                }
            } catch {
                throw CLIFailure(error.description)
            }
        }

        /// `render page.html -o .` would write the page over its own input.
        static func checkNotOverwritingInputs(_ files: [String], name: String, in folder: String) throws(BitextError) {
            let inputs = Set(files.map(OutputPlacement.realPath))
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
}

/// `bitext render` output selection.
enum RenderOutput: String, ExpressibleByArgument, CaseIterable {
    case json, html, both
}
