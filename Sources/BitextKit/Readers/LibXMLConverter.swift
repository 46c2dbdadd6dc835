import Foundation
internal import CLibXML2

/// The only file that touches libxml2: parses HTML and copies the whole tree into `HTMLNode`
/// values, freeing the document before it returns. No C pointer escapes.
enum LibXMLConverter {
    /// Elements nested deeper than this keep only their text, so hostile input cannot exhaust
    /// the stack (libxml2 itself stops nesting at 256).
    static let maximumDepth = 200

    /// libxml2 caps stored line numbers here; its HTML parser ignores `XML_PARSE_BIG_LINES`.
    static let lineCap = 65535

    /// `xmlInitParser` must run once before threads parse concurrently; a static `let` runs once.
    private static let initialized: Void = xmlInitParser()

    /// Parses `text` as HTML and returns the document's top-level nodes (normally one `html`).
    ///
    /// The parser recovers from malformed markup, never touches the network and stays silent:
    /// problems it recovers from are not worth a diagnostic, since browsers recover the same way.
    /// Implied `html`/`body` elements stay on (no `HTML_PARSE_NOIMPLIED`) so a fragment gets the
    /// same shape as a page and stray leading text gets libxml2's implied paragraph.
    ///
    /// `XML_PARSE_HUGE` lifts libxml2's nesting limit of 256, past which it stops parsing and
    /// silently loses the rest of the page; `maximumDepth` protects the stack instead.
    ///
    /// The encoding is always UTF-8 and a `<meta charset>` is ignored (`HTML_PARSE_IGNORE_ENC`):
    /// `text` is already decoded, so the bytes handed over are UTF-8 whatever the page declares,
    /// and honouring a stale declaration would turn correct Chinese text into mojibake.
    static func parse(_ text: String) throws(LibXMLError) -> [HTMLNode] {
        _ = initialized
        let empty = LibXMLError(code: 0, message: "the document is empty")
        // libxml2 returns no document for blank input and records no error saying why.
        guard !text.allSatisfy(\.isHTMLWhitespace) else { throw empty }
        guard text.utf8.count < Int(Int32.max) else {
            throw LibXMLError(code: 0, message: "the document is larger than libxml2 can read (2 GB)")
        }
        let options = Int32(bitPattern:
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_HUGE.rawValue)
        xmlResetLastError()
        var text = HTMLAttributeCap.capped(text)
        let parsed: htmlDocPtr? = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                htmlReadMemory(chars.baseAddress, Int32(chars.count), nil, "UTF-8", options)
            }
        }
        guard let document = parsed else { throw lastError(default: empty) }
        defer { xmlFreeDoc(document) }
        xmlResetLastError()
        var walker = Walker()
        return walker.nodes(from: document.pointee.children, depth: 0)
    }

    /// The error libxml2 recorded for this thread, else `fallback` (Fuzi's `XMLError.lastError`).
    private static func lastError(default fallback: LibXMLError) -> LibXMLError {
        guard let error = xmlGetLastError() else { return fallback }
        defer { xmlResetLastError() }
        let message = error.pointee.message.map { String(cString: $0) }?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return LibXMLError(
            code: Int(error.pointee.code), message: message.isEmpty ? fallback.message : message,
            line: error.pointee.line > 0 ? Int(error.pointee.line) : nil)
    }

    /// Copies nodes in document order, keeping a line cursor.
    ///
    /// libxml2's line numbers are awkward for ranges: an element's is the line where its start
    /// tag *ends*, a comment's the line where it ends, a text's somewhere inside it; all stop at
    /// 65535. So they serve as anchors, and between anchors (and past the cap) the cursor
    /// advances by the newlines in the character data it passes.
    private struct Walker {
        var cursor = 1

        mutating func nodes(from first: UnsafeMutablePointer<xmlNode>?, depth: Int) -> [HTMLNode] {
            var result: [HTMLNode] = []
            var next = first
            while let node = next {
                if let converted = convert(node, depth: depth) { result.append(converted) }
                next = node.pointee.next
            }
            return result
        }

        mutating func convert(_ node: UnsafeMutablePointer<xmlNode>, depth: Int) -> HTMLNode? {
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                return .element(element(node, depth: depth))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                let text = node.pointee.content.map { String(cString: $0) } ?? ""
                var start = cursor
                // A text's reported line is at or after its first line; a cursor beyond it has
                // counted newlines that were never in the source (a `&#10;`).
                if let reported = reportedLine(node) { start = min(start, reported) }
                return .text(text, lines: advance(over: text, from: start))
            case XML_COMMENT_NODE:
                let text = node.pointee.content.map { String(cString: $0) } ?? ""
                let newlines = Self.newlineCount(text)
                let start = reportedLine(node).map { max(1, $0 - newlines) } ?? cursor
                cursor = start + newlines
                return .comment(text, lines: start...cursor)
            default:
                return nil
            }
        }

        mutating func element(_ node: UnsafeMutablePointer<xmlNode>, depth: Int) -> HTMLNode.Element {
            let start = reportedLine(node) ?? cursor
            cursor = start
            let children: [HTMLNode]
            if depth >= LibXMLConverter.maximumDepth {
                let text = flattenedText(node)
                children = [.text(text, lines: advance(over: text, from: start))]
            } else {
                children = nodes(from: node.pointee.children, depth: depth + 1)
            }
            var contentEnd = start
            for child in children where !child.isBlankText {
                contentEnd = max(contentEnd, child.lines.upperBound)
            }
            return HTMLNode.Element(
                name: node.pointee.name.map { String(cString: $0).lowercased() } ?? "",
                attributes: attributes(node), children: children, startLine: start,
                contentEndLine: contentEnd, closingLine: max(start, cursor))
        }

        func attributes(_ node: UnsafeMutablePointer<xmlNode>) -> [String: String] {
            var result: [String: String] = [:]
            var next = node.pointee.properties
            while let attribute = next {
                if let name = attribute.pointee.name.map({ String(cString: $0).lowercased() }),
                    result[name] == nil
                {
                    var value = ""
                    var child = attribute.pointee.children
                    while let part = child {
                        if let content = part.pointee.content { value += String(cString: content) }
                        child = part.pointee.next
                    }
                    result[name] = value
                }
                next = attribute.pointee.next
            }
            return result
        }

        /// The text under `node`, walked with parent links instead of recursion.
        func flattenedText(_ root: UnsafeMutablePointer<xmlNode>) -> String {
            var text = ""
            var current = root.pointee.children
            while let node = current {
                if node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE,
                    let content = node.pointee.content
                {
                    text += String(cString: content)
                }
                if node.pointee.type == XML_ELEMENT_NODE, let child = node.pointee.children {
                    current = child
                    continue
                }
                var climb: UnsafeMutablePointer<xmlNode>? = node
                current = nil
                while let up = climb, up != root {
                    if let sibling = up.pointee.next { current = sibling; break }
                    climb = up.pointee.parent
                }
            }
            return text
        }

        /// The line libxml2 stored, when it is a real one (not 0 and not the 65535 cap).
        func reportedLine(_ node: UnsafeMutablePointer<xmlNode>) -> Int? {
            let line = Int(node.pointee.line)
            return line > 0 && line < LibXMLConverter.lineCap ? line : nil
        }

        /// Moves the cursor past `text` starting on `start`; returns the lines of its first and
        /// last non-whitespace characters (`start...start` for blank text).
        mutating func advance(over text: String, from start: Int) -> ClosedRange<Int> {
            var line = start
            var first: Int?
            var last = start
            for scalar in text.unicodeScalars {
                if scalar == "\n" {
                    line += 1
                } else if !Character(scalar).isHTMLWhitespace {
                    if first == nil { first = line }
                    last = line
                }
            }
            cursor = line
            return (first ?? start)...max(first ?? start, last)
        }

        static func newlineCount(_ text: String) -> Int {
            text.unicodeScalars.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        }
    }
}

extension LibXMLConverter {
    /// Reads `data` as XML one node at a time with libxml2's xmlReader, handing each step to
    /// `handle` until it returns `false`. The reader frees what it has passed, so memory follows
    /// the open elements, not the file. Nothing is fetched (no DTD, no network) and no entity
    /// is expanded; `XML_PARSE_HUGE` lets one text run past libxml2's 10 MB (translation
    /// files of a few megabytes of sources are larger) and nesting past 256, since nothing
    /// here recurses. The bytes are read as UTF-8 whatever the declaration says (the caller has
    /// checked they are): a declared `ibm37` would turn the text into garbage. Throws libxml2's
    /// first error, with its line; nothing is printed.
    static func readXML(_ data: Data, _ handle: (XMLEvent) -> Bool) throws(LibXMLError) {
        _ = initialized
        guard !data.isEmpty else { throw LibXMLError(code: 0, message: "the document is empty") }
        guard data.count < Int(Int32.max) else {
            throw LibXMLError(code: 0, message: "the document is larger than libxml2 can read (2 GB)")
        }
        let options = Int32(bitPattern:
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_HUGE.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_IGNORE_ENC.rawValue)
        xmlResetLastError()
        // Errors raised outside the reader (the I/O layer's) go to this thread's handler, not stderr.
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        let failure: LibXMLError? = data.withUnsafeBytes { bytes in
            let chars = bytes.baseAddress?.assumingMemoryBound(to: CChar.self)
            guard let reader = xmlReaderForMemory(chars, Int32(bytes.count), nil, "UTF-8", options) else {
                return lastError(default: LibXMLError(code: 0, message: "libxml2 could not start reading"))
            }
            defer { xmlFreeTextReader(reader) }
            // Errors go to xmlGetLastError, not to stderr.
            xmlTextReaderSetStructuredErrorHandler(reader, { _, _ in }, nil)
            let events = XMLEvents(reader: reader)
            while true {
                let status = xmlTextReaderRead(reader)
                if status == 0 { return nil }
                if status < 0 { return lastError(default: LibXMLError(code: 0, message: "not well-formed XML")) }
                guard events.send(handle) else { return nil }
            }
        }
        if let failure { throw failure }
    }

    /// The events of the node an xmlReader stands on.
    private struct XMLEvents {
        let reader: xmlTextReaderPtr

        /// Hands `handle` the node's events (none, one, or an empty element's start and end);
        /// false when it asked to stop.
        func send(_ handle: (XMLEvent) -> Bool) -> Bool {
            switch UInt32(xmlTextReaderNodeType(reader)) {
            case XML_READER_TYPE_ELEMENT.rawValue:
                let name = name()
                guard handle(.start(name: name, attributes: attributes(), line: line())) else { return false }
                return xmlTextReaderIsEmptyElement(reader) != 1 || handle(.end(name: name))
            case XML_READER_TYPE_END_ELEMENT.rawValue:
                return handle(.end(name: name()))
            case XML_READER_TYPE_TEXT.rawValue, XML_READER_TYPE_CDATA.rawValue,
                XML_READER_TYPE_WHITESPACE.rawValue, XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue:
                return handle(.text(value()))
            case XML_READER_TYPE_ENTITY_REFERENCE.rawValue:
                // An entity no declaration here defines (its DTD is not read): kept as written.
                return handle(.text("&" + name() + ";"))
            default:
                return true
            }
        }

        func name() -> String { xmlTextReaderConstName(reader).map { String(cString: $0) } ?? "" }

        func value() -> String { xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? "" }

        func line() -> Int { xmlTextReaderCurrentNode(reader).map { Int(xmlGetLineNo($0)) } ?? 0 }

        func attributes() -> [String: String] {
            var result: [String: String] = [:]
            guard xmlTextReaderMoveToFirstAttribute(reader) == 1 else { return result }
            repeat {
                result[name()] = value()
            } while xmlTextReaderMoveToNextAttribute(reader) == 1
            xmlTextReaderMoveToElement(reader)
            return result
        }
    }
}
