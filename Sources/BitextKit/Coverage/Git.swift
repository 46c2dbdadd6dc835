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
        do { try process.run() } catch { throw BitextError(.git, path: directory, "cannot run git: \(error.localizedDescription)") }
        // Standard error is drained on another thread: git blocks once a pipe is full, and
        // reading one pipe to its end before the other would then wait forever.
        let errors = ErrorDrain(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.wait(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BitextError(.git, path: directory, "git \(arguments.joined(separator: " ")) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return data
    }

    /// `revision` when it can only be read as a revision: git takes an argument starting with
    /// `-` as an option wherever it stands (`--output=FILE` writes a file), and control
    /// characters have no place in one.
    public static func revision(_ revision: String) throws(BitextError) -> String {
        guard !revision.isEmpty, !revision.hasPrefix("-"), !revision.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw BitextError(.git, path: revision, "not a git revision (a revision cannot be empty, start with '-' or hold control characters)")
        }
        return revision
    }

    /// The contents of `path` at `revision`, or `nil` when it did not exist then.
    public static func show(_ path: String, at revision: String) throws(BitextError) -> String? {
        let revision = try Self.revision(revision)
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let directory = url.deletingLastPathComponent().path
        let top = String(decoding: try run(["rev-parse", "--show-toplevel"], in: directory), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let resolvedTop = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(resolvedTop + "/") else { throw BitextError(.git, path: path, "not inside the git repository \(top)") }
        let relative = String(resolved.dropFirst(resolvedTop.count + 1))
        do {
            return String(decoding: try run(["show", "--end-of-options", "\(revision):\(relative)"], in: top), as: UTF8.self)
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

    /// Writes the tree `tree` as it was at `revision` into `folder` (git archive | tar).
    public static func export(_ tree: String, revision: String, into folder: URL) throws(BitextError) {
        let top = String(decoding: try run(["rev-parse", "--show-toplevel"], in: tree), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = String(decoding: try run(["rev-parse", "--show-prefix"], in: tree), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let archive = try run(["archive", "--format=tar", "--end-of-options", try Self.revision(revision), prefix.isEmpty ? "." : prefix], in: top)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let tar = Process()
            tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            tar.arguments = ["tar", "-x", "-C", folder.path] + (prefix.isEmpty ? [] : ["--strip-components=\(prefix.split(separator: "/").count)"])
            let input = Pipe()
            tar.standardInput = input
            try tar.run()
            input.fileHandleForWriting.write(archive)
            try input.fileHandleForWriting.close()
            tar.waitUntilExit()
            guard tar.terminationStatus == 0 else { throw BitextError(.git, path: tree, "cannot unpack revision \(revision)") }
        } catch let error as BitextError {
            throw error
        } catch {
            throw BitextError(.git, path: tree, "cannot unpack revision \(revision): \(error.localizedDescription)")
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorDrain: @unchecked Sendable {
    // Written by the reading thread before `done` is signalled, read only after waiting for it.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
