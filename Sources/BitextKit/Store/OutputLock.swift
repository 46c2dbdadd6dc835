import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`) on an output folder, held until the value is released: two runs
/// writing one folder would delete each other's temporary files and leave a site missing
/// documents. The lock file stays (removing it would let a third run lock a new file while the
/// second still holds the old one); it is empty, so it is the same in every run's output.
public final class OutputLock: Sendable {
    /// The lock file's name inside the output folder.
    public static let fileName = ".bitext-lock"

    private let descriptor: Int32

    /// Locks `folder`, creating it when missing, or fails at once when another run holds it.
    public init(folder: String) throws(BitextError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw BitextError(.lock, path: folder, "cannot create the output folder: \(error.localizedDescription)")
        }
        let path = (folder as NSString).appendingPathComponent(Self.fileName)
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw BitextError(.lock, path: path, "cannot open the lock file: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw BitextError(.lock,
                path: folder,
                busy ? "another bitext run is writing to this output folder; wait for it to finish or choose another folder"
                    : "cannot lock the output folder: \(reason)")
        }
        self.descriptor = descriptor
    }

    deinit {
        // Unlocked before closing: the lock belongs to the open file, which a process forked at
        // this moment (this one spawning git, say) shares until it executes its program, and
        // closing only our copy would leave the folder locked for the next run until then.
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
