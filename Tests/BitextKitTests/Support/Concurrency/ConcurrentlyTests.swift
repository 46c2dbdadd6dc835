@testable import BitextKit
import Testing

@Suite struct ConcurrentlyTests {
    struct Failure: Error, Equatable { var side: String }

    @Test(arguments: [true, false]) func bothResultsComeBackInTheirPlaces(parallel: Bool) throws {
        let (a, b) = try Concurrently.both(when: parallel, { () throws(Failure) in (0..<10_000).reduce(0, +) }, { () throws(Failure) in "二" })
        #expect(a == 49_995_000)
        #expect(b == "二")
    }

    /// Either side's error is thrown; with both failing, the first side's, as if run in order.
    @Test(arguments: [true, false]) func errorsAreThrownInOrder(parallel: Bool) {
        #expect(throws: Failure(side: "second")) {
            try Concurrently.both(when: parallel, { () throws(Failure) in 1 }, { () throws(Failure) -> Int in throw Failure(side: "second") })
        }
        #expect(throws: Failure(side: "first")) {
            try Concurrently.both(
                when: parallel, { () throws(Failure) -> Int in throw Failure(side: "first") },
                { () throws(Failure) -> Int in throw Failure(side: "second") })
        }
    }
}
