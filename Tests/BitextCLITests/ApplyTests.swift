import Foundation
import Testing

/// `bitext apply`: translations written back, measured by `coverage`, refused below a share, and
/// bad translation files stopped before anything is written.
@Suite struct ApplyTests {
    let cli = CLITests()

    static let sentences: [(String, String)] = [
        ("Pods are the smallest units you can deploy in Kubernetes.", "Pod 是你可以在 Kubernetes 中部署的最小单元。"),
        ("A node runs the pods that the scheduler assigns to it.", "节点运行调度器分配给它的 Pod。"),
        ("The control plane keeps the cluster in the state you asked for.", "控制平面使集群保持在你要求的状态。"),
        ("Use `kubectl get pods` to list the pods of a namespace.", "使用 `kubectl get pods` 列出名字空间中的 Pod。"),
        ("A deployment replaces failed pods with new ones.", "Deployment 会用新的 Pod 替换失败的 Pod。"),
        ("Services give a stable address to a changing set of pods.", "服务为一组不断变化的 Pod 提供稳定的地址。"),
        ("Labels let you select the objects an action applies to.", "标签让你选择某个操作所作用的对象。"),
        ("Secrets hold passwords and keys apart from the images.", "Secret 将密码和密钥与镜像分开保存。"),
        ("Volumes keep data that must outlive a single container.", "卷保存必须比单个容器存活更久的数据。"),
        ("Probes tell the kubelet when a container is ready to serve.", "探针告诉 kubelet 容器何时准备好提供服务。"),
    ]

    func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-apply-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// An English guide and its PO with every third entry left empty.
    func guide(in root: URL) throws -> (english: String, po: String) {
        let english = root.appendingPathComponent("guide.md").path
        try Self.sentences.map(\.0).joined(separator: "\n\n").appending("\n").write(toFile: english, atomically: true, encoding: .utf8)
        let export = try cli.bitext(["export", english, "--output-format", "po"])
        #expect(export.status == 0, "\(export.stderr)")
        var po = export.stdout
        for (index, (en, zh)) in Self.sentences.enumerated() where index % 3 != 2 {
            let quoted = "msgid \"\(en)\"\nmsgstr \"\""
            #expect(po.contains(quoted))
            po = po.replacingOccurrences(of: quoted, with: "msgid \"\(en)\"\nmsgstr \"\(zh)\"")
        }
        let path = root.appendingPathComponent("guide.po").path
        try po.write(toFile: path, atomically: true, encoding: .utf8)
        return (english, path)
    }

    @Test func coverageOfTheResultCountsTheEmptyEntriesUntranslated() throws {
        let root = try folder()
        let (english, po) = try guide(in: root)
        let output = root.appendingPathComponent("guide.zh.md").path
        let apply = try cli.bitext(["apply", english, "--translations", po, "-o", output])
        #expect(apply.status == 0, "\(apply.stderr)")
        #expect(apply.stdout.contains("7/10 units translated (70.0%)"))
        let coverage = try cli.bitext(["coverage", english, output, "--output-format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(coverage.stdout.utf8)) as? [String: Any])
        let items = try #require(((json["documents"] as? [[String: Any]])?.first?["items"]) as? [[String: Any]])
        let untranslated = items.filter { $0["state"] as? String == "untranslated" }.compactMap { $0["text"] as? String }
        #expect(untranslated == [Self.sentences[2].0, Self.sentences[5].0, Self.sentences[8].0])
        #expect(items.count == 10)
    }

    @Test func aDocumentBelowTheMinimumIsNotWritten() throws {
        let root = try folder()
        let (english, po) = try guide(in: root)
        let output = root.appendingPathComponent("guide.zh.md").path
        let refused = try cli.bitext(["apply", english, "--translations", po, "-o", output, "--min-translated", "80"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("not written: 7/10 units translated (70.0%), under --min-translated 80"))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try cli.bitext(["apply", english, "--translations", po, "-o", output, "--min-translated", "70"]).status == 0)
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b\n", "guide.po:2", "double quotes"),
        ("msgctxt \"guide#p1\"\nmsgid \"a\"\nmsgstr \"甲\"\n\nmsgctxt \"guide#p1\"\nmsgid \"b\"\nmsgstr \"乙\"\n", "guide.po:5", "unit id p1 is given twice"),
        ("msgctxt \"install#p1\"\nmsgid \"a\"\nmsgstr \"甲\"\n", "guide.po:1", "the translations are for install, not guide"),
        (
            "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.1\" srcLang=\"en\">\n<file id=\"f1\" original=\"install\">\n<unit id=\"u1\"><segment><source>a</source></segment></unit></file></xliff>\n",
            "guide.po:3", "the translations are for install"
        ),
    ])
    func badTranslationsStopTheRunNamingFileAndLine(text: String, location: String, message: String) throws {
        let root = try folder()
        let english = root.appendingPathComponent("guide.md").path
        try "Some text.\n".write(toFile: english, atomically: true, encoding: .utf8)
        let translations = root.appendingPathComponent("guide.po").path
        try text.write(toFile: translations, atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("out.md").path
        let run = try cli.bitext(["apply", english, "--translations", translations, "-o", output])
        #expect(run.status == 1)
        #expect(run.stderr.contains(location) && run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func neverOverTheEnglishNorIntoHTML() throws {
        let root = try folder()
        let (english, po) = try guide(in: root)
        let over = try cli.bitext(["apply", english, "--translations", po, "-o", english])
        #expect(over.status == 1 && over.stderr.contains("the output is the English document itself"))
        #expect(try String(contentsOfFile: english, encoding: .utf8).hasPrefix("Pods are"))
        let html = root.appendingPathComponent("page.html").path
        try "<p>Pods are the smallest units.</p>\n".write(toFile: html, atomically: true, encoding: .utf8)
        let refused = try cli.bitext(["apply", html, "--translations", po, "-o", root.appendingPathComponent("page.zh.html").path])
        #expect(refused.status == 1 && refused.stderr.contains("into Markdown"))
    }

    /// A tree in, a tree out: each document takes its own entries from one export of the tree.
    @Test func aWholeTree() throws {
        let root = try folder()
        let source = root.appendingPathComponent("en")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("tasks"), withIntermediateDirectories: true)
        try "# Pods\n\nPods run containers.\n".write(to: source.appendingPathComponent("pods.en.md"), atomically: true, encoding: .utf8)
        try "# Pods\n\nDelete pods with care.\n".write(to: source.appendingPathComponent("tasks/delete.md"), atomically: true, encoding: .utf8)
        var po = try cli.bitext(["export", source.path, "--output-format", "po"]).stdout
        for (en, zh) in [("Pods", "Pod"), ("Pods run containers.", "Pod 运行容器。"), ("Delete pods with care.", "小心删除 Pod。")] {
            po = po.replacingOccurrences(of: "msgid \"\(en)\"\nmsgstr \"\"", with: "msgid \"\(en)\"\nmsgstr \"\(zh)\"")
        }
        let translations = root.appendingPathComponent("all.po")
        try po.write(to: translations, atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("zh")
        let run = try cli.bitext(["apply", source.path, "--translations", translations.path, "-o", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: out.appendingPathComponent("pods.zh.md"), encoding: .utf8) == "# Pod\n\nPod 运行容器。\n")
        #expect(try String(contentsOf: out.appendingPathComponent("tasks/delete.md"), encoding: .utf8) == "# Pod\n\n小心删除 Pod。\n")
        let over = try cli.bitext(["apply", source.path, "--translations", translations.path, "-o", source.path])
        #expect(over.status == 1 && over.stderr.contains("the output folder is the input folder"))
    }
}
