import TOMLKit

/// The strings a site's templates print in each language (`T "note"`, `{{% heading "whatsnext" %}}`),
/// from its `i18n/<lang>.toml`, over the Kubernetes site's own strings for the keys its
/// shortcodes use, built in: a site slice often lacks the i18n files (Kubernetes keeps them under
/// `data/` behind symbolic links).
enum SiteStrings {
    /// The built-in strings, by language and key.
    static let builtIn: [String: [String: String]] = [
        "en": [
            "note": "Note:", "caution": "Caution:", "warning": "Warning:", "feature_state": "FEATURE STATE:",
            "prerequisites_heading": "Before you begin", "whatsnext_heading": "What's next",
            "objectives_heading": "Objectives", "cleanup_heading": "Clean up", "synopsis_heading": "Synopsis",
            "options_heading": "Options", "seealso_heading": "See Also", "options_from_parent_heading": "Options inherited from parent commands",
            "thirdparty_message": "Items on this page refer to third party products or projects that provide functionality required by Kubernetes. The Kubernetes project authors aren't responsible for those third-party products or projects.",
        ],
        "zh-cn": [
            "note": "说明：", "caution": "注意：", "warning": "警告：", "feature_state": "特性状态：",
            "prerequisites_heading": "准备开始", "whatsnext_heading": "接下来",
            "objectives_heading": "教程目标", "cleanup_heading": "清理现场", "synopsis_heading": "概要",
            "options_heading": "选项", "seealso_heading": "另请参见", "options_from_parent_heading": "从父命令继承而来的选项",
            "thirdparty_message": "本页面中的条目引用了第三方产品或项目，这些产品（项目）提供了 Kubernetes 所需的功能。Kubernetes 项目的开发人员不对这些第三方产品（项目）负责。",
        ],
    ]

    /// The strings of an i18n TOML file: `[key] other = "…"` tables, or `key = "…"`.
    static func parse(_ text: String) throws -> [String: String] {
        let table = try TOMLTable(string: text)
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
