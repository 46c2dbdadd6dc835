import Foundation

/// Paths made absolute and rid of `.` and `..` from their text alone, as a file URL's
/// `standardizedFileURL.path` gives them: building that URL asks the file system whether the path
/// is a folder, a system call per path that a whole site's links and includes made by the
/// hundred thousand.
enum LexicalPath {
    /// `path` absolute (against the working directory) and without `.`, `..` or empty parts.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` taken relative to `folder` (unless absolute), normalized.
    static func joined(_ path: String, to folder: String) -> String {
        normalized(path.hasPrefix("/") ? path : folder + "/" + path)
    }
}
