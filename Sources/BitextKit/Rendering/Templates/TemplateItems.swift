/// A list whose items are made as they render: a page over every document (the index, the
/// dashboard) holds one document's context at a time instead of all of them, which at 20,000
/// documents was 54 MB of contexts held for the length of the render.
public struct TemplateItems: Sendable, RandomAccessCollection {
    public let count: Int
    private let item: @Sendable (Int) -> TemplateValue

    /// A list of `count` items, the `i`th made by `item(i)` each time it is read.
    public init(count: Int, _ item: @escaping @Sendable (Int) -> TemplateValue) {
        self.count = count
        self.item = item
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> TemplateValue { item(position) }
}

extension TemplateItems: Equatable {
    /// Lists are equal when they render the same items.
    public static func == (a: TemplateItems, b: TemplateItems) -> Bool {
        a.elementsEqual(b)
    }
}
