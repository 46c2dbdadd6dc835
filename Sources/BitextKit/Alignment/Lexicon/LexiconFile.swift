import Foundation

/// Finds and loads the lexicon: CC-CEDICT's text (gzipped or not), compiled on first use into
/// `NAME.bitext-lexicon` beside it, which later runs read instead (a few milliseconds against a
/// quarter second of parsing).
public enum LexiconFile {
    /// The file name `make deps` installs.
    public static let fileName = "cedict_1_0_ts_utf-8_mdbg.txt.gz"

    /// Where Bitext looks when no `--lexicon` is given: `$BITEXT_LEXICON`, else
    /// `$XDG_DATA_HOME/bitext/` (`~/.local/share/bitext/`), then `/usr/local/share/bitext/` and
    /// `/usr/share/bitext/`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment["BITEXT_LEXICON"], !path.isEmpty { return path }
        var folders: [String] = []
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { folders.append(data) }
        else if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/.local/share") }
        folders += ["/usr/local/share", "/usr/share"]
        return folders.map { $0 + "/bitext/" + fileName }.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// Loads the lexicon at `path`, mapping its compiled form when that is current.
    public static func load(path: String) throws(BitextError) -> Lexicon {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw BitextError(.lexicon, path: path, "no lexicon file there")
        }
        let stamp = [UInt64(info.st_size)] + modificationTime(info)
        let places = compiledPaths(of: path)
        for place in places { if let lexicon = map(place, stamp: stamp) { return lexicon } }
        guard var text = FileReading.contents(ofPath: path, expectedSize: Int(info.st_size)) else {
            throw BitextError(.lexicon, path: path, "cannot read the lexicon")
        }
        if text.starts(with: [0x1F, 0x8B]) {
            guard let inflated = GzipFile.inflate(text) else { throw BitextError(.lexicon, path: path, "the lexicon is not a valid gzip file") }
            text = inflated
        }
        let fingerprint = "cedict-\(String(StableHash.value(bytes: text), radix: 16))"
        let image = CEDICTCompiler.image(text, fingerprint: fingerprint, stamp: stamp)
        guard let compiled = LexiconImage.lexicon(copying: image, stamp: stamp), compiled.wordCount > 0 else {
            throw BitextError(.lexicon, path: path, "no CC-CEDICT entries in the lexicon (lines like `TRAD SIMP [pin1 yin1] /gloss/`)")
        }
        // Beside the dictionary, else in the user's cache; where neither can be written, the
        // next run compiles again.
        for place in places where (try? write(image, to: place)) != nil {
            if let lexicon = map(place, stamp: stamp) { return lexicon }
        }
        return compiled
    }

    /// Where the compiled form may be: beside the dictionary (`NAME.bitext-lexicon`), and in
    /// `$XDG_CACHE_HOME/bitext/` (`~/.cache/bitext/`) for a dictionary in a folder the user
    /// cannot write to, named after the dictionary's path.
    static func compiledPaths(of path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var base = path
        for suffix in [".gz", ".txt"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        var paths = [base + ".bitext-lexicon"]
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? environment["HOME"].map { $0 + "/.cache" }
        if let cache {
            let name = (base as NSString).lastPathComponent
            paths.append(cache + "/bitext/\(name)-\(String(StableHash.value(path), radix: 16)).bitext-lexicon")
        }
        return paths
    }

    /// The lexicon in the compiled file at `path`, mapped read-only, when it was compiled from
    /// the source with `stamp`; else nil (it is compiled again).
    static func map(_ path: String, stamp: [UInt64]) -> Lexicon? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size >= 48,
            let address = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
        else { return nil }
        let image = UnsafeRawBufferPointer(start: address, count: Int(info.st_size))
        guard let layout = LexiconImage.layout(of: image, stamp: stamp) else {
            munmap(address, Int(info.st_size))
            return nil
        }
        return Lexicon(image: image, release: { munmap(UnsafeMutableRawPointer(mutating: $0.baseAddress), $0.count) }, layout: layout)
    }

    /// The modification time as seconds and nanoseconds (named differently by Glibc and Darwin).
    static func modificationTime(_ info: stat) -> [UInt64] {
        #if canImport(Darwin)
        [UInt64(bitPattern: Int64(info.st_mtimespec.tv_sec)), UInt64(info.st_mtimespec.tv_nsec)]
        #else
        [UInt64(bitPattern: Int64(info.st_mtim.tv_sec)), UInt64(info.st_mtim.tv_nsec)]
        #endif
    }

    /// Writes `bytes` to a temporary name beside `path`, then renames it over `path`: a reader
    /// sees the old file or the whole new one.
    static func write(_ bytes: [UInt8], to path: String) throws {
        // The cache's folder is made when first needed (its parent, `~/.cache`, may be missing too).
        let folder = (path as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: folder) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let temporary = path + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { throw CocoaError(.fileWriteUnknown) }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
