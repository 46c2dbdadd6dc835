/// Gives every document an output name that no other document and no file of the site has.
///
/// Names come from paths, and different paths can give one name: `my notes.md` and `my-notes.md`
/// sanitize alike, two input roots can hold `install.md`, and a suffix added to one (`my-notes-2`)
/// can be the name of a third. So every candidate is checked against every name already given and
/// every name still wanted, in one pass over the items in a fixed order (name, then paths), and
/// names differing only in case count as equal (they are one file on macOS and Windows).
enum DocumentNames {
    /// Top-level names the site writes itself: `index.html`, `coverage.html`, `sitemap.xml`,
    /// `search-index.js`, and the `search/` and `assets/` folders.
    static let reserved: Set<String> = ["index", "coverage", "sitemap", "search-index", "search", "assets"]

    /// `items` with sanitized names, unique and clear of the reserved ones, sorted by name; only
    /// unique when not `forOutput` (names that reports show, not file names).
    static func assign(_ items: [WorkItem], forOutput: Bool = true) -> [WorkItem] {
        // A name that sanitizing left as it was comes first among equals: `my-notes.md` keeps
        // `my-notes`, and `my notes.md` is the one numbered.
        let sanitized = items.map { item in
            var renamed = item
            if forOutput { renamed.name = OutputPath.sanitize(item.name) }
            return (item: renamed, changed: renamed.name != item.name)
        }
        .sorted { a, b in
            if a.item.name != b.item.name { return a.item.name < b.item.name }
            if a.changed != b.changed { return !a.changed }
            return a.item.files.map(\.path).lexicographicallyPrecedes(b.item.files.map(\.path))
        }
        .map(\.item)
        let wanted = Set(sanitized.map { $0.name.lowercased() })
        var taken: Set<String> = []
        let named = sanitized.map { item in
            var item = item
            var number = 1
            var candidate = item.name
            while (forOutput && isReserved(candidate)) || taken.contains(candidate.lowercased())
                || (number > 1 && wanted.contains(candidate.lowercased()))
            {
                number += 1
                candidate = numbered(item.name, number)
            }
            taken.insert(candidate.lowercased())
            item.name = candidate
            return item
        }
        return named.sorted { $0.name < $1.name }
    }

    /// Whether `name` would take a file or folder of the site's.
    static func isReserved(_ name: String) -> Bool {
        let first = name.split(separator: "/", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        return reserved.contains(first)
    }

    /// `name` with `-number` after its reserved first folder, or after its last component.
    static func numbered(_ name: String, _ number: Int) -> String {
        if let slash = name.firstIndex(of: "/"), isReserved(name) {
            return name[..<slash] + "-\(number)" + name[slash...]
        }
        return name + "-\(number)"
    }
}
