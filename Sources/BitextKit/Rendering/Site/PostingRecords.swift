/// The search postings as documents give them: per document its number and how many postings
/// follow, then each posting's term and code, all in LEB128 (7 bits a byte). A posting takes four
/// bytes or so. The bytes are kept in blocks of a fixed size rather than one array, which would
/// double as it grows and hold both copies while it does.
struct PostingRecords: Sendable {
    static let blockSize = 1 << 18
    private var blocks: [[UInt8]] = []
    /// The postings added, and those the current record announced but has not had yet.
    private(set) var postings = 0
    private var pending = 0

    /// Starts the record of `document`, which `count` calls of `append` complete.
    mutating func start(document: Int32, count: Int) {
        precondition(pending == 0, "the record before is not complete")
        // Ten bytes per varint at most: reserving that keeps a record in one block.
        reserve(20 + count * 15)
        append(UInt64(UInt32(bitPattern: document)))
        append(UInt64(count))
        pending = count
    }

    /// Adds a posting of the current record: its term (as the caller numbers them) and code.
    mutating func append(term: UInt64, code: UInt32) {
        precondition(pending > 0, "more postings than the record announced")
        append(term)
        append(UInt64(code))
        pending -= 1
        postings += 1
    }

    /// Hands every posting to `body`: its document, term and code, in the order added.
    func forEach(_ body: (Int32, UInt64, UInt32) -> Void) {
        for block in blocks {
            block.withUnsafeBufferPointer { bytes in
                var offset = 0
                while offset < bytes.count {
                    let document = Int32(bitPattern: UInt32(truncatingIfNeeded: Self.read(bytes, &offset)))
                    for _ in 0..<Self.read(bytes, &offset) {
                        let term = Self.read(bytes, &offset)
                        body(document, term, UInt32(truncatingIfNeeded: Self.read(bytes, &offset)))
                    }
                }
            }
        }
    }

    private mutating func reserve(_ bytes: Int) {
        if let last = blocks.last, last.capacity - last.count >= bytes { return }
        var block: [UInt8] = []
        block.reserveCapacity(max(Self.blockSize, bytes))
        blocks.append(block)
    }

    private mutating func append(_ value: UInt64) {
        LEB128.append(value, to: &blocks[blocks.count - 1])
    }

    /// A number of a record this type wrote: always whole.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> UInt64 {
        LEB128.read(bytes, &offset)!
    }
}
