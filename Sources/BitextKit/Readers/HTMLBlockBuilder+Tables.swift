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

        let header = headerCells.flatMap(cell)
        let rows = rowCells.map { $0.flatMap(cell) }
        let columns = ([header.count] + rows.map(\.count)).max() ?? 0
        var alignments = [Table.Alignment](repeating: .none, count: columns)
        for column in 0..<columns {
            for row in [headerCells] + rowCells {
                if let declared = Self.columnCells(row).dropFirst(column).first.flatMap(Self.alignment) {
                    alignments[column] = declared
                    break
                }
            }
        }
        blocks.append(
            Block(.table(Table(header: header, alignments: alignments, rows: rows)), range: Self.range(element)))
        return blocks
    }

    static func cellElements(_ row: HTMLNode.Element) -> [HTMLNode.Element] {
        row.childElements.filter { $0.name == "td" || $0.name == "th" }
    }

    /// The cells of a row as columns: a cell spanning columns repeats in each.
    static func columnCells(_ cells: [HTMLNode.Element]) -> [HTMLNode.Element] {
        cells.flatMap { [HTMLNode.Element](repeating: $0, count: span($0)) }
    }

    static func span(_ cell: HTMLNode.Element) -> Int {
        min(max(Int(cell["colspan"]?.trimmingHTMLWhitespace ?? "") ?? 1, 1), 1000)
    }

    /// A cell's content; a cell spanning columns is followed by empty cells so columns line up.
    func cell(_ element: HTMLNode.Element) -> [[Inline]] {
        [lineInlines(element.children, inHeading: false)]
            + Array(repeating: [], count: Self.span(element) - 1)
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
