import Foundation
import Subprocess

/// The few git operations coverage and diff need, run as `git` subprocesses through
/// swift-subprocess, which reads standard output and standard error at once (reading one to its
/// end before the other hung once git filled the other's pipe).
public enum Git {
    /// The most a command's standard output may hold: a revision's whole tree, as `archive`
    /// writes it.
    static let outputLimit = 1 << 34
    /// The most its standard error may hold.
    static let errorLimit = 1 << 24

    /// Runs git with `arguments` in `directory`; standard output, or an error with git's message.
    public static func run(_ arguments: [String], in directory: String) async throws(BitextError) -> Data {
        let result: ExecutionResult<Void, DataOutput, StringOutput<UTF8>>
        do {
            result = try await Subprocess.run(
                .name("git"), arguments: Arguments(["-C", directory] + arguments), output: .data(limit: outputLimit),
                error: .string(limit: errorLimit))
        } catch {
            throw BitextError(.git, path: directory, "cannot run git: \(error)")
        }
        guard result.terminationStatus.isSuccess else {
            let message = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            throw BitextError(.git, path: directory, "git \(arguments.joined(separator: " ")) failed: \(message)")
        }
        return result.standardOutput
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
    public static func show(_ path: String, at revision: String) async throws(BitextError) -> String? {
        let revision = try Self.revision(revision)
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let directory = url.deletingLastPathComponent().path
        let top = String(decoding: try await run(["rev-parse", "--show-toplevel"], in: directory), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let resolvedTop = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(resolvedTop + "/") else { throw BitextError(.git, path: path, "not inside the git repository \(top)") }
        let relative = String(resolved.dropFirst(resolvedTop.count + 1))
        do {
            return String(decoding: try await run(["show", "--end-of-options", "\(revision):\(relative)"], in: top), as: UTF8.self)
        } catch {
            return nil
        }
    }

    /// The last commit that touched `path` (what Kubernetes' lsync compares against).
    public static func lastCommit(touching path: String) async throws(BitextError) -> String? {
        let url = URL(fileURLWithPath: path)
        let hash = String(decoding: try await run(["log", "-1", "--format=%H", "--", url.lastPathComponent], in: url.deletingLastPathComponent().path), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return hash.isEmpty ? nil : hash
    }

    /// Writes the tree `tree` as it was at `revision` into `folder` (git archive | tar).
    public static func export(_ tree: String, revision: String, into folder: URL) async throws(BitextError) {
        let top = String(decoding: try await run(["rev-parse", "--show-toplevel"], in: tree), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = String(decoding: try await run(["rev-parse", "--show-prefix"], in: tree), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let archive = try await run(["archive", "--format=tar", "--end-of-options", try Self.revision(revision), prefix.isEmpty ? "." : prefix], in: top)
        let strip = prefix.isEmpty ? [] : ["--strip-components=\(prefix.split(separator: "/").count)"]
        let result: ExecutionResult<Void, DiscardedOutput, StringOutput<UTF8>>
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            result = try await Subprocess.run(
                .name("tar"), arguments: Arguments(["-x", "-C", folder.path] + strip), input: .data(archive), output: .discarded,
                error: .string(limit: errorLimit))
        } catch {
            throw BitextError(.git, path: tree, "cannot unpack revision \(revision): \(error)")
        }
        guard result.terminationStatus.isSuccess else {
            throw BitextError(.git, path: tree, "cannot unpack revision \(revision): \(result.standardError)")
        }
    }
}
