import BitextModel
import Foundation

/// The documents' side of the store: what the conversion step hands over as each document
/// finishes.
extension BuildStore {
    /// Before outputs are replaced: the documents `names` stop vouching for their outputs while
    /// listing every file they had or will get (`names`' values), and so does the site; the
    /// manifest, which vouches for the old outputs, goes until the commit writes the new one.
    /// Returns the outputs each document had recorded before.
    @discardableResult
    func retract(_ names: [String: [String]]) throws(BitextError) -> [String: [String]] {
        let before = try database.retract(names)
        try sink.remove(ConversionManifest.fileName)
        return before
    }

    /// Writes a document's files, in order; the first that cannot be written stops it.
    func write(_ files: [(String, Data)]) throws(BitextError) {
        for (path, data) in files { try sink.write(data, to: path) }
    }

    /// Records `records` (replacing those of the same names) and forgets the documents `removed`,
    /// in one transaction.
    func save(_ records: [DocumentRecord], removing removed: [String] = []) throws(BitextError) {
        try database.save(records, removing: removed)
    }

    /// Whether every output `record` lists is in the folder.
    func hasOutputs(of record: DocumentRecord) -> Bool {
        record.outputs.allSatisfy(sink.exists)
    }
}
