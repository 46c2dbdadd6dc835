import Foundation
import Subprocess

/// The few git operations coverage and diff need, run as `git` subprocesses through
/// swift-subprocess, which reads standard output and standard error at once (reading one to its
/// end before the other hung once git filled the other's pipe).
public enum Git {
    /// The most a short command's standard output may hold (a hash, a path). Output is read
    /// into a buffer of the limit's size, so limits stay small: a file's text is asked for with
    /// its size as the limit, and a revision's tree is written to a file, never held.
    public static let outputLimit = 1 << 20
    /// The most its standard error may hold.
    static let errorLimit = 1 << 16

    /// Runs git with `arguments` in `directory`; standard output (at most `limit` bytes), or an
    /// error with git's message.
    public static func run(_ arguments: [String], in directory: String, limit: Int = outputLimit) async throws(BitextError) -> Data {
        let result: ExecutionResult<Void, DataOutput, StringOutput<UTF8>>
        do {
            result = try await Subprocess.run(
                .name("git"), arguments: Arguments(["-C", directory] + arguments), output: .data(limit: limit),
                error: .string(limit: errorLimit))
        } catch let error as SubprocessError where error.code == .outputLimitExceeded {
            throw BitextError(.git, path: directory, "git \(arguments.joined(separator: " ")) wrote more than \(limit) bytes")
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
        let object = "\(revision):\(relative)"
        guard let sizeText = try? await run(["cat-file", "-s", "--end-of-options", object], in: top),
            let size = Int(String(decoding: sizeText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        guard size <= SourceFile.defaultMaximumSize else {
            throw BitextError(.git, path: path, "the file is \(size) bytes at \(revision), over the limit of \(SourceFile.defaultMaximumSize) bytes")
        }
        do {
            return String(decoding: try await run(["cat-file", "blob", "--end-of-options", object], in: top, limit: max(size, 1)), as: UTF8.self)
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

    /// How much of an old revision may be written out: its files and their bytes.
    public struct Budget: Sendable, Equatable {
        public var files: Int
        public var bytes: Int

        public init(files: Int, bytes: Int) {
            self.files = files
            self.bytes = bytes
        }

        /// Four times what the working tree holds, and never less than 10,000 files and 64 MiB:
        /// a revision can be larger than today's tree, not a thousand times larger (one blob
        /// named from many nested trees makes a 168 KB repository a gigabyte of files).
        public static func around(_ tree: String) -> Budget {
            var files = 0, bytes = 0
            let enumerator = FileManager.default.enumerator(atPath: tree)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.first != "." , let status = FileStatus((tree as NSString).appendingPathComponent(relative)), status.kind != .directory else { continue }
                files += 1
                bytes += status.size
            }
            return Budget(files: max(10_000, 4 * files), bytes: max(64 << 20, 4 * bytes))
        }
    }

    /// Writes the tree `tree` as it was at `revision` into `folder`: its listing is checked
    /// against `budget` first, then `git archive` writes a tar file that tar unpacks, so nothing
    /// of the revision is held in memory. Links and submodules are left out.
    public static func export(_ tree: String, revision: String, into folder: URL, budget: Budget) async throws(BitextError) {
        let revision = try Self.revision(revision)
        let top = String(decoding: try await run(["rev-parse", "--show-toplevel"], in: tree), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = String(decoding: try await run(["rev-parse", "--show-prefix"], in: tree), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        try await check(revision, prefix: prefix, in: top, budget: budget)
        let archive = folder.appendingPathComponent(".bitext-revision.tar")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw BitextError(.git, path: folder.path, "cannot make the folder for revision \(revision): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: archive) }
        _ = try await run(["archive", "--format=tar", "--output=\(archive.path)", "--end-of-options", revision, prefix.isEmpty ? "." : prefix], in: top)
        let strip = prefix.isEmpty ? [] : ["--strip-components=\(prefix.split(separator: "/").count)"]
        let result: ExecutionResult<Void, DiscardedOutput, StringOutput<UTF8>>
        do {
            result = try await Subprocess.run(
                .name("tar"), arguments: Arguments(["-x", "-f", archive.path, "-C", folder.path] + strip), output: .discarded,
                error: .string(limit: errorLimit))
        } catch {
            throw BitextError(.git, path: tree, "cannot unpack revision \(revision): \(error)")
        }
        guard result.terminationStatus.isSuccess else {
            throw BitextError(.git, path: tree, "cannot unpack revision \(revision): \(result.standardError)")
        }
    }

    /// Throws unless the files under `prefix` at `revision` fit `budget`.
    static func check(_ revision: String, prefix: String, in top: String, budget: Budget) async throws(BitextError) {
        let refusal = BitextError(
            .git, path: top,
            "revision \(revision) holds more than \(budget.files) files or \(budget.bytes) bytes under \(prefix.isEmpty ? "." : prefix), over the budget of four times the working tree: not read")
        // An entry is about 60 bytes and its path: the listing's limit follows the file budget.
        let limit = min(budget.files, 1 << 20) * 320 + 65_536
        guard let listing = try? await run(["ls-tree", "-r", "-z", "--long", "--full-tree", "--end-of-options", revision, "--", prefix.isEmpty ? "." : prefix], in: top, limit: limit)
        else {
            _ = try await run(["rev-parse", "--verify", "--end-of-options", revision + "^{tree}"], in: top)
            throw refusal
        }
        var files = 0, bytes = 0
        for entry in listing.split(separator: 0) {
            // "MODE TYPE OBJECT SIZE\tPATH"
            guard let tab = entry.firstIndex(of: 9) else { continue }
            let fields = entry[..<tab].split(separator: 32, omittingEmptySubsequences: true)
            guard fields.count == 4, fields[1].elementsEqual("blob".utf8), !fields[0].elementsEqual("120000".utf8) else { continue }
            files += 1
            bytes += Int(String(decoding: fields[3], as: UTF8.self)) ?? 0
            if files > budget.files || bytes > budget.bytes { throw refusal }
        }
    }
}
