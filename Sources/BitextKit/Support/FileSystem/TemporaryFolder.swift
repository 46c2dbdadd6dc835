import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder under the system's temporary folder that lives as long as one piece of work. It is
/// removed when the work ends, when the process is interrupted (SIGINT, SIGTERM, SIGHUP), and, for
/// a process killed outright, by the next run: its name holds the process id, and a folder whose
/// process is gone is removed when another is made.
public final class TemporaryFolder: Sendable {
    /// The folder's path.
    public let url: URL

    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var folders: Set<String> = []
        var sources: [any DispatchSourceSignal] = []
    }

    private static let registry = Registry()
    private static let handledSignals = [SIGINT, SIGTERM, SIGHUP]

    /// Makes a new folder named `prefix-PID-RANDOM`.
    public init(prefix: String) throws(BitextError) {
        let base = FileManager.default.temporaryDirectory
        Self.removeAbandoned(prefix: prefix, in: base)
        url = base.appendingPathComponent("\(prefix)-\(getpid())-\(UUID().uuidString)")
        // Known before it exists: an interruption right after it is made still removes it.
        Self.register(url.path)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw BitextError(.output, path: url.path, "cannot make a temporary folder: \(error.localizedDescription)")
        }
    }

    /// Removes the folder and what it holds.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
        Self.registry.lock.lock()
        Self.registry.folders.remove(url.path)
        Self.registry.lock.unlock()
    }

    deinit { remove() }

    private static func register(_ path: String) {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        registry.folders.insert(path)
        guard registry.sources.isEmpty else { return }
        // The signal is taken from its default action, the folders removed on a thread of its
        // own (nothing can be removed inside a C signal handler), then sent again with the
        // default action back, so the process still ends as the signal says.
        for number in handledSignals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                removeAll()
                signal(number, SIG_DFL)
                kill(getpid(), number)
            }
            source.resume()
            registry.sources.append(source)
        }
    }

    private static func removeAll() {
        registry.lock.lock()
        let folders = registry.folders
        registry.lock.unlock()
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Removes the folders named `prefix-PID-…` whose process no longer runs.
    static func removeAbandoned(prefix: String, in base: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        for name in names where name.hasPrefix(prefix + "-") {
            let rest = name.dropFirst(prefix.count + 1)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
            }
        }
    }
}
