/// Which shard of which conversion an output folder holds: its index and the shard count, and a
/// hash of every document the whole conversion has (its plan), so that `merge` can tell a
/// missing, repeated or foreign shard.
struct ShardMark: Sendable, Equatable {
    var index: Int
    var count: Int
    var plan: String

    /// As the build database keeps it: `index/count/plan`.
    var text: String { "\(index)/\(count)/\(plan)" }

    init(index: Int, count: Int, plan: String) {
        self.index = index
        self.count = count
        self.plan = plan
    }

    init?(text: String) {
        let parts = text.split(separator: "/", maxSplits: 2)
        guard parts.count == 3, let index = Int(parts[0]), let count = Int(parts[1]), 1 <= index, index <= count else { return nil }
        self.init(index: index, count: count, plan: String(parts[2]))
    }

    /// The plan hash of a conversion of `names` (every document, before the shard's share).
    static func plan(_ names: [String]) -> String {
        StableHash.hex(names.sorted().joined(separator: "\n"))
    }

    /// Checks that `marks` (one per folder, nil for an output that is no shard) are a whole set
    /// of one conversion, or no shards at all; the error names the folder or shard at fault.
    static func checkSet(_ marks: [(folder: String, mark: ShardMark?)]) throws(BitextError) {
        let shards = marks.compactMap { entry in entry.mark.map { (entry.folder, $0) } }
        guard let (firstFolder, first) = shards.first else { return }
        if let plain = marks.first(where: { $0.mark == nil }) {
            throw BitextError(.shard, path: plain.folder, "not a shard run (no --shard), merged with shards of another run: give only the shards of one conversion")
        }
        for (folder, mark) in shards where mark.count != first.count || mark.plan != first.plan {
            throw BitextError(.shard, path: folder, "shard \(mark.index)/\(mark.count) of another conversion than \(firstFolder) (shard \(first.index)/\(first.count)): other inputs, or another --shard count")
        }
        var seen: [Int: String] = [:]
        for (folder, mark) in shards {
            if let other = seen[mark.index] { throw BitextError(.shard, path: folder, "shard \(mark.index)/\(mark.count) is given twice (also \(other))") }
            seen[mark.index] = folder
        }
        let missing = (1...first.count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            let list = missing.map { "\($0)/\(first.count)" }.joined(separator: ", ")
            throw BitextError(.shard, path: marks.map(\.folder).joined(separator: ", "), "shard\(missing.count == 1 ? "" : "s") \(list) missing: merge needs every shard of the conversion")
        }
    }
}
