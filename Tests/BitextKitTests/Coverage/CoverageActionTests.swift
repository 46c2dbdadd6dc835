@testable import BitextKit
import Foundation
import Testing

/// `bitext coverage`'s work, without the command.
@Suite struct CoverageActionTests {
    @Test func theReportCountsTheTreeAndItsDashboardIsOnePage() async throws {
        let tree = try DiffActionTests.tree(DiffActionTests.shorter)
        let report = await CoverageAction(paths: [tree.path], runner: CoverageRunner()).perform()
        #expect(report.documents.count == 1 && report.diagnostics.isEmpty)
        #expect(report.total.words.percent < 100 && report.total.words.percent > 0)
        let page = String(decoding: try report.dashboard(), as: UTF8.self)
        #expect(page.hasPrefix("<!doctype html>") || page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("cache"))
    }
}
