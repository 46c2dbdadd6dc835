import BitextModel
import Mustache

/// Renders Mustache templates from a `TemplateSet`. Parse errors and missing templates are
/// errors naming the template file (and line), never a silent empty page.
public struct TemplateRenderer: Sendable {
    private let library: MustacheLibrary
    private let set: TemplateSet

    /// Parses every `.mustache` file of `set`; partials are addressed by name without extension
    /// (`{{> partials/pair}}`).
    public init(set: TemplateSet) throws(BitextError) {
        var library = MustacheLibrary()
        for (name, text) in set.files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".mustache") {
            let templateName = String(name.dropLast(".mustache".count))
            do {
                library.register(try MustacheTemplate(string: text), named: templateName)
            } catch let error as MustacheTemplate.ParserError {
                throw BitextError(
                    path: set.origin(of: name), "template does not parse: \(error.error)",
                    location: SourceLocation(line: error.context.lineNumber, column: error.context.columnNumber))
            } catch {
                throw BitextError(path: set.origin(of: name), "template does not parse: \(error)")
            }
        }
        self.library = library
        self.set = set
    }

    /// Renders the template `name` (without `.mustache`) with a context of dictionaries and arrays.
    public func render(_ name: String, context: [String: Any]) throws(BitextError) -> String {
        guard library.getTemplate(named: name) != nil, let output = library.render(context, withTemplate: name) else {
            throw BitextError(path: set.origin(of: name + ".mustache"), "template not found")
        }
        return output
    }
}
