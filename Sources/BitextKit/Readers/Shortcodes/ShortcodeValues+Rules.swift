import BitextModel
import Foundation

/// What shortcodes described by rules print, and the Kubernetes and Hugo shortcodes whose
/// output is a sentence or a link.
extension ShortcodeValues {
    /// What `rule` prints for `tag` (its content aside), or `nil` when its data file, page or
    /// field is missing.
    func markdown(of tag: Shortcode, rule: ShortcodeRule, depth: Int) -> String? {
        var value: String?
        switch rule.source {
        case .none: value = nil
        case .data(let path):
            let field = filled(rule.field ?? "", tag: tag, value: nil, escaping: false)
            guard let found = dataField(filled(path, tag: tag, value: nil, escaping: false), field) else { return nil }
            value = ShortcodeText.escaped(found)
        case .page(let path):
            let title = rule.title.map { filled($0, tag: tag, value: nil, escaping: false) }
            guard let found = pageField(filled(path, tag: tag, value: nil, escaping: false), title: title, rule.field ?? "content", depth: depth) else { return nil }
            value = found
        }
        return filled(rule.text, tag: tag, value: value)
    }

    /// `template` with `{0}`, `{name}`, `{param.x}` and `{value}` filled in; parameters are
    /// text (escaped as Markdown unless `escaping` is off, for paths), the value is Markdown.
    /// A parameter the tag does not give prints nothing, as Hugo's `.Get` does.
    func filled(_ template: String, tag: Shortcode, value: String?, escaping: Bool = true) -> String {
        guard template.contains("{") else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let key = String(rest[rest.index(after: open)..<close])
            func text(_ parameter: String?) -> String {
                let raw = parameter ?? ""
                return escaping ? ShortcodeText.escaped(raw) : raw
            }
            let known = key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." } && !key.isEmpty
            if !known {
                out += rest[open...close]
            } else if key == "value" {
                out += value ?? ""
            } else if key.hasPrefix("param.") {
                out += text(page.param(String(key.dropFirst(6))))
            } else if let position = Int(key) {
                out += text(position < tag.positional.count ? tag.positional[position] : nil)
            } else if key != "inner" {
                out += text(tag.argument(key))
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// What a rule reads, for the diagnostic.
    func describe(_ rule: ShortcodeRule, _ tag: Shortcode) -> String {
        switch rule.source {
        case .data(let path): "field \(filled(rule.field ?? "", tag: tag, value: nil, escaping: false)) of data file \(filled(path, tag: tag, value: nil, escaping: false))"
        case .page(let path):
            "\(rule.field ?? "content") of page \(rule.title.map { "titled " + filled($0, tag: tag, value: nil, escaping: false) + " in " } ?? "")\(filled(path, tag: tag, value: nil, escaping: false))"
        case .none: "nothing"
        }
    }

    /// A field of a file in the site's `data` folder (YAML or JSON), by a dotted path whose
    /// numbers index lists.
    func dataField(_ path: String, _ field: String) -> String? {
        guard let data = page.site?.dataFile(path) else { return nil }
        return Self.field(field, of: data)?.stringValue
    }

    static func field(_ path: String, of value: YAMLValue) -> YAMLValue? {
        var current = value
        for key in path.split(separator: ".") where !key.isEmpty {
            if case .array(let items) = current, let index = Int(key) {
                guard items.indices.contains(index) else { return nil }
                current = items[index]
            } else {
                guard let next = current[String(key)] else { return nil }
                current = next
            }
        }
        return current
    }

    /// A page of the site's content in the page's language (else the default language's):
    /// `content`, its text without front matter with its own shortcodes expanded, joined into
    /// one paragraph's lines; anything else, a front matter field.
    func pageField(_ path: String, title: String?, _ field: String, depth: Int) -> String? {
        guard let site = page.site, !path.split(separator: "/").contains("..") else { return nil }
        let name = path.hasPrefix("/") ? String(path.dropFirst()) : path
        let found = [page.language, site.config.defaultLanguage].lazy.compactMap { language -> (path: String, text: String)? in
            let path = site.contentFolder(language) + "/" + name
            guard let path = title.map({ site.page(titled: $0, in: path) }) ?? path, let text = site.read(path) else { return nil }
            return (path, text)
        }.first
        guard let found, page.budget.take(found.text.utf8.count, of: found.path) else { return nil }
        let file = found.text
        if field != "content" {
            let split = FrontMatterParser.split(file, path: name)
            return split.frontMatter?.value.flatMap { Self.field(field, of: $0)?.stringValue }.map(ShortcodeText.escaped)
        }
        let body = ShortcodeText.withoutComments(Self.withoutFrontMatter(file))
        return expanded(body, depth: depth)?.joined(separator: "\n")
    }

    /// `text` without the front matter at its top: an included page's title is not its content.
    static func withoutFrontMatter(_ text: String) -> String {
        guard text.utf8.starts(with: "---".utf8) || text.utf8.starts(with: "+++".utf8) else { return text }
        let fence = text.hasPrefix("---") ? "---" : "+++"
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let close = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == fence || (fence == "---" && $0.trimmingCharacters(in: .whitespaces) == "...") })
        else { return text }
        lines.removeSubrange(...close)
        return lines.joined(separator: "\n")
    }

    /// Kubernetes' `version-check`: the server version a task needs (the page's
    /// `min-kubernetes-server-version`), then how to check it, in the page's language.
    func versionCheck() -> String? {
        guard let check = page.string("version_check_tocheck") else { return nil }
        var sentence = ""
        if let minimum = page.params["min-kubernetes-server-version"] {
            let key = minimum == page.param("version") ? "version_check_mustbe" : "version_check_mustbeorlater"
            if let must = page.string(key) { sentence = ShortcodeText.escaped(must) + ShortcodeText.escaped(minimum) + ". " }
        }
        return sentence + ShortcodeText.escaped(check) + "`kubectl version`."
    }

    /// Hugo's embeds: a link to the video, gist or post.
    func embed(_ tag: Shortcode) -> String? {
        let id = tag.argument("id", position: 0) ?? ""
        let url: String
        switch tag.name {
        case "youtube": url = "https://www.youtube.com/watch?v=" + id
        case "vimeo": url = "https://vimeo.com/" + id
        case "gist": url = "https://gist.github.com/" + tag.positional.prefix(2).joined(separator: "/")
        case "instagram": url = "https://www.instagram.com/p/" + id
        default: url = "https://x.com/" + (tag.argument("user") ?? "i") + "/status/" + (tag.argument("id") ?? id)
        }
        guard !id.isEmpty || tag.name == "gist" else { return nil }
        let title = tag.argument("title") ?? tag.name.prefix(1).uppercased() + tag.name.dropFirst()
        return "[\(ShortcodeText.escaped(title))](\(ShortcodeText.destination(url)))"
    }
}
