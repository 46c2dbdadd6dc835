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

    /// Iterative matcher with backtracking on the last star: linear in practice, no recursion.
    private static func match(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        var pi = 0, si = 0
        var starP = -1, starS = 0, starCrossesSlash = false
        while si < s.count {
            if pi < p.count, p[pi] == "*" {
                let double = pi + 1 < p.count && p[pi + 1] == "*"
                starCrossesSlash = double
                pi += double ? 2 : 1
                if double, pi < p.count, p[pi] == "/" { pi += 1 }
                starP = pi
                starS = si
            } else if pi < p.count, p[pi] == "?" && s[si] != "/" || pi < p.count && p[pi] == s[si] {
                pi += 1
                si += 1
            } else if starP >= 0, starCrossesSlash || s[starS] != "/" {
                starS += 1
                si = starS
                pi = starP
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
