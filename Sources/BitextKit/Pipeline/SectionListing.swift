import Foundation

/// A section's page that has no text of its own (a Hugo `_index.md` with front matter only, a
/// page whose layout lists its folder, such as a glossary) is, on the site, the list of its
/// pages. The plan gives each section's page the documents of its folder and its subsections'
/// pages; the converter lists them, by their titles, when the page has nothing else to show.
enum SectionListing {
    /// The stems of a folder's own page.
    static let sectionStems: Set<String> = ["_index", "index", "README", "readme"]

    /// `items` with each section page's entries set.
    static func assign(_ items: [WorkItem]) -> [WorkItem] {
        var byFolder: [String: [WorkItem.SectionEntry]] = [:]
        for item in items {
            let (folder, stem) = split(item.name)
            let entry = WorkItem.SectionEntry(name: item.name, english: (item.english ?? item.single)?.path, chinese: item.chinese?.path)
            if sectionStems.contains(stem) {
                // A subsection's page is listed by the section above it.
                let parent = split(folder).folder
                if !folder.isEmpty { byFolder[parent, default: []].append(entry) }
            } else {
                byFolder[folder, default: []].append(entry)
            }
        }
        return items.map { item in
            let (folder, stem) = split(item.name)
            guard sectionStems.contains(stem) else { return item }
            var item = item
            item.section = (byFolder[folder] ?? []).filter { $0.name != item.name }.sorted { $0.name < $1.name }
            return item
        }
    }

    /// A name's folder and last component.
    static func split(_ name: String) -> (folder: String, stem: String) {
        let folder = DocumentSummary.folder(of: name)
        return (folder, folder.isEmpty ? name : String(name.dropFirst(folder.count + 1)))
    }

    /// The link from the page `name` to the page `target`, both output names.
    static func href(from name: String, to target: String) -> String {
        let folder = split(name).folder
        let relative = folder.isEmpty ? target : String(target.dropFirst(folder.count + 1))
        return (relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative) + ".html"
    }

    /// The links `item`'s page lists, each with its English and Chinese titles (front matter's,
    /// else the file's name), when the page has no text of its own.
    static func links(_ item: WorkItem, _ processed: ProcessedDocument) -> [PageRenderer.SectionLink] {
        guard !item.section.isEmpty, !hasText(processed) else { return [] }
        return item.section.map { entry in
            let stem = split(entry.name).stem
            let english = entry.english.flatMap(title) ?? (entry.chinese == nil ? stem : nil)
            return PageRenderer.SectionLink(href: href(from: item.name, to: entry.name), en: english ?? stem, zh: entry.chinese.flatMap(title))
        }
    }

    /// Whether either side has more than headings, comments and breaks.
    static func hasText(_ processed: ProcessedDocument) -> Bool {
        (processed.english.blocks + processed.chinese.blocks).contains { block in
            switch block.kind {
            case .heading, .comment, .thematicBreak: false
            default: true
            }
        }
    }

    private static func title(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 4 << 20 else { return nil }
        let title = FrontMatterParser.split(String(decoding: data, as: UTF8.self), path: path).frontMatter?.title
        return title.map { $0.trimmingWhitespace }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
