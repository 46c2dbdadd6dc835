import Foundation

/// What every export format says the same way: the translation's language, and the date a PO
/// header gives its revision.
public struct ExportSettings: Sendable, Equatable {
    /// The translation's language as a BCP 47 tag (`zh-CN`, `zh-Hans`, `zh-TW`, `zh-Hant-HK`).
    public var targetLanguage: String
    /// `PO-Revision-Date`: `SOURCE_DATE_EPOCH` (the reproducible-builds variable) when set, else
    /// the epoch, so that an export of the same pairs has the same bytes.
    public var revisionDate: Date
    /// Whether the translated comments of code are units too (`--include-code-comments`).
    public var includeCodeComments = false
    /// What a unit is (`--segment`).
    public var segment = Segment.paragraph

    /// What a unit is: a paragraph (a pair of blocks), a sentence (pairs aligned sentence by
    /// sentence, for sources converted on the fly), or a table cell or list item on its own.
    public enum Segment: String, Sendable, Equatable, CaseIterable {
        case paragraph, sentence, cell
    }

    /// Creates settings; `targetLanguage` must be a Chinese BCP 47 tag (`validated(language:)`).
    public init(targetLanguage: String = "zh-Hans", revisionDate: Date = ExportSettings.sourceDate) {
        self.targetLanguage = targetLanguage
        self.revisionDate = revisionDate
    }

    /// The defaults.
    public static let standard = ExportSettings()

    /// `SOURCE_DATE_EPOCH`, else the epoch.
    public static var sourceDate: Date {
        let seconds = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init) ?? 0
        return Date(timeIntervalSince1970: seconds)
    }

    /// `tag` in its canonical case (`zh-hans-cn` → `zh-Hans-CN`), or an error saying what a tag
    /// looks like: Chinese, an optional script of four letters, an optional region of two letters
    /// or three digits.
    public static func validated(language tag: String) throws(BitextError) -> String {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        var canonical = [parts.first?.lowercased() ?? ""]
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isLetter) {
            canonical.append(script.prefix(1).uppercased() + script.dropFirst().lowercased())
            rest = rest.dropFirst()
        }
        if let region = rest.first, (region.count == 2 && region.allSatisfy(\.isLetter)) || (region.count == 3 && region.allSatisfy(\.isNumber)) {
            canonical.append(region.uppercased())
            rest = rest.dropFirst()
        }
        guard canonical[0] == "zh", rest.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isASCII } }) else {
            throw BitextError(.config, path: tag, "not a Chinese BCP 47 language tag: give zh, then an optional script and region (zh-CN, zh-Hans, zh-TW, zh-Hant-HK)")
        }
        return canonical.joined(separator: "-")
    }

    /// The language as gettext's `Language` header writes it (`zh_CN`, `zh_Hans`).
    var gettextLanguage: String { targetLanguage.replacingOccurrences(of: "-", with: "_") }

    /// The revision date as gettext writes it (`2026-11-25 09:30+0000`), in UTC.
    var gettextDate: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm'+0000'"
        return formatter.string(from: revisionDate)
    }
}
