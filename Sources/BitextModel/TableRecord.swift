/// A table of a document (pair): its cells in each language and, when an English and a Chinese
/// table were aligned, which cells translate which.
public struct TableRecord: Sendable, Equatable, Hashable, Codable {
    /// One cell: its text (line breaks kept as `\n`), its code spans, and whether it holds code.
    public struct Cell: Sendable, Equatable, Hashable, Codable {
        /// The cell's plain text; `<br>` becomes `\n`.
        public var text: String
        /// Inline code spans in the cell.
        public var code: [String]
        /// Whether the cell is a code identifier (all code, or an API name such as `makeUIView(context:)`).
        public var isCode: Bool

        /// Creates a cell.
        public init(text: String, code: [String], isCode: Bool) {
            self.text = text
            self.code = code
            self.isCode = isCode
        }
    }

    /// One language's copy of the table.
    public struct Side: Sendable, Equatable, Hashable, Codable {
        /// The file.
        public var path: String
        /// First and last line in the file.
        public var lines: [Int]
        /// Headings above the table, outermost first.
        public var headings: [String]
        /// Header cells.
        public var header: [Cell]
        /// Column alignments.
        public var alignments: [Table.Alignment]
        /// Body rows.
        public var rows: [[Cell]]

        /// Creates a side.
        public init(path: String, lines: [Int], headings: [String], header: [Cell], alignments: [Table.Alignment], rows: [[Cell]]) {
            self.path = path
            self.lines = lines
            self.headings = headings
            self.header = header
            self.alignments = alignments
            self.rows = rows
        }
    }

    /// A paired cell: the English and Chinese text at one grid position.
    public struct CellPair: Sendable, Equatable, Hashable, Codable {
        /// The English cell text, `nil` when no English cell pairs here.
        public var en: String?
        /// The Chinese cell text, `nil` when no Chinese cell pairs here.
        public var zh: String?

        /// Creates a cell pair.
        public init(en: String?, zh: String?) {
            self.en = en
            self.zh = zh
        }
    }

    /// A cell that found no partner.
    public struct CellReference: Sendable, Equatable, Hashable, Codable {
        /// `en` or `zh`.
        public var side: Language
        /// The row: 0 is the header, 1… the body rows.
        public var row: Int
        /// The 0-based column.
        public var column: Int

        /// Creates a reference.
        public init(side: Language, row: Int, column: Int) {
            self.side = side
            self.row = row
            self.column = column
        }
    }

    /// A stable id derived from the table's header and first column.
    public var id: String
    /// The English copy, when there is one.
    public var en: Side?
    /// The Chinese copy, when there is one.
    public var zh: Side?
    /// The paired grid, header row first, when both copies exist.
    public var cells: [[CellPair]]?
    /// Whether `cells` was paired position by position (shapes agree) rather than by content.
    public var pairedByPosition: Bool
    /// Cells of either copy that did not pair.
    public var unpaired: [CellReference]

    /// Creates a record.
    public init(id: String, en: Side?, zh: Side?, cells: [[CellPair]]?, pairedByPosition: Bool, unpaired: [CellReference]) {
        self.id = id
        self.en = en
        self.zh = zh
        self.cells = cells
        self.pairedByPosition = pairedByPosition
        self.unpaired = unpaired
    }

    /// The copy shown first: English, else Chinese.
    public var primary: Side? { en ?? zh }
}
