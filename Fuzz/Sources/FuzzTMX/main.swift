import Foundation
import FuzzSupport

/// One input as a TMX file, through `TranslationFile.read` and the XML reader behind it (the
/// reader XLIFF goes through, reached here with TMX's elements). An input that does not open with
/// `<` is the English `<seg>` of one translation unit, so mutations of segment text reach the
/// reader instead of failing at the root.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTMX(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var data = FuzzInput.data(bytes, count)
    if FuzzInput.leading(data) != "<" { data = Data(unitStart.utf8) + data + Data(unitEnd.utf8) }
    FuzzInput.readTranslations(data, name: "fuzz.tmx")
    return 0
}

let unitStart = """
    <tmx version="1.4"><header srclang="en" datatype="markdown"/><body><tu tuid="u1">\
    <prop type="x-bitext-document">fuzz</prop><tuv xml:lang="en"><seg>
    """
let unitEnd = "</seg></tuv><tuv xml:lang=\"zh-Hans\"><seg>模糊</seg></tuv></tu></body></tmx>\n"

FuzzDriver.run(fuzzTMX)
