extension String {
    /// Whether this "translation" is `english` again, word for word: left untranslated however
    /// well it pairs. One word alone is a name a translation keeps (`kubelet`, `CSI`), not a copy.
    func isCopy(of english: String) -> Bool {
        let words = english.split(whereSeparator: \.isWhitespace)
        return words.count > 1 && words == split(whereSeparator: \.isWhitespace)
    }
}
