import Foundation

/// What each shortcode prints, as Markdown: values, links, images and included blocks.
struct ShortcodeValues {
    let page: PageContext

    /// A value shortcode's raw text (in code, and inside link destinations).
    func value(of tag: Shortcode, role: ShortcodeRole) -> String? {
        switch role {
        case .param: tag.positional.first.flatMap { page.param($0) }
        case .latestVersion: page.param("latest")
        case .skew: skew(tag.positional)
        default: nil
        }
    }

    /// What a text shortcode prints, without markup: in a code span, Hugo's link shows as its text.
    func plainText(of tag: Shortcode, role: ShortcodeRole) -> String? {
        switch role {
        case .glossaryTooltip:
            let id = tag.argument("term_id") ?? ""
            return tag.argument("text") ?? (id.isEmpty ? nil : page.site?.glossaryTerm(id, language: page.language)?.title ?? id)
        case .heading:
            return (tag.positional.first ?? tag.argument("name")).flatMap { page.string($0 + "_heading") }
        case .link, .apiReference:
            return tag.argument("text", position: 0) ?? tag.argument("anchor")
        default:
            return nil
        }
    }

    /// The Markdown an inline shortcode stands for, or `nil` when what it names is missing.
    func markdown(of tag: Shortcode, role: ShortcodeRole) -> String? {
        switch role {
        case .param, .latestVersion, .skew:
            return value(of: tag, role: role).map(ShortcodeText.escaped)
        case .heading:
            guard let key = tag.positional.first ?? tag.argument("name") else { return nil }
            return page.string(key + "_heading").map(ShortcodeText.escaped)
        case .glossaryTooltip:
            return glossaryTooltip(tag)
        case .ref:
            return tag.positional.first.map { reference($0) }
        case .link:
            guard let url = tag.argument("url", position: 1) else { return nil }
            let text = tag.argument("text", position: 0) ?? url
            return "[\(ShortcodeText.escaped(text))](\(ShortcodeText.destination(url)))"
        case .apiReference:
            guard let target = tag.argument("page") else { return nil }
            let anchor = tag.argument("anchor")
            let text = tag.argument("text") ?? anchor ?? (target as NSString).lastPathComponent
            let url = "/docs/reference/kubernetes-api/" + target + (anchor.map { "#" + $0 } ?? "")
            return "[\(ShortcodeText.escaped(text))](\(ShortcodeText.destination(url)))"
        case .figure:
            guard let source = tag.argument("src") else { return nil }
            let caption = tag.argument("caption") ?? tag.argument("title")
            let alt = tag.argument("alt") ?? caption ?? ""
            return "![\(ShortcodeText.escaped(alt))](\(ShortcodeText.destination(source))\(caption.map { " " + ShortcodeText.title($0) } ?? ""))"
        case .versionCheck:
            return versionCheck()
        case .embed:
            return embed(tag)
        case .featureState:
            let state = tag.argument("state") ?? "alpha"
            let version = tag.argument("for_k8s_version") ?? page.param("version") ?? ""
            let label = page.string("feature_state") ?? "FEATURE STATE:"
            return "**\(ShortcodeText.escaped(label))** " + ShortcodeText.codeSpan("Kubernetes \(version) [\(state)]")
        default:
            return nil
        }
    }

    /// The lines of a block shortcode's content, or `nil` when its file or term is missing.
    func blockLines(of tag: Shortcode, role: ShortcodeRole, depth: Int) -> [String]? {
        switch role {
        case .codeSample:
            // Kubernetes pages write some names from the examples folder's root (`/controllers/…`).
            guard let name = tag.argument("file", position: 0).map({ String($0.drop(while: { $0 == "/" })) }),
                let file = page.site?.includedFile(name, folder: "examples", language: page.language, pagePath: page.path),
                page.budget.take(file.text.utf8.count, of: file.path)
            else { return nil }
            var text = file.text
            if text.hasSuffix("\n") { text.removeLast() }
            let language = tag.argument("language") ?? (name as NSString).pathExtension
            let fence = ShortcodeText.fence(for: text)
            return [fence + language] + text.components(separatedBy: "\n") + [fence]
        case .include:
            guard let name = tag.positional.first ?? tag.argument("file"),
                let file = page.site?.includedFile(name.hasSuffix(".md") ? name : name + ".md", folder: "includes", language: page.language, pagePath: page.path),
                page.budget.take(file.text.utf8.count, of: file.path)
            else { return nil }
            return expanded(ShortcodeText.withoutComments(Self.withoutFrontMatter(file.text)), depth: depth)
        case .tab:
            return tabInclude(tag, depth: depth)
        case .glossaryDefinition:
            guard let id = tag.argument("term_id"), let term = page.site?.glossaryTerm(id, language: page.language), page.budget.take(term.body.utf8.count)
            else { return nil }
            let length = tag.argument("length") ?? "short"
            var text = term.definition(long: length != "short")
            if let prepend = tag.argument("prepend"), let first = text.first {
                text = prepend + " " + first.lowercased() + text.dropFirst()
            }
            return expanded(text, depth: depth)
        case .thirdpartyContent:
            let message = page.string("thirdparty_message") ?? ""
            let label = page.string("note").map { " " + ShortcodeText.escaped($0) } ?? ""
            return ["> [!NOTE]" + label, "> " + ShortcodeText.escaped(message)]
        default:
            return nil
        }
    }

    /// `{{< tab name="…" include="file" />}}`: a tab showing another page's content, or in a
    /// page bundle a file of the bundle whose name starts so, as code (Hugo's `**file*` match).
    private func tabInclude(_ tag: Shortcode, depth: Int) -> [String]? {
        guard let name = tag.argument("include"), let site = page.site else { return nil }
        let title = tag.argument("name").map { " " + ShortcodeText.escaped($0) } ?? ""
        var lines: [String]
        if let file = site.includedFile(name.hasSuffix(".md") ? name : name + ".md", folder: "includes", language: page.language, pagePath: page.path) {
            guard page.budget.take(file.text.utf8.count, of: file.path),
                let expanded = expanded(ShortcodeText.withoutComments(Self.withoutFrontMatter(file.text)), depth: depth)
            else { return nil }
            lines = expanded
        } else if let file = site.bundleResource(startingWith: name, pagePath: page.path), page.budget.take(file.text.utf8.count, of: file.path) {
            var text = file.text
            if text.hasSuffix("\n") { text.removeLast() }
            let fence = ShortcodeText.fence(for: text)
            lines = [fence + (tag.argument("codelang") ?? (file.path as NSString).pathExtension)] + text.components(separatedBy: "\n") + [fence]
        } else {
            return nil
        }
        return ["> [!TAB]" + title] + lines.map { $0.isEmpty ? ">" : "> " + $0 }
    }

    /// What is missing, for the diagnostic.
    func missing(_ tag: Shortcode, role: ShortcodeRole) -> String {
        switch role {
        case .codeSample: "\(tag.name) file \(tag.argument("file", position: 0) ?? "(none named)") is not in the site's examples folder"
        case .include: "include \(tag.positional.first ?? "(none named)") is not in the site's includes folder"
        case .tab: "tab include \(tag.argument("include") ?? "(none named)") is neither beside the page nor in the site's includes folder"
        case .rule(let rule): rule.source == .none ? "\(tag.name) lacks a parameter it needs" : "\(tag.name) reads \(describe(rule, tag)), which is missing"
        case .glossaryDefinition: "glossary term \(tag.argument("term_id") ?? "(none named)") is not in the site's glossary"
        case .param: "param \(tag.positional.first ?? "(none named)") is set neither in the page nor in the site's configuration"
        case .latestVersion: "param latest (a version such as v1.29) is not set in the site's configuration"
        case .skew: "skew \(tag.positional.joined(separator: " ")) names no version Bitext can work out from the site's latest and version params and its releases data"
        default: "\(tag.name) lacks a parameter it needs"
        }
    }

    func expanded(_ text: String, depth: Int) -> [String]? {
        guard depth < 3 else { return nil }
        let inner = ShortcodeExpander(page: page, depth: depth + 1).expand(text)
        return inner.text.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
    }

    private func glossaryTooltip(_ tag: Shortcode) -> String? {
        let id = tag.argument("term_id") ?? ""
        let term = id.isEmpty ? nil : page.site?.glossaryTerm(id, language: page.language)
        guard let text = tag.argument("text") ?? term?.title ?? (id.isEmpty ? nil : id) else { return nil }
        guard let term else { return ShortcodeText.escaped(text) }
        let prefix = page.language == page.site?.config.defaultLanguage ? "" : "/" + page.language
        let url = term.fullLink ?? prefix + "/docs/reference/glossary/?all=true#term-" + id
        return "[\(ShortcodeText.escaped(text))](\(ShortcodeText.destination(url))\(term.shortDescription.map { " " + ShortcodeText.title($0) } ?? ""))"
    }

    /// `ref`/`relref`: the path of the page named, relative to this page's folder, when it is
    /// in the tree; else the path as written.
    private func reference(_ target: String) -> String {
        let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
        let path = parts.first ?? ""
        let anchor = parts.count > 1 ? "#" + parts[1] : ""
        let pageFolder = (page.path as NSString).deletingLastPathComponent
        let base = path.hasPrefix("/") ? (page.site.map { $0.contentFolder(page.language) } ?? pageFolder) : pageFolder
        let joined = path.isEmpty ? page.path : LexicalPath.joined(path.hasPrefix("/") ? String(path.dropFirst()) : path, to: base)
        let candidates = [joined, joined + ".md", joined + "/_index.md", joined + "/index.md", joined.hasSuffix("/") ? joined + "_index.md" : joined + ".html"]
        // One `stat` a candidate: there, and not a folder.
        guard let found = candidates.first(where: { FileStatus($0).map { $0.kind != .directory } ?? false }) else { return path + anchor }
        return Self.relative(found, from: LexicalPath.normalized(pageFolder)) + anchor
    }

    /// `path` relative to `folder`, both absolute.
    static func relative(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }

    /// The Kubernetes `skew` shortcode: a version counted from the site's `latest` or `version`
    /// param (`v1.29`), or the current release's newest patch from its releases data.
    private func skew(_ arguments: [String]) -> String? {
        guard let what = arguments.first else { return nil }
        let fromCurrent = what.hasPrefix("current")
        guard let base = page.param(fromCurrent ? "version" : "latest") ?? page.param("latest") else { return nil }
        let numbers = base.drop(while: { $0 == "v" }).split(separator: ".")
        guard numbers.count >= 2, let major = numbers.first, let minor = Int(numbers[1]) else { return nil }
        let separator = arguments.count > 2 && !arguments[2].isEmpty ? arguments[2] : "."
        let added = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 0
        switch what {
        case "currentVersion", "latestVersion": return "\(major).\(minor)"
        case "nextMinorVersion": return "\(major).\(minor + 1)"
        case "prevMinorVersion": return "\(major).\(minor - 1)"
        case "oldestMinorVersion": return "\(major).\(minor - 2)"
        case "currentVersionAddMinor", "latestVersionAddMinor": return "\(major)\(separator)\(minor + added)"
        case "currentPatchVersion": return patchVersion(of: "\(major).\(minor)")
        default: return nil
        }
    }

    /// The newest patch of `release` in the site's `data/releases/schedule.yaml`, else `release.0`.
    private func patchVersion(of release: String) -> String {
        guard case .array(let schedules)? = page.site?.dataFile("releases/schedule.yaml").flatMap({ Self.field("schedules", of: $0) }) else { return release + ".0" }
        for schedule in schedules where schedule["release"]?.stringValue.map({ Self.sameRelease($0, release) }) == true {
            if case .array(let patches)? = schedule["previousPatches"], let newest = patches.first?["release"]?.stringValue { return newest }
        }
        return release + ".0"
    }

    /// `1.3` written as a YAML number is release 1.30.
    private static func sameRelease(_ written: String, _ release: String) -> Bool {
        written == release || (Double(written).map { String(format: "%.2f", $0) } == release)
    }
}
