/// The one-word outcome of running one spec against one adapter.
package enum Verdict: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every expectation held and the transcript matches its golden.
    case pass
    /// An expectation was violated.
    case fail
    /// Expectations held, but the transcript differs from its golden.
    case changed
    /// Expectations held, but there is no golden yet.
    case new
    /// The adapter lacks what the spec needs; the reason says what.
    case notApplicable = "not_applicable"
    /// Every expectation is about events the adapter cannot observe.
    case notObservable = "not_observable"
    /// The spec is invalid, or the adapter crashed, hung or broke the protocol.
    case error
    /// Failed, as the adapter's known-divergence list says it does.
    case expectedFail = "expected_fail"
    /// Passed, although the known-divergence list says it fails: update the list.
    case unexpectedPass = "unexpected_pass"
    /// A replay adapter has no usable recording of the spec: none was made, or it was made for an
    /// older version of the spec. Never a pass: record it (`conform record`). It fails the run only
    /// with `--require-recordings` (`RunReport.fails`).
    case notRecorded = "not_recorded"

    /// Whether this verdict needs attention: reports detail and list it, and it makes `conform run`
    /// exit non-zero — except `notRecorded`, which does only with `--require-recordings`
    /// (`RunReport.fails`, `ExitStatus.code`).
    package var isFailure: Bool {
        switch self {
        case .fail, .changed, .new, .unexpectedPass, .error, .notRecorded: return true
        case .pass, .notApplicable, .notObservable, .expectedFail: return false
        }
    }

    /// A short label for terminal output (`PASS`, `FAIL`, `N/A`, …).
    package var label: String {
        switch self {
        case .pass: return "PASS"
        case .fail: return "FAIL"
        case .changed: return "CHANGED"
        case .new: return "NEW"
        case .notApplicable: return "N/A"
        case .notObservable: return "UNOBSERVABLE"
        case .error: return "ERROR"
        case .expectedFail: return "XFAIL"
        case .unexpectedPass: return "XPASS"
        case .notRecorded: return "UNRECORDED"
        }
    }
}
