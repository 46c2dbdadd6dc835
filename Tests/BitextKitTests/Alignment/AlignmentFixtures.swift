import BitextKit
import BitextModel

/// Small bilingual documents about SwiftUI and UIKit, written for these tests.
enum AlignmentFixtures {
    static func read(_ text: String, path: String) throws -> Document {
        try DocumentReader().read(SourceFile(path: path, text: text)).document
    }

    static let sections: [(en: String, zh: String)] = [
        ("## Observing state {#observing}", "## 观察状态 {#observing}"),
        ("Mark a model with `@Observable` and SwiftUI re-renders every view that reads one of its properties.",
         "用 `@Observable` 标注模型后，SwiftUI 会重新渲染读取其属性的每个视图。"),
        ("## Bindings", "## 绑定"),
        ("A `Binding` gives a child view read and write access to a value owned by its parent, such as `$isOn`.",
         "`Binding` 让子视图可以读写父视图拥有的值，例如 `$isOn`。"),
        ("## Environment values", "## 环境值"),
        ("Read system settings like `colorScheme` or `dynamicTypeSize` through the `@Environment` property wrapper.",
         "通过 `@Environment` 属性包装器读取 `colorScheme` 或 `dynamicTypeSize` 等系统设置。"),
        ("## Previews", "## 预览"),
        ("Use the `#Preview` macro to render a view in Xcode's canvas with sample data from `PreviewModel`.",
         "使用 `#Preview` 宏在 Xcode 画布中用 `PreviewModel` 的示例数据渲染视图。"),
    ]

    static func english(_ blocks: [String]) -> String { blocks.joined(separator: "\n\n") + "\n" }
}

extension AlignedPair {
    /// The pair's English and Chinese source, for readable expectations.
    var texts: (String, String) { (englishSource, chineseSource) }
}
