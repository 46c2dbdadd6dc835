/// Finds the files of languages other than English and Chinese in a multilingual tree: Hugo's
/// `content/ja/…` beside `content/en/…`, or `guide.ko.md` beside `guide.md`. Read as documents,
/// every Japanese or French page would stand alone as untranslated "English".
///
/// A folder or a file-name marker counts as a language only next to English: a folder named
/// `id` or `it` in a tree without an `en` folder is just a folder.
enum OtherLanguages {
    /// The files to keep, and the number left out per language (lower-cased marker).
    static func split(_ files: [InputFile]) -> (kept: [InputFile], leftOut: [String: Int]) {
        let englishFolders = Set(files.compactMap { folderMarker(of: $0).flatMap { $0.isEnglish ? $0.prefix : nil } })
        let stems = Set(files.map { DocumentPairer.stem($0.root + "\u{0}" + $0.relativePath) })
        var kept: [InputFile] = []
        var leftOut: [String: Int] = [:]
        for file in files {
            if let marker = folderMarker(of: file), marker.isOther, englishFolders.contains(marker.prefix) {
                leftOut[marker.language, default: 0] += 1
            } else if let language = suffixLanguage(of: file, stems: stems) {
                leftOut[language, default: 0] += 1
            } else {
                kept.append(file)
            }
        }
        return (kept, leftOut)
    }

    /// The first folder of the path that is a language code, with the path before it.
    struct FolderMarker {
        var prefix: String
        var language: String

        var isEnglish: Bool { DocumentPairer.englishMarkers.contains(language) }
        var isOther: Bool { !isEnglish && !DocumentPairer.chineseMarkers.contains(language) }
    }

    static func folderMarker(of file: InputFile) -> FolderMarker? {
        // Split by bytes: every input's folders are asked on every run.
        let components = file.relativePath.utf8.split(separator: UInt8(ascii: "/")).dropLast().map(Substring.init)
        for (i, component) in components.enumerated() {
            let lower = component.lowercased()
            if isLanguageCode(lower) {
                return FolderMarker(prefix: file.root + "\u{0}" + components[..<i].joined(separator: "/"), language: lower)
            }
        }
        return nil
    }

    /// The language of a `name.<lang>.ext` file whose `name.ext` (or `name.en.ext`) is there too.
    static func suffixLanguage(of file: InputFile, stems: Set<String>) -> String? {
        let stem = DocumentPairer.stem(file.root + "\u{0}" + file.relativePath)
        // By bytes: each input is asked on every run, and by Characters this was a tenth of the
        // inputs' planning on a site of 4,000 pages.
        guard let dot = stem.utf8.lastIndex(of: UInt8(ascii: ".")), !stem.utf8[dot...].contains(UInt8(ascii: "/")) else { return nil }
        let language = stem[stem.index(after: dot)...].lowercased()
        guard isLanguageCode(language), !DocumentPairer.englishMarkers.contains(language),
            !DocumentPairer.chineseMarkers.contains(language)
        else { return nil }
        let base = String(stem[..<dot])
        return stems.contains(base) || stems.contains(base + ".en") ? language : nil
    }

    /// An ISO 639-1 code, alone or with a region or script (`pt-br`, `zh-tw`, `sr_latn`).
    static func isLanguageCode(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let primary = parts.first, primary.count == 2, codes.contains(String(primary)), parts.count <= 2 else { return false }
        return parts.count == 1 || (2...4).contains(parts[1].count) && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    static let codes: Set<String> = Set(
        """
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es
        et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj
        kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv
        ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti
        tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
}
