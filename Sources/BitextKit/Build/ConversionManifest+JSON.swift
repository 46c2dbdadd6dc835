import BitextModel
import Foundation

// The manifest is written on every conversion that changed anything, on the critical path.

extension ConversionManifest: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writeJSON(to: &writer, depth: depth, members: documents.keys.sorted().lazy.map { ($0, documents[$0]!) })
    }

    /// The manifest with the documents of `members` (by name, sorted and distinct) in place of
    /// its own, each entry made as it is written.
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int, members: some Collection<(String, Entry)>) {
        var object = writer.beginObject(depth: depth)
        writer.field("documents", sortedMembers: members, &object)
        writer.field("site", site, &object)
        writer.field("siteKey", siteKey, &object)
        writer.field("siteTitle", siteTitle, &object)
        writer.field("templates", templates, &object)
        writer.field("version", version, &object)
        writer.end(object)
    }
}

extension ConversionManifest.Entry: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("key", key, &object)
        writer.field("outputs", outputs, &object)
        writer.field("summary", summary, &object)
        writer.end(object)
    }
}
