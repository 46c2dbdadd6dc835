import Foundation

/// What `stat` said of each document's inputs when its key was last worked out from their bytes
/// (see `Converter.stamp`). While a document's stamp is unchanged so is its key, and a rerun
/// skips it without reading its inputs, which was most of the work of a rerun with nothing to do.
///
/// A stamp holds device numbers, inodes and change times, so it is true on this machine only:
/// it is kept beside the manifest, not in it, and is no output. Outputs stay the same bytes on
/// every machine; a missing or unreadable stamps file only means the inputs are read again.
struct InputStamps: Sendable, Equatable {
    /// The file's name inside the output folder.
    static let fileName = ".bitext-stamps.json"

    /// For each document, its stamp and the key the stamp vouches for.
    var documents: [String: (stamp: String, key: String)] = [:]

    static func == (a: InputStamps, b: InputStamps) -> Bool {
        a.documents.count == b.documents.count
            && a.documents.allSatisfy { name, value in b.documents[name].map { $0 == value } ?? false }
    }

    /// Whether `stamp`, worked out now, vouches that `name`'s inputs are those its `key` was made from.
    func vouches(_ name: String, stamp: String?, key: String) -> Bool {
        guard let stamp, !key.isEmpty, let recorded = documents[name] else { return false }
        return recorded == (stamp, key)
    }

    /// The stamps of `folder`, or none when there are none (or they cannot be read).
    static func load(from folder: URL) -> InputStamps {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path),
            let members = try? JSONMembers(try CanonicalJSONDecoder().decodeDirect(JSONValueBox.self, from: data).value)
        else { return InputStamps() }
        var stamps = InputStamps()
        for name in members.names {
            guard let pair: [String] = try? members.decode(name), pair.count == 2 else { return InputStamps() }
            stamps.documents[name] = (pair[0], pair[1])
        }
        return stamps
    }

    /// The file's bytes: an object of `"name": ["stamp", "key"]`, names sorted.
    func data() throws(BitextError) -> Data {
        try BundleJSON.data(documents.mapValues { [$0.stamp, $0.key] })
    }

    /// A parsed JSON value, as the direct decoder hands it over.
    private struct JSONValueBox: JSONDirectDecodable {
        var value: JSONValue
        init(json: JSONValue) throws { value = json }
    }
}
