import BitextModel
import Foundation

/// JSON as Bitext writes it, all through `JSONNodeWriter`: files (bundles, the manifest, JSON
/// Lines) by their own direct writers, and any other `Encodable` (reports, `inspect`, `extract`)
/// through `JSONTreeEncoder`, in the same layout.
public enum BundleJSON {
    /// The bytes of a bundle's file.
    public static func data(_ bundle: BitextModel.Bundle, pretty: Bool = true) throws(BitextError) -> Data {
        try data(direct: bundle, pretty: pretty)
    }

    /// The bytes of the manifest's file.
    public static func data(_ manifest: ConversionManifest, pretty: Bool = true) throws(BitextError) -> Data {
        try data(direct: manifest, pretty: pretty)
    }

    /// The bytes of a front matter value, as a bundle holds it.
    public static func data(_ value: YAMLValue, pretty: Bool = true) throws(BitextError) -> Data {
        try data(direct: value, pretty: pretty)
    }

    /// The bytes of any value that writes itself, with a final newline.
    static func data<T: JSONDirectValue>(direct value: T, pretty: Bool = true) throws(BitextError) -> Data {
        try lines(direct: [value], pretty: pretty)
    }

    /// Each value's bytes followed by a newline, through one writer (JSON Lines).
    static func lines<T: JSONDirectValue>(direct values: [T], pretty: Bool = false) throws(BitextError) -> Data {
        var writer = JSONNodeWriter(pretty: pretty)
        for value in values {
            value.writeJSON(to: &writer, depth: 0)
            writer.bytes.append(0x0A)
        }
        try check(writer)
        return ThreadBytes.data(giving: &writer.bytes)
    }

    /// Writes the manifest into `file` as `data(_:)` gives it, with the documents of `members`
    /// (by name, sorted and distinct), each entry made as it is written: a manifest over every
    /// document of a large site is never whole in memory.
    static func write(
        _ manifest: ConversionManifest, members: some Collection<(String, ConversionManifest.Entry)>, to file: StreamedFile
    ) throws(BitextError) {
        var writer = JSONNodeWriter(pretty: true)
        writer.stream = file
        manifest.writeJSON(to: &writer, depth: 0, members: members)
        writer.bytes.append(0x0A)
        try check(writer)
        file.append(writer.bytes)
    }

    private static func check(_ writer: JSONNodeWriter) throws(BitextError) {
        guard !writer.metInvalidNumber else {
            throw BitextError(.output, path: "(bundle)", "cannot encode JSON: a number JSON cannot hold (infinity or NaN)")
        }
    }

    /// A report for standard output (sorted keys, unescaped slashes, pretty), with a final newline,
    /// through the same writer as bundles.
    public static func report<T: Encodable>(_ value: T) throws(BitextError) -> Data {
        try data(direct: tree(value), pretty: true)
    }

    /// One compact line of `value` (sorted keys, unescaped slashes), without a newline: a JSON
    /// Lines record, or a value kept in a database column.
    public static func line<T: Encodable>(_ value: T) throws(BitextError) -> Data {
        var writer = JSONNodeWriter(pretty: false)
        try tree(value).writeJSON(to: &writer, depth: 0)
        return ThreadBytes.data(giving: &writer.bytes)
    }

    /// The one failure is a number JSON cannot hold; its message names where, never the value.
    private static func tree<T: Encodable>(_ value: T) throws(BitextError) -> JSONTree {
        do {
            return try JSONTreeEncoder.tree(value)
        } catch let EncodingError.invalidValue(_, context) {
            throw BitextError(.output, path: "(report)", "cannot encode JSON: \(context.debugDescription)")
        } catch {
            throw BitextError(.output, path: "(report)", "cannot encode JSON")
        }
    }
}
