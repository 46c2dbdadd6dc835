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

    /// A document's stamp and the key it vouches for.
    struct Entry: Sendable, Equatable {
        var stamp: String
        var key: String
    }

    /// The entries by document name.
    var documents: [String: Entry] = [:]

    /// Whether `stamp`, worked out now, vouches that `name`'s inputs are those its `key` was made from.
    func vouches(_ name: String, stamp: String?, key: String) -> Bool {
        guard let stamp, !key.isEmpty else { return false }
        return documents[name] == Entry(stamp: stamp, key: key)
    }

    /// The stamps of `folder`, or none when there are none (or they cannot be read).
    static func load(from folder: URL) -> InputStamps {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path),
            let stamps = try? CanonicalJSONDecoder().decodeDirect(InputStamps.self, from: data)
        else { return InputStamps() }
        return stamps
    }

    /// The file's bytes: an object of `"name": ["stamp", "key"]`, names sorted.
    func data() throws(BitextError) -> Data {
        try BundleJSON.data(documents.mapValues { [$0.stamp, $0.key] })
    }
}

extension InputStamps: JSONDirectDecodable {
    init(json: JSONValue) throws {
        let members = try JSONMembers(json)
        for name in members.names {
            let pair: [String] = try members.decode(name)
            guard pair.count == 2 else { throw JSONValueDecoder.mismatch([String].self, members.value(name) ?? json, []) }
            documents[name] = Entry(stamp: pair[0], key: pair[1])
        }
    }
}
