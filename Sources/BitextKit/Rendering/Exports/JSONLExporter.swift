import BitextModel
import Foundation

/// Writes one JSON object per pair per line, with the bundle's pair fields, for MT pipelines.
public struct JSONLExporter: Sendable {
    /// Creates an exporter.
    public init() {}

    /// One line per pair of every bundle, in bundle then pair order.
    public func export(_ bundles: [BitextModel.Bundle]) throws(BitextError) -> String {
        struct Line: Encodable {
            var document: String
            var pair: BundlePair
        }
        var out = ""
        for bundle in bundles {
            for pair in bundle.pairs where pair.state != .neutral {
                out += String(decoding: try BundleJSON.data(Line(document: bundle.name, pair: pair), pretty: false), as: UTF8.self)
            }
        }
        return out
    }
}
