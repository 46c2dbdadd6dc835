import BitextModel

/// A translation-tool format Bitext writes aligned pairs in.
public enum ExportFormat: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    case tmx, xliff, xliff12, po, jsonl

    /// The file extension of the format (XLIFF 1.2 takes the usual `.xlf`, 2.1 `.xliff`).
    public var fileExtension: String { self == .xliff12 ? "xlf" : rawValue }

    /// The export of `bundles` in this format.
    public func render(_ bundles: [BitextModel.Bundle], settings: ExportSettings = .standard) throws(BitextError) -> String {
        let units = bundles.flatMap { TranslationUnit.units(of: $0, codeComments: settings.includeCodeComments, cells: settings.segment == .cell) }
        switch self {
        case .tmx: return TMXExporter(settings: settings).export(units)
        case .xliff: return XLIFFExporter(settings: settings).export(units)
        case .xliff12: return XLIFF12Exporter(settings: settings).export(units)
        case .po: return POExporter(settings: settings).export(units)
        case .jsonl: return try JSONLExporter().export(bundles)
        }
    }
}
