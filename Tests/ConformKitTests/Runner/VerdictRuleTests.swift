import Testing
@testable import ConformKit

/// Which verdict wins when several findings apply: every verdict and every precedence, as a table.
@Suite struct VerdictRuleTests {
    static let location = SourceLocation(file: "Specs/a.yaml", line: 3, column: 5)
    static let transcript = Transcript(
        specID: "a", adapterID: "x", sdk: "S 1", entries: [.event(Event(.paywallShown, native: "n"))],
        final: FinalState(state: .open, result: "none"))
    static let difference = GoldenDifference(
        golden: transcript, diff: TranscriptDiff(from: transcript, to: transcript),
        goldenPath: "Golden/x/a.transcript", pendingPath: nil)

    /// A golden that no longer reads back.
    static let damage = GoldenDamage(
        goldenPath: "Golden/x/a.transcript",
        diagnostics: [
            Diagnostic(
                id: .transcriptFinal, location: SourceLocation(file: "Golden/x/a.transcript", line: 5, column: 8),
                message: "unknown final state 'closd'")
        ],
        source: nil, pendingPath: "Golden/x/a.transcript.new")

    /// What the matcher found, in short.
    enum Match: String, CaseIterable, Sendable {
        case held, violated, unobservable, partlyUnobservable

        var result: MatchResult {
            let violation = Violation(kind: .order, location: VerdictRuleTests.location, message: "m")
            let hidden = Unobservable(expectation: "e", location: VerdictRuleTests.location)
            switch self {
            case .held: return MatchResult(checked: 2)
            case .violated: return MatchResult(violations: [violation], checked: 2)
            case .unobservable: return MatchResult(unobservable: [hidden], checked: 0)
            case .partlyUnobservable: return MatchResult(unobservable: [hidden], checked: 1)
            }
        }
    }

    /// How the golden compared, in short.
    enum Golden: String, CaseIterable, Sendable {
        case notChecked, matches, updated, missing, differs, damaged, failed

        var outcome: GoldenOutcome {
            switch self {
            case .notChecked: return .notChecked
            case .matches: return .matches
            case .updated: return .updated
            case .missing: return .missing(pendingPath: nil)
            case .differs: return .differs(VerdictRuleTests.difference)
            case .damaged: return .damaged(VerdictRuleTests.damage)
            case .failed: return .failed(.reported("unreadable golden"))
            }
        }
    }

    /// The verdict of a pair that ran, for (match, listed as a known divergence, golden).
    static let ran: [(Match, Bool, Golden, Verdict)] = [
        // Expectations alone.
        (.held, false, .notChecked, .pass),
        (.held, false, .matches, .pass),
        (.held, false, .updated, .pass),
        (.violated, false, .matches, .fail),
        (.unobservable, false, .matches, .notObservable),
        (.partlyUnobservable, false, .matches, .pass),
        // A known divergence: a failure is expected, anything else passes unexpectedly.
        (.violated, true, .matches, .expectedFail),
        (.held, true, .matches, .unexpectedPass),
        (.unobservable, true, .matches, .unexpectedPass),
        (.violated, true, .updated, .expectedFail),
        // A golden that differs hides nothing: it turns passes and expected failures into changed…
        (.held, false, .differs, .changed),
        (.unobservable, false, .differs, .changed),
        (.violated, true, .differs, .changed),
        // …but a violation is the finding to fix first, and an unexpected pass is reported as such.
        (.violated, false, .differs, .fail),
        (.held, true, .differs, .unexpectedPass),
        // A damaged golden — one that no longer reads back — is a finding of the pair like a golden
        // that differs: changed, with the violation still first and an unexpected pass still reported.
        (.held, false, .damaged, .changed),
        (.unobservable, false, .damaged, .changed),
        (.violated, true, .damaged, .changed),
        (.violated, false, .damaged, .fail),
        (.held, true, .damaged, .unexpectedPass),
        // A missing golden makes a pass new; failures and known divergences keep their verdict.
        (.held, false, .missing, .new),
        (.unobservable, false, .missing, .new),
        (.violated, false, .missing, .fail),
        (.violated, true, .missing, .expectedFail),
        (.held, true, .missing, .unexpectedPass),
        // A golden store that fails (a bad id, a link out of the folder, a full disk) is an error, whatever else was found.
        (.held, false, .failed, .error),
        (.violated, false, .failed, .error),
        (.violated, true, .failed, .error),
        (.unobservable, false, .failed, .error)
    ]

    @Test(
        "a pair that ran gets the verdict its expectations, divergence entry and golden give, in that precedence",
        arguments: ran.indices)
    func ranPair(_ row: Int) {
        let (match, listed, golden, expected) = Self.ran[row]
        let run = PairRun(
            transcript: Self.transcript, transcriptText: nil, match: match.result, divergence: listed ? "known" : nil,
            golden: golden.outcome)
        #expect(VerdictRule.verdict(for: .ran(run)) == expected, "\(match) listed=\(listed) golden=\(golden)")
    }

    /// Outcomes of pairs that did not run to the end, and their verdicts.
    static let didNotRunTable: [(PairOutcome, Verdict)] = [
        (.unavailable(.reported("handshake failed")), .error),
        (.failedToRun(.reported("crashed"), partial: nil), .error),
        (.failedToRun(.reported("over the limit"), partial: transcript), .error),
        (.notApplicable("scoped to 'appdna'"), .notApplicable),
        // A replay adapter without a usable recording: its own verdict, never a pass.
        (.notRecorded("no recording of 'a' for 'x-device'"), .notRecorded),
        (.notRecorded("the recording is stale"), .notRecorded)
    ]

    @Test("a pair that did not run gets the verdict of why not", arguments: didNotRunTable.indices)
    func didNotRunRow(_ row: Int) {
        let (outcome, verdict) = Self.didNotRunTable[row]
        #expect(VerdictRule.verdict(for: outcome) == verdict)
        #expect(verdict != .pass)
    }

    @Test("a missing or stale recording fails the run (exit 1) and explains itself")
    func notRecordedFails() {
        #expect(Verdict.notRecorded.isFailure)
        let result = PairResult(specID: "a", specFile: "Specs/a.yaml", adapterID: "x-device", outcome: .notRecorded("record it: conform record"))
        #expect(result.verdict == .notRecorded)
        #expect(result.explanation == "record it: conform record")
        #expect(result.errorMessage == nil && result.transcript == nil)
    }

    @Test("an adapter that cannot run, or a replay that failed, is an error; a spec that does not apply is not applicable")
    func didNotRun() {
        #expect(VerdictRule.verdict(for: .unavailable(.reported("handshake failed"))) == .error)
        #expect(VerdictRule.verdict(for: .failedToRun(.reported("crashed"), partial: nil)) == .error)
        #expect(VerdictRule.verdict(for: .failedToRun(.reported("over the limit"), partial: Self.transcript)) == .error)
        #expect(VerdictRule.verdict(for: .notApplicable("scoped to 'appdna'")) == .notApplicable)
    }

    /// The verdict of a refused setup, for (the refusal is about what the spec names, listed as a known divergence).
    static let refusals: [(Bool, Bool, Verdict)] = [
        (true, false, .pass),
        (false, false, .fail),
        (false, true, .expectedFail),
        (true, true, .unexpectedPass)
    ]

    @Test("a refused setup is judged by its one expectation and the divergence list, never by a golden", arguments: refusals.indices)
    func refusedSetup(_ row: Int) {
        let (named, listed, expected) = Self.refusals[row]
        let violation = Violation(kind: .refused, location: Self.location, message: "refused something else")
        let refusal = PairRefusal(
            reason: "the adapter's handler 'h' must be registered", subject: "h",
            match: MatchResult(violations: named ? [] : [violation], checked: 1), divergence: listed ? "known" : nil)
        #expect(VerdictRule.verdict(for: .refused(refusal)) == expected, "named=\(named) listed=\(listed)")
        let result = PairResult(specID: "a", specFile: "Specs/a.yaml", adapterID: "x", outcome: .refused(refusal))
        #expect(result.transcript == nil && result.run == nil)
        #expect(result.violations.count == (named ? 0 : 1))
        #expect(result.explanation == (listed ? "known" : "refused: the adapter's handler 'h' must be registered"))
    }

    @Test("the table covers every verdict")
    func everyVerdict() {
        var seen = Set(Self.ran.map(\.3))
        seen.formUnion(Self.didNotRunTable.map(\.1))
        #expect(seen == Set(Verdict.allCases))
    }

    @Test("every combination of match, divergence and golden gives exactly one verdict, never a pass over a golden that differs")
    func exhaustive() {
        for match in Match.allCases {
            for listed in [false, true] {
                for golden in Golden.allCases {
                    let run = PairRun(
                        transcript: nil, transcriptText: nil, match: match.result, divergence: listed ? "k" : nil, golden: golden.outcome)
                    let verdict = VerdictRule.verdict(for: .ran(run))
                    if golden == .differs || golden == .missing || golden == .damaged { #expect(verdict != .pass) }
                    if golden == .damaged { #expect(verdict != .error, "a damaged golden is the pair's finding, not an infrastructure error") }
                    if golden == .failed { #expect(verdict == .error) }
                    if match == .violated && golden != .failed { #expect(verdict.isFailure || verdict == .expectedFail || verdict == .changed) }
                }
            }
        }
    }

    @Test("a result's verdict is the rule's verdict for its outcome")
    func resultUsesRule() {
        let run = PairRun(transcript: nil, transcriptText: nil, match: Match.violated.result, divergence: "known", golden: .matches)
        let result = PairResult(specID: "a", specFile: "Specs/a.yaml", adapterID: "x", outcome: .ran(run))
        #expect(result.verdict == .expectedFail)
        #expect(result.divergenceReason == "known")
        #expect(result.errorMessage == nil && result.notApplicableReason == nil)
    }
}
