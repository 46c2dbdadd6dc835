import BitextModel
import FuzzSupport

/// One input through the plain-text reader: line mending, the block rules, tagging.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlainText(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    _ = FuzzInput.read(FuzzInput.text(bytes, count), as: .plainText, path: "fuzz.txt")
    return 0
}

FuzzDriver.run(fuzzPlainText)
