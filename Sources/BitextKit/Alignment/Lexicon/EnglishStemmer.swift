/// Light English normalization for dictionary lookup: lower case, function words dropped, and
/// the common inflections and suffixes folded ("evicted", "evicting", "eviction" → "evict";
/// "configure", "configured", "configuration" → "configur"). Glosses and document text go
/// through the same rules, so the stems only need to agree with each other, not be words.
enum EnglishStemmer {
    /// The stem of `word` (ASCII letters, any case) as a nonzero hash, or nil for a function word
    /// or a word too short to say anything.
    static func stemHash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard word.count >= 2, word.count <= 40 else { return nil }
        // A stack buffer: one array per word was most of the cost of reading a document's words.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { w in
            for (k, b) in word.enumerated() { w[k] = b >= 0x41 && b <= 0x5A ? b + 32 : b }
            var n = word.count
            if stopwords.value(hash(w, n)) != nil { return nil }
            stem(w, &n)
            let value = hash(w, n)
            return value == 0 ? 1 : value
        }
    }

    /// Calls `body` with each run of ASCII letters in `text`.
    static func forEachWord(in text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var i = 0
        while i < text.count {
            guard isLetter(text[i]) else { i += 1; continue }
            let start = i
            while i < text.count && isLetter(text[i]) { i += 1 }
            body(UnsafeBufferPointer(rebasing: text[start..<i]))
        }
    }

    @inline(__always) static func isLetter(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A)
    }

    static let suffixes: [[UInt8]] = ["ation", "ment", "ness", "ion", "er", "able", "ity"].map { Array($0.utf8) }

    /// Strips one inflection, then one derivational suffix, then a final "e" and a doubled
    /// consonant, keeping at least three letters. `w[0..<n]` is the lower-cased word.
    static func stem(_ w: UnsafeMutableBufferPointer<UInt8>, _ n: inout Int) {
        func ends(_ s: [UInt8]) -> Bool {
            n > s.count && (0..<s.count).allSatisfy { w[n - s.count + $0] == s[$0] }
        }
        func ends(_ a: UInt8, _ b: UInt8) -> Bool { n > 2 && w[n - 2] == a && w[n - 1] == b }
        func drop(_ k: Int, keeping minimum: Int) -> Bool {
            guard n - k >= minimum else { return false }
            n -= k
            return true
        }
        let (s, e, i, d, l) = (UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "d"), UInt8(ascii: "l"))
        if n > 4, w[n - 3] == i, w[n - 2] == e, w[n - 1] == s {
            n -= 2
            w[n - 1] = UInt8(ascii: "y")
        } else if n > 4, w[n - 4] == s, w[n - 3] == s, w[n - 2] == e, w[n - 1] == s {
            n -= 2
        } else if n > 1, w[n - 1] == s, w[n - 2] != s, w[n - 2] != UInt8(ascii: "u"), w[n - 2] != i {
            _ = drop(1, keeping: 3)
        }
        if n > 3, w[n - 3] == i, w[n - 2] == UInt8(ascii: "n"), w[n - 1] == UInt8(ascii: "g") { _ = drop(3, keeping: 3) }
        else if ends(e, d) { _ = drop(2, keeping: 3) }
        else if ends(l, UInt8(ascii: "y")) { _ = drop(2, keeping: 4) }
        for suffix in suffixes where ends(suffix) {
            if drop(suffix.count, keeping: 4) { break }
        }
        if n > 3, w[n - 1] == e { n -= 1 }
        if n > 3, w[n - 1] == w[n - 2], !"aeiou".utf8.contains(w[n - 1]) { n -= 1 }
    }

    static func hash(_ w: UnsafeMutableBufferPointer<UInt8>, _ n: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in 0..<n { hash = (hash ^ UInt64(w[k])) &* 0x100_0000_01b3 }
        return hash == 0 ? 1 : hash
    }

    /// Function words, and the words CC-CEDICT's glosses use to talk about a word rather than
    /// translate it ("sb", "sth", "lit.", "abbr.", "variant").
    static let stopwords = FrozenHashTable(
        """
        a an the and or but nor if then else of to in on at by for from with into onto upon about as is are was were be been
        being am do does did doing have has had having it its this that these those there here which who whom whose what
        when where why how all any both each few more most other some such no not only own same so than too very can will
        just should would could may might must shall also we you he she they them their our your my me him her us i one ones
        etc sb sth lit fig abbr esp variant used usu classifier particle surname old see pr cf something someone oneself
        up out over under again further once off via per e g ie eg
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { word in
            var bytes = Array(word.utf8)
            let value = bytes.withUnsafeMutableBufferPointer { hash($0, $0.count) }
            return (key: value, value: UInt32(0))
        })
}
