import Foundation

/// The few git operations coverage needs, run as `git` subprocesses.
public enum Git {
    /// Runs git with `arguments` in `directory`; standard output, or an error with git's message.
    public static func run(_ arguments: [String], in directory: String) throws(BitextError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { throw BitextError(path: directory, "cannot run git: \(error.localizedDescription)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BitextError(path: directory, "git \(arguments.joined(separator: " ")) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return data
    }

    /// The contents of `path` at `revision`, or `nil` when it did not exist then.
    public static func show(_ path: String, at revision: String) throws(BitextError) -> String? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let directory = url.deletingLastPathComponent().path
        let top = String(decoding: try run(["rev-parse", "--show-toplevel"], in: directory), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let resolvedTop = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(resolvedTop + "/") else { throw BitextError(path: path, "not inside the git repository \(top)") }
        let relative = String(resolved.dropFirst(resolvedTop.count + 1))
        do {
            return String(decoding: try run(["show", "\(revision):\(relative)"], in: top), as: UTF8.self)
        } catch {
            return nil
        }
    }

    /// The last commit that touched `path` (what Kubernetes' lsync compares against).
    public static func lastCommit(touching path: String) throws(BitextError) -> String? {
        let url = URL(fileURLWithPath: path)
        let hash = String(decoding: try run(["log", "-1", "--format=%H", "--", url.lastPathComponent], in: url.deletingLastPathComponent().path), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return hash.isEmpty ? nil : hash
    }
}
