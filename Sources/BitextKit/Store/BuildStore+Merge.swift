import BitextModel
import Foundation

/// The merge's side of the store: the shards' documents and images replace the folder's.
extension BuildStore {
    /// A listing of the folder's current documents, for the merged site and manifest.
    func listing() throws(BitextError) -> DatabaseListing { try DatabaseListing(database) }

    /// Replaces the folder's documents with the shards', a batch at a time: first every record
    /// stops vouching for the folder (each keeps listing its files, for removal); then each
    /// batch's records list the files they are about to get too, the files are copied, what only
    /// the old record listed is removed and the new records saved. The documents no shard holds
    /// are still retracted at the end: their files and records are removed.
    func replace(with merged: MergedShards, report: inout ConversionReport) throws(BitextError) -> [Diagnostic] {
        try database.retractAll()
        try sink.remove(ConversionManifest.fileName)
        var problems: [Diagnostic] = []
        var media: [String: (source: String, stamp: String)] = [:]
        try merged.eachBatch { (records: [DocumentRecord], source: ShardFolder) throws(BitextError) in
            problems += copyMedia(of: records, from: source, copied: &media)
            let old = try database.retract(Dictionary(uniqueKeysWithValues: records.map { ($0.name, $0.outputs) }))
            for record in records {
                for file in record.outputs { try sink.write(try source.read(file), to: file) }
                let kept = Set(record.outputs)
                problems += sink.removeAll((old[record.name] ?? []).filter { !kept.contains($0) })
                report.documents += 1
                report.pairs += record.pairs
                report.coverage = report.coverage + record.coverage
            }
            try database.save(records)
        }
        while case let gone = try database.retracted(limit: MergedShards.batchSize), !gone.isEmpty {
            for (_, outputs) in gone { problems += sink.removeAll(outputs) }
            try database.save([], removing: gone.map(\.name))
        }
        let gone = try database.mediaCopies().keys.filter { media[$0] == nil }.sorted()
        problems += sink.removeAll(gone)
        try database.saveMediaCopies(media, removing: gone)
        return problems
    }

    /// The shard's copies of the images `records` show, each copied once; a copy the shard lacks
    /// or a name outside the media folder is left out, with a warning. The stamp says the copy
    /// came from a shard: a later run into this folder copies the file again.
    private func copyMedia(
        of records: [DocumentRecord], from shard: ShardFolder, copied: inout [String: (source: String, stamp: String)]
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for file in records.flatMap(\.media.files) where copied[file.output] == nil {
            do throws(BitextError) {
                guard MediaFile.isSafeOutput(file.output) else { throw BitextError(.shard, path: file.output, "not a name an image copy has") }
                _ = try sink.write(try shard.read(file.output), to: file.output)
                copied[file.output] = (file.source, "merged")
            } catch {
                var problem = error.diagnostic
                problem.severity = .warning
                problems.append(problem)
            }
        }
        return problems
    }
}
