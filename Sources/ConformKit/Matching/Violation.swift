/// One expectation a transcript broke.
public struct Violation: Sendable, Hashable {
    /// Which kind of expectation (`order`, `exact`, `never`, `count`, `state`, `result`).
    public var kind: Kind
    /// Where the expectation is written in the spec.
    public var location: SourceLocation
    /// What went wrong, e.g. "expected 'paywall.closed purchased' after 'purchase.completed' but it never came".
    public var message: String
    /// The event the problem is about (index into the transcript's events), to show the story around it.
    public var eventIndex: Int?

    /// Creates a violation.
    public init(kind: Kind, location: SourceLocation, message: String, eventIndex: Int? = nil) {
        self.kind = kind
        self.location = location
        self.message = message
        self.eventIndex = eventIndex
    }
}

/// An expectation the adapter cannot observe: reported, never passed or failed.
public struct Unobservable: Sendable, Hashable {
    /// The expectation as written.
    public var expectation: String
    /// Where it is written.
    public var location: SourceLocation

    /// Creates an entry.
    public init(expectation: String, location: SourceLocation) {
        self.expectation = expectation
        self.location = location
    }
}

/// What the matcher concluded about one transcript.
public struct MatchResult: Sendable, Hashable {
    /// Broken expectations, in the order they are written in the spec.
    public var violations: [Violation]
    /// Expectations the adapter cannot observe.
    public var unobservable: [Unobservable]
    /// How many expectations were actually checked.
    public var checked: Int

    /// Creates a result.
    public init(violations: [Violation] = [], unobservable: [Unobservable] = [], checked: Int = 0) {
        self.violations = violations
        self.unobservable = unobservable
        self.checked = checked
    }
}
