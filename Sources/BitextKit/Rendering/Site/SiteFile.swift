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

    /// The bytes, when they are made whole; nil for a file made as it is written (`produce`).
    var bytes: Data? {
        if case .bytes(let data) = content { return data }
        return nil
    }

    /// Appends the bytes of a page or streamed file to `file` as they are made.
    func produce(into file: StreamedFile) throws(BitextError) {
        switch content {
        case .bytes(let data): data.withUnsafeBytes { file.append($0) }
        case .page(let renderer, let template, let context): try renderer.render(template, context: context, into: file)
        case .streamed(let produce): produce(file)
        }
    }

    /// The file's bytes, for callers that keep the site in memory.
    func data() throws(BitextError) -> Data {
        switch content {
        case .bytes(let data): return data
        case .page(let renderer, let template, let context): return try renderer.renderData(template, context: context)
        case .streamed(let produce):
            let file = StreamedFile()
            produce(file)
            return file.data
        }
    }
}
