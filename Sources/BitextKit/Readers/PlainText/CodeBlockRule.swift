import BitextModel

/// Reads a code block that lost its fences: after a bare language label, or where a run of lines
/// is code by the scorer's evidence.
///
/// Lines are decided as a run, not one by one. Inside open brackets every line that is not
/// clearly prose belongs to the block, so a comment or a string that reads like a sentence does
/// not split it; at bracket depth zero a weak line is kept only when the lines after it pay for
/// it (the best prefix sum of the next few scores is positive); and an unlabelled run becomes a
/// block only when its total evidence is high — higher still when the line before it stops
/// mid-sentence, where a code-looking line is far more likely an inline code span.
struct CodeBlockRule: Sendable {
    let labels = LanguageLabelRule()
    /// A line must score this much to open an unlabelled block.
    let startScore = 1.5
    /// A line scoring this much continues a block at bracket depth zero.
    let continueScore = 0.5
    /// A line scoring this low is prose even inside open brackets.
    let clearProse = -3.0
    /// Total evidence an unlabelled block needs, after a finished sentence and mid-sentence.
    let requiredEvidence = 4.0
    let requiredEvidenceMidSentence = 8.0
    /// How many lines ahead a weak line may look for code that pays for it.
    let lookahead = 4

    /// Creates the rule.
    init() {}

    /// Reads a block at the cursor, or returns `nil` (the caller's `attempt` rewinds).
    func read(_ cursor: inout LineCursor) -> Block? {
        guard let first = cursor.current, !first.isBlank else { return nil }
        let startLine = first.number
        var language: String?
        if let label = labels.language(of: first, followedBy: cursor.nextNonBlank(from: 1)?.line) {
            language = label
            cursor.advance()
            cursor.skipBlankLines()
        } else {
            let opensWithComment = first.evidence.isComment && (cursor.nextNonBlank(from: 1)?.line.score ?? 0) >= 1
            guard first.score >= startScore || opensWithComment else { return nil }
        }
        let midSentence = isMidSentence(before: cursor)
        let taken = readLines(&cursor)
        guard let last = taken.last else { return nil }
        if language == nil {
            let codeLines = taken.filter { !$0.isBlank }
            let evidence = codeLines.reduce(0) { $0 + max(0, $1.score) }
            guard codeLines.count >= 2, evidence >= (midSentence ? requiredEvidenceMidSentence : requiredEvidence) else {
                return nil
            }
            // Lone names and attributes one per line are inline code spans, not a program.
            guard codeLines.contains(where: { !$0.evidence.isFragment && $0.score >= startScore }) else { return nil }
            if midSentence && codeLines.count < 3 { return nil }
        }
        let text = Self.dedent(taken)
        return Block(
            .code(info: "", language: language ?? CodeLanguageDetector.detect(text), text: text),
            range: SourceRange(lines: startLine, last.number))
    }

    /// Whether the line before the cursor is prose that has not finished its sentence.
    func isMidSentence(before cursor: LineCursor) -> Bool {
        guard let current = cursor.current, !current.breakBefore, let previous = cursor.previous, !previous.isBlank else {
            return false
        }
        return !TextShape.endsSentence(previous.content) && previous.score < startScore
    }

    /// The lines of the block from the cursor on.
    private func readLines(_ cursor: inout LineCursor) -> [PlainLine] {
        var taken: [PlainLine] = []
        var depth = 0
        func take(_ line: PlainLine) {
            taken.append(line)
            depth = max(0, depth + line.evidence.bracketDelta)
            cursor.advance()
        }
        while let line = cursor.current {
            if taken.isEmpty {
                take(line)
                continue
            }
            if line.isBlank {
                guard let (next, offset) = cursor.nextNonBlank(), !next.breakBefore, !isLabel(at: offset, cursor),
                    depth > 0 ? next.score > clearProse : next.score >= startScore && !standsAlone(at: offset, cursor)
                else { break }
                for _ in 0..<offset { take(cursor.current!) }
                continue
            }
            if line.breakBefore || isLabel(at: 0, cursor) { break }
            if depth > 0 {
                // Inside open brackets only a finished sentence, or prose that code does not
                // follow, ends the block.
                let codeFollows = (cursor.nextNonBlank(from: 1)?.line.score ?? 0) >= startScore
                guard line.score > clearProse || (codeFollows && !TextShape.endsSentence(line.content)) else { break }
                take(line)
                continue
            }
            // An outline of pseudo-code and real code are different blocks.
            if let previous = taken.last(where: { !$0.isBlank }), previous.evidence.isOutline != line.evidence.isOutline {
                break
            }
            if line.score >= continueScore {
                take(line)
                continue
            }
            let extra = paidExtension(cursor)
            guard extra > 0 else { break }
            for _ in 0..<extra { take(cursor.current!) }
        }
        while taken.last?.isBlank == true { taken.removeLast() }
        return taken
    }

    /// How many lines from the cursor to take when the first of them is weak: the longest run
    /// ending on a code line whose scores add up to more than zero; 0 when there is none.
    private func paidExtension(_ cursor: LineCursor) -> Int {
        var sum = 0.0
        var best = 0
        for offset in 0..<lookahead {
            guard let line = cursor.peek(offset), !line.isBlank, line.score > clearProse, !isLeadIn(line),
                offset == 0 || !line.breakBefore, !isLabel(at: offset, cursor)
            else { break }
            sum += line.score
            if sum > 0, line.score >= continueScore { best = offset + 1 }
        }
        return best
    }

    /// A prose line ending in a colon introduces what follows: the code before it has ended.
    private func isLeadIn(_ line: PlainLine) -> Bool {
        line.score < 0 && (line.content.hasSuffix(":") || line.content.hasSuffix("："))
    }

    /// A line between blank lines after a blank line that ends code is a heading or a caption,
    /// unless it is unmistakably code.
    private func standsAlone(at offset: Int, _ cursor: LineCursor) -> Bool {
        guard let line = cursor.peek(offset) else { return false }
        return line.score < 3 && (cursor.peek(offset + 1)?.isBlank ?? true)
    }

    private func isLabel(at offset: Int, _ cursor: LineCursor) -> Bool {
        guard let line = cursor.peek(offset) else { return false }
        return labels.language(of: line, followedBy: cursor.nextNonBlank(from: offset + 1)?.line) != nil
    }

    /// The lines' text without the indentation they all share.
    static func dedent(_ lines: [PlainLine]) -> String {
        let margin = lines.filter { !$0.isBlank }.map(\.indent).min() ?? 0
        return lines.map { line in
            line.isBlank ? "" : String(repeating: " ", count: line.indent - margin) + line.content
        }.joined(separator: "\n")
    }
}
