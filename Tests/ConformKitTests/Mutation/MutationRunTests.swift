import Testing
@testable import ConformKit

/// Which mutants a spec's expectations kill, which pairs are mutated at all, and that the run's
/// result does not depend on the job count.
@Suite struct MutationRunTests {
    typealias F = MutationFixtures

    /// The surviving changes of the purchase transcript under `expect`.
    static func survivors(_ expect: String, surface: EventSurface = F.everything) -> [Mutant.Change] {
        MutationRun.mutate(F.transcript(F.purchase), expect: F.expectations(expect), surface: surface, limit: 1000).survivors.map(\.change)
    }

    @Test("a spec with 'order:' kills a swap and a drop of an ordered event; one with only 'state:' lets them survive")
    func orderKillsStateDoesNot() {
        let ordered = Self.survivors(
            """
              order: [purchase.started premium_monthly, purchase.completed premium_monthly]
              state: closed
            """)
        let stateOnly = Self.survivors("  state: closed\n")
        for change in [Mutant.Change.swap(event: 1), .drop(event: 1), .drop(event: 2)] {
            #expect(!ordered.contains(change), "\(change)")
            #expect(stateOnly.contains(change), "\(change)")
        }
        #expect(!stateOnly.contains(.state(to: FinalState(state: .open, result: "none"), removing: 3, adding: nil)))
    }

    @Test("mutants an unobservable expectation would catch are not counted as killed")
    func unobservable() {
        let expect = "  order: [purchase.started premium_monthly]\n  state: closed\n"
        let blind = Self.survivors(expect, surface: EventSurface(adapter: "x", emits: ["*"], cannotSee: ["purchase"]))
        #expect(blind.contains(.drop(event: 1)))
        #expect(blind.contains(.argument(event: 1, from: "premium_monthly", to: "premium_monthly_2")))
        #expect(!Self.survivors(expect).contains(.drop(event: 1)))
    }

    @Test("counts, killed and survivors add up per operator, and survivors are in words")
    func tallies() {
        let result = MutationRun.mutate(F.transcript(F.purchase), expect: F.expectations("  result: purchased\n"), surface: F.everything, limit: 1000)
        let mutator = TranscriptMutator(events: F.purchase, final: F.purchased)
        #expect(result.generated == mutator.count)
        #expect(result.operators.total.mutants == mutator.count)
        #expect(result.operators.total.survived == result.survivors.count)
        // `result: purchased` kills the two changes of the end and nothing else.
        #expect(result.operators[.state] == MutationScore(mutants: 1, killed: 1))
        #expect(result.operators[.result] == MutationScore(mutants: 1, killed: 1))
        #expect(result.operators.total.killed == 2)
        #expect(result.survivors.first?.description == "`paywall.shown` is dropped")
    }

    @Test("the limit bounds the mutants checked, and the pair says it was capped")
    func limit() {
        let result = MutationRun.mutate(F.transcript(F.purchase), expect: F.expectations("  state: closed\n"), surface: F.everything, limit: 5)
        #expect(result.operators.total.mutants == 5)
        let pair = PairMutation(
            specID: "s", specFile: "f", adapterID: "a", generated: result.generated, operators: result.operators, survivors: result.survivors)
        #expect(pair.capped)
    }

    @Test(
        "only pairs that meet their expectations are mutated; the others are skipped with the reason",
        arguments: [
            (PairOutcome.notApplicable("the adapter lacks capability 'restore'"), Verdict.notApplicable, "the adapter lacks capability 'restore'"),
            (.failedToRun(.reported("the adapter crashed"), partial: nil), .error, "the adapter crashed"),
            (
                .ran(
                    PairRun(
                        transcript: F.transcript(F.purchase), transcriptText: nil,
                        match: MatchResult(
                            violations: [
                                Violation(
                                    kind: .state, location: SourceLocation(file: "f", line: 1, column: 1),
                                    message: "the paywall ended open, expected closed")
                            ],
                            checked: 1))), .fail, "its expectations fail: the paywall ended open, expected closed"
            ),
            (
                .ran(
                    PairRun(
                        transcript: F.transcript(F.purchase), transcriptText: nil,
                        match: MatchResult(
                            unobservable: [Unobservable(expectation: "order: recorded.x", location: SourceLocation(file: "f", line: 1, column: 1))]))),
                .notObservable, "the adapter can observe none of the events the spec expects"
            )
        ])
    func skipped(_ outcome: PairOutcome, _ verdict: Verdict, _ reason: String) {
        let pair = PairResult(specID: "s", specFile: "f", adapterID: "a", outcome: outcome)
        let info = AdapterInfo(id: "a", sdk: "s", sdkVersion: "1", summary: "", capabilities: [], emits: [])
        guard case .skip(let entry) = MutationRun.classify(pair, spec: Spec(id: "s", file: "f", title: "t"), info: info) else {
            Issue.record("mutated \(outcome)")
            return
        }
        #expect(entry == SkippedPair(specID: "s", adapterID: "a", verdict: verdict, reason: reason))
    }

    @Test("a whole suite mutates the same whatever the job count")
    func deterministic() throws {
        let info = AdapterInfo(id: "a", sdk: "s", sdkVersion: "1", summary: "", capabilities: [], emits: ["paywall", "purchase"])
        var specs: [Spec] = []
        var pairs: [PairResult] = []
        for (i, expect) in ["  state: closed\n", "  order: [purchase.started premium_monthly]\n", "  count: {paywall.shown: 1}\n"].enumerated() {
            var spec = Spec(id: "f\(i)/s", file: "f\(i).yaml", title: "t")
            spec.expect = F.expectations(expect)
            specs.append(spec)
            let match = Matcher(spec.expect, surface: info.surface).match(F.purchase, final: F.purchased)
            pairs.append(
                PairResult(
                    specID: spec.id, specFile: spec.file, adapterID: "a",
                    outcome: .ran(PairRun(transcript: F.transcript(F.purchase), transcriptText: nil, match: match))))
        }
        var run = RunReport(pairs: pairs, invalid: [], adapters: [info], specCount: specs.count)
        run.specs = specs
        let one = MutationRenderer.json(MutationRun.run(run, jobs: 1), toolVersion: "t")
        let four = MutationRenderer.json(MutationRun.run(run, jobs: 4), toolVersion: "t")
        #expect(one == four)
        let report = MutationRun.run(run, jobs: 4)
        #expect(report.pairs.map(\.specID) == ["f0/s", "f1/s", "f2/s"])
        #expect(report.byFolder.map(\.folder) == ["f0", "f1", "f2"])
    }
}
