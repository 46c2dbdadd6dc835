@testable import BitextKit
import Foundation
import Testing

@Suite struct TemplateSetTests {
    @Test func builtInTemplatesMatchTheTemplatesFolder() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/BitextKit/Resources/Templates")
        let builtIn = TemplateSet.builtIn
        let onDisk = try TemplateSet.overriding(with: folder.path)
        #expect(!builtIn.files.isEmpty)
        // Overriding with the same folder must change nothing: every file there is compiled in
        // (a new one needs its .embedInCode line in Package.swift and its entry in DefaultTemplates).
        #expect(onDisk.files == builtIn.files)
    }

    @Test func aFolderOverridesOneTemplateByName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-tpl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("partials"), withIntermediateDirectories: true)
        try Data("<i>{{en}}</i>".utf8).write(to: dir.appendingPathComponent("partials/heading.mustache"))
        let set = try TemplateSet.overriding(with: dir.path)
        #expect(set.files["partials/heading.mustache"] == "<i>{{en}}</i>")
        #expect(set.files["document.mustache"] == TemplateSet.builtIn.files["document.mustache"])
        #expect(set.origin(of: "partials/heading.mustache").hasSuffix("partials/heading.mustache"))
    }

    @Test func brokenTemplateIsAnErrorNamingFileAndLine() {
        let set = TemplateSet(files: ["page.mustache": "line one\n{{#open}}never closed\n"], origins: ["page.mustache": "my/page.mustache"])
        do {
            _ = try TemplateRenderer(set: set)
            Issue.record("expected a parse error")
        } catch {
            #expect(error.path == "my/page.mustache")
            #expect(error.location != nil)
        }
    }

    @Test func missingTemplateIsAnErrorNamingIt() throws {
        let renderer = try TemplateRenderer(set: TemplateSet(files: ["a.mustache": "x"]))
        #expect(throws: BitextError.self) { try renderer.render("document", context: [:]) }
        #expect(try renderer.render("a", context: [:]) == "x")
    }

    @Test func doubleBracesEscapeInput() throws {
        let renderer = try TemplateRenderer(set: TemplateSet(files: ["a.mustache": "<p>{{text}}</p>"]))
        #expect(try renderer.render("a", context: ["text": "<script>x</script>"]) == "<p>&lt;script&gt;x&lt;/script&gt;</p>")
    }
}
