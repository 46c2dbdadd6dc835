/// One step of reading an XML document in order, as `LibXMLConverter.readXML` hands it over:
/// values only, so no libxml2 pointer leaves the converter.
enum XMLEvent: Equatable {
    /// A start tag (an empty element is followed at once by its `.end`), its qualified name and
    /// attributes as written, and the line it is on.
    case start(name: String, attributes: [String: String], line: Int)
    /// An end tag, or the end of an empty element.
    case end(name: String)
    /// Character data: text, CDATA and whitespace, with entities and character references read.
    case text(String)
}
