import Foundation

/// What one page's shortcodes may add to it, shared by every expander of the page (included
/// files expand their own shortcodes): includes, code samples, params, glossary text, each
/// charged once, where its text is read (an include's text is not charged again when the page
/// takes it in with what it included). Past it,
/// tags stay as written and the page says so once. A page of 6 KB naming an include that names
/// another, eighty times each, is half a million copies; a thousand code samples of 135 KB,
/// 135 MB.
final class ExpansionBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int
    private var reported = false
    /// The most the page may grow by.
    let limit: Int
    /// The size of each distinct file taken in, by path.
    private var included: [String: Int] = [:]

    /// The budget of a page of `bytes`: sixteen times itself and a megabyte, more than any real
    /// page's examples and includes come to.
    init(pageBytes bytes: Int) {
        limit = 16 * bytes + 1_048_576
        remaining = limit
    }

    /// Whether anything is left to spend: asked before an expansion is worked out.
    var hasRoom: Bool {
        lock.lock()
        defer { lock.unlock() }
        return remaining > 0
    }

    /// Spends `bytes`; false (and nothing spent) when they do not fit.
    func take(_ bytes: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard bytes <= remaining else {
            remaining = 0
            return false
        }
        remaining -= bytes
        return true
    }

    /// Spends `bytes` on the file at `path`, remembered as taken in.
    func take(_ bytes: Int, of path: String) -> Bool {
        guard take(bytes) else { return false }
        lock.lock()
        included[path] = bytes
        lock.unlock()
        return true
    }

    /// The bytes of the distinct files taken in.
    var includedBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return included.values.reduce(0, +)
    }

    /// True the first time it is asked after the budget ran out: the page's one warning.
    func reportOnce() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard remaining <= 0, !reported else { return false }
        reported = true
        return true
    }
}
