/// A byte array for each thread to build its next output in: pages and bundles were built a
/// byte at a time into a fresh array that doubled from 64 KB up to the file's size, for every
/// file. Taken, it is the thread's spare array, empty with
/// the room its last use left; given back, it waits for the thread's next output.
enum ThreadBytes {
    /// Arrays with more room than this are not kept: one long page should not hold its size on
    /// every thread for the rest of the run (what threads keep adds to a whole site's peak).
    static let keptCapacity = 1 << 18

    private final class Spare {
        var bytes: [UInt8] = []
    }

    private static let spares = PerThread { Spare() }

    private static var spare: Spare { spares.value }

    /// The thread's spare array, empty; an empty new one when another output holds it.
    static func take() -> [UInt8] {
        let spare = spare
        var bytes: [UInt8] = []
        swap(&bytes, &spare.bytes)
        return bytes
    }

    /// Keeps `bytes`'s room for the thread's next output (unless it is over `keptCapacity`, or
    /// the thread keeps a roomier one already), and leaves `bytes` empty.
    static func give(_ bytes: inout [UInt8]) {
        let spare = spare
        var given: [UInt8] = []
        swap(&given, &bytes)
        guard given.capacity <= keptCapacity, given.capacity > spare.bytes.capacity else { return }
        given.removeAll(keepingCapacity: true)
        spare.bytes = given
    }
}
