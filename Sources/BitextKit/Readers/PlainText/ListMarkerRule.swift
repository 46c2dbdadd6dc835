import BitextModel

/// Reads lists whose markers came loose: a `-`, `•` or `1.` alone on a line before the item's
/// text, a marker glued to the end of the previous item (`…infinite loops -`), and indented
/// items whose continuation lines are indented further.
///
/// A list that switches language between items (an English list followed by its Chinese
/// translation) is returned as two lists, so alignment can pair them.
struct ListMarkerRule: Sendable {
    /// A list marker: its kind, number, indentation and the text after it on the same line.
    struct Marker: Equatable {
        var ordered: Bool
        var number: Int
        var indent: Int
        var text: String
    }

    static let bullets: Set<Character> = ["-", "•", "*", "·", "◦", "‣", "–"]
    let joiner = InlineCodeJoinRule()
    let tagger = LanguageTagger()

    /// Creates the rule.
    init() {}

    /// The marker that starts `line`, if it starts with one.
    func marker(of line: PlainLine) -> Marker? {
        let text = line.content
        guard let first = text.first else { return nil }
        if Self.bullets.contains(first) {
            let rest = text.dropFirst()
            if rest.isEmpty { return Marker(ordered: false, number: 0, indent: line.indent, text: "") }
            guard rest.first == " " else { return nil }
            return Marker(ordered: false, number: 0, indent: line.indent, text: TextShape.trimmed(rest))
        }
        let digits = text.prefix(while: \.isNumber)
        guard !digits.isEmpty, digits.count <= 3, let number = Int(digits) else { return nil }
        let rest = text.dropFirst(digits.count)
        guard let punctuation = rest.first, punctuation == "." || punctuation == ")" else { return nil }
        let after = rest.dropFirst()
        if after.isEmpty { return Marker(ordered: true, number: number, indent: line.indent, text: "") }
        guard after.first == " " else { return nil }
        return Marker(ordered: true, number: number, indent: line.indent, text: TextShape.trimmed(after))
    }

    /// Reads one or more lists at the cursor.
    func read(_ cursor: inout LineCursor) -> [Block]? {
        guard let first = cursor.current, let firstMarker = marker(of: first) else { return nil }
        // A bare marker must be followed by the item's text.
        if firstMarker.text.isEmpty, cursor.peek(1)?.isBlank ?? true { return nil }
        var items: [(item: ListItem, number: Int)] = []
        var pendingImplicit = false
        var lastNumber = firstMarker.number - 1
        while let line = cursor.current, !line.isBlank {
            var itemLines: [PlainLine] = []
            let start = line.number
            var depth = firstMarker.indent
            if pendingImplicit {
                pendingImplicit = false
            } else {
                guard let m = marker(of: line), m.ordered == firstMarker.ordered, m.indent == firstMarker.indent else { break }
                if m.ordered && m.number <= lastNumber && !items.isEmpty { break }
                lastNumber = m.number
                depth = m.indent
                cursor.advance()
                if m.text.isEmpty {
                    guard let text = cursor.current, !text.isBlank, marker(of: text) == nil else { break }
                } else {
                    var shown = line
                    shown.content = m.text
                    itemLines.append(shown)
                }
            }
            if itemLines.isEmpty, let text = cursor.current {
                itemLines.append(text)
                cursor.advance()
            }
            // Continuation lines: indented under the marker, or continuing the sentence.
            while let next = cursor.current, !next.isBlank, !next.breakBefore, marker(of: next) == nil,
                !endsWithGluedMarker(itemLines.last!)
            {
                let indented = depth > 0 || itemLines[0].indent > depth
                if indented ? next.indent > depth : continuesItem(itemLines.last!, next) {
                    itemLines.append(next)
                    cursor.advance()
                } else {
                    break
                }
            }
            if endsWithGluedMarker(itemLines.last!) {
                var last = itemLines.removeLast()
                last.content = String(last.content.dropLast(2))
                itemLines.append(last)
                pendingImplicit = cursor.current.map { !$0.isBlank } ?? false
            }
            let paragraph = Block(
                .paragraph(joiner.inlines(for: itemLines)), range: SourceRange(lines: itemLines[0].number, itemLines.last!.number))
            items.append((ListItem(blocks: [paragraph], range: SourceRange(lines: start, itemLines.last!.number)), lastNumber))
            if !pendingImplicit, let next = cursor.current, marker(of: next) == nil { break }
        }
        guard !items.isEmpty else { return nil }
        return splitByLanguage(items, ordered: firstMarker.ordered)
    }

    /// An unindented item goes on only with a line that cannot start anything else: one that
    /// starts lowercase or with punctuation, or a lone name inside an unfinished sentence.
    private func continuesItem(_ previous: PlainLine, _ next: PlainLine) -> Bool {
        if TextShape.continuesSentence(next.content) { return true }
        let words = TextShape.words(next.content)
        return words.count == 1 && TextShape.isIdentifierLike(words[0]) && !TextShape.endsSentence(previous.content)
    }

    /// `… loops -`: the next item's marker ended up at the end of this one.
    private func endsWithGluedMarker(_ line: PlainLine) -> Bool {
        line.content.count > 2 && (line.content.hasSuffix(" -") || line.content.hasSuffix(" •"))
    }

    private func splitByLanguage(_ items: [(item: ListItem, number: Int)], ordered: Bool) -> [Block] {
        var groups: [[(item: ListItem, number: Int)]] = []
        var currentLanguage: Language?
        for entry in items {
            let language = tagger.language(of: entry.item.blocks.flatMap(\.inlines))
            if let current = currentLanguage, language != current, language == .en || language == .zh,
                current == .en || current == .zh
            {
                groups.append([])
            }
            if groups.isEmpty { groups.append([]) }
            groups[groups.count - 1].append(entry)
            if language == .en || language == .zh { currentLanguage = language }
        }
        return groups.map { group in
            Block(
                .list(ordered: ordered, start: ordered ? group[0].number : 1, items: group.map(\.item)),
                range: SourceRange(lines: group[0].item.range.startLine, group.last!.item.range.endLine))
        }
    }
}
