/// What a template reads: text, a flag, a list or an object of named values. Typed, so a lookup
/// is a dictionary probe rather than a dynamic cast of `Any`.
public enum TemplateValue: Sendable, Equatable {
    /// Text, HTML-escaped by `{{name}}`, inserted as is by `{{{name}}}`; a section over text
    /// renders once, with the text as the current value (even when it is empty).
    case text(String)
    /// A flag: a section renders when it is true, an inverted section when it is false.
    case flag(Bool)
    /// A list: a section renders once per item, an inverted section when it is empty.
    case list([TemplateValue])
    /// A list made an item at a time as it renders (`TemplateItems`).
    case items(TemplateItems)
    /// Named values: a section renders once with the object on top of the lookup stack.
    case object([String: TemplateValue])

    /// A number, as the text it interpolates to.
    public static func number(_ value: Int) -> TemplateValue {
        .text(String(value))
    }

    /// The value of `name` in an object; nil for anything else.
    public subscript(name: String) -> TemplateValue? {
        if case .object(let values) = self { return values[name] }
        return nil
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// Text from a literal.
    public init(stringLiteral value: String) { self = .text(value) }
    /// A flag from a literal.
    public init(booleanLiteral value: Bool) { self = .flag(value) }
    /// A number from a literal.
    public init(integerLiteral value: Int) { self = .number(value) }
    /// A list from a literal.
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    /// An object from a literal; a repeated name keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
