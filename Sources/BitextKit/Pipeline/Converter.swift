import BitextModel
import Foundation

/// Converts folders of guides into bundles, pages and a site. The steps, in order:
/// discover → pair → shard → skip unchanged → process (concurrently) → write → site → manifest.
public struct Converter: Sendable {
    /// The options in force.
    public var options: ConvertOptions

    /// Creates a converter.
    public init(options: ConvertOptions) {
        self.options = options
    }

    /// Progress callbacks: (done, total, current name). Called on the converting task.
    public typealias Progress = (Int, Int, String) -> Void

    /// A document's key, and its stamp when its inputs are old enough to have one (see `stamp`).
    struct Stamped: Sendable {
        var key: String
        var stamp: String?
    }

    /// One document's outcome, passed from a worker to the collector.
    struct Outcome: Sendable {
        var item: WorkItem
        var stamped: Stamped
        var files: [(String, Data)]
        var site: SiteDocument?
        var problems: [String]
        var failed: Bool
        var timings: StageTimings
    }

    /// Runs the conversion.
    public func run(progress: Progress? = nil) async throws(BitextError) -> ConversionReport {
        let clock = DispatchTime.now().uptimeNanoseconds
        var report = ConversionReport()
        let outputURL = URL(fileURLWithPath: options.output).standardizedFileURL
        try OutputPlacement.check(output: options.output, inputs: options.inputs)
        let lock = try OutputLock(folder: outputURL.path)
        defer { withExtendedLifetime(lock) {} }
        let writer = AtomicWriter(root: outputURL)
        // The last run's manifest is read while the inputs are found and paired: neither needs
        // the other, and on a rerun with nothing to do both are a visible share of the time.
        async let lastManifest = options.force ? ConversionManifest() : ConversionManifest.load(from: outputURL)
        async let lastStamps = InputStamps.load(from: outputURL)

        // Discover and pair.
        let config = try options.inputs.first.map { input throws(BitextError) in try BitextConfig.load(root: Self.folder(of: input)) } ?? BitextConfig()
        var items: [WorkItem] = []
        for input in options.inputs {
            let discovery = InputDiscovery(excludes: config.exclude, outputs: [OutputPlacement.realPath(options.output)])
            let (files, diagnostics) = discovery.files(under: input)
            report.problems += diagnostics.filter { $0.severity != .note }.map(\.description)
            report.failed += diagnostics.filter { $0.severity == .error }.count
            var paired = DocumentPairer(explicitPairs: config.pairs).pair(files)
            if options.inputs.count > 1 {
                let prefix = URL(fileURLWithPath: input).standardizedFileURL.lastPathComponent
                paired = paired.map { var item = $0; item.name = prefix + "/" + item.name; return item }
            }
            items += paired
        }
        items = DocumentNames.assign(items)
        if let shard = options.shard {
            items = items.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        report.documents = items.count

        // Templates and what every key depends on.
        let templatePath = options.templates ?? config.templates
        let templates = try templatePath.map { path throws(BitextError) in try TemplateSet.overriding(with: path) } ?? .builtIn
        let templateHash = Self.templateHash(templates)
        let previous = await lastManifest
        let previousStamps = await lastStamps
        var stamps = InputStamps()
        var manifest = ConversionManifest()

        // What changed since the last run: everything else is skipped.
        // Each item to convert with its key and stamp, or nil when its task is to compute both.
        var work: [(WorkItem, Stamped?)] = []
        let outputRoot = outputURL.path.hasSuffix("/") ? outputURL.path : outputURL.path + "/"
        var summaries: [String: DocumentSummary] = [:]
        var search = SearchIndexBuilder.Postings()
        let exports = options.exports
        let fingerprint = options.fingerprint + "|" + templateHash
        let now = Int(Date().timeIntervalSince1970 * 1e9)
        func reusable(_ entry: ConversionManifest.Entry, for item: WorkItem) -> Bool {
            // An empty key is a retracted entry: its outputs may be half replaced.
            !entry.key.isEmpty && Set(entry.outputs).isSuperset(of: Self.outputNames(item.name, exports: exports))
                && entry.outputs.allSatisfy({ FileStatus(outputRoot + $0) != nil })
        }
        if options.force {
            // Nothing is skipped: each document's key is computed by its own task, in parallel,
            // instead of reading every input here first.
            work = items.map { ($0, nil) }
        } else {
            // Stamps first, from `stat` alone: an item whose stamp is the one recorded is skipped
            // without reading its inputs. The others are fingerprinted, on every core; taken
            // before the reading, a stamp never vouches for bytes newer than the key's.
            let current = items.map { Self.stamp($0, fingerprint: fingerprint, now: now) }
            var unstamped: [Int] = []
            for (index, item) in items.enumerated() {
                if let entry = previous.documents[item.name], previousStamps.vouches(item.name, stamp: current[index], key: entry.key),
                    reusable(entry, for: item)
                {
                    manifest.documents[item.name] = entry
                    stamps.documents[item.name] = previousStamps.documents[item.name]
                    report.skipped += 1
                } else {
                    unstamped.append(index)
                }
            }
            let keys = Self.keys(unstamped.map { items[$0] }, fingerprint: fingerprint)
            for (index, key) in zip(unstamped, keys) {
                let item = items[index]
                if let entry = previous.documents[item.name], entry.key == key, reusable(entry, for: item) {
                    manifest.documents[item.name] = entry
                    if let stamp = current[index] { stamps.documents[item.name] = .init(stamp: stamp, key: key) }
                    report.skipped += 1
                } else {
                    work.append((item, Stamped(key: key, stamp: current[index])))
                }
            }
        }
        // Largest documents first: a big one started last would run alone at the end while the
        // other cores idle. Outputs do not depend on the order.
        let sizes = Dictionary(uniqueKeysWithValues: work.map { ($0.0.name, $0.0.files.map { FileStatus($0.path)?.size ?? 0 }.reduce(0, +)) })
        work.sort { a, b in (sizes[a.0.name]!, b.0.name) > (sizes[b.0.name]!, a.0.name) }
        let processor = DocumentProcessor(reading: options.reading, aligning: options.aligning, lexicon: work.isEmpty ? nil : try report.timings.measure(\.lexicon) { () throws(BitextError) in try options.lexicon?.lexicon() })
        // Templates are parsed only when a page will be rendered: a rerun with nothing to do
        // uses them for their hash alone (and they parsed when that hash was last recorded).
        let pages = try work.isEmpty ? nil : PageRenderer(templates: templates)
        let limit = max(1, options.concurrency ?? ProcessInfo.processInfo.activeProcessorCount)

        // Before any output is replaced, the manifest stops vouching for what is about to change. A
        // run killed part-way would otherwise leave entries whose outputs no longer match their
        // keys, and if the inputs were changed back before the rerun, it would skip stale files.
        // Entries with an empty key still list the files about to be written, so that a rerun
        // which no longer finds the document removes them.
        var retracted = false
        func retract() {
            guard !retracted else { return }
            retracted = true
            let onDisk = options.force ? ConversionManifest.load(from: outputURL) : previous
            var pending = onDisk
            for (item, _) in work {
                let old = onDisk.documents[item.name]
                let outputs = (old?.outputs ?? []) + Self.outputNames(item.name, exports: exports)
                pending.documents[item.name] = ConversionManifest.Entry(
                    key: "", outputs: Array(Set(outputs)).sorted(),
                    summary: old?.summary ?? DocumentSummary(empty: item.name, sources: item.files.map(\.path)))
            }
            pending.siteKey = nil
            guard pending != onDisk else { return }
            do {
                try writer.write(try BundleJSON.data(pending), to: ConversionManifest.fileName)
            } catch {
                // With no manifest at all the rerun rebuilds everything, which is safe too.
                try? FileManager.default.removeItem(at: outputURL.appendingPathComponent(ConversionManifest.fileName))
            }
        }

        // Process what changed, at most `concurrency` documents at a time. This task is the single
        // writer: each document's files are written as soon as it is done and then dropped, so a
        // large tree never holds more than `concurrency` documents' outputs in memory.
        var done = report.skipped
        var problems: [String: [String]] = [:]
        // A document that fails has no outputs in a clean run: its earlier ones (and any written
        // before a write failed) go, by the records of what Bitext wrote for it.
        func removeOutputs(of name: String) -> [String] {
            let recorded = Set((previous.documents[name]?.outputs ?? []) + Self.outputNames(name, exports: exports))
            return Self.remove(recorded.sorted(), with: writer)
        }
        func collect(_ outcome: Outcome) {
            problems[outcome.item.name] = outcome.problems
            report.timings += outcome.timings
            report.bytes += sizes[outcome.item.name] ?? 0
            guard !outcome.failed, let site = outcome.site else {
                report.failed += 1
                report.failedDocuments += 1
                problems[outcome.item.name, default: []] += removeOutputs(of: outcome.item.name)
                return
            }
            do {
                let start = DispatchTime.now().uptimeNanoseconds
                for (path, data) in outcome.files { try writer.write(data, to: path) }
                report.timings.write += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            } catch {
                problems[outcome.item.name, default: []].append(error.description)
                problems[outcome.item.name, default: []] += removeOutputs(of: outcome.item.name)
                report.failed += 1
                report.failedDocuments += 1
                return
            }
            manifest.documents[outcome.item.name] = ConversionManifest.Entry(
                key: outcome.stamped.key, outputs: outcome.files.map(\.0), summary: site.summary)
            if let stamp = outcome.stamped.stamp { stamps.documents[outcome.item.name] = .init(stamp: stamp, key: outcome.stamped.key) }
            summaries[outcome.item.name] = site.summary
            search.add(name: outcome.item.name, terms: site.terms)
            report.converted += 1
        }
        await withTaskGroup(of: Outcome.self) { group in
            var next = 0
            func launch() {
                guard next < work.count else { return }
                let (item, stamped) = work[next]
                next += 1
                guard let pages else { return }
                // With fewer documents left to start than cores, cores would idle: the last
                // documents (or a lone long one) split their own work.
                var processor = processor
                processor.splitsWork = work.count - next < limit
                group.addTask {
                    Self.convert(
                        item, stamped: stamped ?? Self.stamped(item, fingerprint: fingerprint, now: now), processor: processor, pages: pages,
                        exports: exports)
                }
            }
            report.timings.setup = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
            for _ in 0..<min(limit, work.count) { launch() }
            // The first documents convert while a killed run's temporary files are removed and
            // the manifest is retracted: tasks only compute, and nothing is written before
            // `collect`, so both still come before any output is replaced.
            if !work.isEmpty {
                writer.removeLeftovers()
                retract()
            }
            while let outcome = await group.next() {
                launch()
                collect(outcome)
                done += 1
                progress?(done, items.count, outcome.item.name)
            }
        }
        if work.isEmpty { writer.removeLeftovers() }

        // Problems in name order, whatever order the documents finished in.
        for name in problems.keys.sorted() { report.problems += problems[name]! }

        // Outputs of documents that are gone are removed (a shard only knows its own share).
        if options.shard == nil {
            let names = Set(items.map(\.name))
            for (name, entry) in previous.documents.sorted(by: { $0.key < $1.key }) where manifest.documents[name] == nil && !names.contains(name) {
                report.problems += Self.remove(entry.outputs, with: writer)
            }
        }

        // The site, rebuilt only when a document changed or it is missing.
        let siteTitle = options.siteTitle ?? config.siteTitle ?? "Bitext"
        let siteChanged = report.converted > 0 || previous.documents.keys.sorted() != manifest.documents.keys.sorted()
            || !FileManager.default.fileExists(atPath: outputURL.appendingPathComponent("index.html").path)
            || previous.siteKey != Self.siteKey(siteTitle, templateHash)
        var siteWritten = true
        if siteChanged {
            let start = DispatchTime.now().uptimeNanoseconds
            retract()
            for name in manifest.documents.keys.sorted() where summaries[name] == nil {
                let site = Self.loadSiteDocument(manifest.documents[name]!, from: writer)
                summaries[name] = site.summary
                search.add(name: name, terms: site.terms)
            }
            let files = try SiteRenderer(templates: templates, title: siteTitle).files(summaries: Array(summaries.values), search: search)
            // A site that cannot be written (a full disk) is reported with the documents' problems
            // rather than thrown, which would lose them; the manifest then asks the rerun to rebuild it.
            do throws(BitextError) {
                for (path, data) in files { try writer.write(data, to: path) }
                manifest.site = files.map(\.0).sorted()
                report.problems += Self.removeStaleSiteFiles(previous.site, manifest: manifest, with: writer)
            } catch {
                report.problems.append(error.description)
                report.failed += 1
                siteWritten = false
            }
            report.timings.site += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        if !siteChanged { manifest.site = previous.site }
        manifest.siteKey = siteWritten ? Self.siteKey(siteTitle, templateHash) : nil
        manifest.siteTitle = siteTitle
        manifest.templates = templatePath
        do throws(BitextError) {
            // A rerun that changed nothing leaves the manifest as it was (and skips encoding it).
            if options.force || retracted || manifest != previous || FileStatus(outputRoot + ConversionManifest.fileName) == nil {
                try writer.write(try BundleJSON.data(manifest), to: ConversionManifest.fileName)
            }
        } catch {
            report.problems.append(error.description)
            report.failed += 1
        }
        // After the manifest: a stamp vouches for a key only while the manifest still has it.
        // The stamps are a cache, so failing to write them fails nothing.
        if stamps != previousStamps, let data = try? stamps.data() {
            _ = try? writer.write(data, to: InputStamps.fileName)
        }

        report.pairs = manifest.documents.values.map(\.summary.pairs).reduce(0, +)
        report.coverage = manifest.documents.values.map(\.summary.coverage).reduce(CoverageSummary(), +)
        report.index = outputURL.appendingPathComponent("index.html").path
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
        return report
    }

    /// Combines the outputs of shard runs into `output`: document files are copied, manifests
    /// merged and the site rebuilt, so the result has the bytes of a single run. A shard is read,
    /// never trusted: only regular files its manifest lists under names a document can have are
    /// copied (no link is followed), and the templates are this call's, checked against the
    /// shards' site keys. What an earlier run recorded writing to `output` and this one did not
    /// write is removed.
    public static func merge(shards: [String], into output: String, templates templatePath: String? = nil) throws(BitextError) -> ConversionReport {
        let clock = DispatchTime.now().uptimeNanoseconds
        var report = ConversionReport()
        try OutputPlacement.check(output: output, inputs: shards)
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        let lock = try OutputLock(folder: outputURL.path)
        defer { withExtendedLifetime(lock) {} }
        let writer = AtomicWriter(root: outputURL)
        writer.removeLeftovers()
        let previous = ConversionManifest.load(from: outputURL)
        let templates = try templatePath.map { path throws(BitextError) in try TemplateSet.overriding(with: path) } ?? .builtIn
        var merged = try MergedShards(shards: shards, templateHash: templateHash(templates))
        // Before anything is replaced, the manifest stops vouching for the folder (as a
        // conversion retracts what it is about to change): a merge killed part-way would leave
        // old keys over new files. Every file either side wrote stays listed, for removal.
        var retraction = previous
        for (name, entry) in merged.manifest.documents {
            let old = previous.documents[name]
            retraction.documents[name] = ConversionManifest.Entry(
                key: "", outputs: Array(Set((old?.outputs ?? []) + entry.outputs)).sorted(), summary: old?.summary ?? entry.summary)
        }
        for name in retraction.documents.keys { retraction.documents[name]?.key = "" }
        retraction.siteKey = nil
        if retraction != previous {
            try writer.write(try BundleJSON.data(retraction), to: ConversionManifest.fileName)
        }
        try merged.copy(into: writer)
        let files = try SiteRenderer(templates: templates, title: merged.title).files(summaries: merged.summaries, search: merged.search)
        for (path, data) in files { try writer.write(data, to: path) }
        merged.manifest.site = files.map(\.0).sorted()
        merged.manifest.siteKey = siteKey(merged.title, templateHash(templates))
        merged.manifest.siteTitle = merged.title
        merged.manifest.templates = templatePath
        for (name, entry) in previous.documents.sorted(by: { $0.key < $1.key }) {
            let kept = Set(merged.manifest.documents[name]?.outputs ?? [])
            report.problems += remove(entry.outputs.filter { !kept.contains($0) }, with: writer)
        }
        report.problems += removeStaleSiteFiles(previous.site, manifest: merged.manifest, with: writer)
        try writer.write(try BundleJSON.data(merged.manifest), to: ConversionManifest.fileName)
        report.documents = merged.manifest.documents.count
        report.pairs = merged.manifest.documents.values.map(\.summary.pairs).reduce(0, +)
        report.coverage = merged.manifest.documents.values.map(\.summary.coverage).reduce(CoverageSummary(), +)
        report.index = outputURL.appendingPathComponent("index.html").path
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
        return report
    }

    /// Reads, aligns, extracts and renders one item; never throws, failures become problems.
    static func convert(_ item: WorkItem, stamped: Stamped, processor: DocumentProcessor, pages: PageRenderer, exports: [ExportFormat] = []) -> Outcome {
        do throws(BitextError) {
            let processed = try processor.process(item)
            var timings = processed.timings
            let depth = item.name.split(separator: "/").count - 1
            let home = String(repeating: "../", count: depth) + "index.html"
            let bundle = timings.measure(\.render) { BundleBuilder().bundle(processed, name: item.name) }
            // The page on one thread, the bundle's JSON, exports and search files on another.
            let (files, site): ([(String, Data)], SiteDocument) = try timings.measure(\.render) { () throws(BitextError) in
                let (html, rest) = try Concurrently.both(
                    when: processor.splitsWork,
                    { () throws(BitextError) in try pages.renderData(processed, bundle: bundle, site: .init(home: home, title: "All documents")) },
                    { () throws(BitextError) in
                        var contents = [try BundleJSON.data(bundle)]
                        for format in exports { contents.append(Data(try format.render([bundle]).utf8)) }
                        contents.append(SearchIndexBuilder.pairsFile(name: item.name, pairs: bundle.pairs))
                        return (contents, SiteDocument(bundle: bundle))
                    })
                // In the order of `outputNames`: bundle, page, exports, search pairs.
                let contents = [rest.0[0], html] + rest.0.dropFirst()
                return (Array(zip(Self.outputNames(item.name, exports: exports), contents)), rest.1)
            }
            if processor.reading.maximumBlocks == nil, let cap = tighterBlockBudget(processed, outputBytes: files.reduce(0) { $0 + $1.1.count }) {
                var tighter = processor
                tighter.reading.maximumBlocks = cap
                return convert(item, stamped: stamped, processor: tighter, pages: pages, exports: exports)
            }
            let problems = processed.diagnostics.filter { $0.severity != .note }.map(\.description)
            return Outcome(item: item, stamped: stamped, files: files, site: site, problems: problems, failed: false, timings: timings)
        } catch {
            return Outcome(item: item, stamped: stamped, files: [], site: nil, problems: [error.description], failed: true, timings: StageTimings())
        }
    }

    /// A document's outputs may take 40 times its input and a megabyte. The block budget keeps
    /// most documents inside; one whose blocks cost more than most (bare headings: a table of
    /// contents entry each) is read again with fewer: the blocks it had, scaled down to fit.
    static func tighterBlockBudget(_ processed: ProcessedDocument, outputBytes: Int) -> Int? {
        let inputBytes = [processed.english, processed.chinese].map { $0.source?.text.utf8.count ?? 0 }
        let limit = 40 * (processed.isSingleFile ? inputBytes[0] : inputBytes.reduce(0, +)) + 1_048_576
        guard outputBytes > limit else { return nil }
        let blocks = max(processed.english.blocks.count, processed.chinese.blocks.count)
        return max(1, Int(Double(blocks) * Double(limit) / Double(outputBytes) * 0.8))
    }

    /// The files a document called `name` is converted into, relative to the output folder.
    static func outputNames(_ name: String, exports: [ExportFormat]) -> [String] {
        [name + ".json", name + ".html"] + exports.map { name + "." + $0.fileExtension } + [SearchIndexBuilder.pairsPath(name)]
    }

    /// Removes `outputs` (relative paths Bitext recorded writing) and returns a problem for
    /// each that could not be removed.
    static func remove(_ outputs: [String], with writer: AtomicWriter) -> [String] {
        var problems: [String] = []
        for output in outputs {
            do throws(BitextError) { try writer.remove(output) } catch { problems.append(error.description) }
        }
        return problems
    }

    /// Removes the files an earlier site wrote (`recorded`) that neither the new site nor a
    /// document wrote. Nothing else is deleted: a file Bitext has no record of is the user's.
    static func removeStaleSiteFiles(_ recorded: [String]?, manifest: ConversionManifest, with writer: AtomicWriter) -> [String] {
        let kept = Set((manifest.site ?? []) + manifest.documents.values.flatMap(\.outputs))
        return remove((recorded ?? []).filter { !kept.contains($0) }, with: writer)
    }

    static func loadSiteDocument(_ entry: ConversionManifest.Entry, from folder: AtomicWriter) -> SiteDocument {
        guard let json = entry.outputs.first(where: { $0.hasSuffix(".json") }),
            let data = try? folder.contents(of: json),
            let bundle = try? CanonicalJSONDecoder().decode(BitextModel.Bundle.self, from: data)
        else { return SiteDocument(summary: entry.summary) }
        return SiteDocument(bundle: bundle)
    }

    /// A hash of everything an item's outputs depend on: its input bytes, the options, templates and version.
    static func key(_ item: WorkItem, fingerprint: String) -> String {
        var text = BitextVersion.current + "|" + fingerprint + "|" + item.name
        for file in item.files {
            text += "|" + file.path + ":" + String(FileFingerprint.value(path: file.path) ?? 0, radix: 16)
        }
        return StableHash.hex(text)
    }

    /// The stamp of `item`: what its key hashes, with each input's identity from `stat` in place
    /// of its bytes. Nil when an input cannot be found or changed less than two seconds before
    /// `now` (nanoseconds since 1970): file times come from a coarse clock, and a file written
    /// again within the same tick would keep them.
    static func stamp(_ item: WorkItem, fingerprint: String, now: Int) -> String? {
        var text = BitextVersion.current + "|" + fingerprint + "|" + item.name
        for file in item.files {
            guard let status = FileStatus(file.path), status.latestChange < now - 2_000_000_000 else { return nil }
            text += "|" + file.path + ":" + status.identity
        }
        return StableHash.hex(text)
    }

    /// The key and stamp of `item`, the stamp taken before the inputs are read.
    static func stamped(_ item: WorkItem, fingerprint: String, now: Int) -> Stamped {
        let stamp = stamp(item, fingerprint: fingerprint, now: now)
        return Stamped(key: key(item, fingerprint: fingerprint), stamp: stamp)
    }

    /// The keys of `items`, in their order, read on every core: fingerprinting every input is
    /// most of the work of a rerun with nothing to convert.
    static func keys(_ items: [WorkItem], fingerprint: String) -> [String] {
        Concurrently.map(items.count) { key(items[$0], fingerprint: fingerprint) }
    }

    static func templateHash(_ templates: TemplateSet) -> String {
        StableHash.hex(templates.files.sorted { $0.key < $1.key }.map { $0.key + "\u{0}" + $0.value }.joined(separator: "\u{1}"))
    }

    static func siteKey(_ title: String, _ templateHash: String) -> String {
        StableHash.hex(title + "|" + templateHash)
    }

    /// The folder an input names: itself, or a file's parent.
    static func folder(of input: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue { return input }
        return URL(fileURLWithPath: input).deletingLastPathComponent().path
    }
}
