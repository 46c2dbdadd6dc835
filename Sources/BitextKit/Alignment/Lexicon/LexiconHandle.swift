import Foundation

/// A lexicon named by its file and loaded on first use: a rerun with nothing to convert keys its
/// documents by the file's stamp and never reads it.
public final class LexiconHandle: @unchecked Sendable {
    /// The lexicon file.
    public let path: String
    /// The file's size and modification time: outputs depend on the lexicon, so rerun keys do.
    public let stamp: String
    // Guards `loaded`: documents on every core may ask at once.
    private let lock = NSLock()
    private var loaded: Result<Lexicon, BitextError>?

    /// A handle on the file at `path`, or an error when there is no regular file there.
    public init(path: String) throws(BitextError) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw BitextError(.lexicon, path: path, "no lexicon file there")
        }
        self.path = path
        stamp = ([UInt64(info.st_size)] + LexiconFile.modificationTime(info)).map(String.init).joined(separator: "-")
    }

    /// The lexicon, loaded (or compiled) once.
    public func lexicon() throws(BitextError) -> Lexicon {
        lock.lock()
        defer { lock.unlock() }
        if loaded == nil {
            do { loaded = .success(try LexiconFile.load(path: path)) } catch { loaded = .failure(error) }
        }
        return try loaded!.get()
    }

    /// Lets the lexicon go once no document holds it (its mapping is unmapped; a later
    /// `lexicon()` maps it again): a conversion's site step, which never aligns, then runs
    /// without the lexicon's pages, a ninth of a whole site's peak memory.
    public func unload() {
        lock.lock()
        defer { lock.unlock() }
        loaded = nil
    }
}
