/// Which shards of which conversion an output folder holds: their indices (one for a `--shard K/N`
/// run, several for a `merge --partial` of some of them) and the shard count, and a hash of every
/// document the whole conversion has (its plan), so that `merge` can tell a missing, repeated or
/// foreign shard, and merge in a tree of stages.
struct ShardMark: Sendable, Equatable {
    /// 1-based, ascending.
    var indices: [Int]
    var count: Int
    var plan: String

    /// As the build database keeps it: `indices/count/plan`, the indices as ranges (`1-10,12`).
    var text: String { "\(Self.ranges(indices))/\(count)/\(plan)" }

    init(index: Int, count: Int, plan: String) {
        self.init(indices: [index], count: count, plan: plan)
    }

    init(indices: [Int], count: Int, plan: String) {
        self.indices = indices.sorted()
        self.count = count
        self.plan = plan
    }

    init?(text: String) {
        let parts = text.split(separator: "/", maxSplits: 2)
        guard parts.count == 3, let count = Int(parts[1]), count >= 1 else { return nil }
        var indices: [Int] = []
        for range in parts[0].split(separator: ",") {
            let ends = range.split(separator: "-").map { Int($0) }
            guard (1...2).contains(ends.count), let low = ends[0], let high = ends.last ?? nil, 1 <= low, low <= high, high <= count else { return nil }
            indices += Array(low...high)
        }
        guard !indices.isEmpty else { return nil }
        self.init(indices: indices, count: count, plan: String(parts[2]))
    }

    /// `1-3,5` for [1, 2, 3, 5].
    static func ranges(_ indices: [Int]) -> String {
        var parts: [String] = []
        var k = 0
        while k < indices.count {
            var end = k
            while end + 1 < indices.count, indices[end + 1] == indices[end] + 1 { end += 1 }
            parts.append(end == k ? "\(indices[k])" : "\(indices[k])-\(indices[end])")
            k = end + 1
        }
        return parts.joined(separator: ",")
    }

    /// How a folder's shards are named in messages: `2/3`, or `1-2/4`.
    var name: String { "\(Self.ranges(indices))/\(count)" }

    /// The plan hash of a conversion of `names` (every document, before the shard's share).
    static func plan(_ names: [String]) -> String {
        StableHash.hex(names.sorted().joined(separator: "\n"))
    }

    /// Checks that `marks` (one per folder, nil for an output that is no shard) are shards of one
    /// conversion, none given twice, and all of them unless `partial`; or no shards at all. The
    /// error names the folder or shard at fault. Returns the mark of what they make together:
    /// nil when that is the whole conversion (or no shards were given).
    @discardableResult
    static func checkSet(_ marks: [(folder: String, mark: ShardMark?)], partial: Bool = false) throws(BitextError) -> ShardMark? {
        let shards = marks.compactMap { entry in entry.mark.map { (entry.folder, $0) } }
        guard let (firstFolder, first) = shards.first else { return nil }
        if let plain = marks.first(where: { $0.mark == nil }) {
            throw BitextError(.shard, path: plain.folder, "not a shard run (no --shard), merged with shards of another run: give only the shards of one conversion")
        }
        for (folder, mark) in shards where mark.count != first.count || mark.plan != first.plan {
            throw BitextError(.shard, path: folder, "shard \(mark.name) of another conversion than \(firstFolder) (shard \(first.name)): other inputs, or another --shard count")
        }
        var seen: [Int: String] = [:]
        for (folder, mark) in shards {
            for index in mark.indices {
                if let other = seen[index] { throw BitextError(.shard, path: folder, "shard \(index)/\(mark.count) is given twice (also \(other))") }
                seen[index] = folder
            }
        }
        let missing = (1...first.count).filter { seen[$0] == nil }
        if missing.isEmpty { return nil }
        guard partial else {
            let list = missing.map { "\($0)/\(first.count)" }.joined(separator: ", ")
            throw BitextError(.shard, path: marks.map(\.folder).joined(separator: ", "), "shard\(missing.count == 1 ? "" : "s") \(list) missing: merge needs every shard of the conversion (or --partial, for a stage of a merge tree)")
        }
        return ShardMark(indices: Array(seen.keys), count: first.count, plan: first.plan)
    }
}
