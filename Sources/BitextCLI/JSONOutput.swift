import BitextKit
import Foundation

/// Byte-stable JSON: sorted keys, no escaped slashes, pretty-printed (Foundation's layout, by the
/// faster `CanonicalJSONEncoder`).
enum JSONOutput {
    static func string<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try CanonicalJSONEncoder(pretty: true).encode(value), as: UTF8.self)
    }
}
