import BitextKit
import FuzzSupport

/// One input as front matter: the split and Yams. An input that does not open with `---` gets
/// one, so mutations are spent on the YAML rather than on finding the opening line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var text = FuzzInput.text(bytes, count)
    if !text.hasPrefix("---") { text = "---\n" + text }
    _ = FrontMatterParser.split(text, path: "fuzz.md")
    return 0
}

FuzzDriver.run(fuzzFrontMatter)
