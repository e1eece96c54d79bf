extension ReportShape {
    /// The outcome of a `conform-report/1` result, as that version's writer implies: `/1` glued a
    /// refusal's why into `reason` as `refused: …`, gave a known divergence, an error and a golden
    /// failure all as `reason`, and before `outcome` was written (2026-12) named no outcome at all,
    /// so some of it is read from the verdict — the guesses `/2` replaced with fields of their own
    /// (docs/report-schema.md, "From conform-report/1"). The verdict is then checked like `/2`'s.
    func outcomeOfVersion1(_ r: WireFields, _ parts: Parts) throws(WireDecodingError) -> PairOutcome {
        let verdict = parts.verdict, reason = parts.reason ?? ""
        let refused = try r.optionalString("refused")
        let written = try r.optionalString("outcome")
        let kind =
            written
            ?? {
                switch verdict {
                case .notApplicable: return "not_applicable"
                case .notRecorded: return "not_recorded"
                case .error where parts.checked == nil: return "failed_to_run"
                case _ where refused != nil: return "refused"
                default: return "ran"
                }
            }()
        switch kind {
        case "not_applicable": return .notApplicable(reason)
        case "not_recorded": return .notRecorded(reason)
        case "unavailable": return .unavailable(.reported(reason))
        case "failed_to_run": return .failedToRun(.reported(reason), partial: parts.transcript)
        case "refused":
            let listed = verdict == .expectedFail || verdict == .unexpectedPass
            // An unlisted refusal's reason was written as 'refused: <why>': read back the why alone.
            let why = !listed && reason.hasPrefix("refused: ") ? String(reason.dropFirst("refused: ".count)) : reason
            return .refused(
                PairRefusal(
                    reason: why, subject: refused ?? "",
                    match: MatchResult(violations: parts.violations, checked: parts.checked ?? 0), divergence: listed ? reason : nil))
        case "ran":
            let goldenKind =
                try r.optionalString("golden_outcome")
                ?? (oldGolden(parts) != nil && parts.transcript != nil
                    ? "differs"
                    : !parts.goldenDiagnostics.isEmpty
                        ? "damaged"
                        : verdict == .new ? "missing" : verdict == .error ? "failed" : "not_checked")
            let golden = try self.golden(goldenKind, r, parts, failure: reason)
            let match = MatchResult(violations: parts.violations, unobservable: parts.unobservable, checked: parts.checked ?? 0)
            // A ran pair's reason is its known divergence — unless the golden store failed, whose
            // message it is then; without `outcome`, only a listed verdict says it is one.
            let listedReason = written == nil ? (verdict == .expectedFail || verdict == .unexpectedPass) : !reason.isEmpty
            let divergence = listedReason && goldenKind != "failed" ? reason : nil
            return .ran(
                PairRun(transcript: parts.transcript, transcriptText: parts.transcriptText, match: match, divergence: divergence, golden: golden))
        default: throw unknownOutcome(r, kind)
        }
    }
}
