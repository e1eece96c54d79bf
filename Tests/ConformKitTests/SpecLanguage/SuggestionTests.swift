import Testing
@testable import ConformKit

/// The "did you mean" helper: close misspellings are found, unrelated words are not.
@Suite struct SuggestionTests {
    /// The keys of a spec, in a fixed order.
    static let keys = ["title", "source", "tags", "given", "steps", "expect", "scope", "requires"]

    /// Checks that it suggests the nearest key.
    @Test(
        "suggests the nearest key",
        arguments: [
            ("stpes", "steps"), ("expcet", "expect"), ("titel", "title"), ("STEPS", "steps"), ("givn", "given"),
            ("requirements", "requires"), ("tag", "tags")
        ])
    func suggests(word: String, expected: String) {
        #expect(Suggestion.nearest(to: word, among: Self.keys) == expected)
    }

    /// Checks that it suggests nothing for an unrelated word.
    @Test("suggests nothing for an unrelated word", arguments: ["xyz", "", "a", "purchase", "zzzzzz"])
    func nothing(word: String) {
        #expect(Suggestion.nearest(to: word, among: Self.keys) == nil)
    }

    /// Checks that it breaks ties by distance, then by candidate order.
    @Test("breaks ties by distance, then by candidate order")
    func ties() {
        #expect(Suggestion.nearest(to: "cat", among: ["bat", "hat"]) == "bat")
        #expect(Suggestion.nearest(to: "cat", among: ["hat", "bat"]) == "hat")
        #expect(Suggestion.nearest(to: "stepz", among: ["steep", "steps"]) == "steps")
    }

    /// Checks that it counts a swap of neighbours as one edit.
    @Test("counts a swap of neighbours as one edit")
    func transposition() {
        #expect(Suggestion.distance(Array("stpes"), Array("steps")) == 1)
        #expect(Suggestion.distance(Array("abc"), Array("abc")) == 0)
        #expect(Suggestion.distance(Array(""), Array("abc")) == 3)
        #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
    }
}
