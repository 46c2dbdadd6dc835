import BitextModel

/// A translation-tool format Bitext writes aligned pairs in.
public enum ExportFormat: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    case tmx, xliff, po, jsonl

    /// The file extension of the format.
    public var fileExtension: String { rawValue }

    /// The export of `bundles` in this format.
    public func render(_ bundles: [BitextModel.Bundle], settings: ExportSettings = .standard) throws(BitextError) -> String {
        let units = bundles.flatMap(TranslationUnit.units(of:))
        switch self {
        case .tmx: return TMXExporter(settings: settings).export(units)
        case .xliff: return XLIFFExporter(settings: settings).export(units)
        case .po: return POExporter(settings: settings).export(units)
        case .jsonl: return try JSONLExporter().export(bundles)
        }
    }
}
