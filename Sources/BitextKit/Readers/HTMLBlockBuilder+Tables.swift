import BitextModel

extension HTMLBlockBuilder {
    /// `table`: a caption becomes a paragraph before it. The header is `thead`'s first row, else
    /// a first row made only of `th`; a column's alignment is the first one a cell declares.
    func table(_ element: HTMLNode.Element) -> [Block] {
        var blocks: [Block] = []
        var headRows: [HTMLNode.Element] = []
        var bodyRows: [HTMLNode.Element] = []
        for child in element.childElements where !isDropped(child) {
            switch child.name {
            case "thead": headRows += child.childElements.filter { $0.name == "tr" }
            case "tbody", "tfoot": bodyRows += child.childElements.filter { $0.name == "tr" }
            case "tr": bodyRows.append(child)
            case "caption":
                if let caption = paragraph(from: child.children, range: Self.range(child)) { blocks.append(caption) }
            default: break
            }
        }
        if headRows.isEmpty, let first = bodyRows.first {
            let cells = Self.cellElements(first)
            if !cells.isEmpty && cells.allSatisfy({ $0.name == "th" }) { headRows = [bodyRows.removeFirst()] }
        }
        // Extra header rows are rare; keeping them as body rows loses no text.
        bodyRows.insert(contentsOf: headRows.dropFirst(), at: 0)
        let headerCells = headRows.first.map(Self.cellElements) ?? []
        let rowCells = bodyRows.map(Self.cellElements)
        guard !headerCells.isEmpty || rowCells.contains(where: { !$0.isEmpty }) else { return blocks }

        // Spans are spread over the columns they cover unless that would multiply the cells: 40
        // cells of colspan=1000 is one line of HTML and 40,000 cells on the page.
        let cellCount = ([headerCells] + rowCells).reduce(0) { $0 + $1.count }
        let spreadCount = ([headerCells] + rowCells).reduce(0) { $0 + $1.reduce(0) { $0 + Self.span($1) } }
        let spread = spreadCount <= 4 * cellCount + 100
        let header = headerCells.flatMap { cell($0, spread: spread) }
        let rows = rowCells.map { $0.flatMap { cell($0, spread: spread) } }
        let columns = ([header.count] + rows.map(\.count)).max() ?? 0
        // One pass over the cells, rows in order: a column takes the first alignment declared in it.
        var declared = [Table.Alignment?](repeating: nil, count: columns)
        for row in [headerCells] + rowCells {
            var column = 0
            for element in row where column < columns {
                let width = spread ? Self.span(element) : 1
                if let alignment = Self.alignment(element) {
                    for covered in column..<min(column + width, columns) where declared[covered] == nil { declared[covered] = alignment }
                }
                column += width
            }
        }
        let alignments = declared.map { $0 ?? .none }
        blocks.append(
            Block(.table(Table(header: header, alignments: alignments, rows: rows)), range: Self.range(element)))
        return blocks
    }

    static func cellElements(_ row: HTMLNode.Element) -> [HTMLNode.Element] {
        row.childElements.filter { $0.name == "td" || $0.name == "th" }
    }

    static func span(_ cell: HTMLNode.Element) -> Int {
        min(max(Int(cell["colspan"]?.trimmingHTMLWhitespace ?? "") ?? 1, 1), 1000)
    }

    /// A cell's content; a cell spanning columns is followed by empty cells so columns line up,
    /// when spans are `spread`.
    func cell(_ element: HTMLNode.Element, spread: Bool) -> [[Inline]] {
        [lineInlines(element.children, inHeading: false)]
            + Array(repeating: [], count: spread ? Self.span(element) - 1 : 0)
    }

    /// The cell's `align` attribute, else its `text-align` style.
    static func alignment(_ cell: HTMLNode.Element) -> Table.Alignment? {
        var value = cell["align"]?.trimmingHTMLWhitespace.lowercased()
        if value == nil, let style = cell["style"]?.lowercased() {
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingHTMLWhitespace == "text-align" {
                    value = parts[1].split(separator: "!").first?.trimmingHTMLWhitespace
                }
            }
        }
        switch value {
        case "left", "start": return .left
        case "center": return .center
        case "right", "end": return .right
        default: return nil
        }
    }
}
