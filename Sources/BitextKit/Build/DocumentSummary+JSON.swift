import BitextModel
import Foundation

extension DocumentSummary: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("code", code, &object)
        writer.field("coverage", coverage, &object)
        writer.field("name", name, &object)
        writer.field("needsReview", needsReview, &object)
        writer.field("pairs", pairs, &object)
        writer.field("sources", sources, &object)
        writer.field("stale", stale, &object)
        writer.field("tables", tables, &object)
        writer.field("titleEn", titleEn, &object)
        writer.field("titleZh", titleZh, &object)
        writer.field("warnings", warnings, &object)
        writer.end(object)
    }
}
