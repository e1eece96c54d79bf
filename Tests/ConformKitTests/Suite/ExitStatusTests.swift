import Testing
@testable import ConformKit

/// The exit status for every mix of verdicts, as a table.
@Suite struct ExitStatusTests {
    /// (verdicts, invalid input, stale divergence entries) → status.
    static let table: [([Verdict], Bool, Bool, Int32)] = [
        ([.pass], false, false, 0),
        ([.pass, .expectedFail, .notApplicable, .notObservable], false, false, 0),
        ([.expectedFail], false, false, 0),
        ([.notObservable], false, false, 0),
        ([.pass, .fail], false, false, 1),
        ([.pass, .changed], false, false, 1),
        ([.pass, .new], false, false, 1),
        ([.pass, .unexpectedPass], false, false, 1),
        ([.pass], false, true, 1),
        ([.pass, .error], false, false, 3),
        ([.fail, .error, .changed], false, false, 3),
        ([.error], false, true, 3),
        ([.pass], true, false, 2),
        ([.error, .fail], true, false, 2),
        ([], false, false, 2),
        ([.notApplicable], false, false, 2),
        ([], true, false, 2),
    ]

    @Test("invalid input wins, then errors, then failures; a run in which nothing ran is never a pass", arguments: table.indices)
    func status(_ row: Int) {
        let (verdicts, invalid, stale, expected) = Self.table[row]
        #expect(ExitStatus.code(verdicts: Set(verdicts), invalidInput: invalid, staleDivergences: stale) == expected,
                "\(verdicts) invalid=\(invalid) stale=\(stale)")
    }

    @Test("every verdict alone gives the status its kind documents")
    func eachVerdictAlone() {
        for verdict in Verdict.allCases {
            let code = ExitStatus.code(verdicts: [verdict], invalidInput: false, staleDivergences: false)
            switch verdict {
            case .pass, .expectedFail, .notObservable: #expect(code == 0, "\(verdict)")
            case .fail, .changed, .new, .unexpectedPass, .notRecorded: #expect(code == 1, "\(verdict)")
            case .error: #expect(code == 3, "\(verdict)")
            case .notApplicable: #expect(code == 2, "\(verdict): nothing ran")
            }
        }
    }
}
