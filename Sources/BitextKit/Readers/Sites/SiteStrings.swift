import TOMLKit

/// The strings a site's templates print in each language (`T "note"`, `{{% heading "whatsnext" %}}`),
/// from its `i18n/<lang>.toml`, over the Kubernetes site's own strings for the keys its
/// shortcodes use, built in: a site slice often lacks the i18n files (Kubernetes keeps them under
/// `data/` behind symbolic links).
enum SiteStrings {
    /// The built-in strings: each key in English and in Chinese (zh-cn).
    static let rows: [(key: String, en: String, zh: String)] = [
        ("note", "Note:", "说明："), ("caution", "Caution:", "注意："), ("warning", "Warning:", "警告："),
        ("feature_state", "FEATURE STATE:", "特性状态："),
        ("prerequisites_heading", "Before you begin", "准备开始"), ("whatsnext_heading", "What's next", "接下来"),
        ("objectives_heading", "Objectives", "教程目标"), ("cleanup_heading", "Clean up", "清理现场"),
        ("synopsis_heading", "Synopsis", "概要"), ("options_heading", "Options", "选项"), ("seealso_heading", "See Also", "另请参见"),
        ("options_from_parent_heading", "Options inherited from parent commands", "从父命令继承而来的选项"),
        (
            "thirdparty_message",
            "Items on this page refer to third party products or projects that provide functionality required by Kubernetes. The Kubernetes project authors aren't responsible for those third-party products or projects.",
            "本页面中的条目引用了第三方产品或项目，这些产品（项目）提供了 Kubernetes 所需的功能。Kubernetes 项目的开发人员不对这些第三方产品（项目）负责。"
        ),
    ]

    /// The built-in strings, by language and key.
    static let builtIn: [String: [String: String]] = [
        "en": Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.en) }),
        "zh-cn": Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.zh) }),
    ]

    /// The strings of an i18n TOML file: `[key] other = "…"` tables, or `key = "…"`.
    static func parse(_ text: String) throws -> [String: String] {
        let table = try TOMLHeaderCheck.table(text)
        var strings: [String: String] = [:]
        for key in table.keys {
            if let value = table[key]?.string {
                strings[key] = value
            } else if let entry = table[key]?.table, let value = entry["other"]?.string ?? entry["one"]?.string {
                strings[key] = value
            }
        }
        return strings
    }

    /// The built-in table for `language`, trying `zh-cn` for any Chinese.
    static func builtIn(for language: String) -> [String: String] {
        if let table = builtIn[language.lowercased()] { return table }
        return language.lowercased().hasPrefix("zh") ? builtIn["zh-cn"] ?? [:] : builtIn["en"] ?? [:]
    }
}
