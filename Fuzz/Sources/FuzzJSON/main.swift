import BitextKit
import BitextModel
import Foundation
import FuzzSupport

/// One input as a file Bitext reads back (a manifest, a bundle): `CanonicalJSONDecoder` must
/// refuse bad input with an error, never crash, and what it accepts must have a stable canonical
/// form: encoded, read back and encoded again, it gives the same bytes. (Not the same value:
/// the encoder sorts a YAML mapping's keys, which the input may not have done.) A manifest read
/// directly (as reruns read it) must equal the one `Decodable` reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let decoder = CanonicalJSONDecoder()
    let manifest = try? decoder.decode(ConversionManifest.self, from: data)
    roundTrip(manifest)
    // Reruns read the manifest directly, not through `Decodable`: both must read the same.
    if (try? ConversionManifest(jsonData: data)) != manifest {
        fatalError("the direct and Decodable readings of a manifest differ: \(String(decoding: data.prefix(300), as: UTF8.self))")
    }
    roundTrip(try? decoder.decode(BitextModel.Bundle.self, from: data))
    roundTrip(try? decoder.decode(YAMLValue.self, from: data))
    return 0
}

func roundTrip<T: Codable>(_ value: T?) {
    guard let value else { return }
    // A value whose numbers JSON cannot hold (infinity) is refused by the encoder: not a bug.
    guard let encoded = try? CanonicalJSONEncoder().encode(value) else { return }
    guard let again = try? CanonicalJSONDecoder().decode(T.self, from: encoded),
        let reencoded = try? CanonicalJSONEncoder().encode(again), reencoded == encoded
    else {
        fatalError("canonical form of a \(T.self) not stable: \(String(decoding: encoded.prefix(300), as: UTF8.self))")
    }
}

FuzzDriver.run(fuzzJSON)
