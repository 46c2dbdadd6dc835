import Foundation
import BitextModel

/// Finds hard anchors: units that can only pair with each other because they are the same on
/// both sides and occur once on each side — code equal up to comments and string literals,
/// images with the same source, headings with the same explicit id, identical blocks, and
/// entries that define the same term (`` `FeatureName`: … `` in a list of flags, fields or gates).
struct AnchorFinder {
    /// Keys two units share when they are the same thing in both languages: 64-bit hashes of a
    /// kind letter and the text (comparing hashes keeps this pass cheap on 100,000-unit documents;
    /// a false match would need a 64-bit collision). `codeKey` is the unit's `codeKeyHash`.
    static func keys(of unit: AlignedBlock, features: UnitFeatures, codeKey: UInt64, english: Bool) -> [UInt64] {
        var keys: [UInt64] = []
        switch unit.block.kind {
        case .code:
            keys.append(codeKey)
        case .image(_, let source, _):
            keys.append(hash("i", normalizedTarget(source)))
        case .heading(_, let anchor, let content):
            if let anchor { keys.append(hash("h", anchor.lowercased())) }
            else if english, let slug = slug(content.plainText) { keys.append(hash("h", slug)) }
        default:
            if let term = definedTerm(unit.block) { keys.append(hash("d", term)) }
        }
        if features.bytes >= 4 { keys.append((features.identity ^ 0x74) &* 0x100_0000_01b3) }
        return keys
    }

    /// The term a paragraph or list item defines: it opens with a code span followed by a colon
    /// (ASCII or full-width), as reference lists of flags, fields and feature gates are written
    /// in both languages; the code span is never translated.
    static func definedTerm(_ block: Block) -> String? {
        var inlines: [Inline]
        switch block.kind {
        case .paragraph(let content): inlines = content
        case .list(_, _, let items) where items.count == 1:
            guard case .paragraph(let content)? = items[0].blocks.first?.kind else { return nil }
            inlines = content
        default: return nil
        }
        guard inlines.count >= 2, case .code(let term) = inlines[0], term.count >= 2, case .text(let after) = inlines[1] else { return nil }
        let rest = after.drop(while: { $0 == " " })
        return rest.hasPrefix(":") || rest.hasPrefix("：") ? term : nil
    }

    /// FNV-1a of a kind letter followed by `text`'s UTF-8.
    static func hash(_ kind: Unicode.Scalar, _ text: String) -> UInt64 {
        var hash: UInt64 = (0xcbf2_9ce4_8422_2325 ^ UInt64(kind.value)) &* 0x100_0000_01b3
        for b in text.utf8 { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
        return hash
    }

    /// A hash of the code without its comments and string literals (which translators translate),
    /// 0 for other units.
    static func codeKeyHash(_ unit: AlignedBlock) -> UInt64 {
        guard case .code(_, _, let text) = unit.block.kind else { return 0 }
        return hash("c", codeKey(text)) | 1
    }

    /// Anchor pairs (English index, Chinese index): keys unique on both sides, kept only where
    /// they agree with each other (a longest increasing chain), in increasing order.
    static func anchors(english: [[UInt64]], chinese: [[UInt64]]) -> [(Int, Int)] {
        // Per key: its unit on each side, or -2 once a second unit on that side has it.
        var seen: [UInt64: (en: Int32, zh: Int32)] = [:]
        seen.reserveCapacity(english.count + chinese.count)
        for (i, keys) in english.enumerated() {
            for (k, key) in keys.enumerated() where !keys[..<k].contains(key) {
                let entry = seen[key, default: (-1, -1)]
                seen[key] = (entry.en == -1 ? Int32(i) : -2, entry.zh)
            }
        }
        for (j, keys) in chinese.enumerated() {
            for (k, key) in keys.enumerated() where !keys[..<k].contains(key) {
                guard let entry = seen[key] else { continue }
                seen[key] = (entry.en, entry.zh == -1 ? Int32(j) : -2)
            }
        }
        var candidates: [(Int, Int)] = []
        var last: (Int, Int)?
        for (i, keys) in english.enumerated() {
            for key in keys {
                guard let entry = seen[key], entry.en >= 0, entry.zh >= 0 else { continue }
                // Two keys of one unit can point at the same Chinese unit: one candidate each.
                let candidate = (i, Int(entry.zh))
                if let last, last == candidate { continue }
                candidates.append(candidate)
                last = candidate
            }
        }
        return increasingChain(candidates)
    }

    /// `fixed` with those of `found` that fall strictly between two consecutive fixed points on
    /// both sides: a found anchor crossing a fixed one is the one to doubt. Both are increasing chains.
    static func merging(_ fixed: [(Int, Int)], _ found: [(Int, Int)]) -> [(Int, Int)] {
        guard !fixed.isEmpty else { return found }
        var merged: [(Int, Int)] = []
        merged.reserveCapacity(fixed.count + found.count)
        var f = 0
        var previous = (-1, -1)
        for point in fixed {
            while f < found.count, found[f].0 < point.0 {
                if found[f].0 > previous.0, found[f].1 > previous.1, found[f].1 < point.1 { merged.append(found[f]) }
                f += 1
            }
            if f < found.count, found[f].0 == point.0 { f += 1 }
            merged.append(point)
            previous = point
        }
        merged += found[f...].filter { $0.0 > previous.0 && $0.1 > previous.1 }
        return merged
    }

    /// The longest chain of points increasing on both coordinates (patience sorting, O(n log n)).
    static func increasingChain(_ points: [(Int, Int)]) -> [(Int, Int)] {
        guard !points.isEmpty else { return [] }
        // Sorting equal English indices by decreasing Chinese index makes a strictly increasing
        // run in Chinese indices also strictly increasing in English ones.
        let sorted = points.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 > $1.1 }
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: sorted.count)
        for (k, point) in sorted.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if sorted[tails[mid]].1 < point.1 { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[k] = tails[low - 1] }
            if low == tails.count { tails.append(k) } else { tails[low] = k }
        }
        var chain: [(Int, Int)] = []
        var k = tails.last!
        while k >= 0 { chain.append(sorted[k]); k = previous[k] }
        return chain.reversed()
    }

    /// The code with comments (outline descriptions included) and string literals removed and
    /// whitespace collapsed.
    static func codeKey(_ code: String) -> String {
        var out: [UInt8] = []
        let u = Array(code.utf8)
        var i = 0
        var lineStart = true
        // Where the description of an outline entry on the current line starts: it is a comment.
        var outlineDescription: Int?
        func skipTo(_ end: [UInt8]) {
            while i < u.count {
                if u[i] == end[0], i + end.count <= u.count, Array(u[i..<(i + end.count)]) == end { i += end.count; return }
                i += 1
            }
        }
        while i < u.count {
            let b = u[i]
            let next: UInt8 = i + 1 < u.count ? u[i + 1] : 0
            if b == 0x0A { lineStart = true; if out.last != 0x20 { out.append(0x20) }; i += 1; continue }
            if lineStart, b != 0x20, b != 0x09 {
                var end = i
                while end < u.count && u[end] != 0x0A { end += 1 }
                outlineDescription = CodeComments.outlineDescriptionStart(u, from: i, to: end)
            }
            if i == outlineDescription {
                while i < u.count && u[i] != 0x0A { i += 1 }
                continue
            }
            if b == 0x20 || b == 0x09 || b == 0x0D { if out.last != 0x20 { out.append(0x20) }; i += 1; continue }
            let afterSpace = lineStart || out.last == 0x20
            if (b == 0x2F && next == 0x2F) || (b == 0x23 && afterSpace) || (b == 0x2D && next == 0x2D && afterSpace && i + 2 < u.count && u[i + 2] == 0x20) {
                while i < u.count && u[i] != 0x0A { i += 1 }
                continue
            }
            if b == 0x2F && next == 0x2A { i += 2; skipTo([0x2A, 0x2F]); continue }
            if b == 0x3C && next == 0x21 && i + 3 < u.count && u[i + 2] == 0x2D && u[i + 3] == 0x2D {
                i += 4; skipTo([0x2D, 0x2D, 0x3E]); continue
            }
            if b == 0x22 || b == 0x27 || b == 0x60 {
                // A literal closed on the same line; otherwise the quote is an ordinary character.
                var k = i + 1
                while k < u.count && u[k] != b && u[k] != 0x0A { if u[k] == 0x5C { k += 1 }; k += 1 }
                if k < u.count && u[k] == b { out.append(b); out.append(b); i = k + 1; lineStart = false; continue }
            }
            lineStart = false
            out.append(b)
            i += 1
        }
        while out.last == 0x20 { out.removeLast() }
        if out.first == 0x20 { out.removeFirst() }
        if out.isEmpty { return "raw:" + code.trimmingWhitespace }
        return String(decoding: out, as: UTF8.self)
    }

    /// A link or image target without its locale segment (`/zh-cn/docs/x` is `/docs/x`).
    static func normalizedTarget(_ target: String) -> String {
        target.split(separator: "/", omittingEmptySubsequences: false)
            .filter { !["zh-cn", "zh", "zh-hans", "zh-hant", "zh-tw", "en", "en-us"].contains($0.lowercased()) }
            .joined(separator: "/")
    }

    /// The id a static site generator gives a heading: lowercase words joined by hyphens.
    static func slug(_ text: String) -> String? {
        var slug = ""
        var pendingHyphen = false
        for ch in text.lowercased() {
            if ch.isLetter || ch.isNumber || ch == "_" {
                guard ch.isASCII else { return nil }
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.append(ch)
            } else if ch == " " || ch == "-" {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? nil : slug
    }
}
