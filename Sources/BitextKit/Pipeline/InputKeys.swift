import Foundation

/// The keys and stamps that tell a rerun what changed. A key hashes everything a document's
/// outputs depend on (input bytes, options, templates, version); a stamp hashes the same with each
/// input's identity from `stat` in place of its bytes, so an unchanged stamp vouches for the key
/// without reading the inputs.
enum InputKeys {
    /// A document's key, and its stamp when its inputs are old enough to have one.
    struct Stamped: Sendable {
        var key: String
        var stamp: String?
    }

    /// The key of `item`, its files' bytes fingerprinted by `bytes` (by default, read now).
    static func key(_ item: WorkItem, fingerprint: String, bytes: (String) -> UInt64? = FileFingerprint.value(path:)) -> String {
        var text = BitextVersion.current + "|" + fingerprint + "|" + item.name
        for file in item.files {
            text += "|" + file.path + ":" + String(bytes(file.path) ?? 0, radix: 16)
        }
        return StableHash.hex(text + planned(item))
    }

    /// What the plan gives an item's page besides its files: the pages a section lists (one
    /// added or removed changes it) and its place in a guide's reading order.
    private static func planned(_ item: WorkItem) -> String {
        var text = ""
        for entry in item.section { text += "|section:" + entry.name }
        if let order = item.readingOrder { text += "|order:\(order)" }
        return text
    }

    /// The key and stamp of what a conversion read (`read`: each input's fingerprint, by path).
    /// `known` is what the change detector worked out before (nil under `--force`): when the
    /// bytes converted are other bytes (the file changed in between), the stamp vouched for the
    /// earlier ones and is dropped; a key from the earlier bytes would keep the outputs of the
    /// changed ones for good once the file is restored. Without `known`, `stamp` was taken
    /// before the inputs were read, so it never vouches for bytes newer than the key's.
    static func converted(_ item: WorkItem, fingerprint: String, read: [String: UInt64], known: Stamped?, stamp: String?) -> Stamped {
        let key = key(item, fingerprint: fingerprint) { read[$0] }
        guard let known else { return Stamped(key: key, stamp: stamp) }
        return key == known.key ? known : Stamped(key: key, stamp: nil)
    }

    /// The stamp of `item`. Nil when an input cannot be found or changed less than two seconds
    /// before `now` (nanoseconds since 1970): file times come from a coarse clock, and a file
    /// written again within the same tick would keep them.
    static func stamp(_ item: WorkItem, fingerprint: String, now: Int) -> String? {
        var text = BitextVersion.current + "|" + fingerprint + "|" + item.name
        for file in item.files {
            guard let status = FileStatus(file.path), status.latestChange < now - 2_000_000_000 else { return nil }
            text += "|" + file.path + ":" + status.identity
        }
        return StableHash.hex(text + planned(item))
    }

    /// The keys of `items`, in their order, read on every core: fingerprinting every input is
    /// most of the work of a rerun with nothing to convert.
    static func keys(_ items: [WorkItem], fingerprint: String) -> [String] {
        Concurrently.map(items.count) { key(items[$0], fingerprint: fingerprint) }
    }
}
