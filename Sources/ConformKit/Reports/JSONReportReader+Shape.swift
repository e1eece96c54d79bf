import Foundation

/// The shape of a `conform-report/1` file, read strictly from its JSON (`JSONReportReader`): each
/// field has the type `JSONReport` writes, and the references between fields hold. A problem names
/// the field by its path: `results[3] field 'tags' must be …`.
struct ReportShape {
    /// The file, for locations of the report's diagnostics.
    let file: String

    /// The report and its header.
    func report(_ root: WireFields) throws(WireDecodingError) -> (RunReport, JSONReportReader.Header) {
        var adapters: [AdapterInfo] = []
        var listed: Set<String> = []
        for (index, value) in try array(root, "adapters").enumerated() {
            let entry = try WireFields(value, "adapters[\(index)]")
            let id = try entry.string("id")
            guard listed.insert(id).inserted else { throw WireDecodingError("adapters[\(index)] lists '\(id)' again: an adapter is listed once") }
            adapters.append(
                AdapterInfo(
                    id: id, sdk: try entry.string("sdk"), sdkVersion: try entry.string("version"),
                    summary: "", capabilities: [], emits: []))
        }
        var pairs: [PairResult] = []
        var seen: [String: Int] = [:]
        // Each result reads on its own (its transcript parsed): on every core, in order.
        let results = try array(root, "results")
        let decoded = ParallelMap.map(count: results.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            Result { () throws(WireDecodingError) -> PairResult in try self.pair(try WireFields(results[index], "results[\(index)]")) }
        }
        for (index, outcome) in decoded.enumerated() {
            let pair = try outcome.get()
            guard listed.contains(pair.adapterID) else {
                throw WireDecodingError("results[\(index)] is on the adapter '\(pair.adapterID)', which the report's 'adapters' does not list")
            }
            let key = pair.specID + "\u{0}" + pair.adapterID
            if let first = seen.updateValue(index, forKey: key) {
                throw WireDecodingError(
                    "results[\(index)] holds '\(pair.specID)' on '\(pair.adapterID)' again (first at results[\(first)]): a pair is counted once")
            }
            pairs.append(pair)
        }
        var invalid: [SuiteLoader.InvalidFile] = []
        for (index, value) in try array(root, "invalid").enumerated() {
            let entry = try WireFields(value, "invalid[\(index)]")
            let path = try entry.string("file")
            invalid.append(
                SuiteLoader.InvalidFile(
                    file: path, specID: try entry.optionalString("spec"),
                    diagnostics: try diagnostics(entry, "diagnostics", in: path), source: nil))
        }
        let summary = try root.object("summary")
        var report = RunReport(pairs: pairs, invalid: invalid, adapters: adapters, specCount: try int(summary, "specs"))
        report.fingerprint = try root.string("fingerprint")
        report.fullRun = try bool(root, "full_run")
        report.outOfScope = try int(summary, "out_of_scope")
        report.label = try root.optionalString("label")
        if let shard = try root.optionalString("shard") {
            guard Shard(parsing: shard) != nil else {
                throw WireDecodingError("'shard' is '\(shard)', which is not I/N with 1 ≤ I ≤ N")
            }
            report.shard = shard
        }
        report.missingShards = try root.optionalStrings("missing_shards")
        for shard in report.missingShards where Shard(parsing: shard) == nil {
            throw WireDecodingError("'missing_shards' holds '\(shard)', which is not I/N with 1 ≤ I ≤ N")
        }
        if let required = try root.optionalBool("require_recordings") { report.requireRecordings = required }
        report.tags = try tags(root)
        for (index, value) in try array(root, "obsolete_goldens").enumerated() {
            let entry = try WireFields(value, "obsolete_goldens[\(index)]")
            report.obsolete.append(GoldenKey(adapterID: try entry.string("adapter"), specID: try entry.string("spec")))
        }
        if root.members["stale_divergences"] != nil {
            for (index, value) in try array(root, "stale_divergences").enumerated() {
                let entry = try WireFields(value, "stale_divergences[\(index)]")
                report.staleDivergences.append(
                    KnownDivergences.Entry(
                        adapter: try entry.string("adapter"), spec: try entry.string("spec"), reason: "",
                        location: SourceLocation(file: try entry.string("file"), line: try int(entry, "line"), column: 1)))
            }
        }
        if root.members["divergence_diagnostics"] != nil {
            for (index, value) in try array(root, "divergence_diagnostics").enumerated() {
                let entry = try WireFields(value, "divergence_diagnostics[\(index)]")
                report.divergenceDiagnostics += try diagnostics(entry, "diagnostics", in: try entry.string("file"))
            }
        }
        return (report, JSONReportReader.Header(fingerprint: report.fingerprint, fullRun: report.fullRun, shard: report.shard))
    }

    /// The required array `key` of `fields`.
    private func array(_ fields: WireFields, _ key: String) throws(WireDecodingError) -> [JSONValue] {
        guard let value = fields.members[key] else { throw fields.missing(key, "array") }
        guard case .array(let items) = value else { throw fields.wrongType(key, "an array", value) }
        return items
    }

    /// The required whole number `key` of `fields`.
    private func int(_ fields: WireFields, _ key: String) throws(WireDecodingError) -> Int {
        Int(try fields.integer(key, in: 0...Int64(Int32.max)))
    }

    /// The required Bool `key` of `fields`.
    private func bool(_ fields: WireFields, _ key: String) throws(WireDecodingError) -> Bool {
        guard let value = fields.members[key] else { throw fields.missing(key, "true or false") }
        guard case .bool(let flag) = value else { throw fields.wrongType(key, "true or false", value) }
        return flag
    }

    /// `tags`: each spec id to its tags (optional: reports before tags were written have none).
    private func tags(_ root: WireFields) throws(WireDecodingError) -> [String: [String]] {
        guard let tags = try root.optionalObject("tags") else { return [:] }
        var result: [String: [String]] = [:]
        for (spec, value) in tags.members {
            guard case .array(let items) = value else { throw tags.wrongType(spec, "an array of tags", value) }
            var list: [String] = []
            for item in items {
                guard let tag = item.string else {
                    throw WireDecodingError("tags field '\(spec)' must hold only strings, not \(item.kindDescription)")
                }
                list.append(tag)
            }
            result[spec] = list
        }
        return result
    }

    /// Diagnostics as the report writes them (`invalid[].diagnostics`, `golden_diagnostics`), located in `path`.
    private func diagnostics(_ fields: WireFields, _ key: String, in path: String) throws(WireDecodingError) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for (index, item) in try optionalArray(fields, key).enumerated() {
            let d = try WireFields(item, "\(fields.context).\(key)[\(index)]")
            let severityName = try d.string("severity")
            guard let severity = Diagnostic.Severity(rawValue: severityName) else {
                throw d.wrongType("severity", "error or warning", .string(severityName))
            }
            result.append(
                Diagnostic(
                    id: DiagnosticID(rawValue: try d.string("id")), severity: severity,
                    location: SourceLocation(file: path, line: try int(d, "line"), column: try int(d, "column")),
                    message: try d.string("message"), notes: try d.optionalStrings("notes")))
        }
        return result
    }

    /// One result, rebuilt with its outcome: the verdict as written, the structure the renderers
    /// draw from (violations, transcripts, the golden diff recomputed).
    private func pair(_ r: WireFields) throws(WireDecodingError) -> PairResult {
        let spec = try r.string("spec"), adapter = try r.string("adapter")
        let verdictName = try r.string("verdict")
        guard let verdict = Verdict(rawValue: verdictName) else {
            throw WireDecodingError("\(r.context) field 'verdict' is '\(verdictName)', no verdict conform knows")
        }
        let specFile = try r.optionalString("file") ?? spec
        var violations: [Violation] = []
        for (index, value) in try optionalArray(r, "violations").enumerated() {
            let v = try WireFields(value, "\(r.context).violations[\(index)]")
            let kindName = try v.string("kind")
            guard let kind = Violation.Kind(rawValue: kindName) else {
                throw WireDecodingError("\(v.context) field 'kind' is '\(kindName)', no kind of violation conform knows")
            }
            violations.append(
                Violation(
                    kind: kind, location: SourceLocation(file: specFile, line: try int(v, "line"), column: try int(v, "column")),
                    message: try v.string("message"), eventIndex: try v.optionalInteger("event", in: 0...Int64(Int32.max)).map { Int($0) }))
        }
        var unobservable: [Unobservable] = []
        for (index, value) in try optionalArray(r, "unobservable").enumerated() {
            let u = try WireFields(value, "\(r.context).unobservable[\(index)]")
            unobservable.append(
                Unobservable(
                    expectation: try u.string("expectation"),
                    location: SourceLocation(file: specFile, line: try int(u, "line"), column: max(try int(u, "column"), 1))))
        }
        let checked = try r.optionalInteger("checked", in: 0...Int64(Int32.max)).map { Int($0) }
        let transcriptText = try r.optionalString("transcript")
        let transcript = transcriptText.flatMap { try? TranscriptFormat.parse($0, file: file).get() }
        let reason = try r.optionalString("reason") ?? ""
        let goldenPath = try r.optionalString("golden") ?? ""
        let goldenDiagnostics = try diagnostics(r, "golden_diagnostics", in: goldenPath)
        let refused = try r.optionalString("refused")
        let pending = try r.optionalString("pending")
        let goldenText = try r.optionalString("golden_transcript")
        // The outcome is written by name (`outcome`, `golden_outcome`); only a report written before
        // those fields existed has it read from the verdict, as that version's writer implies.
        let written = try r.optionalString("outcome")
        let kind =
            written
            ?? {
                switch verdict {
                case .notApplicable: return "not_applicable"
                case .notRecorded: return "not_recorded"
                case .error where checked == nil: return "failed_to_run"
                case _ where refused != nil: return "refused"
                default: return "ran"
                }
            }()
        let outcome: PairOutcome
        switch kind {
        case "not_applicable": outcome = .notApplicable(reason)
        case "not_recorded": outcome = .notRecorded(reason)
        case "unavailable": outcome = .unavailable(.reported(reason))
        case "failed_to_run": outcome = .failedToRun(.reported(reason), partial: transcript)
        case "refused":
            let listed = verdict == .expectedFail || verdict == .unexpectedPass
            // An unlisted refusal's reason is written as the pair's reason, 'refused: <why>'
            // (PairResult.reason): read back the why alone, or a merged report says 'refused: refused:'.
            let why = !listed && reason.hasPrefix("refused: ") ? String(reason.dropFirst("refused: ".count)) : reason
            outcome = .refused(
                PairRefusal(
                    reason: why, subject: refused ?? "",
                    match: MatchResult(violations: violations, checked: checked ?? 0), divergence: listed ? reason : nil))
        case "ran":
            let old = goldenText.flatMap { try? TranscriptFormat.parse($0, file: goldenPath.isEmpty ? file : goldenPath).get() }
            let golden: GoldenOutcome
            switch try r.optionalString("golden_outcome")
                ?? (old != nil && transcript != nil
                    ? "differs"
                    : !goldenDiagnostics.isEmpty
                        ? "damaged"
                        : verdict == .new ? "missing" : verdict == .error ? "failed" : "not_checked")
            {
            case "not_checked": golden = .notChecked
            case "matches": golden = .matches
            case "updated": golden = .updated
            case "missing": golden = .missing(pendingPath: pending)
            case "failed": golden = .failed(.reported(reason))
            case "damaged": golden = .damaged(GoldenDamage(goldenPath: goldenPath, diagnostics: goldenDiagnostics, source: nil, pendingPath: pending))
            case "differs":
                guard let old, let run = transcript else {
                    throw WireDecodingError(
                        "\(r.context) has 'golden_outcome' 'differs' without both 'golden_transcript' and 'transcript' as transcripts, so the difference cannot be read back"
                    )
                }
                golden = .differs(
                    GoldenDifference(golden: old, diff: TranscriptDiff(from: old, to: run), goldenPath: goldenPath, pendingPath: pending))
            case let other:
                throw WireDecodingError(
                    "\(r.context) field 'golden_outcome' is '\(other)', no golden outcome conform knows (not_checked, matches, updated, missing, differs, damaged, failed)"
                )
            }
            let match = MatchResult(violations: violations, unobservable: unobservable, checked: checked ?? 0)
            // A pair that ran gives its known-divergence reason as its reason, whatever its golden
            // says (a listed pair whose golden changed is 'changed' and keeps it) — unless the golden
            // store failed, whose message is the reason then.
            let listedReason = written == nil ? (verdict == .expectedFail || verdict == .unexpectedPass) : !reason.isEmpty
            let divergence = listedReason && golden.kindName != "failed" ? reason : nil
            outcome = .ran(PairRun(transcript: transcript, transcriptText: transcriptText, match: match, divergence: divergence, golden: golden))
        default:
            throw WireDecodingError(
                "\(r.context) field 'outcome' is '\(kind)', no outcome conform knows (ran, refused, not_applicable, not_recorded, failed_to_run, unavailable)"
            )
        }
        return PairResult(specID: spec, specFile: specFile, adapterID: adapter, outcome: outcome, verdict: verdict)
    }

    /// The array `key` of `fields`; absent or null is empty.
    private func optionalArray(_ fields: WireFields, _ key: String) throws(WireDecodingError) -> [JSONValue] {
        guard let value = fields.members[key], value != .null else { return [] }
        guard case .array(let items) = value else { throw fields.wrongType(key, "an array", value) }
        return items
    }
}
