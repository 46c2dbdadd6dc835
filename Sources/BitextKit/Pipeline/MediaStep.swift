import BitextModel
import Foundation

/// The step after conversion that copies the images the pages show into the output folder, each
/// once however many pages show it: what the documents' records list (`MediaList`), copied when
/// the copy is missing or its file changed since (the `media` table keeps what was copied from
/// where), and the copies no page shows any more removed. The records are read, not trusted: a
/// file is copied only from the folders this run may publish from, and only an image.
struct MediaStep {
    var store: BuildStore
    /// Real paths of the folders files may be copied from (`MediaResolver.allowed` of each root).
    var allowed: [String]

    /// The folders the inputs of `plan` may publish images from.
    static func allowedFolders(_ items: [WorkItem]) -> [String] {
        var firstPage: [String: String] = [:]
        for file in items.flatMap(\.files) where firstPage[file.root] == nil { firstPage[file.root] = file.path }
        return Array(Set(firstPage.flatMap { MediaResolver(page: $0.value, root: $0.key).allowed })).sorted()
    }

    /// Copies and removes; returns the run's one note of missing images and any copy that failed.
    func run(documents names: Set<String>) -> [Diagnostic] {
        do throws(BitextError) {
            let lists = try store.mediaLists().filter { names.contains($0.key) }
            let previous = try store.mediaCopies()
            var wanted: [String: String] = [:]
            for list in lists.sorted(by: { $0.key < $1.key }) {
                for file in list.value.files where wanted[file.output] == nil { wanted[file.output] = file.source }
            }
            var problems: [Diagnostic] = []
            var copies: [String: (source: String, stamp: String)] = [:]
            for (output, source) in wanted.sorted(by: { $0.key < $1.key }) {
                switch copy(source, to: output, previous: previous[output]) {
                case .copied(let stamp): copies[output] = (source, stamp)
                case .failed(let problem): problems.append(problem)
                }
            }
            problems += try store.keepMediaCopies(copies, removing: previous.keys.filter { copies[$0] == nil }.sorted())
            return problems + Self.note(lists.values.flatMap(\.missing).sorted())
        } catch {
            return [error.diagnostic]
        }
    }

    /// Copies `source` unless the copy there is of the same file as it is now.
    private enum Copy {
        case copied(stamp: String)
        case failed(Diagnostic)
    }

    private func copy(_ source: String, to output: String, previous: (source: String, stamp: String)?) -> Copy {
        func refuse(_ why: String) -> Copy {
            .failed(Diagnostic(severity: .warning, identifier: "media.refused", summary: "image not copied: \(why)", path: source))
        }
        guard let stamp = Self.stamp(source) else { return refuse("not a regular file") }
        if let previous, previous == (source, stamp), store.exists(output) { return .copied(stamp: stamp) }
        guard OutputPlacement.realPath(source) == source, allowed.contains(where: { source.hasPrefix($0 + "/") }), MediaFile.isSafeOutput(output)
        else { return refuse("outside the folders this run may publish from") }
        if let why = MediaFile.refusal(source) { return refuse(why) }
        guard let data = FileManager.default.contents(atPath: source), data.count <= MediaFile.maximumBytes else { return refuse("cannot be read") }
        do throws(BitextError) {
            try store.writeMediaCopy(data, to: output)
            return .copied(stamp: stamp)
        } catch {
            return .failed(error.diagnostic)
        }
    }

    /// Size, modification time and inode of a regular file (not a link), or nil.
    static func stamp(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ino)"
    }

    /// One note for every image the pages show that the site lacks: the count and the first places.
    static func note(_ places: [String]) -> [Diagnostic] {
        guard let first = places.first else { return [] }
        let shown = places.prefix(3).joined(separator: "; ")
        let more = places.count > 3 ? "; and \(places.count - 3) more" : ""
        return [Diagnostic(
            severity: .note, identifier: "media.missing",
            summary: "\(places.count) image reference\(places.count == 1 ? "" : "s") found no file in the site, shown as their alt text: \(shown)\(more)",
            path: String(first.prefix { $0 != ":" }))]
    }
}
