import Foundation

/// Guesses the language of code that has no info string, from the shapes each language leaves:
/// keywords, declarations, punctuation habits.
public enum CodeLanguageDetector {
    /// The languages Bitext names; `plaintext` when nothing fits.
    public static let languages = ["swift", "objc", "c", "shell", "json", "yaml", "xml", "html", "dot", "diff", "plaintext"]

    /// Normalizes an info-string language to the names above (`sh`, `bash`, `zsh` → `shell`,
    /// `objective-c` → `objc`, `yml` → `yaml`…); unknown names are kept, lower-cased.
    public static func canonical(_ name: String) -> String {
        switch name.lowercased() {
        case "sh", "bash", "zsh", "console", "shell", "shell-session", "terminal", "powershell", "ps1": "shell"
        case "objective-c", "objectivec", "obj-c", "objc", "m", "mm": "objc"
        case "yml", "yaml": "yaml"
        case "js", "javascript": "javascript"
        case "ts", "typescript": "typescript"
        case "txt", "text", "plain", "plaintext", "none": "plaintext"
        case "graphviz", "gv", "dot": "dot"
        case "patch", "diff": "diff"
        case "htm", "html": "html"
        case "xml", "plist", "svg": "xml"
        case let other: other
        }
    }

    /// The most likely language of `code`.
    public static func detect(_ code: String) -> String {
        let trimmed = code.trimmingWhitespace
        guard !trimmed.isEmpty else { return "plaintext" }
        let lines = trimmed.split(separator: "\n", omittingEmptySubsequences: true).map {
            $0.trimmingSpaces
        }
        if let first = trimmed.first, first == "{" || first == "[", looksLikeJSON(lines) { return "json" }
        if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<plist") { return "xml" }
        if trimmed.hasPrefix("<!DOCTYPE") || trimmed.hasPrefix("<html") || trimmed.hasPrefix("<div") { return "html" }
        if lines.first.map({ $0.hasPrefix("digraph") || $0.hasPrefix("graph ") || $0.hasPrefix("strict digraph") }) == true {
            return "dot"
        }
        let diffLines = lines.filter { $0.hasPrefix("+++ ") || $0.hasPrefix("--- ") || $0.hasPrefix("@@ ") }
        if diffLines.count >= 2 { return "diff" }

        var scores: [String: Int] = [:]
        for line in lines {
            for (language, points) in score(line) { scores[language, default: 0] += points }
        }
        guard let best = scores.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }), best.value >= 2 else {
            return "plaintext"
        }
        return best.key
    }

    static func looksLikeJSON(_ lines: [String]) -> Bool {
        let keyLines = lines.filter { $0.hasPrefix("\"") && $0.containsBytes("\":") }
        return !keyLines.isEmpty || lines.allSatisfy { $0.first.map { "{}[],\"0123456789-tfn".contains($0) } ?? true }
    }

    static func score(_ line: String) -> [(String, Int)] {
        var result: [(String, Int)] = []
        func has(_ prefix: String) -> Bool { line.hasPrefix(prefix) }
        if has("import SwiftUI") || has("import UIKit") || has("import Foundation") { result.append(("swift", 5)) }
        for keyword in ["func ", "let ", "var ", "struct ", "guard ", "@State", "@Binding", "@MainActor", "extension ", "protocol ", "some View", "override func", "@Observable", "@objc", "case .", "init("]
        where line.containsBytes(keyword) {
            result.append(("swift", 2))
        }
        if line.containsBytes("->") && line.containsBytes("func") { result.append(("swift", 2)) }
        if has("@interface") || has("@implementation") || has("@end") || has("@property") || has("#import") || line.containsBytes("[[") && line.containsBytes("]]") || has("- (") || has("+ (") || line.containsBytes("@\"") {
            result.append(("objc", 4))
        }
        if has("#include") || line.containsBytes("int main(") || line.containsBytes("printf(") || line.containsBytes("malloc(") { result.append(("c", 3)) }
        if has("$ ") || has("sudo ") || has("brew ") || has("npm ") || has("git ") || has("cd ") || has("export ") || has("echo ") || has("xcodebuild") || has("swift build") || has("kubectl ") || has("curl ") || has("apt-get ") || has("#!/") {
            result.append(("shell", 3))
        }
        if let colon = line.firstIndex(of: ":"), !line.containsBytes("{"), !line.containsBytes("("), !line.containsBytes(";"),
            line[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " }),
            !line[..<colon].isEmpty, !line.hasPrefix("case ")
        {
            result.append(("yaml", 1))
        }
        if has("- ") && !line.containsBytes("(") { result.append(("yaml", 1)) }
        if has("apiVersion:") || has("kind:") || has("metadata:") || has("spec:") { result.append(("yaml", 3)) }
        if line.containsBytes("->") && line.containsBytes("[") && line.hasSuffix(";") { result.append(("dot", 2)) }
        return result
    }
}
