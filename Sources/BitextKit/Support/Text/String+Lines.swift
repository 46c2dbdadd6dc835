extension String {
    /// The text's lines without their endings, `\n` or `\r\n` (which Swift reads as one
    /// character, so splitting at `"\n"` would leave a CRLF file one line); a final line ending
    /// gives a last, empty line.
    var lines: [String] {
        split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }
}
