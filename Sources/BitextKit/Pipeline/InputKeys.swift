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
        return StableHash.hex(text)
    }

    /// `stamped` made true of the bytes a conversion read (`read`, by path). A file that changed
    /// between the key's reading and the conversion's would otherwise leave outputs of the
    /// changed bytes under the old bytes' key, kept by every rerun once the file is restored;
    /// the stamp, taken before either, then vouches for neither.
    static func converted(_ stamped: Stamped, _ item: WorkItem, fingerprint: String, read: [String: UInt64]) -> Stamped {
        let key = key(item, fingerprint: fingerprint) { read[$0] }
        return key == stamped.key ? stamped : Stamped(key: key, stamp: nil)
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
        return StableHash.hex(text)
    }

    /// The key and stamp of `item`, the stamp taken before the inputs are read: it then never
    /// vouches for bytes newer than the key's.
    static func stamped(_ item: WorkItem, fingerprint: String, now: Int) -> Stamped {
        let stamp = stamp(item, fingerprint: fingerprint, now: now)
        return Stamped(key: key(item, fingerprint: fingerprint), stamp: stamp)
    }

    /// The keys of `items`, in their order, read on every core: fingerprinting every input is
    /// most of the work of a rerun with nothing to convert.
    static func keys(_ items: [WorkItem], fingerprint: String) -> [String] {
        Concurrently.map(items.count) { key(items[$0], fingerprint: fingerprint) }
    }
}
