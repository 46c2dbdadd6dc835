import BitextModel
import Foundation

/// Where a conversion's files go: the store hands files to a sink, and never reads one back.
/// `AtomicWriter` is the sink of a real run; a test can keep the files in memory.
public protocol OutputSink: Sendable {
    /// Writes `data` to `relativePath`; false when the file already held exactly these bytes.
    @discardableResult
    func write(_ data: Data, to relativePath: String) throws(BitextError) -> Bool
    /// Writes what `produce` hands its `StreamedFile` to `relativePath`; false when the file
    /// already held exactly these bytes. A file too large to build whole in memory is written so.
    @discardableResult
    func write(to relativePath: String, streaming produce: (StreamedFile) throws(BitextError) -> Void) throws(BitextError) -> Bool
    /// Removes `relativePath`, if it is there.
    func remove(_ relativePath: String) throws(BitextError)
    /// Whether a file is at `relativePath`.
    func exists(_ relativePath: String) -> Bool
    /// Removes what a killed run may have left half-written.
    func removeLeftovers()
}

extension AtomicWriter: OutputSink {
    public func exists(_ relativePath: String) -> Bool {
        FileStatus(rootPath + "/" + relativePath, followingLinks: false) != nil
    }
}

extension OutputSink {
    /// A sink without files of its own gathers the bytes and writes them whole.
    @discardableResult
    public func write(to relativePath: String, streaming produce: (StreamedFile) throws(BitextError) -> Void) throws(BitextError) -> Bool {
        let file = StreamedFile()
        try produce(file)
        return try write(file.data, to: relativePath)
    }

    /// Removes `outputs` and returns an error for each that could not be removed.
    func removeAll(_ outputs: [String]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for output in outputs {
            do throws(BitextError) { try remove(output) } catch { problems.append(error.diagnostic) }
        }
        return problems
    }
}
