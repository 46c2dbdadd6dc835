import Foundation

/// Seconds spent in each stage, summed over documents (for `convert --profile`).
public struct StageTimings: Sendable, Equatable, Codable {
    /// Loading, decoding and parsing.
    public var read: Double = 0
    /// Aligning.
    public var align: Double = 0
    /// Extracting code and table records.
    public var extract: Double = 0
    /// Measuring coverage.
    public var coverage: Double = 0
    /// Building bundles and pages.
    public var render: Double = 0
    /// Writing files.
    public var write: Double = 0
    /// Building and writing the site.
    public var site: Double = 0
    /// Before the first document starts: finding, pairing and keying the inputs, reading the
    /// last manifest, parsing templates. One core works while the others wait.
    public var setup: Double = 0
    /// Loading the lexicon (or compiling it, the first time), part of the setup.
    public var lexicon: Double = 0

    /// Creates zero timings.
    public init() {}

    /// Adds another document's timings.
    public static func += (a: inout StageTimings, b: StageTimings) {
        a.read += b.read
        a.align += b.align
        a.extract += b.extract
        a.coverage += b.coverage
        a.render += b.render
        a.write += b.write
        a.site += b.site
        a.setup += b.setup
        a.lexicon += b.lexicon
    }

    /// Runs `body` and adds its duration to the stage at `keyPath`.
    public mutating func measure<T, E: Error>(_ keyPath: WritableKeyPath<StageTimings, Double>, _ body: () throws(E) -> T) throws(E) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { self[keyPath: keyPath] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        return try body()
    }
}
