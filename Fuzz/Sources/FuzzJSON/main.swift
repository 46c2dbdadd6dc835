import BitextKit
import BitextModel
import Foundation
import FuzzSupport

/// One input as a file Bitext reads back (a manifest, a bundle): `CanonicalJSONDecoder` must
/// refuse bad input with an error, never crash, and what it accepts must survive a round trip
/// through `CanonicalJSONEncoder` unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let decoder = CanonicalJSONDecoder()
    roundTrip(try? decoder.decode(ConversionManifest.self, from: data))
    roundTrip(try? decoder.decode(BitextModel.Bundle.self, from: data))
    roundTrip(try? decoder.decode(YAMLValue.self, from: data))
    return 0
}

func roundTrip<T: Codable & Equatable>(_ value: T?) {
    guard let value else { return }
    // A value whose numbers JSON cannot hold (infinity) is refused by the encoder: not a bug.
    guard let encoded = try? CanonicalJSONEncoder().encode(value) else { return }
    guard let again = try? CanonicalJSONDecoder().decode(T.self, from: encoded), again == value else {
        fatalError("round trip changed a \(T.self): \(String(decoding: encoded.prefix(300), as: UTF8.self))")
    }
}

FuzzDriver.run(fuzzJSON)
