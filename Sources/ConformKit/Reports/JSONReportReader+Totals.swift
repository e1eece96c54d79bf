/// The totals a `conform-report/2` states about itself — `summary` and each adapter's `score` —
/// checked on read against the results it holds: a tool that reads only the summary (a dashboard,
/// a badge script) sees what `conform` would recompute, and a report edited in one place but not
/// the other is refused at the field that disagrees. `/1` reports are read as written: their
/// writers counted before the rules of `/2`.
extension ReportShape {
    /// Refuses `root` when a total it states is not the one its results give.
    func checkTotals(_ root: WireFields, _ report: RunReport) throws(WireDecodingError) {
        guard version >= 2 else { return }
        let summary = try root.object("summary")
        let counts = report.counts
        let scores = report.scores
        var expected: [(String, Int)] = [
            ("pairs", report.pairs.count), ("invalid_files", report.invalid.count),
            ("partially_checked", scores.reduce(0) { $0 + $1.partiallyChecked }), ("exit_code", Int(report.exitCode))
        ]
        for verdict in Verdict.allCases { expected.append((verdict.rawValue, counts[verdict] ?? 0)) }
        for (key, value) in expected { try check(summary, key, value, "the results") }
        for (index, entry) in try root.array("adapters").enumerated() where index < scores.count {
            let score = scores[index]
            let fields = try WireFields(entry, "adapters[\(index)]").object("score")
            let source = "its results on '\(score.adapter)'"
            for (key, value) in [
                ("applicable", score.applicable), ("errors", score.errors), ("failed", score.failed),
                ("known_divergences", score.knownDivergences), ("not_applicable", score.notApplicable),
                ("not_observable", score.notObservable), ("partially_checked", score.partiallyChecked), ("passed", score.passed)
            ] {
                try check(fields, key, value, source)
            }
            try checkConformance(fields, score, source)
        }
    }

    /// Refuses `fields.key` unless it is the whole number `value`.
    private func check(_ fields: WireFields, _ key: String, _ value: Int, _ source: String) throws(WireDecodingError) {
        let written = try fields.integer(key, in: Int64(Int32.min)...Int64(Int32.max))
        guard written == Int64(value) else {
            throw WireDecodingError(
                "\(fields.context) field '\(key)' is \(written), but \(source) give \(value): a total is counted from the results, and these two disagree"
            )
        }
    }

    /// Refuses `conformance` unless it is the score's percentage to the tenth the writer rounds it
    /// to (`JSONWriter.decimal`), or null when nothing was applicable.
    private func checkConformance(_ fields: WireFields, _ score: AdapterScore, _ source: String) throws(WireDecodingError) {
        guard let value = fields.members["conformance"] else { throw fields.missing("conformance", "a number or null") }
        let tenths = score.percent.map { Int(($0 * 10).rounded()) }
        let written: String
        switch value {
        case .null: written = "null"
        case .number(let text): written = text
        default: throw fields.wrongType("conformance", "a number or null", value)
        }
        guard Double(written).map({ Int(($0 * 10).rounded()) }) != tenths else { return }
        let expected = tenths.map { "\($0 / 10).\($0 % 10)" } ?? "null"
        throw WireDecodingError(
            "\(fields.context) field 'conformance' is \(written), but \(source) give \(expected): a total is counted from the results, and these two disagree"
        )
    }
}
