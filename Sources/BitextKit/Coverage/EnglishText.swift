/// English compared for staleness: by its words only, so a reflowed line, changed emphasis or
/// punctuation spacing, a Hugo shortcode the translator kept outside the comment, or a
/// reference-style link written out differently does not count as an edit.
enum EnglishText {
    /// One number for the words of `text` (see `hashes`): equal for texts that differ only in
    /// what staleness ignores, 0 for a text without words.
    static func fingerprint(_ text: String) -> UInt64 {
        hashes(text).reduce(0) { ($0 ^ $1) &* 0x100_0000_01b3 &+ 0x9E37_79B9 }
    }

    @inline(__always) static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A)
        }
        // Han first: a diff keys every Chinese text too, and asking Unicode's tables for each
        // character was a tenth of it.
        return LanguageTagger.isHan(value: scalar.value) || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// The words of `text` as hashes, lower-cased, in order: what staleness compares, many
    /// times a page, without making a string of each word.
    /// `keepingShortcodes` keeps a shortcode's name and parameters as words (comparing sources,
    /// where `{{< skew currentVersion >}}` is what the page says, not what it prints).
    static func hashes(_ text: String, keepingShortcodes: Bool = false) -> [UInt64] {
        var source = keepingShortcodes ? withoutReferenceLabels(text) : normalized(text)
        // Decoded from the UTF-8 storage: a scalar view's iteration was most of the cost, and
        // staleness hashes every pair's English.
        return source.withUTF8 { bytes in
            var result: [UInt64] = []
            var hash: UInt64 = 0
            var index = 0
            while index < bytes.count {
                let (value, length) = UTF8Decoding.scalar(in: bytes, at: index)
                index += length
                if let scalar = Unicode.Scalar(value), isWordScalar(scalar) {
                    let folded = UInt64(value < 0x80 && value >= 0x41 && value <= 0x5A ? value | 0x20 : value)
                    hash = ((hash == 0 ? 0xcbf2_9ce4_8422_2325 : hash) ^ folded) &* 0x100_0000_01b3
                } else if hash != 0 {
                    result.append(hash)
                    hash = 0
                }
            }
            if hash != 0 { result.append(hash) }
            return result
        }
    }

    /// The Dice coefficient of two word lists taken as multisets.
    static func dice(_ a: [UInt64], _ b: [UInt64]) -> Double {
        dice(sorted: a.sorted(), b.sorted())
    }

    /// `dice` of two lists sorted already.
    private static func dice(sorted x: [UInt64], _ y: [UInt64]) -> Double {
        guard !x.isEmpty || !y.isEmpty else { return 1 }
        var i = 0, j = 0, shared = 0
        while i < x.count && j < y.count {
            if x[i] == y[j] { shared += 1; i += 1; j += 1 } else if x[i] < y[j] { i += 1 } else { j += 1 }
        }
        return 2 * Double(shared) / Double(x.count + y.count)
    }

    /// The Dice coefficient of `part` with `whole` or, when `whole` is longer, with its most
    /// alike stretch of `part`'s length.
    static func closestDice(_ part: [UInt64], in whole: [UInt64]) -> Double {
        let sortedPart = part.sorted()
        var best = dice(sorted: sortedPart, whole.sorted())
        guard whole.count > part.count, !part.isEmpty else { return best }
        let step = max(1, part.count / 4)
        for start in stride(from: 0, through: whole.count - part.count, by: step) {
            best = max(best, dice(sorted: sortedPart, whole[start..<start + part.count].sorted()))
        }
        return best
    }

    /// Whether `part` occurs in `whole` as consecutive words.
    static func contains<Word: Equatable>(_ whole: [Word], _ part: [Word]) -> Bool {
        guard !part.isEmpty, part.count <= whole.count else { return part.isEmpty }
        for start in 0...(whole.count - part.count) where whole[start] == part[0] {
            if whole[start..<start + part.count].elementsEqual(part) { return true }
        }
        return false
    }

    /// The words of `text`, lower-cased, in order.
    static func words(_ text: String) -> [String] {
        var words: [String] = [], word = String.UnicodeScalarView()
        for scalar in normalized(text).unicodeScalars {
            if isWordScalar(scalar) {
                // ASCII lower-cased by hand: Unicode's mapping makes a string of every scalar.
                if scalar.isASCII {
                    let value = scalar.value
                    word.append(Unicode.Scalar(UInt8(value >= 0x41 && value <= 0x5A ? value | 0x20 : value)))
                } else {
                    word.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                }
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// Whether `part` is a stretch of `whole` once spacing is set aside: its words run together
    /// are the words of a stretch of `whole` run together, starting and ending on word
    /// boundaries of both (`for[Kubernetes]` and `for Kubernetes`; not `v1` inside `v1beta3`).
    static func containsRespaced(_ whole: [String], _ part: [String]) -> Bool {
        let target = part.joined()
        guard !target.isEmpty else { return false }
        // Counted once: counted again for every word, it walked the whole target each time.
        let targetCount = target.count
        for start in whole.indices where target.hasPrefix(whole[start]) {
            var joined = ""
            for word in whole[start...] {
                joined += word
                if joined.count >= targetCount { break }
            }
            if joined == target { return true }
        }
        return false
    }

    static func normalized(_ text: String) -> String {
        withoutReferenceLabels(withoutShortcodes(text))
    }

    /// `text` without the shortcodes it opens with (and the space between them).
    static func withoutLeadingShortcodes(_ text: String) -> String {
        var rest = Substring(text)
        while true {
            let trimmed = rest.drop { $0.isWhitespace }
            guard trimmed.hasPrefix("{{<") || trimmed.hasPrefix("{{%") else { return String(trimmed) }
            let bytes = Array(trimmed.utf8)
            guard let close = closing(bytes, from: 2) else { return String(trimmed) }
            rest = Substring(String(decoding: bytes[(close + 2)...], as: UTF8.self))
        }
    }

    /// `text` with every `{{< … >}}` and `{{% … %}}` removed.
    static func withoutShortcodes(_ text: String) -> String {
        guard contains(text, 0x7B, 0x7B) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if i + 2 < bytes.count, bytes[i] == 0x7B, bytes[i + 1] == 0x7B, bytes[i + 2] == 0x3C || bytes[i + 2] == 0x25,
                let close = closing(bytes, from: i + 2)
            {
                i = close + 2
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The index of the `}}` after `start`, if any.
    private static func closing(_ bytes: [UInt8], from start: Int) -> Int? {
        var j = start
        while j + 1 < bytes.count {
            if bytes[j] == 0x7D, bytes[j + 1] == 0x7D { return j }
            j += 1
        }
        return nil
    }

    /// Whether the bytes `a`, `b` occur together in `text` (a quick test before any work).
    static func contains(_ text: String, _ a: UInt8, _ b: UInt8) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count > 1 else { return false }
            for i in 1..<bytes.count where bytes[i] == b && bytes[i - 1] == a { return true }
            return false
        }
    }

    /// `text` without the label of each reference-style link (`[CVE-2021-25741][CVE-2021-25741]`
    /// keeps its text once): a comment read on its own has no link definitions to resolve them,
    /// where the page shows only the text.
    static func withoutReferenceLabels(_ text: String) -> String {
        guard contains(text, 0x5D, 0x5B) else { return text }
        var out = ""
        var skipping = 0
        var previous: Character = " "
        for character in text {
            if skipping > 0 {
                if character == "[" { skipping += 1 } else if character == "]" { skipping -= 1 }
            } else if character == "[" && previous == "]" {
                skipping = 1
            } else {
                out.append(character)
            }
            previous = character
        }
        return out
    }
}
