import BitextModel
import Foundation

/// `bitext inspect`: one file read into the document model, as every command reads it.
public struct InspectAction: Sendable {
    public var path: String
    public var reading: DocumentReader.Options

    public init(path: String, reading: DocumentReader.Options = .init()) {
        self.path = path
        self.reading = reading
    }

    public func perform() throws(BitextError) -> ReadResult {
        try DocumentFiles([path], reading: reading).read()[0]
    }
}
