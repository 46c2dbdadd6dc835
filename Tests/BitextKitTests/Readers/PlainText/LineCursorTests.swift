@testable import BitextKit
import Testing

@Suite struct LineCursorTests {
    @Test func attemptRewindsWhenTheReadFails() {
        var cursor = PlainText.cursor("one\ntwo\nthree")
        let failed: Int? = cursor.attempt { c in
            c.advance(by: 2)
            return nil
        }
        #expect(failed == nil)
        #expect(cursor.current?.content == "one")
        let read: String? = cursor.attempt { c in
            c.advance()
            return c.current?.content
        }
        #expect(read == "two")
        #expect(cursor.current?.content == "two")
    }

    @Test func peeksAndSkipsBlankLines() {
        var cursor = PlainText.cursor("a\n\n  \nb")
        #expect(cursor.nextNonBlank(from: 1)?.offset == 3)
        cursor.advance()
        cursor.skipBlankLines()
        #expect(cursor.current?.content == "b")
        #expect(cursor.current?.number == 4)
        cursor.advance()
        #expect(cursor.isAtEnd)
    }
}
