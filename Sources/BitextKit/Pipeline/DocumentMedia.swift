import BitextModel
import Foundation

/// A document's images: the files its page shows, copied once for the whole site by
/// `MediaStep`; the links its page points at them by; and the references the site lacks.
struct DocumentMedia: Sendable, Equatable {
    /// The files, and each reference not found or refused (`path:line: reference`, and why).
    var list = MediaList()
    var links = MediaLinks()

    init() {}

    /// The images of `processed`, converted from `item` to the page `name`.
    init(item: WorkItem, processed: ProcessedDocument, name: String) {
        let up = String(repeating: "../", count: name.split(separator: "/").count - 1)
        let sides = [processed.english, processed.chinese].filter { !$0.path.isEmpty }
        var seen: Set<String> = []
        var resolvers: [String: MediaResolver] = [:]
        for (index, document) in sides.enumerated() where seen.insert(document.path).inserted {
            let references = MediaReferences.of(document.blocks)
            guard !references.isEmpty else { continue }
            let counterpart = sides.indices.contains(1 - index) ? sides[1 - index].path : nil
            let root = item.files.first { $0.path == document.path }?.root ?? (document.path as NSString).deletingLastPathComponent
            let resolver = resolvers[root] ?? MediaResolver(page: document.path, root: root)
            resolvers[root] = resolver
            for reference in references where links.found[reference.written] == nil {
                add(reference, resolver.resolve(reference.target, page: document.path, counterpart: counterpart), page: document.path, up: up)
            }
        }
        list.files = Array(Set(list.files)).sorted()
    }

    private mutating func add(_ reference: MediaReferences.Reference, _ resolution: MediaResolver.Resolution, page: String, up: String) {
        let place = "\(page):\(reference.line): \(reference.target)"
        switch resolution {
        case .remote: break
        case .found(let source, let output):
            list.files.append(MediaFile(output: output, source: source))
            links.found[reference.written] = up + (output.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? output)
            links.missing.remove(reference.written)
        case .missing:
            links.missing.insert(reference.written)
            list.missing.append(place)
        case .refused(let why):
            links.missing.insert(reference.written)
            list.missing.append(place + " (\(why))")
        }
    }
}
