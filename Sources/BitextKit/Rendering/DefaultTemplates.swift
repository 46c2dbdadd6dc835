/// The templates and assets in `Sources/BitextKit/Resources/Templates/`, compiled into the binary
/// by SwiftPM (`.embedInCode` in Package.swift, which names each file's bytes after the file). A
/// file added there needs a line in Package.swift and one here; a test checks both lists.
enum DefaultTemplates {
    /// File contents by path relative to `Templates/`.
    static let files: [String: String] = bytes.mapValues { String(decoding: $0, as: UTF8.self) }

    private static let bytes: [String: [UInt8]] = [
        "assets/bitext.css": PackageResources.bitext_css,
        "assets/bitext.js": PackageResources.bitext_js,
        "assets/coverage.js": PackageResources.coverage_js,
        "assets/search.js": PackageResources.search_js,
        "coverage.mustache": PackageResources.coverage_mustache,
        "document.mustache": PackageResources.document_mustache,
        "index.mustache": PackageResources.index_mustache,
        "partials/code.mustache": PackageResources.code_mustache,
        "partials/heading.mustache": PackageResources.heading_mustache,
        "partials/pair.mustache": PackageResources.pair_mustache,
        "partials/table.mustache": PackageResources.table_mustache,
    ]
}
