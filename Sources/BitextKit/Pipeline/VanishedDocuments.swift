import BitextModel

/// The step after conversion: the outputs of documents whose inputs are gone are removed, by the
/// build database's record of what was written for them, and so are their records. A shard run
/// skips it: it only knows its own share.
struct VanishedDocuments {
    var sink: any OutputSink
    var database: BuildDatabase

    /// Removes the documents of `records` that are not in `current`.
    func remove(_ records: [String: DocumentRecord], keeping current: Set<String>) -> [Diagnostic] {
        let gone = records.keys.filter { !current.contains($0) }.sorted()
        guard !gone.isEmpty else { return [] }
        var problems: [Diagnostic] = []
        for name in gone { problems += sink.removeAll(records[name]!.outputs) }
        do throws(BitextError) { try database.save([], removing: gone) } catch { problems.append(error.diagnostic) }
        return problems
    }
}
