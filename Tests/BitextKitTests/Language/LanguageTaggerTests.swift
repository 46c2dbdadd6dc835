@testable import BitextKit
import BitextModel
import Testing

@Suite struct LanguageTaggerTests {
    let tagger = LanguageTagger()

    @Test func apiHeavyChineseIsChinese() {
        #expect(tagger.language(of: "在 updateUIView(_:context:) 中比较 UIHostingController 的 rootView 与 sizingOptions 再赋值") == .zh)
        #expect(tagger.language(of: "使用 Deployment 管理 Pod 的副本") == .zh)
        let inlines: [Inline] = [.text("调用 "), .code("makeCoordinator()"), .text(" 创建 "), .code("Coordinator"), .text(" 对象")]
        #expect(tagger.language(of: inlines) == .zh)
    }

    @Test func englishWithAChineseQuoteIsEnglish() {
        #expect(tagger.language(of: "The Settings button is labelled “设置” in the Chinese build of the app.") == .en)
    }

    @Test func englishWithIdentifiersIsEnglish() {
        #expect(tagger.language(of: "Call addChild(_:) before didMove(toParent:) on the UIHostingController.") == .en)
    }

    @Test func identifiersNumbersAndURLsAloneAreNone() {
        #expect(tagger.language(of: "UIViewRepresentable makeUIView(context:) 42 https://example.com/a") == .none)
        #expect(tagger.language(of: "") == .none)
        #expect(tagger.language(of: [Inline.code("let x = 1")]) == .none)
    }

    @Test func balancedBilingualTextIsMixed() {
        #expect(tagger.language(of: "Coordinators and delegates 协调器与代理模式") == .mixed)
    }

    @Test func codeBlocksAreNoneButRecordTheirCommentLanguage() {
        let zhCode = Block(.code(info: "swift", language: "swift", text: "// 创建视图\nlet v = UIView() // 不要强引用"), range: SourceRange(lines: 1, 2))
        let tagged = tagger.tag(zhCode)
        #expect(tagged.language == .none)
        #expect(tagged.commentLanguage == .zh)
        let enCode = Block(.code(info: "", language: nil, text: "# install the tools\nbrew install swiftlint"), range: SourceRange(lines: 1, 2))
        #expect(tagger.tag(enCode).commentLanguage == .en)
        let bare = Block(.code(info: "", language: nil, text: "let url = \"https://example.com//path\""), range: SourceRange(lines: 1, 1))
        #expect(tagger.tag(bare).commentLanguage == .none)
    }

    @Test func runsSplitByScript() {
        let runs = tagger.runs(in: "Use 托管控制器 here")
        #expect(runs.map(\.language) == [.en, .zh, .en])
        #expect(runs.map(\.text).joined() == "Use 托管控制器 here")
    }

    @Test func nestedBlocksAreTaggedToo() {
        let doc = Fixtures.markdown("- English item\n- 中文条目\n\n> 引用的中文\n").document
        guard case .list(_, _, let items) = doc.blocks[0].kind else { Issue.record("kind"); return }
        #expect(items[0].blocks[0].language == .en)
        #expect(items[1].blocks[0].language == .zh)
        guard case .quote(let children) = doc.blocks[1].kind else { Issue.record("kind"); return }
        #expect(children[0].language == .zh)
        #expect(doc.blocks[1].language == .zh)
    }

    @Test func spelledOutWhitespaceIsUnicodesWhiteSpaceProperty() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if LanguageTagger.isWhitespace(value) != scalar.properties.isWhitespace {
                Issue.record("U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func asciiTokenRulesMatchTheScalarRules() {
        // Every token of up to three characters from letters, the punctuation the rules look at,
        // digits and symbols: the byte path for ASCII tokens must judge each one like the scalar path.
        let alphabet = Array("aZ'-.,!(_)\"`:9/@".utf8)
        var tokens: [[UInt8]] = [[]]
        for length in 1...3 {
            tokens += tokens.filter { $0.count == length - 1 }.flatMap { prefix in alphabet.map { prefix + [$0] } }
        }
        tokens += ["the", "The.", "your", "(and", "It's", "makeUIView", "UIView", "e-mail", "don't", "x86", "yours"].map { Array($0.utf8) }
        for token in tokens {
            let scalars = token.map { Unicode.Scalar($0) }
            token.withUnsafeBufferPointer { bytes in
                #expect(LanguageTagger.isProseWord(ascii: bytes) == LanguageTagger.isProseWord(scalars[...]), "\(scalars)")
                #expect(LanguageTagger.isFunctionWord(ascii: bytes) == LanguageTagger.isFunctionWord(scalars[...]), "\(scalars)")
            }
        }
    }

    @Test func decodingBytesGivesTheStringsScalars() {
        var text = "a é 中 𠀀 ü\u{3000}x\u{A0}y 👍"
        let decoded = text.withUTF8 { bytes in
            var values: [UInt32] = []
            var index = 0
            while index < bytes.count {
                let (value, length) = UTF8Decoding.scalar(in: bytes, at: index)
                values.append(value)
                index += length
            }
            return values
        }
        #expect(decoded == text.unicodeScalars.map(\.value))
    }

    @Test func tokensSplitAtEveryWhiteSpaceScalar() {
        // Three English words joined by no-break, ideographic and ASCII spaces are one phrase.
        #expect(tagger.counts("the\u{A0}big\u{3000}cat").latinWords == 3)
        #expect(tagger.counts("the\u{A0}big\u{3000}cat").hasEnglishPhrase)
        #expect(tagger.counts("中文\u{2003}text").han == 2)
        #expect(tagger.counts("中文\u{2003}text").latinWords == 1)
        #expect(tagger.counts("see https://example.com/a 和 www.example.com").latinWords == 1)
    }
}
