import BitextModel
import Foundation

/// Encodes bundles byte-deterministically: sorted keys, no escaped slashes, a final newline.
public enum BundleJSON {
    /// The bytes of `value` as pretty, sorted JSON.
    public static func data<T: Encodable>(_ value: T, pretty: Bool = true) throws(BitextError) -> Data {
        let encoder = CanonicalJSONEncoder(pretty: pretty)
        do {
            var data = try encoder.encode(value)
            data.append(0x0A)
            return data
        } catch {
            throw BitextError(.output, path: "(bundle)", "cannot encode JSON: \(error)")
        }
    }
}
