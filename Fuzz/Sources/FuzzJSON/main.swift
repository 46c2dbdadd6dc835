import BitextKit
import BitextModel
import Foundation
import FuzzSupport

/// One input as a file a reader of an output folder reads back (a manifest, a bundle), with
/// Foundation's decoder as `coverage`, `diff` and `export` do: whatever it accepts, Bitext's own
/// encoder must write in a stable canonical form: encoded, read back and encoded again, it gives
/// the same bytes. (Not the same value: the encoder sorts a YAML mapping's keys, which the input
/// may not have done.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let decoder = JSONDecoder()
    roundTrip(try? ConversionManifest(jsonData: data)) { try BundleJSON.data($0) }
    roundTrip(try? decoder.decode(BitextModel.Bundle.self, from: data)) { try BundleJSON.data($0) }
    roundTrip(try? decoder.decode(YAMLValue.self, from: data)) { try BundleJSON.data($0) }
    return 0
}

func roundTrip<T: Codable>(_ value: T?, _ write: (T) throws -> Data) {
    guard let value else { return }
    // A value whose numbers JSON cannot hold (infinity) is refused by the encoder: not a bug.
    // Foundation reads an integral number in exponent form (a YAML float past 2^53 written as
    // 2.2222222222222223e+18) as an Int when one is asked for first, as YAMLValue does; written
    // again it is an integer from then on. So the form must be stable from the second writing.
    guard let first = try? write(value) else { return }
    guard let once = try? JSONDecoder().decode(T.self, from: first), let encoded = try? write(once) else {
        fatalError("Foundation cannot read what Bitext wrote of a \(T.self): \(String(decoding: first.prefix(300), as: UTF8.self))")
    }
    guard let again = try? JSONDecoder().decode(T.self, from: encoded),
        let reencoded = try? write(again), reencoded == encoded
    else {
        fatalError("canonical form of a \(T.self) not stable: \(String(decoding: encoded.prefix(300), as: UTF8.self))")
    }
}

FuzzDriver.run(fuzzJSON)
