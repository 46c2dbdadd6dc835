@testable import BitextKit
import BitextModel
import Foundation
import Testing

/// A comment judges the Chinese it was written for: in a list, the items it holds; spacing is
/// never an edit.
@Suite struct CommentOwnershipTests {
    func states(_ english: String, _ chinese: String) async throws -> [(PairState, String)] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bitext-own-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(english.utf8).write(to: dir.appendingPathComponent("p.md"))
        try Data(chinese.utf8).write(to: dir.appendingPathComponent("p.zh.md"))
        let coverage = try await CoverageRunner().measure(name: "p", english: dir.appendingPathComponent("p.md").path, chinese: dir.appendingPathComponent("p.zh.md").path)
        return coverage.items.map { ($0.state, $0.text) }
    }

    static let parameters = """
        # Parameters

        - **limit** (*in query*): integer

          The most items to return.

        - **sendInitialEvents** (*in query*): boolean

          Send the current state first.

        - **watch** (*in query*): boolean

          Watch for changes and send them.

        """

    /// The Chinese of `parameters`, the list translated under a comment holding `comment` (the
    /// English of some of its items) and `watch` as the last item's description.
    static func translation(comment: String, watch: String) -> String {
        """
        <!--
        # Parameters
        -->
        # 参数

        <!--
        \(comment)
        -->
        - **limit**（**查询参数**）：integer

          返回的最多条目数。

        - **sendInitialEvents**（**查询参数**）：boolean

          先发送当前状态。

        - **watch**（**查询参数**）：boolean

          \(watch)

        """
    }

    static let limitItem = "- **limit** (*in query*): integer\n\n  The most items to return."

    /// The comment holds `limit` only; `sendInitialEvents` (added to the English later) and
    /// `watch` were translated without comments and are no edits of `limit`.
    @Test func aCommentOfOneItemJudgesThatItemOnly() async throws {
        let chinese = Self.translation(comment: Self.limitItem, watch: "监视变化。")
        let states = try await states(Self.parameters, chinese)
        #expect(!states.contains { $0.0 == .stale || $0.0 == .untranslated }, "\(states)")
    }

    /// A parameter the comment lists under another name is not judged by it; one it lists with
    /// changed words is stale.
    @Test func anItemIsJudgedByTheCommentItemOfItsName() async throws {
        let comment = Self.limitItem + "\n\n- **watch** (*in query*): boolean\n\n  Watch for changes and stream them."
        let chinese = Self.translation(comment: comment, watch: "监视变化并以流的形式返回。")
        let states = try await states(Self.parameters, chinese)
        let stale = states.filter { $0.0 == .stale }.map(\.1)
        #expect(stale == ["Watch for changes and send them."], "\(states)")
    }

    @Test func spacingIsNoEdit() async throws {
        let english = "# Title\n\nRun it for `kubectl` users and for Kubernetes clusters, v1.28 and later.\n"
        let chinese = "<!--\n# Title\n-->\n# 标题\n\n<!--\nRun it for`kubectl` users and forKubernetes clusters, v1.28 and later.\n-->\n为 `kubectl` 用户和 Kubernetes 集群（v1.28 及以后）运行它。\n"
        #expect(try await states(english, chinese).map(\.0) == [.translated, .translated])
    }

    @Test func aVersionThatChangedIsAnEditNotSpacing() {
        #expect(!EnglishText.containsRespaced(EnglishText.words("use v1beta3 here"), EnglishText.words("use v1 here")))
        #expect(EnglishText.containsRespaced(EnglishText.words("a forKubernetes b"), EnglishText.words("for Kubernetes")))
        #expect(!EnglishText.containsRespaced(EnglishText.words("before"), EnglishText.words("be")))
    }

    @Test(arguments: [("- item", true), ("  * item", true), ("12. item", true), ("3) item", true), ("-item", false), ("--- ", false), ("1.5 GB", false)])
    func listItemStarts(source: String, expected: Bool) {
        #expect(CommentStaleness.startsListItem(source) == expected)
    }

    /// A note to the page's editors, in the English page and copied into the translation, is
    /// not the English the list below it was translated from.
    @Test func aCommentThePageHasTooJudgesNothing() async throws {
        let english = """
            # Distributions

            <!-- keep this list in sync with the upstream document -->
            - Container Optimized OS (since M97)
            - Ubuntu (since 21.10)

            """
        let chinese = """
            <!--
            # Distributions
            -->
            # 发行版

            <!-- keep this list in sync with the upstream document -->
            - Container Optimized OS（从 M97 开始）
            - Ubuntu（从 21.10 开始）

            """
        let states = try await states(english, chinese)
        #expect(states.allSatisfy { $0.0 == .translated }, "\(states)")
    }
}
