import Foundation

/// The shape of a `conform-report/2` (or `/1`) file, read strictly from its JSON (`JSONReportReader`): each
/// field has the type `JSONReport` writes, and the references between fields hold. A problem names
/// the field by its path: `results[3] field 'tags' must be …`.
struct ReportShape {
    /// The file, for locations of the report's diagnostics.
    let file: String
    /// The schema's version, `conform-report/N`: 1 has its outcomes partly read from its verdicts.
    let version: Int

    /// The report and its header.
    func report(_ root: WireFields) throws(WireDecodingError) -> (RunReport, JSONReportReader.Header) {
        var adapters: [AdapterInfo] = []
        var platforms: [String: AdapterPlatform] = [:]
        var listed: Set<String> = []
        for (index, value) in try root.array("adapters").enumerated() {
            let entry = try WireFields(value, "adapters[\(index)]")
            let id = try entry.string("id")
            guard listed.insert(id).inserted else { throw WireDecodingError("adapters[\(index)] lists '\(id)' again: an adapter is listed once") }
            adapters.append(
                AdapterInfo(
                    id: id, sdk: try entry.string("sdk"), sdkVersion: try entry.string("version"),
                    summary: "", capabilities: [], emits: []))
            if let vendor = try entry.optionalString("vendor") {
                let name = try entry.string("platform")
                guard let platform = SDKPlatform(rawValue: name) else {
                    throw WireDecodingError(
                        "adapters[\(index)] field 'platform' is '\(name)', not one of \(SDKPlatform.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))"
                    )
                }
                platforms[id] = AdapterPlatform(vendor: vendor, platform: platform)
            }
        }
        var pairs: [PairResult] = []
        var seen: [String: Int] = [:]
        // Each result reads on its own (its transcript parsed): on every core, in order.
        let results = try root.array("results")
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
        for (index, value) in try root.array("invalid").enumerated() {
            let entry = try WireFields(value, "invalid[\(index)]")
            let path = try entry.string("file")
            invalid.append(
                SuiteLoader.InvalidFile(
                    file: path, specID: try entry.optionalString("spec"),
                    diagnostics: try diagnostics(entry, "diagnostics", in: path), source: nil))
        }
        let summary = try root.object("summary")
        var report = RunReport(pairs: pairs, invalid: invalid, adapters: adapters, specCount: try int(summary, "specs"))
        report.platforms = platforms
        report.fingerprint = try root.string("fingerprint")
        report.fullRun = try root.bool("full_run")
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
        for (index, value) in try root.array("obsolete_goldens").enumerated() {
            let entry = try WireFields(value, "obsolete_goldens[\(index)]")
            report.obsolete.append(GoldenKey(adapterID: try entry.string("adapter"), specID: try entry.string("spec")))
        }
        if root.members["stale_divergences"] != nil {
            for (index, value) in try root.array("stale_divergences").enumerated() {
                let entry = try WireFields(value, "stale_divergences[\(index)]")
                report.staleDivergences.append(
                    KnownDivergences.Entry(
                        adapter: try entry.string("adapter"), spec: try entry.string("spec"), reason: "",
                        location: SourceLocation(file: try entry.string("file"), line: try int(entry, "line"), column: 1)))
            }
        }
        if root.members["divergence_diagnostics"] != nil {
            for (index, value) in try root.array("divergence_diagnostics").enumerated() {
                let entry = try WireFields(value, "divergence_diagnostics[\(index)]")
                report.divergenceDiagnostics += try diagnostics(entry, "diagnostics", in: try entry.string("file"))
            }
        }
        try checkTotals(root, report)
        return (report, JSONReportReader.Header(fingerprint: report.fingerprint, fullRun: report.fullRun, shard: report.shard))
    }

    /// The required whole number `key` of `fields`.
    private func int(_ fields: WireFields, _ key: String) throws(WireDecodingError) -> Int {
        Int(try fields.integer(key, in: 0...Int64(Int32.max)))
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
        for (index, item) in try fields.optionalArray(key, "an array").enumerated() {
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

    /// What a result says besides its outcome, read the same in every version.
    struct Parts {
        var verdict: Verdict
        var specFile: String
        var violations: [Violation]
        var unobservable: [Unobservable]
        var checked: Int?
        var transcriptText: String?
        var transcript: Transcript?
        var reason: String?
        var goldenPath: String
        var goldenDiagnostics: [Diagnostic]
        var pending: String?
        var goldenText: String?
    }

    /// One result, rebuilt from its outcome — the verdict recomputed by the `VerdictRule` and
    /// refused where it is not the one written — with the structure the renderers draw from
    /// (violations, transcripts, the golden diff recomputed).
    private func pair(_ r: WireFields) throws(WireDecodingError) -> PairResult {
        let spec = try r.string("spec"), adapter = try r.string("adapter")
        let verdictName = try r.string("verdict")
        guard let verdict = Verdict(rawValue: verdictName) else {
            throw WireDecodingError("\(r.context) field 'verdict' is '\(verdictName)', no verdict conform knows")
        }
        let specFile = try r.optionalString("file") ?? spec
        var violations: [Violation] = []
        for (index, value) in try r.optionalArray("violations", "an array").enumerated() {
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
        for (index, value) in try r.optionalArray("unobservable", "an array").enumerated() {
            let u = try WireFields(value, "\(r.context).unobservable[\(index)]")
            unobservable.append(
                Unobservable(
                    expectation: try u.string("expectation"),
                    location: SourceLocation(file: specFile, line: try int(u, "line"), column: max(try int(u, "column"), 1))))
        }
        let transcriptText = try r.optionalString("transcript")
        let goldenPath = try r.optionalString("golden") ?? ""
        let parts = Parts(
            verdict: verdict, specFile: specFile, violations: violations, unobservable: unobservable,
            checked: try r.optionalInteger("checked", in: 0...Int64(Int32.max)).map { Int($0) }, transcriptText: transcriptText,
            transcript: transcriptText.flatMap { try? TranscriptFormat.parse($0, file: file).get() }, reason: try r.optionalString("reason"),
            goldenPath: goldenPath, goldenDiagnostics: try diagnostics(r, "golden_diagnostics", in: goldenPath),
            pending: try r.optionalString("pending"), goldenText: try r.optionalString("golden_transcript"))
        let outcome = version == 1 ? try outcomeOfVersion1(r, parts) : try self.outcome(r, parts)
        let result = PairResult(specID: spec, specFile: specFile, adapterID: adapter, outcome: outcome)
        guard result.verdict == verdict else {
            throw WireDecodingError(
                "\(r.context) ('\(spec)' on '\(adapter)') has verdict '\(verdictName)', but its outcome '\(outcome.kindName)'"
                    + (result.run.map { " (golden '\($0.golden.kindName)')" } ?? "")
                    + " gives '\(result.verdict.rawValue)': a verdict is decided from the outcome, and these two disagree")
        }
        return result
    }

    /// The outcome of a `/2` result, from the fields that hold it: `outcome`, `golden_outcome`,
    /// `divergence`, `error` and `refusal` (and `reason`, the why of a pair that does not apply or
    /// was not recorded). Nothing is read from the verdict.
    private func outcome(_ r: WireFields, _ parts: Parts) throws(WireDecodingError) -> PairOutcome {
        let kind = try r.string("outcome")
        let divergence = try r.optionalString("divergence"), error = try r.optionalString("error")
        let refusal = try r.optionalObject("refusal")
        func required(_ value: String?, _ key: String) throws(WireDecodingError) -> String {
            guard let value else { throw WireDecodingError("\(r.context) has outcome '\(kind)' without its '\(key)'") }
            return value
        }
        func unused(_ present: Bool, _ key: String) throws(WireDecodingError) {
            if present { throw WireDecodingError("\(r.context) has '\(key)', which its outcome '\(kind)' does not have: it is null there") }
        }
        guard PairOutcome.kindNames.contains(kind) else { throw unknownOutcome(r, kind) }
        try unused(refusal != nil && kind != "refused", "refusal")
        try unused(divergence != nil && kind != "refused" && kind != "ran", "divergence")
        try unused(error != nil && kind != "unavailable" && kind != "failed_to_run" && kind != "ran", "error")
        switch kind {
        case "not_applicable": return .notApplicable(try required(parts.reason, "reason"))
        case "not_recorded": return .notRecorded(try required(parts.reason, "reason"))
        case "unavailable": return .unavailable(.reported(try required(error, "error")))
        case "failed_to_run": return .failedToRun(.reported(try required(error, "error")), partial: parts.transcript)
        case "refused":
            guard let refusal else { throw WireDecodingError("\(r.context) has outcome 'refused' without its 'refusal'") }
            return .refused(
                PairRefusal(
                    reason: try refusal.string("reason"), subject: try refusal.string("subject"),
                    match: MatchResult(violations: parts.violations, checked: parts.checked ?? 0), divergence: divergence))
        case "ran":
            let goldenKind = try r.string("golden_outcome")
            try unused(error != nil && goldenKind != "failed", "error")
            let golden = try self.golden(goldenKind, r, parts, failure: goldenKind == "failed" ? try required(error, "error") : "")
            let match = MatchResult(violations: parts.violations, unobservable: parts.unobservable, checked: parts.checked ?? 0)
            return .ran(
                PairRun(transcript: parts.transcript, transcriptText: parts.transcriptText, match: match, divergence: divergence, golden: golden))
        default: throw unknownOutcome(r, kind)
        }
    }

    /// The golden outcome named `kind` of a pair that ran; `failure` is the golden store's message.
    func golden(_ kind: String, _ r: WireFields, _ parts: Parts, failure: String) throws(WireDecodingError) -> GoldenOutcome {
        switch kind {
        case "not_checked": return .notChecked
        case "matches": return .matches
        case "updated": return .updated
        case "missing": return .missing(pendingPath: parts.pending)
        case "failed": return .failed(.reported(failure))
        case "damaged":
            return .damaged(
                GoldenDamage(goldenPath: parts.goldenPath, diagnostics: parts.goldenDiagnostics, source: nil, pendingPath: parts.pending))
        case "differs":
            guard let old = oldGolden(parts), let run = parts.transcript else {
                throw WireDecodingError(
                    "\(r.context) has 'golden_outcome' 'differs' without both 'golden_transcript' and 'transcript' as transcripts, so the difference cannot be read back"
                )
            }
            return .differs(
                GoldenDifference(golden: old, diff: TranscriptDiff(from: old, to: run), goldenPath: parts.goldenPath, pendingPath: parts.pending))
        case let other:
            throw WireDecodingError(
                "\(r.context) field 'golden_outcome' is '\(other)', no golden outcome conform knows (not_checked, matches, updated, missing, differs, damaged, failed)"
            )
        }
    }

    /// The golden a result differs from, read back from `golden_transcript`.
    func oldGolden(_ parts: Parts) -> Transcript? {
        parts.goldenText.flatMap { try? TranscriptFormat.parse($0, file: parts.goldenPath.isEmpty ? file : parts.goldenPath).get() }
    }

    /// An outcome no version names.
    func unknownOutcome(_ r: WireFields, _ kind: String) -> WireDecodingError {
        WireDecodingError(
            "\(r.context) field 'outcome' is '\(kind)', no outcome conform knows (\(PairOutcome.kindNames.joined(separator: ", ")))"
        )
    }
}
