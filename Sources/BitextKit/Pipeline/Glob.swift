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

    /// The string positions each pattern prefix can end at, one pattern character at a time:
    /// O(pattern × path) for short paths, and every star keeps its own meaning (a backtracking
    /// matcher that remembers only the last star forgot a `**` once a `*` followed it).
    private static func match(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        var reachable = [Bool](repeating: false, count: s.count + 1)
        reachable[0] = true
        var pi = 0
        while pi < p.count {
            var next = [Bool](repeating: false, count: s.count + 1)
            if p[pi] == "*" {
                let double = pi + 1 < p.count && p[pi + 1] == "*"
                // `**/` is zero or more whole components; `**` anything; `*` anything but `/`.
                let components = double && pi + 2 < p.count && p[pi + 2] == "/"
                for start in 0...s.count where reachable[start] {
                    next[start] = true
                    var k = start
                    while k < s.count, double || s[k] != "/" {
                        k += 1
                        if !components || s[k - 1] == "/" { next[k] = true }
                    }
                }
                pi += components ? 3 : double ? 2 : 1
            } else {
                for start in 0..<s.count where reachable[start] && (p[pi] == s[start] || p[pi] == "?" && s[start] != "/") {
                    next[start + 1] = true
                }
                pi += 1
            }
            reachable = next
        }
        return reachable[s.count]
    }
}
