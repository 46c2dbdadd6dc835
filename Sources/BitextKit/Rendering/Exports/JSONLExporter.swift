import BitextModel
import Foundation

/// Writes one JSON object per pair per line, with the bundle's pair fields, for MT pipelines.
public struct JSONLExporter: Sendable {
    /// Creates an exporter.
    public init() {}

    /// One line per pair of every bundle, in bundle then pair order.
    public func export(_ bundles: [BitextModel.Bundle]) throws(BitextError) -> String {
        struct Line: JSONDirectValue {
            var document: String
            var pair: BundlePair

            func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
                var object = writer.beginObject(depth: depth)
                writer.field("document", document, &object)
                writer.field("pair", pair, &object)
                writer.end(object)
            }
        }
        let lines = bundles.flatMap { bundle in bundle.pairs.filter { $0.state != .neutral }.map { Line(document: bundle.name, pair: $0) } }
        return String(decoding: try BundleJSON.lines(direct: lines), as: UTF8.self)
    }
}
