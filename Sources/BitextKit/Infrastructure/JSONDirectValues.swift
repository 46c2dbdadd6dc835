import BitextModel

// The records bundles and the manifest hold by the hundred write their own JSON; see
// `JSONDirectValue`. Members go in sorted key order, and optional ones are left out when nil,
// as `Encodable` does.

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

extension CodeRecord: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("differingLines", first: true, depth: depth)
        writer.value(differingLines, depth: depth + 1)
        writer.member("headings", first: false, depth: depth)
        headings.writeJSON(to: &writer, depth: depth + 1)
        writer.member("id", first: false, depth: depth)
        writer.value(id)
        writer.member("language", first: false, depth: depth)
        writer.value(language)
        writer.member("occurrences", first: false, depth: depth)
        writer.value(occurrences, depth: depth + 1)
        writer.member("spans", first: false, depth: depth)
        spans.writeJSON(to: &writer, depth: depth + 1)
        writer.member("text", first: false, depth: depth)
        writer.value(text)
        writer.member("variants", first: false, depth: depth)
        variants.writeJSON(to: &writer, depth: depth + 1)
        writer.endObject(depth: depth)
    }
}

extension CodeRecord.Headings: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("en", first: true, depth: depth)
        writer.value(en, depth: depth + 1)
        writer.member("zh", first: false, depth: depth)
        writer.value(zh, depth: depth + 1)
        writer.endObject(depth: depth)
    }
}

extension CodeRecord.Occurrence: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("headings", first: true, depth: depth)
        writer.value(headings, depth: depth + 1)
        writer.member("lines", first: false, depth: depth)
        writer.value(lines, depth: depth + 1)
        writer.member("path", first: false, depth: depth)
        writer.value(path)
        writer.member("side", first: false, depth: depth)
        writer.value(side.rawValue)
        writer.endObject(depth: depth)
    }
}

extension CodeRecord.Spans: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("en", first: true, depth: depth)
        writer.value(en, depth: depth + 1)
        writer.member("zh", first: false, depth: depth)
        writer.value(zh, depth: depth + 1)
        writer.endObject(depth: depth)
    }
}

extension CodeSpan: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("end", first: true, depth: depth)
        writer.value(end)
        writer.member("kind", first: false, depth: depth)
        writer.value(kind.rawValue)
        writer.member("language", first: false, depth: depth)
        writer.value(language.rawValue)
        writer.member("line", first: false, depth: depth)
        writer.value(line)
        writer.member("start", first: false, depth: depth)
        writer.value(start)
        writer.endObject(depth: depth)
    }
}

extension CodeRecord.Variants: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writeOptionalPair(en, zh, to: &writer, depth: depth)
    }
}

extension TableRecord: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        var first = true
        if let cells {
            writer.member("cells", first: true, depth: depth)
            writer.array(cells, depth: depth + 1) { writer, row in writer.value(row, depth: depth + 2) }
            first = false
        }
        if let en {
            writer.member("en", first: first, depth: depth)
            en.writeJSON(to: &writer, depth: depth + 1)
            first = false
        }
        writer.member("id", first: first, depth: depth)
        writer.value(id)
        writer.member("pairedByPosition", first: false, depth: depth)
        writer.value(pairedByPosition)
        writer.member("unpaired", first: false, depth: depth)
        writer.value(unpaired, depth: depth + 1)
        if let zh {
            writer.member("zh", first: false, depth: depth)
            zh.writeJSON(to: &writer, depth: depth + 1)
        }
        writer.endObject(depth: depth)
    }
}

extension TableRecord.Side: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("alignments", first: true, depth: depth)
        writer.array(alignments, depth: depth + 1) { $0.value($1.rawValue) }
        writer.member("header", first: false, depth: depth)
        writer.value(header, depth: depth + 1)
        writer.member("headings", first: false, depth: depth)
        writer.value(headings, depth: depth + 1)
        writer.member("lines", first: false, depth: depth)
        writer.value(lines, depth: depth + 1)
        writer.member("path", first: false, depth: depth)
        writer.value(path)
        writer.member("rows", first: false, depth: depth)
        writer.array(rows, depth: depth + 1) { writer, row in writer.value(row, depth: depth + 2) }
        writer.endObject(depth: depth)
    }
}

extension TableRecord.Cell: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("code", first: true, depth: depth)
        writer.value(code, depth: depth + 1)
        writer.member("isCode", first: false, depth: depth)
        writer.value(isCode)
        writer.member("text", first: false, depth: depth)
        writer.value(text)
        writer.endObject(depth: depth)
    }
}

extension TableRecord.CellPair: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writeOptionalPair(en, zh, to: &writer, depth: depth)
    }
}

extension TableRecord.CellReference: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("column", first: true, depth: depth)
        writer.value(column)
        writer.member("row", first: false, depth: depth)
        writer.value(row)
        writer.member("side", first: false, depth: depth)
        writer.value(side.rawValue)
        writer.endObject(depth: depth)
    }
}

/// `{"en": …, "zh": …}` with either member left out when nil (and `{}` when both are).
private func writeOptionalPair(_ en: String?, _ zh: String?, to writer: inout JSONNodeWriter, depth: Int) {
    guard en != nil || zh != nil else { return writer.emptyObject(depth: depth) }
    if let en {
        writer.member("en", first: true, depth: depth)
        writer.value(en)
    }
    if let zh {
        writer.member("zh", first: en == nil, depth: depth)
        writer.value(zh)
    }
    writer.endObject(depth: depth)
}

// The manifest is written twice on every conversion (before and after), on the critical path.

extension ConversionManifest.Entry: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("key", first: true, depth: depth)
        writer.value(key)
        writer.member("outputs", first: false, depth: depth)
        writer.value(outputs, depth: depth + 1)
        writer.member("summary", first: false, depth: depth)
        summary.writeJSON(to: &writer, depth: depth + 1)
        writer.endObject(depth: depth)
    }
}

extension DocumentSummary: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("code", first: true, depth: depth)
        writer.value(code)
        writer.member("coverage", first: false, depth: depth)
        coverage.writeJSON(to: &writer, depth: depth + 1)
        writer.member("name", first: false, depth: depth)
        writer.value(name)
        writer.member("needsReview", first: false, depth: depth)
        writer.value(needsReview)
        writer.member("pairs", first: false, depth: depth)
        writer.value(pairs)
        writer.member("sources", first: false, depth: depth)
        writer.value(sources, depth: depth + 1)
        writer.member("stale", first: false, depth: depth)
        writer.value(stale)
        writer.member("tables", first: false, depth: depth)
        writer.value(tables)
        if let titleEn {
            writer.member("titleEn", first: false, depth: depth)
            writer.value(titleEn)
        }
        if let titleZh {
            writer.member("titleZh", first: false, depth: depth)
            writer.value(titleZh)
        }
        writer.member("warnings", first: false, depth: depth)
        writer.value(warnings)
        writer.endObject(depth: depth)
    }
}

extension CoverageSummary: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("blocks", first: true, depth: depth)
        blocks.writeJSON(to: &writer, depth: depth + 1)
        writer.member("characters", first: false, depth: depth)
        characters.writeJSON(to: &writer, depth: depth + 1)
        writer.member("chineseOnlyBlocks", first: false, depth: depth)
        writer.value(chineseOnlyBlocks)
        writer.member("neutralBlocks", first: false, depth: depth)
        writer.value(neutralBlocks)
        writer.member("words", first: false, depth: depth)
        words.writeJSON(to: &writer, depth: depth + 1)
        writer.endObject(depth: depth)
    }
}

extension CoverageSummary.Tally: JSONDirectValue {
    func writeJSON(to writer: inout JSONNodeWriter, depth: Int) {
        writer.member("needsReview", first: true, depth: depth)
        writer.value(needsReview)
        writer.member("stale", first: false, depth: depth)
        writer.value(stale)
        writer.member("total", first: false, depth: depth)
        writer.value(total)
        writer.member("translated", first: false, depth: depth)
        writer.value(translated)
        writer.member("untranslated", first: false, depth: depth)
        writer.value(untranslated)
        writer.endObject(depth: depth)
    }
}
