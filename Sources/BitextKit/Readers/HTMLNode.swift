/// An HTML node copied out of libxml2's tree, so that everything after parsing is plain Swift.
///
/// Lines are 1-based. A text's lines are those of its first and last non-whitespace character
/// (for blank text, where it starts), so block ranges never begin or end on indentation.
indirect enum HTMLNode: Sendable, Equatable {
    /// An element with its lower-cased name, attributes and children.
    case element(Element)
    /// Character data, entities decoded, whitespace as written.
    case text(String, lines: ClosedRange<Int>)
    /// A comment: what is between `<!--` and `-->`.
    case comment(String, lines: ClosedRange<Int>)

    /// An element and where it sits in the source.
    struct Element: Sendable, Equatable {
        /// The lower-cased tag name.
        var name: String
        /// Attribute values by lower-cased name; a bare attribute (`checked`) has an empty value.
        var attributes: [String: String]
        /// The child nodes, in source order.
        var children: [HTMLNode]
        /// The line of the start tag.
        var startLine: Int
        /// The last line holding content of a descendant (the start line when there is none).
        var contentEndLine: Int
        /// The line where the element's content ends, trailing whitespace included: for `pre`,
        /// the line of the closing tag.
        var closingLine: Int

        /// The value of attribute `name`, `nil` when absent.
        subscript(_ name: String) -> String? { attributes[name] }

        /// The element's class names.
        var classes: [String] {
            (attributes["class"] ?? "").split(whereSeparator: \.isHTMLWhitespace).map(String.init)
        }

        /// The child elements, in order.
        var childElements: [Element] {
            children.compactMap { if case .element(let e) = $0 { e } else { nil } }
        }
    }
}

extension HTMLNode {
    /// The lines the node's content occupies.
    var lines: ClosedRange<Int> {
        switch self {
        case .element(let e): e.startLine...max(e.startLine, e.contentEndLine)
        case .text(_, let lines), .comment(_, let lines): lines
        }
    }

    /// `true` for text made only of HTML whitespace.
    var isBlankText: Bool {
        if case .text(let s, _) = self { return s.allSatisfy(\.isHTMLWhitespace) }
        return false
    }

    /// All descendant text, concatenated as written (no whitespace collapsing).
    var textContent: String {
        switch self {
        case .text(let s, _): s
        case .comment: ""
        case .element(let e): e.children.map(\.textContent).joined()
        }
    }
}
