/// A rewinding cursor over lines: each rule reads forward from the current line and, when the
/// construct it tries does not fit, the cursor goes back to where the rule started.
///
/// Modelled on the value-type reader of Ink: copying the cursor is saving a position.
struct LineCursor: Sendable {
    /// All lines of the document.
    let lines: [PlainLine]
    /// The index of the current line.
    private(set) var index: Int

    init(_ lines: [PlainLine], index: Int = 0) {
        self.lines = lines
        self.index = index
    }

    var isAtEnd: Bool { index >= lines.count }

    /// The current line, or `nil` at the end.
    var current: PlainLine? { index < lines.count ? lines[index] : nil }

    /// The line `offset` lines from the current one.
    func peek(_ offset: Int) -> PlainLine? {
        let i = index + offset
        return i >= 0 && i < lines.count ? lines[i] : nil
    }

    /// The first non-blank line at or after the current one plus `offset`, with its offset.
    func nextNonBlank(from offset: Int = 0) -> (line: PlainLine, offset: Int)? {
        var i = index + offset
        while i < lines.count {
            if !lines[i].isBlank { return (lines[i], i - index) }
            i += 1
        }
        return nil
    }

    /// The line just before the current one, when there is one.
    var previous: PlainLine? { peek(-1) }

    mutating func advance(by count: Int = 1) {
        index = min(lines.count, index + count)
    }

    mutating func skipBlankLines() {
        while let line = current, line.isBlank { advance() }
    }

    /// Runs `read`; when it returns `nil` the cursor is put back where it was.
    mutating func attempt<T>(_ read: (inout LineCursor) -> T?) -> T? {
        let saved = index
        if let value = read(&self) { return value }
        index = saved
        return nil
    }
}
