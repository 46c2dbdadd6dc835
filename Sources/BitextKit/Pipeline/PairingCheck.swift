import BitextModel

/// Whether the inputs look like a translation that did not pair: files named for both languages
/// of which fewer than half pair, or two trees holding the same paths (a guide and its
/// translation given as two folders whose names say nothing of their languages). Either is
/// worth one warning saying what was found and how to pair them, since coverage would
/// otherwise report the translation as missing without a word.
struct PairingCheck {
    var inputs: [String]
    /// Each input's documents, in input order.
    var trees: [[WorkItem]]

    var warning: Diagnostic? {
        let items = trees.flatMap { $0 }
        let pairs = items.filter { $0.english != nil && $0.chinese != nil }.count
        let english = items.filter { $0.english != nil && $0.chinese == nil }.count
        let chinese = items.filter { $0.chinese != nil && $0.english == nil }.count
        if pairs + english > 0, pairs + chinese > 0, 2 * pairs < min(pairs + english, pairs + chinese) {
            return diagnostic("found \(pairs + english) English and \(pairs + chinese) Chinese documents by their names, but \(pairs == 0 ? "none" : "only \(pairs)") pair")
        }
        if let shared = sharedPaths(), pairs == 0 {
            return diagnostic("\(inputs[shared.first]) and \(inputs[shared.second]) hold \(shared.count) documents at the same paths, read as separate documents")
        }
        return nil
    }

    /// Two trees holding the same relative paths for at least half of the smaller one.
    private func sharedPaths() -> (first: Int, second: Int, count: Int)? {
        guard trees.count >= 2 else { return nil }
        let paths = trees.map { Set($0.compactMap { ($0.single ?? $0.english ?? $0.chinese)?.relativePath }) }
        for i in paths.indices {
            for j in paths.indices where j > i {
                let count = paths[i].intersection(paths[j]).count
                if count > 0, 2 * count >= min(paths[i].count, paths[j].count) { return (i, j, count) }
            }
        }
        return nil
    }

    private func diagnostic(_ found: String) -> Diagnostic {
        Diagnostic(
            severity: .warning, identifier: "input.fewPairs",
            summary: found + ": to pair an English tree with its translation give --en-root and --zh-root, or list pairs in bitext.yml",
            path: inputs.joined(separator: ", "))
    }
}
