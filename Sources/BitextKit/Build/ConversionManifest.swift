import BitextModel
import Foundation

/// The record a conversion keeps in its output folder: for each document, the key its outputs were
/// made from (inputs, options, templates, version) and its summary. A rerun skips documents whose
/// key is unchanged; `merge` combines the manifests of shards.
public struct ConversionManifest: Sendable, Equatable, Codable {
    /// The manifest's file name inside the output folder.
    public static let fileName = ".bitext-manifest.json"

    /// One converted document.
    public struct Entry: Sendable, Equatable, Codable {
        /// Hash of everything the outputs depend on.
        public var key: String
        /// Files written for the document, relative to the output folder.
        public var outputs: [String]
        /// What the site shows of it.
        public var summary: DocumentSummary

        /// Creates an entry.
        public init(key: String, outputs: [String], summary: DocumentSummary) {
            self.key = key
            self.outputs = outputs
            self.summary = summary
        }
    }

    /// The Bitext version that wrote the manifest.
    public var version: String
    /// Entries by document name.
    public var documents: [String: Entry]
    /// A hash of the site's title and templates when the site was last built.
    public var siteKey: String?
    /// The site's title, so `merge` rebuilds the same site.
    public var siteTitle: String?
    /// The template folder used, if not the built-in templates (informational: `merge` takes
    /// its templates from its own options and checks them against `siteKey`).
    public var templates: String?
    /// The files the site step wrote, relative to the output folder: a later site that no longer
    /// writes one removes it, and nothing without a record is ever removed.
    public var site: [String]?

    /// Creates a manifest.
    public init(version: String = BitextVersion.current, documents: [String: Entry] = [:]) {
        self.version = version
        self.documents = documents
    }

    /// Reads a manifest from the bytes of its file. Only readers of an output folder (`coverage`,
    /// `diff`, `export`) do; a rerun reads the build database.
    public init(jsonData data: Data) throws {
        self = try JSONDecoder().decode(ConversionManifest.self, from: data)
    }

    /// Loads the manifest of `folder`, or an empty one when there is none (or it is unreadable:
    /// then everything is simply rebuilt).
    public static func load(from folder: URL) -> ConversionManifest {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path),
            let manifest = try? ConversionManifest(jsonData: data),
            manifest.version == BitextVersion.current
        else { return ConversionManifest() }
        return manifest
    }
}
