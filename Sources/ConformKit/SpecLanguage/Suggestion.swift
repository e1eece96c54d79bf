/// Did-you-mean suggestions. (Placeholder until the parser branch lands.)
public enum Suggestion {
    /// The candidate nearest to `word`, when one is close.
    public static func nearest(to word: String, among candidates: [String]) -> String? { nil }
}
