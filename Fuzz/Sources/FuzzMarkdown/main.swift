import BitextModel
import FuzzSupport

/// One input through the Markdown reader: front matter, cmark-gfm, block conversion, tagging.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    _ = FuzzInput.read(FuzzInput.text(bytes, count), as: .markdown, path: "fuzz.md")
    return 0
}

FuzzDriver.run(fuzzMarkdown)
