import BitextModel
import Testing

@testable import BitextKit

/// Long-range recovery: a generated book of 1,200 English sentences whose translation leaves a
/// stretch of 200 untranslated and splits one sentence in five in two, with no token both sides
/// share. Only words say where a pair is; the dictionary, generated with it, knows them all.
struct LexicalRouteTests {
    /// Made-up English words and two-character Chinese ones, one for one.
    static let vocabulary: [(en: String, zh: String)] = {
        let syllables = ["ka", "lo", "mi", "nu", "pe", "ri", "so", "tu", "ve", "za"]
        let han = Array("山水火木金土日月风云雨雪花草石田天地星海河湖江林竹马牛羊鱼鸟")
        var words: [(String, String)] = []
        for a in 0..<10 { for b in 0..<10 { for c in 0..<10 where words.count < 800 && a != b {
            let index = words.count
            words.append(("b" + syllables[a] + syllables[b] + syllables[c] + "x", String([han[index % 30], han[(index / 30 + index % 30 + 1) % 30]])))
        } } }
        // A Chinese word must be unique for the dictionary to mean one thing.
        var seen = Set<String>()
        return words.filter { seen.insert($0.1).inserted }
    }()

    static let lexicon: Lexicon = {
        let lines = vocabulary.map { "\($0.zh) \($0.zh) [x] /\($0.en)/" }.joined(separator: "\n")
        return CEDICTCompiler.compile(Array(lines.utf8), fingerprint: "route")
    }()

    /// Sentence `k`'s words: five, drawn from the vocabulary by a fixed generator.
    static func words(_ k: Int) -> [Int] {
        var state = UInt64(k) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        return (0..<5).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % vocabulary.count
        }
    }

    static func book() -> (english: [String], chinese: [String], truth: [String: String]) {
        var english: [String] = [], chinese: [String] = [], truth: [String: String] = [:]
        for k in 0..<1_200 {
            let indices = words(k)
            let en = "The " + indices.map { vocabulary[$0].en }.joined(separator: " and the ") + "."
            english.append(en)
            let zh = indices.map { vocabulary[$0].zh }.joined(separator: "，") + "。"
            if (300..<500).contains(k) { continue }
            truth[en] = zh
            if k % 5 == 0, k > 500 {
                // Told in two: the first two words, then the rest.
                let parts = [indices.prefix(2), indices.dropFirst(2)].map { $0.map { vocabulary[$0].zh }.joined(separator: "，") + "。" }
                chinese += parts
                truth[en] = parts.joined(separator: "\n\n")
            } else {
                chinese.append(zh)
            }
        }
        return (english, chinese, truth)
    }

    @Test func theBookKeepsItsPlaceAfterALongUntranslatedStretch() throws {
        let (english, chinese, truth) = Self.book()
        let en = try AlignmentFixtures.read(AlignmentFixtures.english(english), path: "book.en.md")
        let zh = try AlignmentFixtures.read(AlignmentFixtures.english(chinese), path: "book.zh.md")
        let pairs = Aligner(lexicon: Self.lexicon).align(english: en, chinese: zh).pairs
        let after = pairs.filter { pair in pair.english.first.map { english.firstIndex(of: $0.source)! >= 500 } ?? false }
        let right = after.filter { truth[$0.englishSource] == $0.chineseSource }
        // Without the route, the band around the diagonal lost the path for good at the gap.
        #expect(Double(right.count) >= 0.95 * 700, "\(right.count) of 700 sentences after the gap paired right")
        let untranslated = pairs.filter { pair in
            pair.chinese.isEmpty && pair.english.first.map { (300..<500).contains(english.firstIndex(of: $0.source)!) } ?? false
        }
        #expect(untranslated.count >= 190, "\(untranslated.count) of 200 untranslated sentences left alone")
    }

    @Test func theRoutePassesNearTheTruePath() throws {
        let (english, chinese, _) = Self.book()
        let en = try AlignmentFixtures.read(AlignmentFixtures.english(english), path: "book.en.md")
        let zh = try AlignmentFixtures.read(AlignmentFixtures.english(chinese), path: "book.zh.md")
        let enUnits = AlignmentUnits(document: en).units(of: en.blocks)
        let zhUnits = AlignmentUnits(document: zh).units(of: zh.blocks)
        let words = UnitWords(english: enUnits, chinese: zhUnits, lexicon: Self.lexicon)
        let points = LexicalRoute.points(words, englishCount: enUnits.count, chineseCount: zhUnits.count, lexicon: Self.lexicon)
        #expect(points.count >= 40)
        // Where English sentence e's translation starts in the Chinese.
        func chineseStart(_ e: Int) -> Int? {
            if e < 300 { return e }
            if e < 500 { return nil }
            // One unit a sentence, two for each sentence 501… a multiple of five.
            return 300 + (e - 500) + max(0, (e - 1) / 5 - 100)
        }
        let off = points.filter { point in chineseStart(point.0).map { abs($0 - point.1) > LexicalRoute.stretchUnits * 2 } ?? false }
        #expect(off.count <= points.count / 20, "\(off.count) of \(points.count) route points far from the path")
    }
}
