/// The plain-text story of one problem pair, shared by the JUnit, TAP and markdown reports: the
/// reason, the first violated expectation with the transcript around it, the golden diff, and the
/// command that accepts a golden change.
enum FailureText {
    /// A one-line summary, for a JUnit `message` or a TAP description.
    static func summary(_ pair: PairResult) -> String {
        switch pair.verdict {
        case .fail: return pair.violations.first.map { "\($0.kind): \($0.message)" } ?? "an expectation failed"
        case .changed: return "the transcript differs from its golden (\(pair.goldenChanges) change\(pair.goldenChanges == 1 ? "" : "s"))"
        case .new: return "there is no golden transcript yet"
        case .unexpectedPass: return "passed, but the known-divergence list says it fails: \(pair.divergenceReason ?? "")"
        case .expectedFail: return "known divergence: \(pair.divergenceReason ?? "")"
        case .notApplicable: return "not applicable: \(pair.notApplicableReason ?? "")"
        case .notObservable: return "not observable on this adapter"
        case .notRecorded: return (pair.notRecordedReason ?? "no recording").split(separator: "\n").first.map(String.init) ?? "no recording"
        case .error: return (pair.errorMessage ?? "the adapter failed").split(separator: "\n").first.map(String.init) ?? "error"
        case .pass: return "pass"
        }
    }

    /// What a pair that ran checked, when it left expectations unchecked:
    /// `partially checked: 3 expectations checked, 1 not (the harness cannot see it): never: recorded.purchase (line 17)`.
    static func coverage(_ pair: PairResult) -> String? {
        guard let run = pair.run, !run.match.unobservable.isEmpty else { return nil }
        let checked = run.match.checked, unchecked = run.match.unobservable
        let items = unchecked.map { "\($0.expectation) (line \($0.location.line))" }.joined(separator: "; ")
        return "partially checked: \(checked) expectation\(checked == 1 ? "" : "s") checked, \(unchecked.count) not "
            + "(the harness cannot see \(unchecked.count == 1 ? "it" : "them")): \(items)"
    }

    /// The full details, plain text with no colour.
    static func details(_ pair: PairResult) -> String {
        PrettyReport.details(pair, style: Style(colour: false))
    }

    /// The command that accepts this pair's pending golden.
    static func acceptCommand(_ pair: PairResult) -> String {
        "conform accept \(pair.specID) --adapter \(pair.adapterID)"
    }
}
