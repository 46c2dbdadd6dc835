import BitextModel
import Foundation

/// The totals of one finished run, kept so that the next can say what changed since.
public struct RunRecord: Sendable, Equatable, Codable {
    /// When the run ended, seconds since 1970.
    public var finished: Double
    public var documents: Int
    public var converted: Int
    public var failed: Int
    public var pairs: Int
    public var coverage: CoverageSummary
}
