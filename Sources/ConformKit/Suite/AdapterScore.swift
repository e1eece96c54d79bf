/// How one adapter did on a run, counted honestly: conformance is passes ÷ applicable pairs;
/// known divergences (expected failures) are shown beside it, never counted as conforming; a pass
/// that left expectations unchecked is counted apart as partially checked.
package struct AdapterScore: Sendable, Hashable {
    /// The adapter's id.
    package var adapter: String
    /// Pairs that passed (including those only partially checked).
    package var passed = 0
    /// Of `passed`, those with expectations the adapter cannot observe.
    package var partiallyChecked = 0
    /// Expected failures: known divergences.
    package var knownDivergences = 0
    /// Failures: fail, changed, new, unexpected pass.
    package var failed = 0
    package var errors = 0
    /// Pairs that did not apply (a missing capability, handler or option).
    package var notApplicable = 0
    /// Pairs whose every expectation the adapter cannot observe.
    package var notObservable = 0

    /// Pairs that could be judged: everything but not applicable and not observable.
    package var applicable: Int { passed + knownDivergences + failed + errors }

    /// Conformance in percent, `passed ÷ applicable`, or nil when nothing was applicable.
    package var percent: Double? { applicable == 0 ? nil : Double(passed) * 100 / Double(applicable) }

    /// `41/47 (87%)`, or `0/0` when nothing applied.
    package var fraction: String {
        guard let percent else { return "0/0" }
        return "\(passed)/\(applicable) (\(Int(percent.rounded(.down)))%)"
    }

    /// Counts one verdict.
    mutating func count(_ pair: PairResult) {
        switch pair.verdict {
        case .pass:
            passed += 1
            if !pair.unobservable.isEmpty { partiallyChecked += 1 }
        case .expectedFail: knownDivergences += 1
        case .fail, .changed, .new, .unexpectedPass, .notRecorded: failed += 1
        case .error: errors += 1
        case .notApplicable: notApplicable += 1
        case .notObservable: notObservable += 1
        }
    }

    /// One score per adapter of `report`, in the report's adapter order.
    package static func scores(_ report: RunReport) -> [AdapterScore] {
        var scores = report.adapters.map { AdapterScore(adapter: $0.id) }
        let index = Dictionary(report.adapters.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        for pair in report.pairs {
            guard let i = index[pair.adapterID] else { continue }
            scores[i].count(pair)
        }
        return scores
    }
}
