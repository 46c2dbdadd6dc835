import Foundation

/// The second step: what changed since the last run. A document whose record in the build
/// database still has its key, and whose recorded outputs are all there, is kept as it is.
struct ChangeDetector {
    /// Hashes the options and templates: part of every key.
    var fingerprint: String
    var exports: [ExportFormat]
    var force: Bool

    /// The documents to convert, and those kept.
    struct Changes {
        /// Each document to convert, with its key and stamp when they were worked out here
        /// (nil: its own task works them out, in parallel with the others).
        var work: [(item: WorkItem, stamped: InputKeys.Stamped?)] = []
        /// The records of the documents kept, by name (their stamps brought up to date).
        var kept: [String: DocumentRecord] = [:]
        /// Whether a kept record's stamp changed, so the database needs saving.
        var restamped: [DocumentRecord] = []
    }

    func changes(_ items: [WorkItem], records: [String: DocumentRecord], store: BuildStore) -> Changes {
        var changes = Changes()
        // Nothing is skipped: each document's key is computed by its own task, in parallel,
        // instead of reading every input here first.
        guard !force else {
            changes.work = items.map { ($0, nil) }
            return changes
        }
        // Stamps first, from `stat` alone: a document whose stamp is the one recorded is kept
        // without reading its inputs. The others are fingerprinted, on every core.
        let now = Int(Date().timeIntervalSince1970 * 1e9)
        let stamps = items.map { InputKeys.stamp($0, fingerprint: fingerprint, now: now) }
        var unstamped: [Int] = []
        for (index, item) in items.enumerated() {
            if let record = records[item.name], let stamp = stamps[index], record.stamp == stamp, reusable(record, item, store) {
                changes.kept[item.name] = record
            } else {
                unstamped.append(index)
            }
        }
        let keys = InputKeys.keys(unstamped.map { items[$0] }, fingerprint: fingerprint)
        for (index, key) in zip(unstamped, keys) {
            let item = items[index]
            if var record = records[item.name], record.key == key, reusable(record, item, store) {
                record.stamp = stamps[index]
                changes.kept[item.name] = record
                changes.restamped.append(record)
            } else {
                changes.work.append((item, InputKeys.Stamped(key: key, stamp: stamps[index])))
            }
        }
        return changes
    }

    /// Whether a record's outputs can be kept: it vouches for them (an empty key is a retracted
    /// record, whose outputs may be half replaced), lists all a document has, and they are there.
    private func reusable(_ record: DocumentRecord, _ item: WorkItem, _ store: BuildStore) -> Bool {
        !record.key.isEmpty && Set(record.outputs).isSuperset(of: DocumentRecord.outputNames(item.name, exports: exports))
            && store.hasOutputs(of: record)
    }
}
