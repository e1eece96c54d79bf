import Testing
@testable import ConformKit

/// Builds events and expectations tersely for matcher tests.
private func ev(_ canonical: String, _ args: [String: String] = [:], at ms: Int64 = 0) -> Event {
    let parts = canonical.split(separator: " ", maxSplits: 1).map(String.init)
    return Event(
        EventName(parts[0]), parts.count > 1 ? parts[1] : nil, native: "native(\(parts[0]))",
        arguments: args.map { Argument($0.key, $0.value) }, time: VirtualTime(milliseconds: ms))
}

private func pattern(_ text: String) -> EventPattern {
    guard case .success(let p) = EventPattern.parse(text) else {
        Issue.record("bad pattern \(text)")
        return EventPattern(name: "invalid")
    }
    return p
}

private func loc(_ line: Int) -> ConformKit.SourceLocation { ConformKit.SourceLocation(file: "spec.yaml", line: line, column: 5) }

private let purchase = [
    ev("recorded.purchase_click premium"), ev("purchase.started premium"), ev("purchase.completed premium"),
    ev("recorded.purchase premium"), ev("paywall.closed purchased")
]
private let closed = FinalState(state: .closed, result: "purchased")
private let everything = EventSurface.everything()

@Suite struct MatcherTests {
    @Test("an ordered subsequence passes when other events interleave")
    func orderPasses() {
        let expect = Expectations(order: [
            Located(.event(pattern("purchase.started premium")), at: loc(1)),
            Located(.event(pattern("paywall.closed purchased")), at: loc(2))
        ])
        let result = Matcher(expect, surface: everything).match(purchase, final: closed)
        #expect(result.violations.isEmpty)
        #expect(result.checked == 2)
    }

    @Test("an ordered subsequence fails, naming the missing event and what it should follow")
    func orderMissing() {
        let expect = Expectations(order: [
            Located(.event(pattern("purchase.started")), at: loc(1)),
            Located(.event(pattern("purchase.failed")), at: loc(2))
        ])
        let result = Matcher(expect, surface: everything).match(purchase, final: closed)
        #expect(result.violations.count == 1)
        #expect(result.violations.first?.location == loc(2))
        #expect(result.violations.first?.message == "expected 'purchase.failed' after 'purchase.started', but it never came")
    }

    @Test("events in the wrong order fail and point at the early event")
    func orderReversed() {
        let expect = Expectations(order: [
            Located(.event(pattern("paywall.closed")), at: loc(1)),
            Located(.event(pattern("purchase.started")), at: loc(2))
        ])
        let result = Matcher(expect, surface: everything).match(purchase, final: closed)
        #expect(result.violations.first?.message.contains("came before it") == true)
        #expect(result.violations.first?.eventIndex == 1)
    }

    @Test("an any_order group accepts its members in either order, then continues after the later one")
    func anyOrderGroup() {
        let group = OrderItem.anyOrder([pattern("recorded.purchase"), pattern("purchase.completed")])
        let ok = Expectations(order: [
            Located(.event(pattern("purchase.started")), at: loc(1)), Located(group, at: loc(2)),
            Located(.event(pattern("paywall.closed")), at: loc(3))
        ])
        #expect(Matcher(ok, surface: everything).match(purchase, final: closed).violations.isEmpty)
        let bad = Expectations(order: [Located(group, at: loc(2)), Located(.event(pattern("purchase.started")), at: loc(3))])
        #expect(Matcher(bad, surface: everything).match(purchase, final: closed).violations.count == 1)
    }

    @Test("exact passes on the identical sequence and fails on the first difference")
    func exact() {
        let all = purchase.map { Located(OrderItem.event(pattern($0.canonical)), at: loc(1)) }
        #expect(Matcher(Expectations(exact: all), surface: everything).match(purchase, final: closed).violations.isEmpty)
        var wrong = all
        wrong[2] = Located(.event(pattern("purchase.cancelled premium")), at: loc(7))
        let result = Matcher(Expectations(exact: wrong), surface: everything).match(purchase, final: closed)
        #expect(result.violations.first?.location == loc(7))
        #expect(result.violations.first?.message == "expected 'purchase.cancelled premium' as event 3, got 'purchase.completed premium'")
    }

    @Test("exact fails when the run has fewer or more events")
    func exactLength() {
        let short = purchase.prefix(4).map { Located(OrderItem.event(pattern($0.canonical)), at: loc(1)) }
        #expect(
            Matcher(Expectations(exact: Array(short)), surface: everything).match(purchase, final: closed).violations.first?.message
                == "unexpected 'paywall.closed purchased' after the last expected event")
        let long = purchase.map { Located(OrderItem.event(pattern($0.canonical)), at: loc(1)) } + [Located(.event(pattern("error")), at: loc(9))]
        #expect(Matcher(Expectations(exact: long), surface: everything).match(purchase, final: closed).violations.first?.location == loc(9))
    }

    @Test("exact ignores events the spec declares unspecified")
    func exactUnspecified() {
        let expected = purchase.dropFirst().map { Located(OrderItem.event(pattern($0.canonical)), at: loc(1)) }
        let expect = Expectations(exact: Array(expected), unspecified: [Located(pattern("recorded.purchase_click"), at: loc(2))])
        #expect(Matcher(expect, surface: everything).match(purchase, final: closed).violations.isEmpty)
    }

    @Test("never fails on a matching event, by name, subject, argument or prefix")
    func never() {
        let events = purchase + [ev("error purchase_failed", ["code": "x1"])]
        for (text, fails) in [
            ("error", true), ("error other", false), ("error code=x1", true), ("error code=x2", false),
            ("recorded.*", true), ("restore.*", false), ("purchase.failed", false)
        ] {
            let expect = Expectations(never: [Located(pattern(text), at: loc(3))])
            #expect(Matcher(expect, surface: everything).match(events, final: closed).violations.isEmpty == !fails, "never: \(text)")
        }
    }

    @Test(
        "counts check exact numbers, ranges and minimums",
        arguments: [
            ("1", true), ("2", false), ("0..1", true), ("2..3", false), (">=1", true), (">=2", false), ("0", false)
        ])
    func counts(_ range: String, _ passes: Bool) throws {
        let (lo, hi) = try #require(SpecDecoder.countRange(range))
        let expect = Expectations(counts: [Located(CountExpectation(pattern: pattern("purchase.started"), minimum: lo, maximum: hi), at: loc(4))])
        #expect(Matcher(expect, surface: everything).match(purchase, final: closed).violations.isEmpty == passes)
    }

    @Test("final state and result are compared")
    func finalState() {
        let expect = Expectations(state: Located(.open, at: loc(5)), result: Located("restored", at: loc(6)))
        let result = Matcher(expect, surface: everything).match(purchase, final: closed)
        #expect(result.violations.map { $0.kind } == [.state, .result])
        #expect(result.violations[0].message == "the paywall ended closed, expected open")
    }

    @Test("events at a virtual time match exactly or at-or-after")
    func time() {
        let events = [ev("products.failed"), ev("products.loaded", at: 2000)]
        for (text, passes) in [
            ("products.loaded @2s", true), ("products.loaded @1s", false), ("products.loaded @>=1s", true), ("products.loaded @>=3s", false)
        ] {
            let expect = Expectations(order: [Located(.event(pattern(text)), at: loc(1))])
            #expect(Matcher(expect, surface: everything).match(events, final: closed).violations.isEmpty == passes, "\(text)")
        }
    }

    @Test("expectations about events the SDK has but the harness cannot see are reported, never passed or failed")
    func unobservable() {
        let expect = Expectations(
            order: [
                Located(.event(pattern("recorded.purchase")), at: loc(1)),
                Located(.event(pattern("paywall.closed")), at: loc(2))
            ],
            never: [Located(pattern("recorded.cancel"), at: loc(3))])
        let surface = EventSurface(adapter: "x", emits: ["paywall", "recorded"], cannotSee: ["recorded"])
        let result = Matcher(expect, surface: surface).match([ev("paywall.closed purchased")], final: closed)
        #expect(result.violations.isEmpty)
        #expect(result.unobservable.map { $0.location.line } == [1, 3])
        #expect(result.checked == 1)
    }

    @Test("expecting an event the SDK does not emit is a failure that says the SDK has no such callback")
    func notEmittedFails() {
        let surface = EventSurface(adapter: "adapty@2", emits: ["paywall.closed", "purchase"])
        let expect = Expectations(
            order: [Located(.event(pattern("paywall.shown")), at: loc(1))],
            counts: [Located(CountExpectation(pattern: pattern("paywall.shown"), minimum: 1, maximum: 1), at: loc(2))])
        let result = Matcher(expect, surface: surface).match([ev("paywall.closed purchased")], final: closed)
        #expect(result.unobservable.isEmpty, "a missing callback is a finding, never something to skip")
        #expect(result.checked == 2)
        #expect(
            result.violations.map(\.message) == [
                "expected 'paywall.shown', but it never came — 'adapty@2' emits no 'paywall.shown': its SDK has no such callback",
                "'paywall.shown' happened 0 times, expected 1 — 'adapty@2' emits no 'paywall.shown': its SDK has no such callback"
            ])
    }

    @Test("an SDK that does not emit an event never breaks 'never' about it: the check holds, and counts as checked")
    func neverOfNotEmitted() {
        let surface = EventSurface(adapter: "appdna", emits: ["paywall", "purchase"])
        let expect = Expectations(never: [Located(pattern("error"), at: loc(1))])
        let result = Matcher(expect, surface: surface).match([ev("paywall.closed purchased")], final: closed)
        #expect(result.violations.isEmpty && result.unobservable.isEmpty && result.checked == 1)
    }

    @Test("a surface hides what it cannot see even inside a family it emits; everything else outside 'emits' is not emitted")
    func visibility() {
        let surface = EventSurface(adapter: "x", emits: ["purchase", "paywall.closed"], cannotSee: ["recorded", "purchase.pending"])
        #expect(surface.visibility(of: "purchase.started") == .emitted)
        #expect(surface.visibility(of: "purchase.pending") == .hidden)
        #expect(surface.visibility(of: "recorded.paywall_showed") == .hidden)
        #expect(surface.visibility(of: "paywall.closed") == .emitted)
        #expect(surface.visibility(of: "paywall.shown") == .notEmitted)
    }

    @Test("exact takes an any_order group as its members, each once, in any order, at that place")
    func exactGroups() {
        func expect(_ items: [OrderItem]) -> Expectations {
            Expectations(exact: items.enumerated().map { Located($0.element, at: loc($0.offset + 1)) })
        }
        let click = OrderItem.event(pattern("recorded.purchase_click premium"))
        let started = OrderItem.event(pattern("purchase.started"))
        let end = OrderItem.event(pattern("paywall.closed purchased"))
        let either = OrderItem.anyOrder([pattern("recorded.purchase"), pattern("purchase.completed")])
        #expect(Matcher(expect([click, started, either, end]), surface: everything).match(purchase, final: closed).violations.isEmpty)
        // A group whose members overlap is matched one to one, not greedily.
        let overlapping = OrderItem.anyOrder([pattern("purchase.*"), pattern("purchase.started")])
        let rest = [OrderItem.event(pattern("recorded.purchase")), end]
        #expect(Matcher(expect([click, overlapping] + rest), surface: everything).match(purchase, final: closed).violations.isEmpty)
        // A group in the wrong place fails at its own line.
        let misplaced = Matcher(expect([either, click, started, end]), surface: everything).match(purchase, final: closed)
        #expect(misplaced.violations.first?.location == loc(1))
        #expect(misplaced.violations.first?.message.contains("the any_order group") == true)
        // A group is exact too: an extra event after it is unexpected.
        let short = Matcher(expect([click, started, either]), surface: everything).match(purchase, final: closed)
        #expect(short.violations.first?.message == "unexpected 'paywall.closed purchased' after the last expected event")
        // A group the run ends inside says so.
        let long = Matcher(expect([click, started, either, .anyOrder([pattern("paywall.closed"), pattern("error")])]), surface: everything)
            .match(purchase, final: closed)
        #expect(long.violations.first?.message.contains("but the run ended after 4 events") == true)
    }
}
