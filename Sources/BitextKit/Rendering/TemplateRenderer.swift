import BitextModel
import Foundation

/// Renders the Mustache templates of a `TemplateSet`. Parse errors, unknown partials and missing
/// templates are errors naming the template file (and line), never a silent empty page.
public struct TemplateRenderer: Sendable {
    private let templates: [String: Template]
    private let set: TemplateSet

    /// Parses every `.mustache` file of `set`; partials are addressed by name without extension
    /// (`{{> partials/pair}}`).
    public init(set: TemplateSet) throws(BitextError) {
        var templates: [String: Template] = [:]
        for (name, text) in set.files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".mustache") {
            do {
                templates[String(name.dropLast(".mustache".count))] = try Template(parsing: text)
            } catch {
                throw Self.error(error, in: name, set: set)
            }
        }
        for (name, template) in templates.sorted(by: { $0.key < $1.key }) {
            for partial in template.partials where templates[partial.name] == nil {
                throw BitextError(.template,
                    path: set.origin(of: name + ".mustache"), "partial \(partial.name) not found (no \(partial.name).mustache)",
                    location: SourceLocation(line: partial.line, column: partial.column))
            }
        }
        try Self.checkFanOut(templates, set: set)
        self.templates = templates
        self.set = set
    }

    /// The most partial renders one use of a template may lead to before any data repeats them.
    /// Real templates have tens; ten partials each holding the next ten times have 10^10, which
    /// no page can finish.
    static let maximumFanOut = 10_000

    /// Throws when a template's partials, each counted as often as it is named, expand past
    /// `maximumFanOut` renders. A partial met again inside itself (a tree rendering its
    /// branches) counts once: its depth follows the data.
    static func checkFanOut(_ templates: [String: Template], set: TemplateSet) throws(BitextError) {
        var known: [String: Int] = [:]
        func renders(_ name: String, _ open: Set<String>) -> Int {
            if let count = known[name] { return count }
            guard !open.contains(name), let template = templates[name] else { return 1 }
            var total = 1
            for partial in template.partials where total <= maximumFanOut {
                total += renders(partial.name, open.union([name]))
            }
            known[name] = min(total, maximumFanOut + 1)
            return known[name]!
        }
        for name in templates.keys.sorted() where renders(name, []) > maximumFanOut {
            throw BitextError(.template,
                path: set.origin(of: name + ".mustache"),
                "its partials expand to more than \(maximumFanOut) renders of partials (partials naming each other many times over)")
        }
    }

    /// Renders the template `name` (without `.mustache`) with `context` as its outermost value.
    public func render(_ name: String, context: TemplateValue) throws(BitextError) -> String {
        String(decoding: try renderBytes(name, context: context), as: UTF8.self)
    }

    /// Renders the template `name` as UTF-8 bytes.
    public func renderBytes(_ name: String, context: TemplateValue) throws(BitextError) -> [UInt8] {
        let template = try template(name)
        do {
            return try template.render(context, library: templates)
        } catch {
            throw Self.error(error, in: name + ".mustache", set: set)
        }
    }

    /// The template `name` rendered, as the bytes of a file to write; the array it was built in
    /// is kept for the thread's next page.
    public func renderData(_ name: String, context: TemplateValue) throws(BitextError) -> Data {
        var bytes = try renderBytes(name, context: context)
        return ThreadBytes.data(giving: &bytes)
    }

    /// Renders the template `name` into `file` as it goes: a page over every document is never
    /// whole in memory.
    public func render(_ name: String, context: TemplateValue, into file: StreamedFile) throws(BitextError) {
        let template = try template(name)
        do {
            file.append(try template.render(context, library: templates, stream: file))
        } catch {
            throw Self.error(error, in: name + ".mustache", set: set)
        }
    }

    private func template(_ name: String) throws(BitextError) -> Template {
        guard let template = templates[name] else {
            throw BitextError(.template, path: set.origin(of: name + ".mustache"), "template not found")
        }
        return template
    }

    private static func error(_ error: TemplateSyntaxError, in name: String, set: TemplateSet) -> BitextError {
        BitextError(.template,
            path: set.origin(of: name), "template: \(error.message)",
            location: SourceLocation(line: error.line, column: error.column))
    }
}
