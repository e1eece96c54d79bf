import ConformKit
import Foundation

extension ConformanceSuite {
    /// Every problem of a whole-suite run, located in the spec files: invalid specs, violated
    /// expectations, changed or new goldens (written first, as the record mode says), adapter
    /// errors, unexpected passes, recordings to make.
    public func failures() throws -> [ConformanceFailure] {
        let report = try run()
        return failures(in: report) + lateFailures(in: report)
    }

    /// The late callbacks that came after their case stopped listening, as failures.
    func lateFailures(in report: RunReport) -> [ConformanceFailure] {
        let files = Dictionary(report.pairs.map { ($0.specID, $0.specFile) }, uniquingKeysWith: { first, _ in first })
        return lateFailures { files[$0] ?? specFile($0) }
    }

    /// The same, with the suite run on a thread of its own.
    public func failures() async throws -> [ConformanceFailure] {
        try await Self.offThread { try self.failures() }
    }

    /// The problems of `report`; goldens are written first, as the record mode says.
    func failures(in report: RunReport) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        if let recordProblem {
            failures.append(
                ConformanceFailure(
                    specID: "", adapterID: nil, location: SourceLocation(file: specs, line: 1, column: 1),
                    message: recordProblem))
        }
        for file in report.invalid {
            for d in file.diagnostics where d.severity == .error {
                let id = file.specID ?? file.file
                failures.append(
                    ConformanceFailure(
                        specID: id, adapterID: nil, location: d.location,
                        message: "\(id): invalid spec: \(d.message)" + d.notes.map { "; \($0)" }.joined()))
            }
        }
        let recorded = recordGoldens(report)
        for pair in report.pairs {
            let key = GoldenKey(adapterID: pair.adapterID, specID: pair.specID)
            let start = SourceLocation(file: pair.specFile, line: 1, column: 1)
            if let note = recorded[key] {
                failures.append(
                    ConformanceFailure(
                        specID: pair.specID, adapterID: pair.adapterID, location: start,
                        message: "\(pair.specID) × \(pair.adapterID): \(note)"))
                if pair.verdict != .fail { continue }
            }
            guard pair.verdict.isFailure else { continue }
            var location = start
            let message: String
            switch pair.verdict {
            case .fail where !pair.violations.isEmpty:
                // Every broken expectation is its own issue, at its line, with the transcript around it.
                for violation in pair.violations {
                    let window =
                        pair.transcript.map {
                            "\n" + PrettyReport.excerpt($0, around: violation.eventIndex, indent: "  ", style: Style(colour: false))
                        } ?? ""
                    failures.append(
                        ConformanceFailure(
                            specID: pair.specID, adapterID: pair.adapterID, location: violation.location,
                            message: "\(pair.specID) × \(pair.adapterID): \(violation.message)\(waited(violation, pair.adapterID))\(window)"))
                }
                // The golden's diff too, as `conform run` shows both: what broke, and what changed.
                if recorded[key] == nil, let changed = goldenChange(pair, start: start) { failures.append(changed) }
                continue
            case .fail:
                message = "an expectation failed"
            case .changed where pair.goldenDamage != nil:
                let damage =
                    pair.goldenDamage.map { damage in damage.diagnostics.map { "\($0.location): \($0.message)" }.joined(separator: "\n") } ?? ""
                location = pair.goldenDamage?.diagnostics.first?.location ?? start
                message = "the golden cannot be read; run with \(RecordMode.environmentVariable)=failed to record it again\n\(damage)"
            case .changed:
                if let changed = goldenChange(pair, start: start) { failures.append(changed) }
                continue
            case .new:
                message = "there is no golden transcript yet; run with \(RecordMode.environmentVariable)=missing to record it"
            case .unexpectedPass:
                // At the list's line: that is what to change.
                location = report.divergenceLocation(of: pair) ?? start
                message =
                    "passed, but the known-divergence list says it fails: \(pair.divergenceReason ?? ""); if the fix is meant, "
                    + "remove the entry from \((location.file as NSString).lastPathComponent)"
            default:
                message = pair.explanation ?? "the adapter failed"
            }
            failures.append(
                ConformanceFailure(
                    specID: pair.specID, adapterID: pair.adapterID, location: location,
                    message: "\(pair.specID) × \(pair.adapterID): \(message)"))
        }
        return failures
    }

    /// For an event an asynchronous adapter's SDK never sent: how long the session waited for it,
    /// and how to wait longer.
    func waited(_ violation: Violation, _ adapterID: String) -> String {
        guard violation.message.contains("never came"),
            let timing = adapters.first(where: { $0.id == adapterID }).flatMap(Self.timing)
        else { return "" }
        let quiet = LateCallback.milliseconds(timing.quietPeriod)
        return " (the session waited until the SDK was quiet for \(quiet) ms after each step, \(timing.stepTimeout) at most; "
            + "if the SDK answers later, wait longer: var timing: SessionTiming { SessionTiming(quietPeriod: .milliseconds(\(max(300, quiet * 4)))) })"
    }

    /// The golden difference of `pair`, at the golden's first differing line (where the story
    /// changed), with the whole event-aware diff; nil when the golden matched.
    func goldenChange(_ pair: PairResult, start: SourceLocation) -> ConformanceFailure? {
        guard let difference = pair.goldenDifference else { return nil }
        let location = SourceLocation(file: difference.goldenPath, line: difference.diff.firstChangedLine ?? 1, column: 1)
        let diff = TranscriptDiffRenderer(colour: false).render(difference.diff, goldenPath: difference.goldenPath)
        return ConformanceFailure(
            specID: pair.specID, adapterID: pair.adapterID, location: location,
            message:
                "\(pair.specID) × \(pair.adapterID): the SDK's callbacks differ from the golden (\(FailureText.count(pair.goldenChanges, "change"))): "
                + "a regression, unless the SDK changed on purpose — if this change is intended, record it with "
                + "\(RecordMode.environmentVariable)=failed and review the golden's diff\n\(diff)")
    }

    /// Writes the goldens the record mode asks for, atomically; what was written (or could not
    /// be), by pair.
    func recordGoldens(_ report: RunReport) -> [GoldenKey: String] {
        guard let golden, record != .never else { return [:] }
        let store = GoldenStore(root: golden)
        var notes: [GoldenKey: String] = [:]
        for pair in report.pairs {
            guard let run = pair.run, let text = run.transcriptText else { continue }
            let wanted: Bool
            switch (record, run.golden) {
            case (.all, _), (.missing, .missing), (.failed, .missing), (.failed, .differs): wanted = true
            default: wanted = false
            }
            guard wanted else { continue }
            let key = GoldenKey(adapterID: pair.adapterID, specID: pair.specID)
            do {
                try store.update(text, for: key)
                let path = (try? store.goldenPath(for: key)) ?? key.description
                notes[key] = "recorded the golden '\(path)' (record mode '\(record.rawValue)'); review it, then run again to check against it"
            } catch {
                notes[key] = "could not record the golden: \(error)"
            }
        }
        return notes
    }
}
