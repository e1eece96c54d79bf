import Testing
@testable import ConformKit

/// What is counted: mutants of unspecified events, of events out of a spec's scope and those it
/// declares equivalent are set apart; a spec's score is the mean of its adapters'; and every
/// suggested expectation kills its survivor without failing the original.
@Suite struct MutationSetApartTests {
    typealias F = MutationFixtures

    @Test("a mutant touching an unspecified event is set apart, not counted")
    func unspecified() {
        let expect = F.expectations("  order: [purchase.started premium_monthly]\n  unspecified: [paywall.shown]\n")
        let pair = MutationRun.mutate(F.transcript(F.purchase), MutationSubject(expect: expect), limit: 1000)
        #expect(pair.setApart[.unspecified] > 0)
        #expect(!pair.survivors.contains { $0.change.touched.contains(0) }, "nothing about paywall.shown (event 0) is counted")
        #expect(pair.score.mutants + pair.setApart.total == pair.generated)
    }

    @Test("events only some adapters fire, and arguments only some carry, are out of a spec's scope unless an expectation names them")
    func outOfScope() {
        let miniwall = [F.event("recorded.purchase_click p"), F.event("purchase.started p", ["packageId": "p"]), F.event("purchase.completed p")]
        let adapty = [F.event("paywall.shown"), F.event("purchase.started p", ["product": "p"]), F.event("purchase.completed p")]
        let expect = F.expectations("  order: [purchase.started p]\n")
        #expect(MutationSubject.outOfScope([miniwall, adapty], expect: expect) == ["recorded.purchase_click", "paywall.shown"])
        #expect(MutationSubject.outOfScope([miniwall], expect: expect).isEmpty, "one adapter: its own events are in scope")
        let named = F.expectations("  order: [purchase.started p]\n  never: [recorded.*]\n")
        #expect(MutationSubject.outOfScope([miniwall, adapty], expect: named) == ["paywall.shown"])
        #expect(MutationSubject.outOfScopeArguments([miniwall, adapty], expect: expect) == ["purchase.started packageId", "purchase.started product"])
        let subject = MutationSubject(expect: expect, outOfScope: ["paywall.shown"])
        #expect(subject.setApart(.drop(event: 0), events: adapty) == .outOfScope)
        #expect(subject.setApart(.swap(event: 0), events: adapty) == .outOfScope, "a swap with an SDK-specific event")
        #expect(subject.setApart(.drop(event: 1), events: adapty) == nil)
        // A changed end is judged by the end: in scope unless the adapters end differently and the spec states none.
        let end = Mutant.Change.state(to: FinalState(state: .open, result: "none"), removing: 0, adding: nil)
        #expect(subject.setApart(end, events: adapty) == nil, "the close event that goes does not set it apart")
        var differing = subject
        differing.stateOutOfScope = true
        #expect(differing.setApart(end, events: adapty) == .outOfScope)
        #expect(differing.setApart(.result(to: "closed", event: nil), events: adapty) == .outOfScope)
    }

    @Test("a survivor declared equivalent is set apart and the entry marked used; one on other adapters is not")
    func declared() {
        let expect = F.expectations("  state: closed\n")
        let entry = Located(EquivalentMutant(mutant: "`paywall.shown` is dropped", reason: "r"), at: SourceLocation(file: "f", line: 1, column: 1))
        let other = Located(
            EquivalentMutant(mutant: "`paywall.shown` fires twice", reason: "r", adapters: ["elsewhere"]),
            at: SourceLocation(file: "f", line: 2, column: 1))
        let pair = MutationRun.mutate(
            F.transcript(F.purchase), MutationSubject(expect: expect, adapterID: "here", equivalent: [entry, other]), limit: 1000)
        #expect(pair.setApart[.equivalent] == 1)
        #expect(pair.usedEquivalents == [0])
        #expect(!pair.survivors.contains { $0.description == "`paywall.shown` is dropped" })
        #expect(pair.survivors.contains { $0.description == "`paywall.shown` fires twice" })
    }

    @Test("a spec's score is the mean of its adapters' shares, and the overall score the mean of the specs'")
    func averaged() {
        func pair(_ spec: String, _ adapter: String, _ killed: Int, _ mutants: Int) -> PairMutation {
            var operators = OperatorScores()
            operators[.drop] = MutationScore(mutants: mutants, killed: killed)
            return PairMutation(specID: spec, specFile: spec, adapterID: adapter, generated: mutants, operators: operators, survivors: [])
        }
        // A chatty adapter (90 of 100) and a quiet one (1 of 10): 50%, not 91 of 110 (82.7%).
        let report = MutationReport(
            adapters: [], pairs: [pair("a/x", "chatty", 90, 100), pair("a/x", "quiet", 1, 10), pair("b/y", "quiet", 10, 10)],
            skipped: [], invalid: [], limit: 256)
        #expect(report.specs[0].averaged.percent == "50.0%")
        #expect(report.specs[1].averaged.percent == "100%")
        #expect(report.averaged.percent == "75.0%")
        #expect(report.byFolder.map(\.averaged.percent) == ["50.0%", "100%"])
        #expect(AveragedScore().percent == "-" && AveragedScore().isBelow(percent: 10) == nil)
        #expect(AveragedScore([MutationScore(mutants: 4, killed: 3)]).basisPoints == 7_500)
        #expect(AveragedScore([MutationScore(mutants: 3, killed: 2)]).percent == "66.6%")
        #expect(report.exitCode(minimum: 75) == 0 && report.exitCode(minimum: 75.1) == 1)
    }

    @Test(
        "every suggested expectation holds on the original and kills its survivor",
        arguments: [
            "  state: closed\n",
            "  order: [purchase.started premium_monthly]\n",
            "  order: [purchase.completed premium_monthly, paywall.closed purchased]\n  count: {purchase.started: 1}\n",
            "  never: [error]\n  result: purchased\n"
        ])
    func suggestionsKill(_ expect: String) {
        let expectations = F.expectations(expect)
        let events = F.purchase + [F.event("recorded.late", at: 2000)]
        let transcript = Transcript(
            specID: "s", adapterID: "a", sdk: "x",
            entries: [.step("present", time: .zero)] + events.prefix(1).map { .event($0) }
                + [.step("buy premium_monthly", time: .zero)] + events.dropFirst().map { .event($0) }, final: F.purchased)
        let pair = MutationRun.mutate(transcript, MutationSubject(expect: expectations, products: ["premium_monthly", "premium_annual"]), limit: 1000)
        #expect(!pair.survivors.isEmpty)
        var suggested = 0
        for survivor in pair.survivors {
            guard let suggestion = survivor.suggestion else { continue }
            suggested += 1
            let mutant = survivor.change.applied(to: transcript.events, final: transcript.final)
            #expect(suggestion.holds(transcript.events, final: transcript.final, surface: F.everything, unspecified: []), "\(suggestion.text)")
            #expect(
                !suggestion.holds(mutant.events, final: mutant.final, surface: F.everything, unspecified: []),
                "\(survivor.description): \(suggestion.text)")
            // Added to the spec, it kills the survivor.
            var stronger = expectations
            let extra = suggestion.expectations(unspecified: [])
            stronger.order = stronger.order.isEmpty ? extra.order : stronger.order
            stronger.never += extra.never
            stronger.counts += extra.counts
            stronger.state = stronger.state ?? extra.state
            stronger.result = stronger.result ?? extra.result
            if extra.order.isEmpty || expectations.order.isEmpty {
                #expect(!Matcher(stronger, surface: F.everything).match(mutant.events, final: mutant.final).violations.isEmpty, "\(suggestion.text)")
            }
        }
        #expect(suggested * 10 >= pair.survivors.count * 9, "nearly every survivor has a suggestion: \(suggested) of \(pair.survivors.count)")
    }
}
