import Foundation

/// A document's images as its row in the build database keeps them.
extension MediaList {
    /// Its column's text: empty for a page without images, as most are.
    var packed: String {
        guard !isEmpty, let data = try? BundleJSON.line(self) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads `packed`; anything else is an empty list.
    init(packed: String) {
        self = packed.isEmpty ? MediaList() : (try? JSONDecoder().decode(MediaList.self, from: Data(packed.utf8))) ?? MediaList()
    }
}
