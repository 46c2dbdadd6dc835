/// Where a page's images went: each reference as the page wrote it, mapped to the copy in the
/// output (a URL relative to the page) or to nothing when the site does not have the file.
/// Without links (a page rendered alone) images keep the reference as written.
public struct MediaLinks: Sendable, Equatable {
    /// References as written → URLs of the copies, relative to the page.
    public var found: [String: String]
    /// References a page wrote whose file is not in the site, or was refused.
    public var missing: Set<String>

    public init(found: [String: String] = [:], missing: Set<String> = []) {
        self.found = found
        self.missing = missing
    }

    /// What an `<img>` of `reference` shows: the URL to load, or `nil` when there is nothing to
    /// load and the alternative text stands in (a broken image would be a failed request).
    public func source(for reference: String) -> String? {
        if let url = found[reference] { return url }
        return missing.contains(reference) ? nil : reference
    }
}
