import Foundation

/// Reads a JSON report (`conform-report/1`) back into a `RunReport`, for `conform merge`, `conform
/// badge` and `conform trend`.
/// Problem pairs carry their transcript (and a differing golden), so merged reports draw diffs,
/// excerpts and sequence diagrams from the same structure as a single run.
package enum JSONReportReader {
    /// What a report file says besides its results.
    package struct Header: Sendable {
        /// The spec-set fingerprint.
        package var fingerprint: String
        /// Whether the run covered the whole suite.
        package var fullRun: Bool
        /// The shard, if any.
        package var shard: String?
    }

    /// The largest report `conform merge` reads: a shard of 10,000 specs × 10 adapters with every
    /// problem's transcripts is far below it; anything larger is not a report.
    package static let sizeLimit = 512 * 1_048_576

    /// The next step after a file that is not a report.
    static let writtenBy = "give JSON reports written by 'conform run --json FILE' (or --format json --output FILE)"

    /// Reads the report at `file`, at most `sizeLimit` bytes of a regular file.
    package static func read(file: String, limit: Int = sizeLimit) throws -> (RunReport, Header) {
        switch BoundedFile.read(file, limit: limit) {
        case .success(let bytes): return try read(Data(bytes), file: file)
        case .failure(.missing): throw ConformError.input("cannot read '\(file)': no such file", next: "check the path")
        case .failure(.notRegularFile): throw ConformError.input("'\(file)' is not a regular file", next: writtenBy)
        case .failure(.tooLarge(let size)):
            throw ConformError.input("'\(file)' is \(size) bytes, over the \(limit / 1_048_576) MiB a report may have", next: writtenBy)
        case .failure(.system(let reason)): throw ConformError.input("cannot read '\(file)': \(reason)", next: "check the path and its permissions")
        }
    }

    /// Reads `data` (the contents of `file`).
    package static func read(_ data: Data, file: String) throws -> (RunReport, Header) {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConformError.input("'\(file)' is not valid JSON: \(JSONSyntaxProblem(error, in: data).description)", next: writtenBy)
        }
        guard let root = parsed as? [String: Any] else {
            throw ConformError.input("'\(file)' is not a JSON report: it holds no JSON object", next: writtenBy)
        }
        guard let schema = root["schema"] as? String else {
            throw ConformError.input("'\(file)' is not a JSON report: it names no 'schema'", next: writtenBy)
        }
        guard schema == JSONReport.schema else {
            throw ConformError.input("'\(file)' has schema '\(schema)', not '\(JSONReport.schema)'",
                                     next: "give reports written by this version of conform ('conform run --json FILE'), or read it with the conform that wrote it")
        }
        let adapters = (root["adapters"] as? [[String: Any]] ?? []).map {
            AdapterInfo(id: string($0, "id") ?? "", sdk: string($0, "sdk") ?? "", sdkVersion: string($0, "version") ?? "",
                        summary: "", capabilities: [], emits: [])
        }
        var pairs: [PairResult] = []
        for r in root["results"] as? [[String: Any]] ?? [] { pairs.append(try pair(r, file: file)) }
        let invalid = (root["invalid"] as? [[String: Any]] ?? []).map { f -> SuiteLoader.InvalidFile in
            let path = string(f, "file") ?? ""
            return SuiteLoader.InvalidFile(file: path, specID: string(f, "spec"), diagnostics: diagnostics(f["diagnostics"], in: path), source: nil)
        }
        let summary = root["summary"] as? [String: Any] ?? [:]
        var report = RunReport(pairs: pairs, invalid: invalid, adapters: adapters, specCount: int(summary, "specs"))
        report.fingerprint = string(root, "fingerprint") ?? ""
        report.shard = string(root, "shard")
        report.fullRun = root["full_run"] as? Bool ?? false
        report.outOfScope = int(summary, "out_of_scope")
        report.tags = root["tags"] as? [String: [String]] ?? [:]
        report.label = string(root, "label")
        report.missingShards = root["missing_shards"] as? [String] ?? []
        report.obsolete = (root["obsolete_goldens"] as? [[String: Any]] ?? []).map {
            GoldenKey(adapterID: string($0, "adapter") ?? "", specID: string($0, "spec") ?? "")
        }
        return (report, Header(fingerprint: report.fingerprint, fullRun: report.fullRun, shard: report.shard))
    }
}

extension JSONReportReader {
    private static func string(_ o: [String: Any], _ k: String) -> String? { o[k] as? String }
    private static func int(_ o: [String: Any], _ k: String) -> Int { (o[k] as? NSNumber)?.intValue ?? 0 }

    /// Diagnostics as the report writes them (`invalid[].diagnostics`, `golden_diagnostics`), located in `path`.
    private static func diagnostics(_ list: Any?, in path: String) -> [Diagnostic] {
        (list as? [[String: Any]] ?? []).map {
            Diagnostic(id: DiagnosticID(rawValue: string($0, "id") ?? ""), severity: Diagnostic.Severity(rawValue: string($0, "severity") ?? "") ?? .error,
                       location: SourceLocation(file: path, line: int($0, "line"), column: int($0, "column")),
                       message: string($0, "message") ?? "", notes: $0["notes"] as? [String] ?? [])
        }
    }

    /// One result of `file`, rebuilt with its outcome: the verdict as written, the structure the
    /// renderers draw from (violations, transcripts, the golden diff recomputed).
    private static func pair(_ r: [String: Any], file: String) throws -> PairResult {
        guard let spec = string(r, "spec"), let adapter = string(r, "adapter"),
              let verdict = string(r, "verdict").flatMap(Verdict.init(rawValue:)) else {
            throw ConformError.input("'\(file)' has a result without spec, adapter or a known verdict", next: "regenerate the report")
        }
        let specFile = string(r, "file") ?? spec
        let violations = try (r["violations"] as? [[String: Any]] ?? []).map {
            guard let kind = string($0, "kind").flatMap(Violation.Kind.init(rawValue:)) else {
                throw ConformError.input("'\(file)' has a violation of no known kind", next: "regenerate the report")
            }
            return Violation(kind: kind, location: SourceLocation(file: specFile, line: int($0, "line"), column: int($0, "column")),
                      message: string($0, "message") ?? "", eventIndex: ($0["event"] as? NSNumber)?.intValue)
        }
        let unobservable = (r["unobservable"] as? [[String: Any]] ?? []).map {
            Unobservable(expectation: string($0, "expectation") ?? "",
                         location: SourceLocation(file: specFile, line: int($0, "line"), column: max(int($0, "column"), 1)))
        }
        let transcriptText = string(r, "transcript")
        let transcript = transcriptText.flatMap { try? TranscriptFormat.parse($0, file: file).get() }
        let reason = string(r, "reason") ?? ""
        let goldenPath = string(r, "golden") ?? ""
        let goldenDiagnostics = diagnostics(r["golden_diagnostics"], in: goldenPath)
        let outcome: PairOutcome
        switch verdict {
        case .notApplicable: outcome = .notApplicable(reason)
        case .notRecorded: outcome = .notRecorded(reason)
        case .error where r["checked"] == nil: outcome = .failedToRun(reason, partial: transcript)
        case _ where string(r, "refused") != nil:
            let listed = verdict == .expectedFail || verdict == .unexpectedPass
            outcome = .refused(PairRefusal(reason: reason, subject: string(r, "refused") ?? "",
                                           match: MatchResult(violations: violations, checked: int(r, "checked")), divergence: listed ? reason : nil))
        default:
            var golden = GoldenOutcome.notChecked
            let pending = string(r, "pending")
            if let goldenText = string(r, "golden_transcript"), let run = transcript,
               let old = try? TranscriptFormat.parse(goldenText, file: string(r, "golden") ?? file).get() {
                golden = .differs(GoldenDifference(golden: old, diff: TranscriptDiff(from: old, to: run),
                                                   goldenPath: string(r, "golden") ?? "", pendingPath: pending))
            } else if !goldenDiagnostics.isEmpty {
                golden = .damaged(GoldenDamage(goldenPath: goldenPath, diagnostics: goldenDiagnostics, source: nil, pendingPath: pending))
            } else if verdict == .new {
                golden = .missing(pendingPath: pending)
            } else if verdict == .error {
                golden = .failed(reason)
            }
            let match = MatchResult(violations: violations, unobservable: unobservable, checked: int(r, "checked"))
            let divergence = verdict == .expectedFail || verdict == .unexpectedPass ? reason : nil
            outcome = .ran(PairRun(transcript: transcript, transcriptText: transcriptText, match: match, divergence: divergence, golden: golden))
        }
        return PairResult(specID: spec, specFile: specFile, adapterID: adapter, outcome: outcome, verdict: verdict)
    }
}
