import Foundation

/// A shard's output folder, which `merge` reads files from and never writes: an input of the
/// merge, unlike the store's own folder, whose files are never read back.
struct ShardFolder: ReadableFolder {
    private let files: AtomicWriter

    init(_ path: String) {
        files = AtomicWriter(root: URL(fileURLWithPath: path).standardizedFileURL)
    }

    /// The bytes of the shard's file at `relativePath`, not following links.
    func read(_ relativePath: String) throws(BitextError) -> Data {
        try files.contents(of: relativePath)
    }
}
