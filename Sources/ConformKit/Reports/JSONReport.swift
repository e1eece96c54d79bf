/// The machine-readable report (`--format json`): a stable, versioned schema documented in
/// docs/report-schema.md. No timings, so identical runs give byte-identical files.
package enum JSONReport {
    /// The schema's name and version, written first.
    package static let schema = "conform-report/2"
    /// The versions `JSONReportReader` reads, by name: `/1` (its outcomes partly read from its
    /// verdicts, docs/report-schema.md) and this one.
    package static let readable = ["conform-report/1": 1, schema: 2]

    /// Renders `report`.
    package static func render(_ report: RunReport, toolVersion: String) -> String {
        String(decoding: renderBytes(report, toolVersion: toolVersion), as: UTF8.self)
    }

    /// Renders `report` as UTF-8 bytes, the form a file takes without another copy.
    package static func renderBytes(_ report: RunReport, toolVersion: String) -> [UInt8] {
        // A pair takes about 1,100 bytes with its transcript (the shipped suite: 1.04 MB for 939
        // pairs); reserving for them avoids regrowing tens of megabytes — an estimate a little short
        // doubles the buffer.
        var w = JSONWriter(pretty: true, capacity: 4096 + report.pairs.count * 1_100)
        w.beginObject()
        w.string("schema", schema)
        w.string("tool", "conform \(toolVersion)")
        w.string("fingerprint", report.fingerprint)
        w.bool("full_run", report.fullRun)
        w.optionalString("label", report.label)
        w.optionalString("shard", report.shard)
        if !report.missingShards.isEmpty {
            // Only a partial merge (`conform merge --allow-partial`) writes it: its verdict covers only the shards it had.
            w.strings("missing_shards", report.missingShards)
        }
        if report.requireRecordings {
            // Only a run (or merge) with `--require-recordings` writes it: its not_recorded pairs failed it.
            w.bool("require_recordings", true)
        }
        w.objects("adapters", zip(report.adapters, report.scores)) { w, column in
            column.0.writeIdentity(&w)
            // A versioned model's vendor and platform, so a merged report groups a vendor's columns too.
            if let found = report.platforms[column.0.id] {
                w.string("vendor", found.vendor)
                w.string("platform", found.platform.rawValue)
            }
            write(column.1, &w)
        }
        w.beginObject("summary")
        w.int("specs", report.specCount)
        w.int("pairs", report.pairs.count)
        w.int("invalid_files", report.invalid.count)
        w.int("out_of_scope", report.outOfScope)
        w.int("partially_checked", report.scores.reduce(0) { $0 + $1.partiallyChecked })
        let counts = report.counts
        for verdict in Verdict.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
            w.int(verdict.rawValue, counts[verdict] ?? 0)
        }
        w.int("exit_code", Int(report.exitCode))
        w.endObject()
        w.beginArray("results")
        for pair in report.pairs { write(pair, &w) }
        w.endArray()
        w.objects("invalid", report.invalid) { w, file in
            w.string("file", file.file)
            w.optionalString("spec", file.specID)
            w.objects("diagnostics", file.diagnostics) { w, d in write(d, &w) }
        }
        w.objects("obsolete_goldens", report.obsolete) { w, key in
            w.string("adapter", key.adapterID)
            w.string("spec", key.specID)
        }
        w.bool("pruned", report.pruned)
        w.objects("stale_divergences", report.staleDivergences) { w, entry in
            w.string("adapter", entry.adapter)
            w.string("file", entry.location.file)
            w.int("line", entry.location.line)
            w.string("spec", entry.spec)
        }
        // Problems in the divergence lists, file by file: they make the run exit 2, merged or not.
        w.beginArray("divergence_diagnostics")
        var index = report.divergenceDiagnostics.startIndex
        while index < report.divergenceDiagnostics.endIndex {
            let file = report.divergenceDiagnostics[index].location.file
            let end = report.divergenceDiagnostics[index...].firstIndex { $0.location.file != file } ?? report.divergenceDiagnostics.endIndex
            w.beginObject()
            w.string("file", file)
            w.objects("diagnostics", report.divergenceDiagnostics[index..<end]) { w, d in write(d, &w) }
            w.endObject()
            index = end
        }
        w.endArray()
        // Each selected spec's tags, by spec id: a page drawn from merged shard reports filters
        // by tag like one drawn from the run.
        w.beginObject("tags")
        for id in report.tags.keys.sorted() { w.strings(id, report.tags[id] ?? []) }
        w.endObject()
        w.endObject()
        return w.finish()
    }

    static func write(_ pair: PairResult, _ w: inout JSONWriter) {
        w.beginObject()
        w.string("adapter", pair.adapterID)
        if let run = pair.run { w.int("checked", run.match.checked) }
        if let refusal = pair.refusal { w.int("checked", refusal.match.checked) }
        w.optionalString("diff", pair.goldenDifference.map { TranscriptDiffRenderer(colour: false).render($0.diff, goldenPath: $0.goldenPath) })
        // The outcome's parts, each in a field of its own: a reader rebuilds the outcome from them.
        w.optionalString("divergence", pair.divergenceReason)
        w.optionalString("error", pair.errorMessage)
        w.string("file", pair.specFile)
        w.optionalString("golden", pair.goldenDifference?.goldenPath ?? pair.goldenDamage?.goldenPath)
        w.int("golden_changes", pair.goldenChanges)
        // A damaged golden's problems, located in the golden: why it could not be compared.
        w.objects("golden_diagnostics", pair.goldenDamage?.diagnostics ?? []) { w, d in write(d, &w) }
        if pair.run != nil { w.string("golden_outcome", pair.golden.kindName) }
        // The golden and this run's transcript travel as text, so a merge recomputes the diff and
        // draws the diagram from the structure instead of re-reading the rendered diff.
        w.optionalString("golden_transcript", pair.goldenDifference.map { TranscriptFormat.write($0.golden) })
        w.string("outcome", pair.outcome.kindName)
        w.optionalString("pending", pair.pendingPath)
        w.optionalString("reason", pair.explanation)
        if let refusal = pair.refusal {
            w.beginObject("refusal")
            w.string("reason", refusal.reason)
            w.string("subject", refusal.subject)
            w.endObject()
        } else {
            w.null("refusal")
        }
        w.string("spec", pair.specID)
        w.optionalString("transcript", pair.transcriptText ?? pair.transcript.map(TranscriptFormat.write))
        w.objects("unobservable", pair.unobservable) { w, u in
            w.int("column", u.location.column)
            w.string("expectation", u.expectation)
            w.int("line", u.location.line)
        }
        w.string("verdict", pair.verdict.rawValue)
        w.objects("violations", pair.violations) { w, v in
            w.int("column", v.location.column)
            if let event = v.eventIndex { w.int("event", event) } else { w.null("event") }
            w.string("kind", v.kind.rawValue)
            w.int("line", v.location.line)
            w.string("message", v.message)
        }
        w.endObject()
    }

    /// An adapter's honest score: conformance is `passed ÷ applicable`, known divergences apart.
    static func write(_ score: AdapterScore, _ w: inout JSONWriter) {
        w.beginObject("score")
        w.int("applicable", score.applicable)
        w.decimal("conformance", score.percent)
        w.int("errors", score.errors)
        w.int("failed", score.failed)
        w.int("known_divergences", score.knownDivergences)
        w.int("not_applicable", score.notApplicable)
        w.int("not_observable", score.notObservable)
        w.int("partially_checked", score.partiallyChecked)
        w.int("passed", score.passed)
        w.endObject()
    }

    /// A diagnostic's members, into the open object.
    static func write(_ d: Diagnostic, _ w: inout JSONWriter) {
        w.int("column", d.location.column)
        w.string("id", d.id.rawValue)
        w.int("line", d.location.line)
        w.string("message", d.message)
        w.strings("notes", d.notes)
        w.string("severity", d.severity.rawValue)
    }
}
