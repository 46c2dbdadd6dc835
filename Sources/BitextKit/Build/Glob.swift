/// Shell-style patterns over relative paths: `*` within a component, `**` across components, `?`.
enum Glob {
    static func matchesAny(_ patterns: [String], path: String) -> Bool {
        patterns.contains { matches($0, path: path) }
    }

    static func matches(_ pattern: String, path: String) -> Bool {
        // A pattern without a slash matches the last component anywhere (like .gitignore).
        if !pattern.contains("/") {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return match(Array(pattern.unicodeScalars), Array(name.unicodeScalars))
        }
        let trimmed = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
        return match(Array(trimmed.unicodeScalars), Array(path.unicodeScalars))
    }

    /// The string positions each pattern prefix can end at, one pattern character at a time, a
    /// star in one pass over the path: O(pattern × path), and every star keeps its own meaning (a
    /// backtracking matcher that remembers only the last star forgot a `**` once a `*` followed
    /// it; one that scanned from every reachable position for each star took 3,000 `**/` over 300
    /// files to two minutes).
    private static func match(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        var reachable = [Bool](repeating: false, count: s.count + 1)
        reachable[0] = true
        var pi = 0
        while pi < p.count {
            if p[pi] == "*" {
                let double = pi + 1 < p.count && p[pi + 1] == "*"
                // `**/` is zero or more whole components; `**` anything; `*` anything but `/`.
                let components = double && pi + 2 < p.count && p[pi + 2] == "/"
                reachable = components ? wholeComponents(reachable, s) : anything(reachable, s, crossing: double)
                pi += components ? 3 : double ? 2 : 1
            } else {
                var next = [Bool](repeating: false, count: s.count + 1)
                for start in 0..<s.count where reachable[start] && (p[pi] == s[start] || p[pi] == "?" && s[start] != "/") {
                    next[start + 1] = true
                }
                reachable = next
                pi += 1
            }
        }
        return reachable[s.count]
    }

    /// Where `*` (or `**`, `crossing` slashes) can end from the positions in `reachable`.
    private static func anything(_ reachable: [Bool], _ s: [Unicode.Scalar], crossing: Bool) -> [Bool] {
        var next = reachable
        var open = false
        for k in 0...s.count {
            if reachable[k] { open = true }
            next[k] = open
            if k < s.count, !crossing, s[k] == "/" { open = false }
        }
        return next
    }

    /// Where `**/` can end: where it starts (no component), or after any slash past a start.
    private static func wholeComponents(_ reachable: [Bool], _ s: [Unicode.Scalar]) -> [Bool] {
        var next = reachable
        var started = false
        for k in 0...s.count {
            if k > 0, started, s[k - 1] == "/" { next[k] = true }
            if reachable[k] { started = true }
        }
        return next
    }
}
