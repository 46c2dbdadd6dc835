import Foundation
import FuzzSupport

/// One input as an XLIFF file, through `TranslationFile.read` and the XML reader behind it. An
/// input that does not open with `<` is the source of one XLIFF 2 unit, with a placeholder's data
/// (`d1`) to refer to: mutations of segment text, entities, CDATA and inline elements then reach
/// the reader instead of failing at the root.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = FuzzInput.data(bytes, count)
    if FuzzInput.leading(data) != "<" { data = Data(unitStart.utf8) + data + Data(unitEnd.utf8) }
    FuzzInput.readTranslations(data, name: "fuzz.xlf")
    return 0
}

let unitStart = """
    <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en" trgLang="zh-Hans">\
    <file id="f1" original="fuzz"><unit id="u1"><originalData><data id="d1">`code`</data></originalData>\
    <segment><source>
    """
let unitEnd = "</source></segment></unit></file></xliff>\n"

FuzzDriver.run(fuzzXLIFF)
