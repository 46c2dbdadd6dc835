/// Numbers a unit's inline code on both sides, so that a code span the translation keeps has the
/// same number in the source and the target: XLIFF and TMX tools match a target's placeholders
/// to the source's by id, and a target code with its own id reads as code the translator added.
/// A target span takes the number of the first source span with the same text not yet taken;
/// spans only the translation has are numbered after the source's.
struct InlineCodeNumbers: Equatable {
    /// The number of each placeholder run (code or markup) of the English, in order.
    let source: [Int]
    /// The number of each placeholder run of the Chinese, in order.
    let target: [Int]
    /// Each number's Markdown (a code span in its backticks, or markup), by number (1-based).
    let codes: [String]

    init(english: [TranslationUnit.Run], chinese: [TranslationUnit.Run]) {
        var codes: [String] = []
        var source: [Int] = []
        for code in english.compactMap(\.placeholder) {
            codes.append(code)
            source.append(codes.count)
        }
        var taken = Set<Int>()
        var target: [Int] = []
        for code in chinese.compactMap(\.placeholder) {
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

extension TranslationUnit {
    /// `runs` as XML content: text escaped, the `k`-th code span or markup written by `placeholder`
    /// with its number (`numbers[k]`, from `InlineCodeNumbers`) and the Markdown it stands for.
    static func markup(_ runs: [Run], numbers: [Int], placeholder: (Int, String) -> String) -> String {
        var out = ""
        var index = 0
        for run in runs {
            switch run {
            case .text(let text): out += XMLEscaping.escape(text)
            case .code, .markup:
                out += placeholder(numbers[index], run.placeholder ?? "")
                index += 1
            }
        }
        return out
    }

    /// `units` grouped by document, documents in order of first appearance.
    static func byDocument(_ units: [TranslationUnit]) -> [(document: String, units: [TranslationUnit])] {
        var order: [String] = []
        var groups: [String: [TranslationUnit]] = [:]
        for unit in units {
            if groups[unit.document] == nil { order.append(unit.document) }
            groups[unit.document, default: []].append(unit)
        }
        return order.map { ($0, groups[$0]!) }
    }
}
