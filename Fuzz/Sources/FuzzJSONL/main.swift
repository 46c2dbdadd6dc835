import Foundation
import FuzzSupport

/// One input as Bitext's JSONL export, through `TranslationFile.read`: each line decoded, its
/// Markdown cut into segments. An input that does not open with `{` is the English Markdown of
/// one pair (written as a JSON string), so mutations reach the segmenting rather than only
/// Foundation's JSON parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONL(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = FuzzInput.data(bytes, count)
    if FuzzInput.leading(data) != "{" {
        let markdown = jsonString(String(decoding: data, as: UTF8.self))
        data = Data("{\"document\":\"fuzz\",\"pair\":{\"id\":\"u1\",\"en\":{\"markdown\":\(markdown)},\"zh\":{\"markdown\":\"模糊\"}}}\n".utf8)
    }
    FuzzInput.readTranslations(data, name: "fuzz.jsonl")
    return 0
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

FuzzDriver.run(fuzzJSONL)
