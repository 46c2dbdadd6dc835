import BitextModel
import Foundation

/// A file of the site: its bytes, or a page over every document (the index, the dashboard),
/// rendered into its file as it is written so that it is never whole in memory.
struct SiteFile: Sendable {
    enum Content: Sendable {
        case bytes(Data)
        case page(TemplateRenderer, template: String, context: TemplateValue)
        case streamed(@Sendable (StreamedFile) -> Void)
    }

    let path: String
    let content: Content

    init(_ path: String, _ data: Data) {
        self.path = path
        content = .bytes(data)
    }

    init(page path: String, _ renderer: TemplateRenderer, template: String, context: TemplateValue) {
        self.path = path
        content = .page(renderer, template: template, context: context)
    }

    /// A file whose bytes `produce` appends as they are made.
    init(_ path: String, streaming produce: @escaping @Sendable (StreamedFile) -> Void) {
        self.path = path
        content = .streamed(produce)
    }

    /// Writes the file to `sink`.
    func write(to sink: any OutputSink) throws(BitextError) {
        switch content {
        case .bytes(let data): try sink.write(data, to: path)
        case .page(let renderer, let template, let context):
            try sink.write(to: path) { (file: StreamedFile) throws(BitextError) in try renderer.render(template, context: context, into: file) }
        case .streamed(let produce): try sink.write(to: path) { (file: StreamedFile) throws(BitextError) in produce(file) }
        }
    }

    /// The file's bytes, for callers that keep the site in memory.
    func data() throws(BitextError) -> Data {
        switch content {
        case .bytes(let data): return data
        case .page(let renderer, let template, let context): return Data(try renderer.renderBytes(template, context: context))
        case .streamed(let produce):
            let file = StreamedFile()
            produce(file)
            return file.data
        }
    }
}
