@testable import BitextKit
import Testing

/// Rows are read by named columns whose places come from the SELECT lists made of them: every
/// name must be a column of the schema, so a renamed column fails here rather than at a read.
@Suite struct SelectedColumnTests {
    static let documentColumns = BuildDatabaseSchema.columns["document"]!.union(BuildDatabaseSchema.columns["content"]!)

    @Test func summaryColumnsAreSchemaColumns() {
        let names = BuildDatabase.SummaryColumn.allCases.map(\.sql)
        #expect(names.allSatisfy(Self.documentColumns.contains), "\(names.filter { !Self.documentColumns.contains($0) })")
        #expect(names.contains("title_en") && names.contains("needs_review"))
    }

    @Test func recordColumnsAreSchemaColumnsAfterTheSummary() {
        #expect(DocumentRecord.Column.allCases.map(\.sql).allSatisfy(BuildDatabaseSchema.columns["document"]!.contains))
        #expect(BuildDatabase.ListedColumn.allCases.map(\.sql).allSatisfy(Self.documentColumns.contains))
        #expect(BuildDatabase.ListedColumn.key.position == BuildDatabase.SummaryColumn.allCases.count)
        #expect(BuildDatabase.summaryColumns(terms: false).split(separator: ",").count == BuildDatabase.SummaryColumn.allCases.count)
    }
}
