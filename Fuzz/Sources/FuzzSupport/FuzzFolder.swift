import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder of this process's own, for the entry points that read a file by its path
/// (`TranslationFile.read`, `BitextConfig.load`, a Hugo site's configuration): the readers behind
/// them are internal, and a release build cannot be imported `@testable`. It is made under
/// `$TMPDIR` on first use (scripts/fuzz points that into `.build-fuzz/`) and removed when libFuzzer
/// exits; a crashed process leaves its folder for the reproduction.
public enum FuzzFolder {
    /// The folder, made on first use.
    public static let path: String = {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("bitext-fuzz-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            fatalError("cannot make a folder for the inputs: \(String(cString: strerror(errno)))")
        }
        atexit { try? FileManager.default.removeItem(atPath: FuzzFolder.path) }
        return String(cString: made)
    }()

    /// Writes `data` to `name` inside `folder` (default: the process's folder), over what the
    /// previous input left there, and returns the file's path.
    @discardableResult
    public static func write(_ data: Data, to name: String, in folder: String = path) -> String {
        let file = folder + "/" + name
        // open/write/close rather than Data.write, which syncs each file to the disk: on a busy
        // disk that alone took over libFuzzer's one-second timeout. Nothing else reads the file.
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { fatalError("cannot write \(file): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { fatalError("cannot write \(file): \(String(cString: strerror(errno)))") }
                offset += written
            }
        }
        return file
    }
}
