@testable import BitextKit
import BitextModel
import Testing
import Yams

/// Front matter scalars are typed by `YAMLScalarTyping` instead of Yams' regular expressions;
/// Yams' default resolver is the reference.
@Suite struct YAMLScalarTypingTests {
    /// Yams' verdict for an untagged scalar, in the kinds front matter keeps.
    static func yams(_ text: String) -> YAMLScalarTyping.Kind {
        switch Resolver.default.resolveTag(of: Node(text)) {
        case .null: .null
        case .bool: .bool
        case .int: .int
        case .float: .float
        default: .string
        }
    }

    @Test func everyShortStringIsTypedAsYamsTypesIt() {
        // Every string of up to three characters from those the patterns look at.
        let alphabet = Array("0157_-+.:eExbo9aFnNiIf~<= \n\r")
        var strings = [""]
        var last = [""]
        for _ in 1...3 {
            last = last.flatMap { prefix in alphabet.map { prefix + String($0) } }
            strings += last
        }
        var wrong: [String] = []
        for text in strings where YAMLScalarTyping.kind(of: text) != Self.yams(text) { wrong.append(text) }
        #expect(wrong.isEmpty, "\(wrong.prefix(20).map(\.debugDescription))")
    }

    @Test func longerNumbersWordsAndDatesAreTypedAsYamsTypesThem() {
        let pieces = ["0", "1", "7", "9", "12", "59", "60", "_", "-", "+", ".", ":", "e", "E", "0x", "0b", "0o", "ff", "A", "inf", "Inf",
                      "NaN", "nan", "true", "Yes", "off", "NULL", "null", "~", "2024-01-05", "T", " ", "\n", "\r\n", "\u{2028}", "Z", "é"]
        var generator = SystemRandomNumberGenerator()
        var wrong: [String] = []
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if YAMLScalarTyping.kind(of: text) != Self.yams(text) { wrong.append(text) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20).map(\.debugDescription))")
    }

    /// The whole front matter, quoted and tagged values included, reads as Yams' default
    /// resolver and the previous conversion read it.
    @Test func frontMatterValuesAreTheValuesYamsGives() throws {
        let values = ["1", "-0x1F", "0o17", "1:30", "1_000", "3.5", "1e3", ".inf", "-.Inf", ".NaN", "yes", "Off", "~", "null", "",
                      "2024-01-05", "<<", "=", "text", "'12'", "\"true\"", "\"1.5\"", "!!str 12", "!!int 12", "!!float 2", "! 12",
                      "!!bool yes", "!!null ~", "\"1\\n\"", "[1, yes, 2.5]", "{a: 1, b: off}"]
        for value in values {
            let yaml = "---\ntitle: \(value)\n---\n# T\n"
            let ours = try #require(FrontMatterParser.split(yaml, path: "t.md").frontMatter?.value)
            let node = try #require(try Yams.compose(yaml: "title: \(value)", .default, .default, .utf8))
            // Compared as text: NaN is not equal to itself.
            #expect(String(describing: ours) == String(describing: Self.reference(node)), "\(value)")
        }
    }

    /// The conversion as it was with Yams' default resolver typing scalars.
    static func reference(_ node: Node) -> YAMLValue {
        switch node {
        case .scalar:
            switch Tag.Name(rawValue: node.tag.rawValue) {
            case .null: return .null
            case .bool: return node.bool.map(YAMLValue.bool) ?? .string(node.string ?? "")
            case .int: return node.int.map(YAMLValue.integer) ?? .string(node.string ?? "")
            case .float: return node.float.map(YAMLValue.double) ?? .string(node.string ?? "")
            default: return .string(node.string ?? "")
            }
        case .mapping(let mapping):
            return .mapping(mapping.map { YAMLEntry(key: $0.key.string ?? "\($0.key)", value: reference($0.value)) })
        case .sequence(let sequence):
            return .array(sequence.map(reference))
        case .alias:
            return .null
        }
    }
}
