import BitextModel

/// Groups code occurrences into records: copies equal up to comments, strings and whitespace are
/// one snippet, and so are copies the aligner paired with each other.
struct CodeRecordBuilder {
    func records(_ items: [(LocatedBlock, Language)], alignment: Alignment) -> [CodeRecord] {
        guard !items.isEmpty else { return [] }
        let keys = items.map { item -> String in
            guard case .code(_, _, let text) = item.0.block.kind else { return "" }
            return CodeNormalizer.key(text)
        }
        var components = Components(count: items.count)
        var firstWithKey: [String: Int] = [:]
        for (i, key) in keys.enumerated() {
            if let j = firstWithKey[key] { components.union(i, j) } else { firstWithKey[key] = i }
        }
        // Copies the aligner paired one to one translate each other even when a translated
        // pseudo-code line changed more than comments.
        let englishAt = LocatedBlock.firstIndexes(items, notOn: .zh, path: alignment.englishPath)
        let chineseAt = LocatedBlock.firstIndexes(items, notOn: .en, path: alignment.chinesePath)
        for pair in alignment.pairs where pair.english.count == 1 && pair.chinese.count == 1 {
            let en = pair.english[0], zh = pair.chinese[0]
            guard en.block.kind.name == "code", zh.block.kind.name == "code" else { continue }
            if let i = englishAt[en.range.startLine], let j = chineseAt[zh.range.startLine] { components.union(i, j) }
        }
        var groups: [Int: [Int]] = [:]
        for i in items.indices { groups[components.find(i), default: []].append(i) }
        var records: [CodeRecord] = []
        var usedIds = Set<String>()
        for root in groups.keys.sorted() {
            records.append(record(of: groups[root]!, items, keys: keys, usedIds: &usedIds, position: records.count))
        }
        return records
    }

    /// Union–find over item indices; each set's root is its smallest member.
    private struct Components {
        var parent: [Int]

        init(count: Int) { parent = Array(0..<count) }

        mutating func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }

        mutating func union(_ a: Int, _ b: Int) {
            let (ra, rb) = (find(a), find(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
    }

    /// The record of one group of copies, the `position`th record; its id is made unique among `usedIds`.
    private func record(
        of members: [Int], _ items: [(LocatedBlock, Language)], keys: [String], usedIds: inout Set<String>, position: Int
    ) -> CodeRecord {
        let english = members.first { items[$0].1 == .en } ?? members.first { items[$0].1 == .none || items[$0].1 == .mixed }
        let chinese = members.first { items[$0].1 == .zh } ?? members.first { items[$0].1 == .none || items[$0].1 == .mixed }
        func text(_ i: Int?) -> String? {
            guard let i, case .code(_, _, let t) = items[i].0.block.kind else { return nil }
            return t
        }
        let enText = text(english), zhText = text(chinese)
        let canonical = enText ?? zhText ?? ""
        var id = "code-" + StableHash.hex(keys[english ?? members[0]]).prefix(12)
        if !usedIds.insert(id).inserted {
            id += "-\(position + 1)"
            usedIds.insert(id)
        }
        let language = members.lazy.compactMap { i -> String? in
            guard case .code(_, let language?, _) = items[i].0.block.kind else { return nil }
            return CodeLanguageDetector.canonical(language)
        }.first ?? CodeLanguageDetector.detect(canonical)
        let differing = (enText != nil && zhText != nil) ? CodeNormalizer.differingLines(enText!, zhText!) : []
        let occurrences = members.map { i in
            let (item, side) = items[i]
            return CodeRecord.Occurrence(
                path: item.path, lines: [item.block.range.startLine, item.block.range.endLine],
                side: side == .mixed ? .none : side, headings: side == .zh ? item.headings.zh : item.headings.en)
        }
        return CodeRecord(
            id: id, language: language, text: canonical,
            variants: .init(en: enText, zh: zhText), differingLines: differing,
            headings: .init(en: english.map { items[$0].0.headings.en } ?? [], zh: chinese.map { items[$0].0.headings.zh } ?? []),
            occurrences: occurrences,
            spans: .init(
                en: enText.map { CodeComments.spans(in: $0, syntax: .of(language)) } ?? [],
                zh: zhText.map { CodeComments.spans(in: $0, syntax: .of(language)) } ?? []))
    }
}
