import BitextModel
import Foundation

/// `--output text`: English on the left, Chinese on the right, wrapped to the terminal, with East
/// Asian wide characters counted as two columns.
struct TwoColumnText {
    var width: Int

    /// `$COLUMNS`, else 120.
    static func terminalWidth() -> Int {
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns >= 40 { return columns }
        return 120
    }

    func render(_ alignment: Alignment) -> String {
        let column = max(10, (width - 3) / 2)
        var out = ""
        for pair in alignment.pairs {
            var header = "── \(AlignmentTSV.lines(pair.englishLines).ifEmpty("-")) ↔ \(AlignmentTSV.lines(pair.chineseLines).ifEmpty("-"))"
            header += "  \(pair.kind) \(pair.bead.rawValue) \(String(format: "%.2f", pair.score))"
            if pair.needsReview { header += "  REVIEW" }
            out += header + "\n"
            let left = Self.wrap(pair.englishSource, width: column)
            let right = Self.wrap(pair.chineseSource, width: column)
            for row in 0..<max(left.count, right.count) {
                let l = row < left.count ? left[row] : ""
                let r = row < right.count ? right[row] : ""
                let padded = l + String(repeating: " ", count: max(0, column - Self.displayWidth(l)))
                out += (padded + " │ " + r).trimmingTrailingWhitespace() + "\n"
            }
        }
        return out
    }

    /// Columns a character takes in a terminal: 2 for East Asian wide and fullwidth, 0 for combining marks.
    static func displayWidth(_ ch: Character) -> Int {
        guard let scalar = ch.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark { return 0 }
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Columns a string takes.
    static func displayWidth(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + displayWidth($1) }
    }

    /// Lines of at most `width` columns: breaks at spaces when it can, anywhere in Chinese.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            var lastSpace: String.Index?
            for ch in paragraph {
                let w = displayWidth(ch)
                if lineWidth + w > width {
                    if let space = lastSpace, ch != " " {
                        let rest = String(line[line.index(after: space)...])
                        lines.append(String(line[..<space]))
                        line = rest
                        lineWidth = displayWidth(rest)
                    } else {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    lastSpace = nil
                    if ch == " " { continue }
                }
                if ch == " " { lastSpace = line.endIndex }
                line.append(ch)
                lineWidth += w
            }
            lines.append(line)
        }
        return lines
    }
}

extension String {
    func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }

    func trimmingTrailingWhitespace() -> String {
        var s = Substring(self)
        while let last = s.last, last == " " { s = s.dropLast() }
        return String(s)
    }
}
