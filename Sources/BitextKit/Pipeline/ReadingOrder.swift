import Foundation

/// A multi-page HTML guide's reading order, from the `<link rel="next">` each page carries in
/// its head (DocBook, Sphinx, MkDocs and most generators write them): the index lists the
/// guide's pages in the order they are read, not as their titles sort (Chapter 1, 10, 11, 2…).
/// The pages of one chain get their place in it as their weight, unless they carry one.
enum ReadingOrder {
    /// How much of a page's start is searched for its links: they are in the head.
    static let headBytes = 16_384

    /// `items` with `readingOrder` set for the pages of each folder's longest chain.
    static func assign(_ items: [WorkItem]) -> [WorkItem] {
        var byPath: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            guard let file = item.english ?? item.single, isHTML(file.path) else { continue }
            byPath[standardized(file.path)] = index
        }
        guard byPath.count > 1 else { return items }
        var next: [Int: Int] = [:]
        for (path, index) in byPath {
            guard let href = nextLink(of: path) else { continue }
            let target = standardized((URL(fileURLWithPath: path).deletingLastPathComponent().path as NSString).appendingPathComponent(href))
            if let to = byPath[target], to != index { next[index] = to }
        }
        var result = items
        let pointedAt = Set(next.values)
        for head in next.keys.sorted() where !pointedAt.contains(head) {
            var (position, current, seen) = (1, head, Set<Int>())
            while seen.insert(current).inserted {
                result[current].readingOrder = position
                position += 1
                guard let following = next[current] else { break }
                current = following
            }
        }
        return result
    }

    static func isHTML(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return ext == "html" || ext == "htm" || ext == "xhtml"
    }

    static func standardized(_ path: String) -> String {
        LexicalPath.normalized(path)
    }

    private static let link = try! NSRegularExpression(pattern: #"<link\b[^>]*>"#, options: [.caseInsensitive])
    private static let rel = try! NSRegularExpression(pattern: #"\brel\s*=\s*["']?next\b"#, options: [.caseInsensitive])
    private static let href = try! NSRegularExpression(pattern: #"\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))"#, options: [.caseInsensitive])

    /// The file a page's `<link rel="next">` names (its fragment and query cut), when it names
    /// one beside or below it.
    static func nextLink(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: headBytes)) ?? Data(), as: UTF8.self)
        let whole = NSRange(head.startIndex..., in: head)
        for match in link.matches(in: head, range: whole) {
            guard let range = Range(match.range, in: head) else { continue }
            let tag = String(head[range])
            let inTag = NSRange(tag.startIndex..., in: tag)
            guard rel.firstMatch(in: tag, range: inTag) != nil, let found = href.firstMatch(in: tag, range: inTag) else { continue }
            let value = (1...3).lazy.compactMap { Range(found.range(at: $0), in: tag) }.first.map { String(tag[$0]) } ?? ""
            let file = String(value.prefix { $0 != "#" && $0 != "?" })
            // Only a page of the same guide: no scheme, no absolute path.
            guard !file.isEmpty, !file.contains(":"), !file.hasPrefix("/") else { return nil }
            return file.removingPercentEncoding ?? file
        }
        return nil
    }
}
