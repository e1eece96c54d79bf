/// Which canonical events an SDK emits, and which of those the harness cannot see: the
/// observability rule in one value (docs/events.md, "What an adapter emits").
///
/// Expecting an event the SDK does not emit is checked like any other expectation — it fails, and
/// the failure says the SDK has no such callback. Only events the SDK has but the harness cannot
/// see (`cannotSee`, rare: Adapty's internal analytics) are not observable and left unchecked.
/// Entries are exact names (`paywall.shown`) or families (`purchase`, `recorded`).
package struct EventSurface: Sendable, Hashable {
    /// How one event name stands with the SDK.
    package enum Visibility: Sendable, Hashable {
        /// The SDK emits it and the harness sees it: checked.
        case emitted
        /// The SDK has no such callback: checked, and a failure says so.
        case notEmitted
        /// The SDK has it but the harness cannot see it: not observable, left unchecked.
        case hidden
    }

    /// The adapter's id, for the words of a failure.
    package var adapter: String
    /// Names and families the SDK emits.
    package var emits: Set<String>
    /// Names and families the SDK has but the harness cannot see.
    package var cannotSee: Set<String>

    package init(adapter: String, emits: Set<String>, cannotSee: Set<String> = []) {
        self.adapter = adapter
        self.emits = emits
        self.cannotSee = cannotSee
    }

    /// A surface that emits and sees everything (for tests and tools that judge expectations alone).
    package static func everything(adapter: String = "any") -> EventSurface {
        EventSurface(adapter: adapter, emits: ["*"])
    }

    /// How `name` stands: hidden wins over emitted, so an SDK can declare a family it emits and a
    /// member the harness cannot see.
    package func visibility(of name: String) -> Visibility {
        let family = String(Event.family(of: name))
        if cannotSee.contains(name) || cannotSee.contains(family) { return .hidden }
        if emits.contains("*") || emits.contains(name) || emits.contains(family) { return .emitted }
        return .notEmitted
    }

    /// The words appended to a failure about `name` when the SDK does not emit it.
    package func explanation(for name: String) -> String? {
        guard visibility(of: name) == .notEmitted else { return nil }
        return "'\(adapter)' emits no '\(name)': its SDK has no such callback"
    }
}
