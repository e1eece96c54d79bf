import Testing
@testable import ConformKit

/// Terse builders for mutation tests: events from their canonical text, specs from YAML.
enum MutationFixtures {
    /// An event from `name subject`, with native arguments and a time in milliseconds.
    static func event(_ canonical: String, _ arguments: [String: String] = [:], at ms: Int64 = 0) -> Event {
        let parts = canonical.split(separator: " ", maxSplits: 1).map(String.init)
        return Event(
            EventName(parts[0]), parts.count > 1 ? parts[1] : nil, native: "native(\(parts[0]))",
            arguments: arguments.map { Argument($0.key, $0.value) }, time: VirtualTime(milliseconds: ms))
    }

    /// A successful purchase as an SDK reports it: shown, started, completed, closed with purchased.
    static let purchase: [Event] = [
        event("paywall.shown"),
        event("purchase.started premium_monthly", ["product": "premium_monthly"]),
        event("purchase.completed premium_monthly", ["product": "premium_monthly", "transaction": "<transaction:1>"]),
        event("paywall.closed purchased")
    ]

    /// The paywall closed with `purchased`.
    static let purchased = FinalState(state: .closed, result: "purchased")

    /// A transcript of `events` ending in `final`.
    static func transcript(_ events: [Event], final: FinalState = purchased) -> Transcript {
        Transcript(specID: "s", adapterID: "a", sdk: "sdk 1", entries: events.map { .event($0) }, final: final)
    }

    /// The expectations of a spec whose `expect:` block is `expect` (indented by two spaces).
    static func expectations(_ expect: String) -> Expectations {
        let text = "title: t\nsteps: [present]\nexpect:\n" + expect
        let (spec, diagnostics) = SpecDecoder.decode(text, id: "t", file: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return spec?.expect ?? Expectations()
    }

    /// Sees every event.
    static let everything = EventSurface.everything()

    /// Whether a matcher reads two runs the same: names, subjects, arguments, times and the final state.
    static func readAlike(_ a: (events: [Event], final: FinalState), _ b: (events: [Event], final: FinalState)) -> Bool {
        a.final == b.final && a.events.count == b.events.count
            && zip(a.events, b.events).allSatisfy {
                $0.name == $1.name && $0.subject == $1.subject && $0.arguments == $1.arguments && $0.time == $1.time
            }
    }
}
