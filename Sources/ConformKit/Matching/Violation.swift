/// One expectation a transcript broke.
package struct Violation: Sendable, Hashable {
    /// Which kind of expectation (`order`, `exact`, `never`, `count`, `state`, `result`).
    package var kind: Kind
    /// Where the expectation is written in the spec.
    package var location: SourceLocation
    /// What went wrong, e.g. "expected 'paywall.closed purchased' after 'purchase.completed' but it never came".
    package var message: String
    /// The event the problem is about (index into the transcript's events), to show the story around it.
    package var eventIndex: Int?

    package init(kind: Kind, location: SourceLocation, message: String, eventIndex: Int? = nil) {
        self.kind = kind
        self.location = location
        self.message = message
        self.eventIndex = eventIndex
    }
}

/// An expectation the adapter cannot observe: reported, never passed or failed.
package struct Unobservable: Sendable, Hashable {
    /// The expectation as written.
    package var expectation: String
    /// Where it is written.
    package var location: SourceLocation

    package init(expectation: String, location: SourceLocation) {
        self.expectation = expectation
        self.location = location
    }
}

/// What the matcher concluded about one transcript.
package struct MatchResult: Sendable, Hashable {
    /// Broken expectations, in the order they are written in the spec.
    package var violations: [Violation]
    /// Expectations the adapter cannot observe.
    package var unobservable: [Unobservable]
    /// How many expectations were actually checked.
    package var checked: Int

    package init(violations: [Violation] = [], unobservable: [Unobservable] = [], checked: Int = 0) {
        self.violations = violations
        self.unobservable = unobservable
        self.checked = checked
    }
}
