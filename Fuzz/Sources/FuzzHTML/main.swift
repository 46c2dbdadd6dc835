import BitextModel
import FuzzSupport

/// One input through the HTML reader: libxml2, content root, block building, tagging.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTML(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    _ = FuzzInput.read(FuzzInput.text(bytes, count), as: .html, path: "fuzz.html")
    return 0
}

FuzzDriver.run(fuzzHTML)
