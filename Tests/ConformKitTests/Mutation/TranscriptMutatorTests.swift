import Testing
@testable import ConformKit

/// Each mutation operator: what it produces, that it produces only transcripts an SDK could, and
/// that no mutant reads as the original.
@Suite struct TranscriptMutatorTests {
    typealias F = MutationFixtures

    /// The changes of one operator for `events` and `final`.
    static func changes(
        _ op: MutationOperator, _ events: [Event] = F.purchase, final: FinalState = F.purchased,
        steps: [Int] = [], products: [String] = [], surface: EventSurface = F.everything
    ) -> [Mutant.Change] {
        TranscriptMutator(events: events, final: final, steps: steps, products: products, surface: surface).changes.filter { $0.operator == op }
    }

    @Test("drop: one mutant per event, each without that event")
    func drop() {
        #expect(Self.changes(.drop) == (0..<4).map { .drop(event: $0) })
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

    @Test("swap: adjacent events of one step that read differently trade places, each slot keeping its time")
    func swap() {
        let events = [
            F.event("purchase.started p"), F.event("purchase.completed p", at: 2000), F.event("recorded.x", at: 2000),
            F.event("recorded.x", at: 2000)
        ]
        // The last two read alike: swapping them would change nothing.
        #expect(Self.changes(.swap, events) == [.swap(event: 0), .swap(event: 1)])
        let swapped = Mutant.Change.swap(event: 0).applied(to: events, final: F.purchased).events
        #expect(swapped.map(\.canonical) == ["purchase.completed p", "purchase.started p", "recorded.x", "recorded.x"])
        #expect(swapped.map(\.time.milliseconds) == [0, 2000, 2000, 2000])
        // Across a step, an effect would come before its cause: no swap there.
        #expect(Self.changes(.swap, events, steps: [1, 1, 2, 2]) == [.swap(event: 0)])
    }

    @Test("move: an event of the same step goes to the other side of a state change it is not next to")
    func move() {
        let events = [
            F.event("purchase.started p"), F.event("purchase.completed p"), F.event("recorded.purchase p"), F.event("paywall.closed purchased")
        ]
        #expect(Self.changes(.move, events) == [.move(event: 0, across: 3), .move(event: 1, across: 3)])
        let moved = Mutant.Change.move(event: 1, across: 3).applied(to: events, final: F.purchased).events
        #expect(moved.map(\.canonical) == ["purchase.started p", "recorded.purchase p", "paywall.closed purchased", "purchase.completed p"])
        let back = Mutant.Change.move(event: 3, across: 0).applied(
            to: [F.event("paywall.shown"), F.event("a"), F.event("b"), F.event("c")],
            final: F.purchased
        ).events
        #expect(back.map(\.canonical) == ["c", "paywall.shown", "a", "b"])
        #expect(Self.changes(.move, events, steps: [1, 1, 2, 2]).isEmpty)
    }

    @Test("delay: an event fires only after the next step's events, at their time when later")
    func delay() {
        let events = [F.event("paywall.shown"), F.event("purchase.started p"), F.event("purchase.completed p", at: 2000)]
        let changes = TranscriptMutator(events: events, final: F.purchased, steps: [1, 2, 2], stepLabels: ["the start", "present", "buy p"]).changes
            .filter { $0.operator == .delay }
        #expect(changes == [.delay(event: 0, after: 2, time: .seconds(2), step: "buy p")])
        let delayed = changes[0].applied(to: events, final: F.purchased).events
        #expect(delayed.map(\.canonical) == ["purchase.started p", "purchase.completed p", "paywall.shown"])
        #expect(delayed[2].time == .seconds(2))
        #expect(changes[0].words(events: events, final: F.purchased) == "`paywall.shown` comes only after the next step's events (`buy p`)")
    }

    @Test("rename: an outcome becomes each sibling the adapter's SDK emits, keeping its subject, where the end still agrees")
    func rename() {
        // The paywall stays open, so the completion may be reported as any other outcome.
        let open = FinalState(state: .open, result: "none")
        let events = Array(F.purchase.dropLast())
        #expect(
            Self.changes(.rename, events, final: open) == [
                .rename(event: 2, to: .purchaseFailed, subject: "premium_monthly"),
                .rename(event: 2, to: .purchaseCancelled, subject: "premium_monthly"),
                .rename(event: 2, to: .purchasePending, subject: "premium_monthly")
            ])
        // An SDK without a pending callback is never made to fire one.
        let surface = EventSurface(adapter: "x", emits: ["paywall", "purchase.completed", "purchase.failed"])
        #expect(
            Self.changes(.rename, events, final: open, surface: surface).map { if case .rename(_, let n, _) = $0 { n.rawValue } else { "" } }
                == ["purchase.failed"])
        // The only completion of a paywall that closed with `purchased` keeps its name; shown and closed never trade.
        #expect(Self.changes(.rename).isEmpty)
        let renamed = Mutant.Change.rename(event: 2, to: .purchaseFailed, subject: "premium_monthly").applied(to: F.purchase, final: F.purchased)
            .events
        #expect(renamed[2].canonical == "purchase.failed premium_monthly")
    }

    @Test("insert: after each step's events, a close with the transcript's result, an error and a failure of the product last bought")
    func insert() {
        let changes = Self.changes(.insert, steps: [1, 2, 2, 2], products: ["premium_monthly"])
        #expect(changes.count == 6)
        let inserted = changes.compactMap { if case .insert(let at, let e, _) = $0 { "\(at) \(e.canonical)" } else { nil } }
        #expect(
            inserted == [
                "1 paywall.closed purchased", "1 error unknown", "1 purchase.failed premium_monthly",
                "4 paywall.closed purchased", "4 error unknown", "4 purchase.failed premium_monthly"
            ])
        // Only events the SDK emits are inserted.
        let quiet = Self.changes(.insert, surface: EventSurface(adapter: "x", emits: ["paywall", "purchase"]))
        #expect(quiet.allSatisfy { $0.added?.name != .error } && quiet.count == 2)
    }

    @Test(
        "argument: a value becomes another real one — another product offered, another result, another value of the transcript — never one constant")
    func argument() {
        let changes = Self.changes(.argument, products: ["premium_monthly", "premium_annual"])
        #expect(
            changes == [
                .argument(event: 1, from: "premium_monthly", to: "premium_annual"),
                .argument(event: 2, from: "premium_monthly", to: "premium_annual"),
                .argument(event: 3, from: "purchased", to: "closed")
            ])
        let events = changes[0].applied(to: F.purchase, final: F.purchased).events
        #expect(events[1].canonical == "purchase.started premium_annual")
        #expect(events[1].argument("product") == "premium_annual")
        let failed = [F.event("purchase.failed p", ["code": "timeout", "attempt": "1"]), F.event("purchase.failed p", ["code": "declined"])]
        #expect(
            Self.changes(.argument, failed) == [
                .argument(event: 0, from: "p", to: "p_2"), .argument(event: 0, from: "1", to: "2"),
                .argument(event: 0, from: "timeout", to: "declined"),
                .argument(event: 1, from: "p", to: "p_2"), .argument(event: 1, from: "declined", to: "timeout")
            ])
        // A code with no other value in the transcript is an enumeration: no `_2`.
        #expect(Self.changes(.argument, [F.event("error declined", ["code": "declined"])]).isEmpty)
    }

    @Test("omit: each native argument removed, with the subject that echoes it; redacted placeholders left alone")
    func omit() {
        #expect(Self.changes(.omit) == [.omit(event: 1, key: "product"), .omit(event: 2, key: "product")])
        let events = Mutant.Change.omit(event: 2, key: "product").applied(to: F.purchase, final: F.purchased).events
        #expect(events[2].arguments.map(\.key) == ["transaction"])
        #expect(events[2].canonical == "purchase.completed", "the subject came from the argument")
        let coded = [F.event("purchase.failed p", ["code": "declined"])]
        #expect(Mutant.Change.omit(event: 0, key: "code").applied(to: coded, final: F.purchased).events[0].canonical == "purchase.failed p")
    }

    @Test("time: an event that waited on the clock fires 1s earlier (never before zero) and 1s later; events at zero stay")
    func time() {
        let events = [F.event("purchase.started p"), F.event("purchase.completed p", at: 500), F.event("paywall.closed purchased", at: 3000)]
        #expect(
            Self.changes(.time, events) == [
                .time(event: 1, to: .zero), .time(event: 1, to: VirtualTime(milliseconds: 1500)),
                .time(event: 2, to: .seconds(2)), .time(event: 2, to: .seconds(4))
            ])
        #expect(Self.changes(.time).isEmpty)
    }

    @Test("state: the end changes with its event — closed stays open without its close, open closes with one, never shown opens")
    func state() {
        #expect(Self.changes(.state) == [.state(to: FinalState(state: .open, result: "none"), removing: 3, adding: nil)])
        let open = Self.changes(.state, [F.event("paywall.shown")], final: FinalState(state: .open, result: "none"))
        guard case .state(let to, nil, let close?) = open.first else { Issue.record("\(open)"); return }
        #expect(to == FinalState(state: .closed, result: "closed") && close.canonical == "paywall.closed closed")
        let notShown = Self.changes(.state, [], final: FinalState(state: .notShown, result: "none"))
        #expect(notShown.first?.added?.name == .paywallShown)
        let (events, final) = Self.changes(.state)[0].applied(to: F.purchase, final: F.purchased)
        #expect(!events.contains { $0.name == .paywallClosed } && final.state == .open)
    }

    @Test("result: only a closed paywall's result changes, in its close event too")
    func result() {
        #expect(Self.changes(.result) == [.result(to: "closed", event: 3)])
        #expect(Self.changes(.result, final: FinalState(state: .closed, result: "closed")) == [.result(to: "purchased", event: nil)])
        #expect(Self.changes(.result, final: FinalState(state: .open, result: "none")).isEmpty)
        let (events, final) = Mutant.Change.result(to: "closed", event: 3).applied(to: F.purchase, final: F.purchased)
        #expect(events[3].canonical == "paywall.closed closed" && final.result == "closed")
    }

    @Test(
        "no mutant of any operator reads the same as the original",
        arguments: [
            (F.purchase, F.purchased),
            (
                [F.event("recorded.x"), F.event("recorded.x"), F.event("recorded.x", ["k": "<k:1>"], at: 1000)],
                FinalState(state: .open, result: "none")
            ),
            ([], FinalState(state: .notShown, result: "none")),
            ([F.event("a.b other", ["v": "other"], at: 1)], FinalState(state: .closed, result: "closed")),
            ([F.event("paywall.shown"), F.event("paywall.closed closed"), F.event("paywall.shown")], FinalState(state: .open, result: "none"))
        ])
    func neverTheOriginal(_ events: [Event], _ final: FinalState) {
        let mutator = TranscriptMutator(events: events, final: final, steps: events.indices.map { $0 / 2 }, products: ["premium_monthly", "b"])
        #expect(mutator.count == mutator.changes.count)
        for change in mutator.changes {
            #expect(!F.readAlike(change.applied(to: events, final: final), (events, final)), "\(change)")
        }
    }

    @Test("the mutants come in operator order, and every operator a transcript allows is there")
    func order() {
        let events = F.purchase + [F.event("purchase.completed premium_monthly"), F.event("recorded.late", at: 2000)]
        let operators = TranscriptMutator(events: events, final: F.purchased, steps: [1, 1, 1, 1, 1, 2], products: ["premium_monthly"]).changes.map(
            \.operator)
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
        let events = [
            F.event("recorded.x"), F.event("purchase.failed p", ["code": "c", "error": "c"], at: 2000), F.event("recorded.x"),
            F.event("paywall.closed purchased")
        ]
        let final = FinalState(state: .closed, result: "purchased")
        let cases: [(Mutant.Change, String)] = [
            (.drop(event: 2), "the 2nd `recorded.x` is dropped"),
            (.duplicate(event: 1), "`purchase.failed p` fires twice"),
            (.swap(event: 0), "the 1st `recorded.x` comes after `purchase.failed p`"),
            (.move(event: 1, across: 3), "`purchase.failed p` comes after `paywall.closed purchased`"),
            (.rename(event: 1, to: .purchaseCompleted, subject: "p"), "`purchase.failed p` arrives as `purchase.completed p`"),
            (.insert(at: 4, event: F.event("error unknown"), step: "buy p"), "`error unknown` also fires after the events of `buy p`"),
            (.argument(event: 1, from: "p", to: "q"), "`purchase.failed p` becomes `purchase.failed q`"),
            (.argument(event: 1, from: "c", to: "d"), "`purchase.failed p` carries `d` instead of `c` as code and error"),
            (.omit(event: 1, key: "code"), "`purchase.failed p` comes without its code"),
            (.time(event: 1, to: .seconds(1)), "`purchase.failed p` fires at 1s instead of 2s"),
            (
                .state(to: FinalState(state: .open, result: "none"), removing: 3, adding: nil),
                "the paywall ends open instead of closed, without `paywall.closed purchased`"
            ),
            (.result(to: "closed", event: 3), "the paywall closes with `closed` instead of `purchased`")
        ]
        for (change, words) in cases { #expect(change.words(events: events, final: final) == words) }
    }
}
