/// Numbers a unit's inline code on both sides, so that a code span the translation keeps has the
/// same number in the source and the target: XLIFF and TMX tools match a target's placeholders
/// to the source's by id, and a target code with its own id reads as code the translator added.
/// A target span takes the number of the first source span with the same text not yet taken;
/// spans only the translation has are numbered after the source's.
struct InlineCodeNumbers: Equatable {
    /// The number of each code run of the English, in order.
    let source: [Int]
    /// The number of each code run of the Chinese, in order.
    let target: [Int]
    /// Each number's code, by number (1-based: `codes[n - 1]`).
    let codes: [String]

    init(english: [TranslationUnit.Run], chinese: [TranslationUnit.Run]) {
        var codes: [String] = []
        var source: [Int] = []
        for case .code(let code) in english {
            codes.append(code)
            source.append(codes.count)
        }
        var taken = Set<Int>()
        var target: [Int] = []
        for case .code(let code) in chinese {
            if let match = source.first(where: { !taken.contains($0) && codes[$0 - 1] == code }) {
                taken.insert(match)
                target.append(match)
            } else {
                codes.append(code)
                target.append(codes.count)
            }
        }
        (self.source, self.target, self.codes) = (source, target, codes)
    }
}
