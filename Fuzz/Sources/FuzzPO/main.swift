import Foundation
import FuzzSupport

/// One input as a gettext PO file, through `TranslationFile.read` (the PO reader is internal and
/// reads what the file holds). `TranslationFile` reads text opening with `<` as XML and `{` as
/// JSONL; such an input gets a comment line first, so every input reaches the PO reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPO(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = FuzzInput.data(bytes, count)
    if let first = FuzzInput.leading(data), first == "<" || first == "{" { data = Data("#\n".utf8) + data }
    FuzzInput.readTranslations(data, name: "fuzz.po")
    return 0
}

FuzzDriver.run(fuzzPO)
