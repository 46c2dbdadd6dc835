import BitextModel
import Foundation

/// Writes files so that a reader never sees a half-written one: each file goes to a temporary
/// file in the same folder and is renamed over the target. Identical content is not rewritten,
/// so reruns leave files (and their dates) alone.
public struct AtomicWriter: Sendable {
    /// The folder every write must stay inside.
    public let root: URL

    /// Creates a writer for the output folder `root` (created when missing).
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Writes `data` to `relativePath` under the root. Returns `false` when the file already held
    /// exactly these bytes.
    @discardableResult
    public func write(_ data: Data, to relativePath: String) throws(BitextError) -> Bool {
        guard let url = OutputPath.resolve(relativePath, under: root) else {
            throw BitextError(path: relativePath, "refusing to write outside the output folder")
        }
        if let existing = FileManager.default.contents(atPath: url.path), existing == data { return false }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw BitextError(path: folder.path, "cannot create the folder: \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            try? FileManager.default.removeItem(at: temporary)
            throw BitextError(path: url.path, "cannot write the file (disk full or permission denied?)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw BitextError(path: url.path, "cannot replace the file: \(reason)")
        }
        return true
    }

    /// Removes temporary files a killed run left behind (`.NAME.PID.N.tmp`), so a rerun leaves
    /// exactly the outputs of an uninterrupted run.
    public func removeLeftovers() {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return }
        while let url = enumerator.nextObject() as? URL {
            let name = url.lastPathComponent
            if name.hasPrefix("."), name.hasSuffix(".tmp") { try? FileManager.default.removeItem(at: url) }
        }
    }

    /// Writes text as UTF-8.
    @discardableResult
    public func write(_ text: String, to relativePath: String) throws(BitextError) -> Bool {
        try write(Data(text.utf8), to: relativePath)
    }
}
