import BitextModel

// Pairs are most of a bundle's bytes; see `JSONDirectValue`.

extension BundlePair: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("bead", first: true, depth: depth)
        writer.value(bead.rawValue)
        if let en {
            writer.member("en", first: false, depth: depth)
            en.writeJSON(to: &writer, depth: depth + 1)
        }
        writer.member("id", first: false, depth: depth)
        writer.value(id)
        writer.member("kind", first: false, depth: depth)
        writer.value(kind)
        writer.member("needsReview", first: false, depth: depth)
        writer.value(needsReview)
        writer.member("score", first: false, depth: depth)
        writer.value(score)
        writer.member("state", first: false, depth: depth)
        writer.value(state.rawValue)
        if let zh {
            writer.member("zh", first: false, depth: depth)
            zh.writeJSON(to: &writer, depth: depth + 1)
        }
        writer.endObject(depth: depth)
    }
}

extension BundlePair.Side: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("kinds", first: true, depth: depth)
        writer.value(kinds, depth: depth + 1)
        writer.member("lines", first: false, depth: depth)
        writer.value(lines, depth: depth + 1)
        writer.member("markdown", first: false, depth: depth)
        writer.value(markdown)
        writer.member("text", first: false, depth: depth)
        writer.value(text)
        writer.endObject(depth: depth)
    }
}
