/// One unit of conversion: an original with its translation, or a document that stands alone.
public struct WorkItem: Sendable, Equatable, Hashable, Comparable {
    /// The English (original) document, when there is one.
    public var english: InputFile?
    /// The Chinese (translated) document, when there is one.
    public var chinese: InputFile?
    /// A single file that is neither side of a pair (bilingual, or language unknown by name).
    public var single: InputFile?
    /// A stable, path-derived name for the outputs (`docs/guide`), before sanitizing.
    public var name: String
    /// For a section's page (`_index.md`, `index.md`), the pages of its folder and its
    /// subsections' pages: listed on it when it has no text of its own (`SectionListing`).
    public var section: [SectionEntry] = []
    /// The page's place in its guide's reading order (`ReadingOrder`), when its pages link one
    /// to the next: the index's weight for a page without one of its own.
    public var readingOrder: Int?

    /// A page a section lists: its output name and its files, to read their titles from.
    public struct SectionEntry: Sendable, Equatable, Hashable {
        public var name: String
        public var english: String?
        public var chinese: String?
    }

    /// Creates an item.
    public init(english: InputFile? = nil, chinese: InputFile? = nil, single: InputFile? = nil, name: String) {
        self.english = english
        self.chinese = chinese
        self.single = single
        self.name = name
    }

    /// The files this item reads.
    public var files: [InputFile] { [english, chinese, single].compactMap { $0 } }

    /// Orders items by name.
    public static func < (lhs: WorkItem, rhs: WorkItem) -> Bool { lhs.name < rhs.name }
}
