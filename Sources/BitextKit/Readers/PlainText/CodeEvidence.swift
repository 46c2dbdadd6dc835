/// What the code-likeness scorer found on one line.
struct CodeEvidence: Sendable, Equatable {
    /// Positive when the line reads as code, negative when it reads as prose, near zero when
    /// it could be either (a bare name, a closing word).
    var score: Double = 0
    /// Opening minus closing brackets outside strings and comments.
    var bracketDelta: Int = 0
    /// The line is only a comment (`// …`, `/* …`).
    var isComment = false
    /// The line is a single token: a name, an attribute, punctuation.
    var isFragment = false
    /// The line is an outline entry of pseudo-code: `signature → description`.
    var isOutline = false
}
