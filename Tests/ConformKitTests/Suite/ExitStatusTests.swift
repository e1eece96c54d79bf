import Testing
@testable import ConformKit

/// The exit status for every mix of verdicts, as a table.
@Suite struct ExitStatusTests {
    /// (verdicts, invalid input, stale divergence entries) → status, recordings not required.
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
        ([.pass, .notRecorded], false, false, 0),
        ([.pass, .notRecorded, .notApplicable], false, false, 0),
        ([.pass, .notRecorded, .new], false, false, 1),
        ([.pass, .notRecorded], false, true, 1),
        ([.notRecorded, .error], false, false, 3),
        ([.notRecorded], false, false, 1),
        ([.notRecorded, .notApplicable], false, false, 1)
    ]

    /// (verdicts) → status with `--require-recordings`: every not-recorded pair fails the run.
    static let required: [([Verdict], Int32)] = [
        ([.pass], 0),
        ([.pass, .notRecorded], 1),
        ([.notRecorded], 1),
        ([.notRecorded, .error], 3),
        ([.expectedFail, .notApplicable, .notObservable], 0)
    ]

    @Test("invalid input wins, then errors, then failures; a run in which nothing ran is never a pass", arguments: table.indices)
    func status(_ row: Int) {
        let (verdicts, invalid, stale, expected) = Self.table[row]
        #expect(
            ExitStatus.code(verdicts: Set(verdicts), invalidInput: invalid, staleDivergences: stale, requireRecordings: false) == expected,
            "\(verdicts) invalid=\(invalid) stale=\(stale)")
    }

    @Test(
        "--require-recordings: a not-recorded pair fails the run; without it only a run that checked nothing else fails", arguments: required.indices)
    func requiringRecordings(_ row: Int) {
        let (verdicts, expected) = Self.required[row]
        #expect(
            ExitStatus.code(verdicts: Set(verdicts), invalidInput: false, staleDivergences: false, requireRecordings: true) == expected, "\(verdicts)"
        )
    }

    @Test(
        "a shard's own status: nothing of its part ran is no error (the merge judges the run); failures, errors and invalid input still count",
        arguments: [
            ([Verdict](), false, false, Int32(0)), ([.notApplicable], false, false, 0), ([.notRecorded], false, false, 0),
            ([.notRecorded], false, true, 1),
            ([.pass, .fail], false, false, 1), ([.error], false, false, 3), ([], true, false, 2), ([.pass], false, false, 0)
        ])
    func shardStatus(_ verdicts: [Verdict], _ invalid: Bool, _ requireRecordings: Bool, _ expected: Int32) {
        #expect(
            ExitStatus.code(
                verdicts: Set(verdicts), invalidInput: invalid, staleDivergences: false, requireRecordings: requireRecordings, shard: true)
                == expected,
            "\(verdicts) invalid=\(invalid)")
        // The whole run with nothing but those is never green.
        if verdicts.isEmpty || verdicts == [.notApplicable] {
            #expect(
                ExitStatus.code(verdicts: Set(verdicts), invalidInput: invalid, staleDivergences: false, requireRecordings: requireRecordings) == 2)
        }
    }

    @Test("every verdict alone gives the status its kind documents")
    func eachVerdictAlone() {
        for verdict in Verdict.allCases {
            let code = ExitStatus.code(verdicts: [verdict], invalidInput: false, staleDivergences: false, requireRecordings: false)
            switch verdict {
            case .pass, .expectedFail, .notObservable: #expect(code == 0, "\(verdict)")
            case .fail, .changed, .new, .unexpectedPass: #expect(code == 1, "\(verdict)")
            case .notRecorded: #expect(code == 1, "\(verdict): alone, nothing was checked")
            case .error: #expect(code == 3, "\(verdict)")
            case .notApplicable: #expect(code == 2, "\(verdict): nothing ran")
            }
        }
    }
}
