import Foundation

/// A byte array for each thread to build its next output in: pages and bundles were built a
/// byte at a time into a fresh array that doubled from 64 KB up to the file's size, for every
/// file. Taken, it is the thread's spare array, empty with the room its last use left; given
/// back, it waits for the thread's next output.
enum ThreadBytes {
    /// Arrays with more room than this are not kept: one long page should not hold its size on
    /// every thread for the rest of the run (what threads keep adds to a whole site's peak).
    static let keptCapacity = 1 << 18

    private static let spares = ThreadSpare<[UInt8]>()

    /// The thread's spare array, empty; an empty new one when another output holds it.
    static func take() -> [UInt8] {
        spares.take() ?? []
    }

    /// Keeps `bytes`'s room for the thread's next output (unless it is over `keptCapacity`, or
    /// the thread keeps a roomier one already), and leaves `bytes` empty.
    static func give(_ bytes: inout [UInt8]) {
        var given: [UInt8] = []
        swap(&given, &bytes)
        guard given.capacity <= keptCapacity else { return }
        given.removeAll(keepingCapacity: true)
        spares.give(given) { $0.capacity >= given.capacity }
    }

    /// The bytes of a finished output as the `Data` to write, its array given back.
    static func data(giving bytes: inout [UInt8]) -> Data {
        let data = Data(bytes)
        give(&bytes)
        return data
    }
}
