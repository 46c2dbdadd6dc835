import Foundation

/// The output folder, opened for one run: checked against the inputs, locked against other runs,
/// with the sink that writes into it and the build database that describes it.
struct OutputFolder {
    let url: URL
    let sink: any OutputSink
    let database: BuildDatabase
    /// Held for the run: released when the folder is dropped.
    private let lock: OutputLock

    /// Opens `output` for a run reading `inputs`; `sink` replaces the atomic file writer.
    init(_ output: String, inputs: [String], sink: (any OutputSink)? = nil) throws(BitextError) {
        try OutputPlacement.check(output: output, inputs: inputs)
        url = URL(fileURLWithPath: output).standardizedFileURL
        lock = try OutputLock(folder: url.path)
        self.sink = sink ?? AtomicWriter(root: url)
        database = try BuildDatabase.open(in: url.path)
    }

    /// Where the site's index is.
    var index: String { url.appendingPathComponent("index.html").path }
}
