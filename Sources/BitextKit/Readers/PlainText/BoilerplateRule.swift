import BitextModel

/// Finds the chrome a web page wraps around a guide — language flags and "original /
/// translation" switches at the top, install commands and the notices above them, advertising
/// blocks, stats panels (installs, stars, scores, agent lists) — so the reader can drop it.
///
/// Every dropped line becomes a `.note` diagnostic with its line: nothing disappears silently.
struct BoilerplateRule: Sendable {
    /// Lines that only name a language or a side of a translation switch.
    static let switchLabels: Set<String> = [
        "original", "translation", "english", "chinese", "中文", "英文", "原文", "译文", "翻译", "简体中文",
        "繁體中文", "source", "translated",
    ]
    /// Words that label an advertising slot.
    static let adMarkers = ["广告位招租", "广告", "Advertisement", "Sponsored", "赞助商"]
    /// Commands that install a package: chrome when they sit in a page header.
    static let installPrefixes = [
        "npx ", "npm install ", "npm i ", "pip install ", "pip3 install ", "brew install ", "yarn add ",
        "pnpm add ", "gem install ", "cargo install ", "go install ",
    ]
    /// How far into the page a header (flags, install box) may reach, in non-blank lines.
    let headerReach = 15
    /// Runs of short lines shorter than this are not stats panels.
    let minimumPanelLines = 4

    /// Creates the rule.
    init() {}

    /// `lines` without the chrome, and one note per dropped line.
    func strip(_ lines: [PlainLine], path: String) -> (lines: [PlainLine], diagnostics: [Diagnostic]) {
        var page = Page(lines: lines)
        let header = lines.indices.filter { !lines[$0].isBlank }.prefix(headerReach)
        markSwitches(&page, header: header)
        markInstallCommand(&page, header: header)
        markAdvertisements(&page)
        markStatsPanels(&page)
        return (page.kept(), page.notes(path: path))
    }

    /// The lines being stripped, those marked to drop and why.
    private struct Page {
        var lines: [PlainLine]
        var drop = Set<Int>()
        var reasons: [Int: String] = [:]
        // Pieces dropped from lines whose other part is kept (a glued command or ad marker).
        var dropped: [(Int, String)] = []

        init(lines: [PlainLine]) { self.lines = lines }

        mutating func mark(_ i: Int, _ why: String) {
            guard !lines[i].isBlank, drop.insert(i).inserted else { return }
            reasons[i] = why
        }

        /// One note per dropped line or piece, in line order.
        func notes(path: String) -> [Diagnostic] {
            var diagnostics: [Diagnostic] = []
            var all = dropped
            for i in drop { all.append((lines[i].number, "\(reasons[i] ?? "page chrome") \"\(BoilerplateRule.preview(lines[i].content))\"")) }
            for (line, why) in all.sorted(by: { $0.0 < $1.0 }) {
                diagnostics.append(
                    Diagnostic(
                        severity: .note, identifier: "plainText.boilerplate", summary: "dropped page chrome: \(why)",
                        path: path, location: SourceLocation(line: line)))
            }
            return diagnostics
        }

        /// The lines not dropped.
        func kept() -> [PlainLine] {
            // Where chrome was cut out, the text on either side does not run together.
            var kept: [PlainLine] = []
            var cut = false
            for i in lines.indices {
                if drop.contains(i) { cut = true; continue }
                var line = lines[i]
                if cut && !line.isBlank { line.breakBefore = true; cut = false }
                kept.append(line)
            }
            return kept
        }
    }

    /// Flags and translation switches at the top: everything down to the last of them.
    private func markSwitches(_ page: inout Page, header: ArraySlice<Int>) {
        let lines = page.lines
        if let last = header.last(where: { isFlagLine(lines[$0].content) || isSwitchLabel(lines[$0].content) }),
            header.contains(where: { isFlagLine(lines[$0].content) }),
            header.prefix(while: { $0 <= last }).allSatisfy({ isShortLabel(lines[$0].content) })
        {
            for i in header where i <= last { page.mark(i, "page header") }
        }
    }

    /// An install command in the header, and the notices above it.
    private func markInstallCommand(_ page: inout Page, header: ArraySlice<Int>) {
        guard let command = header.first(where: { i in Self.installPrefixes.contains(where: page.lines[i].content.hasPrefix) })
        else { return }
        for i in header where i < command { page.mark(i, "page header") }
        let (commandText, rest) = splitInstallCommand(page.lines[command].content)
        if let rest {
            page.lines[command] = PlainLine(text: rest, number: page.lines[command].number)
            page.dropped.append((page.lines[command].number, "install command \"\(commandText)\""))
        } else {
            page.mark(command, "install command")
        }
    }

    /// An advertising slot: the marker (alone or glued to a line's end) and its copy.
    private func markAdvertisements(_ page: inout Page) {
        for i in page.lines.indices where !page.lines[i].isBlank {
            guard let marker = Self.adMarkers.first(where: { page.lines[i].content.hasSuffix($0) }) else { continue }
            let kept = String(page.lines[i].content.dropLast(marker.count))
            if TextShape.trimmed(kept).isEmpty {
                page.mark(i, "advertisement")
            } else {
                page.lines[i] = PlainLine(text: kept, number: page.lines[i].number, breakBefore: page.lines[i].breakBefore)
                page.dropped.append((page.lines[i].number, "advertisement \"\(marker)\""))
            }
            var j = i + 1
            while j < page.lines.count, j <= i + 3, isAdCopy(page.lines[j].content) {
                page.mark(j, "advertisement")
                j += 1
            }
        }
    }

    /// Stats panels: runs of short label/value lines with several bare values.
    private func markStatsPanels(_ page: inout Page) {
        let lines = page.lines
        var start = 0
        while start < lines.count {
            guard isPanelLine(lines[start]) else { start += 1; continue }
            var end = start
            while end + 1 < lines.count, isPanelLine(lines[end + 1]) { end += 1 }
            let run = start...end
            let values = run.filter { isValueLine(lines[$0].content) }.count
            if run.count >= minimumPanelLines, values >= 2, values * 5 >= run.count {
                for i in run { page.mark(i, "stats panel") }
            }
            start = end + 1
        }
    }

    /// A line of nothing but regional-indicator flags (🇺🇸, 🇨🇳).
    func isFlagLine(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0.value) || $0 == " " }
    }

    func isSwitchLabel(_ text: String) -> Bool {
        let words = TextShape.words(text.lowercased())
        return !words.isEmpty && words.count <= 2 && words.allSatisfy { Self.switchLabels.contains(String($0)) }
    }

    /// Short, unpunctuated: a label, a slug, a tagline.
    func isShortLabel(_ text: String) -> Bool {
        TextShape.words(text).count <= 8 && !text.hasSuffix(".") && !text.hasSuffix("。")
    }

    /// `npx skills add URL --skill name` and what was glued after it, if anything: the last
    /// argument ends where a lowercase run meets a capital (`bridgingUIKit`).
    func splitInstallCommand(_ text: String) -> (command: String, rest: String?) {
        var command: [Substring] = []
        var rest: String?
        let words = TextShape.words(text)
        for (n, word) in words.enumerated() {
            let isArgument = word.allSatisfy { $0.isASCII && !$0.isUppercase && !$0.isWhitespace }
            if isArgument { command.append(word); continue }
            let chars = Array(word)
            if let cut = (1..<chars.count).first(where: { chars[$0].isUppercase && chars[$0 - 1].isLowercase }),
                chars[..<cut].allSatisfy({ $0.isASCII && !$0.isUppercase })
            {
                command.append(word.prefix(cut))
                rest = ([String(chars[cut...])] + words[(n + 1)...].map(String.init)).joined(separator: " ")
            } else {
                rest = words[n...].joined(separator: " ")
            }
            break
        }
        return (command.joined(separator: " "), rest)
    }

    func isAdCopy(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 30 && !TextShape.endsSentence(text) && !text.contains(Character("|"))
    }

    func isPanelLine(_ line: PlainLine) -> Bool {
        let text = line.content
        return !text.isEmpty && text.count <= 50 && TextShape.words(text).count <= 7 && !text.contains(Character("|"))
            && line.score < 1.5
    }

    /// A bare value: a number, a percentage, a ratio, or a name with a count glued on (`codex31`).
    func isValueLine(_ text: String) -> Bool {
        guard TextShape.words(text).count == 1, text.last?.isNumber == true || text.hasSuffix("%") || text.hasSuffix("x")
        else { return false }
        return text.contains(where: \.isNumber)
    }

    fileprivate static func preview(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
