import BitextModel
import Foundation

/// The media step's side of the store: the images the pages show, and the copies of them.
extension BuildStore {
    /// Each current document's images, where it has any.
    func mediaLists() throws(BitextError) -> [String: MediaList] { try database.mediaLists() }

    /// The copies made so far, by output name.
    func mediaCopies() throws(BitextError) -> [String: (source: String, stamp: String)] { try database.mediaCopies() }

    /// Writes the copy of an image.
    func writeMediaCopy(_ data: Data, to output: String) throws(BitextError) {
        try sink.write(data, to: output)
    }

    /// Removes the copies `gone` (returning what could not be removed) and records `copies` as
    /// those the folder has.
    func keepMediaCopies(_ copies: [String: (source: String, stamp: String)], removing gone: [String]) throws(BitextError) -> [Diagnostic] {
        let problems = sink.removeAll(gone)
        try database.saveMediaCopies(copies, removing: gone)
        return problems
    }
}
