import Testing
@testable import ConformKit

/// Each mutation operator: what it produces, and that no mutant reads as the original.
@Suite struct TranscriptMutatorTests {
    typealias F = MutationFixtures

    /// The changes of one operator for `events` and `final`.
    static func changes(_ op: MutationOperator, _ events: [Event] = F.purchase, final: FinalState = F.purchased) -> [Mutant.Change] {
        TranscriptMutator(events: events, final: final).changes.filter { $0.operator == op }
    }

    @Test("drop: one mutant per event, each without that event")
    func drop() {
        let changes = Self.changes(.drop)
        #expect(changes == (0..<4).map { .drop(event: $0) })
        let (events, final) = Mutant.Change.drop(event: 1).applied(to: F.purchase, final: F.purchased)
        #expect(events.map(\.canonical) == ["paywall.shown", "purchase.completed premium_monthly", "paywall.closed purchased"])
        #expect(final == F.purchased)
    }

    @Test("duplicate: one mutant per event, the event fired again right after itself")
    func duplicate() {
        #expect(Self.changes(.duplicate) == (0..<4).map { .duplicate(event: $0) })
        let events = Mutant.Change.duplicate(event: 2).applied(to: F.purchase, final: F.purchased).events
        #expect(events.count == 5)
        #expect(events[2] == events[3] && events[3] == F.purchase[2])
    }

    @Test("swap: adjacent events that read differently trade places, each slot keeping its time")
    func swap() {
        let events = [F.event("purchase.started p"), F.event("purchase.completed p", at: 2000), F.event("recorded.x", at: 2000),
                      F.event("recorded.x", at: 2000)]
        // The last two read alike: swapping them would change nothing.
        #expect(Self.changes(.swap, events) == [.swap(event: 0), .swap(event: 1)])
        let swapped = Mutant.Change.swap(event: 0).applied(to: events, final: F.purchased).events
        #expect(swapped.map(\.canonical) == ["purchase.completed p", "purchase.started p", "recorded.x", "recorded.x"])
        #expect(swapped.map(\.time.milliseconds) == [0, 2000, 2000, 2000])
    }

    @Test("argument: each value an event carries becomes 'other', the subject with its echoes in the arguments; placeholders stay")
    func argument() {
        let changes = Self.changes(.argument)
        #expect(changes == [
            .argument(event: 1, from: "premium_monthly", to: "other"),
            .argument(event: 2, from: "premium_monthly", to: "other"),
            .argument(event: 3, from: "purchased", to: "other"),
        ])
        let events = changes[0].applied(to: F.purchase, final: F.purchased).events
        #expect(events[1].canonical == "purchase.started other")
        #expect(events[1].argument("product") == "other")
        let failed = [F.event("purchase.failed p", ["code": "other", "message": "boom"])]
        #expect(Self.changes(.argument, failed) == [.argument(event: 0, from: "p", to: "other"),
                                                     .argument(event: 0, from: "other", to: "another"),
                                                     .argument(event: 0, from: "boom", to: "other")])
    }

    @Test("time: an event that waited on the clock fires 1s earlier (never before zero) and 1s later; events at zero stay")
    func time() {
        let events = [F.event("purchase.started p"), F.event("purchase.completed p", at: 500), F.event("paywall.closed purchased", at: 3000)]
        #expect(Self.changes(.time, events) == [
            .time(event: 1, to: .zero), .time(event: 1, to: VirtualTime(milliseconds: 1500)),
            .time(event: 2, to: .seconds(2)), .time(event: 2, to: .seconds(4)),
        ])
        #expect(Self.changes(.time).isEmpty)
    }

    @Test("state: closed ends open, open ends closed by the user, never shown ends open — each with its state's result", arguments: [
        (FinalState(state: .closed, result: "purchased"), FinalState(state: .open, result: "none")),
        (FinalState(state: .open, result: "none"), FinalState(state: .closed, result: "closed")),
        (FinalState(state: .notShown, result: "none"), FinalState(state: .open, result: "none")),
    ])
    func state(_ original: FinalState, _ mutated: FinalState) {
        #expect(Self.changes(.state, final: original) == [.state(to: mutated)])
    }

    @Test("result: only a closed paywall's result changes, to 'closed' (or 'purchased' when it was 'closed')")
    func result() {
        #expect(Self.changes(.result) == [.result(to: "closed")])
        #expect(Self.changes(.result, final: FinalState(state: .closed, result: "closed")) == [.result(to: "purchased")])
        #expect(Self.changes(.result, final: FinalState(state: .open, result: "none")).isEmpty)
    }

    @Test("no mutant of any operator reads the same as the original", arguments: [
        (F.purchase, F.purchased),
        ([F.event("recorded.x"), F.event("recorded.x"), F.event("recorded.x", ["k": "<k:1>"], at: 1000)], FinalState(state: .open, result: "none")),
        ([], FinalState(state: .notShown, result: "none")),
        ([F.event("a.b other", ["v": "other"], at: 1)], FinalState(state: .closed, result: "closed")),
    ])
    func neverTheOriginal(_ events: [Event], _ final: FinalState) {
        let mutator = TranscriptMutator(events: events, final: final)
        #expect(mutator.count == mutator.changes.count)
        for change in mutator.changes {
            #expect(!F.readAlike(change.applied(to: events, final: final), (events, final)), "\(change)")
        }
    }

    @Test("the mutants come in operator order, and every operator a transcript allows is there")
    func order() {
        let events = F.purchase + [F.event("recorded.late", at: 2000)]
        let operators = TranscriptMutator(events: events, final: F.purchased).changes.map(\.operator)
        #expect(operators == operators.sorted())
        #expect(Set(operators) == Set(MutationOperator.allCases))
    }

    @Test("over the limit, the mutants checked are evenly spaced, reach every operator and are the same each time")
    func limit() {
        let events = (0..<40).map { F.event("recorded.e\($0) s\($0)", at: Int64($0) * 1000) }
        let mutator = TranscriptMutator(events: events, final: F.purchased)
        #expect(mutator.indices(limit: 1000) == Array(0..<mutator.count))
        let picked = mutator.indices(limit: 50)
        #expect(picked.count == 50 && Set(picked).count == 50 && picked == picked.sorted())
        #expect(picked == mutator.indices(limit: 50))
        #expect(Set(picked.map { mutator.change(at: $0).operator }).count >= 5)
    }

    @Test("a surviving change reads as words, naming events canonically with an ordinal when several read alike")
    func words() {
        let events = [F.event("recorded.x"), F.event("purchase.failed p", ["code": "c", "error": "c"], at: 2000), F.event("recorded.x")]
        let final = FinalState(state: .closed, result: "purchased")
        let cases: [(Mutant.Change, String)] = [
            (.drop(event: 2), "the 2nd `recorded.x` is dropped"),
            (.duplicate(event: 1), "`purchase.failed p` fires twice"),
            (.swap(event: 0), "the 1st `recorded.x` comes after `purchase.failed p`"),
            (.argument(event: 1, from: "p", to: "other"), "`purchase.failed p` becomes `purchase.failed other`"),
            (.argument(event: 1, from: "c", to: "other"), "`purchase.failed p` carries `other` instead of `c` as code and error"),
            (.time(event: 1, to: .seconds(1)), "`purchase.failed p` fires at 1s instead of 2s"),
            (.state(to: FinalState(state: .open, result: "none")), "the paywall ends open instead of closed"),
            (.result(to: "closed"), "the paywall closes with `closed` instead of `purchased`"),
        ]
        for (change, words) in cases { #expect(change.words(events: events, final: final) == words) }
    }
}
