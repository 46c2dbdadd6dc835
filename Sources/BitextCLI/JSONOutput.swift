import BitextKit
import Foundation

/// Byte-stable JSON for standard output: sorted keys, no escaped slashes, pretty-printed, without
/// the final newline (`print` adds one).
enum JSONOutput {
    static func string<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try BundleJSON.report(value).dropLast(), as: UTF8.self)
    }
}
