/// What was wrong with JSON that did not decode, in one short line: Foundation's own description
/// of a `DecodingError` spells out every coding key and the underlying error.
enum JSONDecodeProblem {
    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.debugDescription) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: "not JSON"
        }
    }
}
