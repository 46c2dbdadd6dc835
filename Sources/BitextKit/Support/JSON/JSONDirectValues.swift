import BitextModel

// The records bundles and the manifest hold by the hundred write their own JSON; see
// `JSONDirectValue`. Members go in sorted key order; `field` leaves out a nil one, as
// `Encodable` does.

extension BundlePair: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("bead", bead.rawValue, &object)
        writer.field("en", en, &object)
        writer.field("id", id, &object)
        writer.field("kind", kind, &object)
        writer.field("needsReview", needsReview, &object)
        writer.field("previous", previous, &object)
        writer.field("score", score, &object)
        writer.field("state", state.rawValue, &object)
        writer.field("zh", zh, &object)
        writer.end(object)
    }
}

extension BundlePair.Side: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("kinds", kinds, &object)
        writer.field("lines", lines, &object)
        writer.field("markdown", markdown, &object)
        writer.field("text", text, &object)
        writer.end(object)
    }
}

extension CodeRecord: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("differingLines", differingLines, &object)
        writer.field("headings", headings, &object)
        writer.field("id", id, &object)
        writer.field("language", language, &object)
        writer.field("occurrences", occurrences, &object)
        writer.field("spans", spans, &object)
        writer.field("text", text, &object)
        writer.field("variants", variants, &object)
        writer.end(object)
    }
}

extension CodeRecord.Headings: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("en", en, &object)
        writer.field("zh", zh, &object)
        writer.end(object)
    }
}

extension CodeRecord.Occurrence: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("headings", headings, &object)
        writer.field("lines", lines, &object)
        writer.field("path", path, &object)
        writer.field("side", side.rawValue, &object)
        writer.end(object)
    }
}

extension CodeRecord.Spans: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("en", en, &object)
        writer.field("zh", zh, &object)
        writer.end(object)
    }
}

extension CodeSpan: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("end", end, &object)
        writer.field("kind", kind.rawValue, &object)
        writer.field("language", language.rawValue, &object)
        writer.field("line", line, &object)
        writer.field("start", start, &object)
        writer.end(object)
    }
}

extension CodeRecord.Variants: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("en", en, &object)
        writer.field("zh", zh, &object)
        writer.end(object)
    }
}

extension TableRecord: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("cells", cells, &object)
        writer.field("en", en, &object)
        writer.field("id", id, &object)
        writer.field("pairedByPosition", pairedByPosition, &object)
        writer.field("unpaired", unpaired, &object)
        writer.field("zh", zh, &object)
        writer.end(object)
    }
}

extension TableRecord.Side: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("alignments", alignments.map(\.rawValue), &object)
        writer.field("header", header, &object)
        writer.field("headings", headings, &object)
        writer.field("lines", lines, &object)
        writer.field("path", path, &object)
        writer.field("rows", rows, &object)
        writer.end(object)
    }
}

extension TableRecord.Cell: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("code", code, &object)
        writer.field("isCode", isCode, &object)
        writer.field("text", text, &object)
        writer.end(object)
    }
}

extension TableRecord.CellPair: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("en", en, &object)
        writer.field("zh", zh, &object)
        writer.end(object)
    }
}

extension TableRecord.CellReference: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("column", column, &object)
        writer.field("row", row, &object)
        writer.field("side", side.rawValue, &object)
        writer.end(object)
    }
}

extension CoverageSummary: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("blocks", blocks, &object)
        writer.field("characters", characters, &object)
        writer.field("chineseOnlyBlocks", chineseOnlyBlocks, &object)
        writer.field("neutralBlocks", neutralBlocks, &object)
        writer.field("sharedBlocks", sharedBlocks, &object)
        writer.field("sharedWords", sharedWords, &object)
        writer.field("words", words, &object)
        writer.end(object)
    }
}

extension CoverageSummary.Tally: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var object = writer.beginObject(depth: depth)
        writer.field("needsReview", needsReview, &object)
        writer.field("stale", stale, &object)
        writer.field("total", total, &object)
        writer.field("translated", translated, &object)
        writer.field("untranslated", untranslated, &object)
        writer.end(object)
    }
}
