import BitextModel
import Foundation

/// One document, from its inputs to the bytes of its outputs: processed (read, tagged, aligned,
/// extracted, measured) by `DocumentProcessor`, then rendered. It computes and never writes: the
/// files go back to the scheduler, the only writer.
struct DocumentConverter: Sendable {
    var processor: DocumentProcessor
    var pages: PageRenderer
    var exports: [ExportFormat]
    var exportSettings = ExportSettings.standard

    /// One document's outcome.
    struct Outcome: Sendable {
        var item: WorkItem
        /// The key and stamp its record is saved with, set by the scheduler from `fingerprints`.
        var stamped = InputKeys.Stamped(key: "", stamp: nil)
        /// Output files in the order of `outputNames`; empty when it failed.
        var files: [(String, Data)]
        /// What the site keeps of it; nil when it failed.
        var site: SiteDocument?
        /// Its search terms as the build database stores them, encoded here, on the worker.
        var terms = Data()
        var diagnostics: [Diagnostic]
        var timings: StageTimings
        /// The size of its inputs, set by the scheduler, which stat'ed them to order the work.
        var inputBytes = 0
        /// Each input read, by path, with the fingerprint of the bytes converted.
        var fingerprints: [String: UInt64] = [:]
    }

    /// Converts `item`; never throws: a failure becomes an error diagnostic.
    func convert(_ item: WorkItem) -> Outcome {
        do throws(BitextError) {
            let processed = try processor.process(item)
            var timings = processed.timings
            var (files, site) = try timings.measure(\.render) { () throws(BitextError) in
                try render(
                    processed, name: item.name, media: DocumentMedia(item: item, processed: processed, name: item.name),
                    section: SectionListing.links(item, processed))
            }
            if processor.reading.maximumBlocks == nil, let cap = Self.tighterBlockBudget(processed, outputBytes: files.reduce(0) { $0 + $1.1.count }) {
                var tighter = self
                tighter.processor.reading.maximumBlocks = cap
                return tighter.convert(item)
            }
            site.summary.weight = site.summary.weight ?? item.readingOrder
            let diagnostics = processed.diagnostics.filter { $0.severity != .note }
            return Outcome(
                item: item, files: files, site: site, terms: site.terms.packedData, diagnostics: diagnostics, timings: timings,
                fingerprints: processed.fingerprints)
        } catch {
            return Outcome(item: item, files: [], site: nil, diagnostics: [error.diagnostic], timings: StageTimings())
        }
    }

    /// The page on one thread; the bundle's JSON, exports and search files on another.
    private func render(
        _ processed: ProcessedDocument, name: String, media: DocumentMedia, section: [PageRenderer.SectionLink]
    ) throws(BitextError) -> ([(String, Data)], SiteDocument) {
        let depth = name.split(separator: "/").count - 1
        let home = String(repeating: "../", count: depth) + "index.html"
        let bundle = BundleBuilder().bundle(processed, name: name)
        let (html, rest) = try Concurrently.both(
            when: processor.splitsWork,
            { () throws(BitextError) in try pages.renderData(processed, bundle: bundle, site: .init(home: home, title: "All documents", media: media.links, section: section)) },
            { () throws(BitextError) in
                var contents = [try BundleJSON.data(bundle)]
                for format in exports { contents.append(Data(try format.render([bundle], settings: exportSettings).utf8)) }
                contents.append(SearchIndexBuilder.pairsFile(name: name, title: bundle.title.en ?? bundle.title.zh, pairs: bundle.pairs))
                var site = SiteDocument(bundle: bundle)
                site.media = media.list
                return (contents, site)
            })
        // In the order of `outputNames`: bundle, page, exports, search pairs.
        let contents = [rest.0[0], html] + rest.0.dropFirst()
        return (Array(zip(DocumentRecord.outputNames(name, exports: exports), contents)), rest.1)
    }

    /// A document's outputs may take 40 times its input and a megabyte. The block budget keeps
    /// most documents inside; one whose blocks cost more than most (bare headings: a table of
    /// contents entry each) is read again with fewer: the blocks it had, scaled down to fit.
    static func tighterBlockBudget(_ processed: ProcessedDocument, outputBytes: Int) -> Int? {
        let inputBytes = [processed.english, processed.chinese].map { $0.source?.text.utf8.count ?? 0 }
        // What shortcodes took in is input too, counted once per file however often it is taken in.
        let limit = 40 * ((processed.isSingleFile ? inputBytes[0] : inputBytes.reduce(0, +)) + processed.includedBytes) + 1_048_576
        guard outputBytes > limit else { return nil }
        let blocks = max(processed.english.blocks.count, processed.chinese.blocks.count)
        return max(1, Int(Double(blocks) * Double(limit) / Double(outputBytes) * 0.8))
    }
}
