import ConformTestSupport
import Foundation
import Testing
@testable import ConformKit

/// A file that is not a JSON report of this version is refused with its name, where the JSON
/// breaks when it does, and one next step.
@Suite struct JSONReportReaderTests {
    /// The message `text`, read as the report `file`, is refused with.
    static func refusal(_ text: String, file: String = "nightly.json") -> String {
        do {
            _ = try JSONReportReader.read(Data(text.utf8), file: file)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test(
        "a report cut short names the file and the line and column where it ends",
        arguments: [
            ("{\"schema\": \"conform-report/1\",\n  \"adapters\": [\n    {\"id\": \"mini", "line 3, column 17"),
            ("{\"schema\": \"conform-report/1\",\n", "line 2, column 1")
        ])
    func truncated(_ text: String, _ place: String) {
        let message = Self.refusal(text)
        #expect(message.contains("'nightly.json' is not valid JSON: it ends at \(place), in the middle of a value (cut short?)"), "\(message)")
        #expect(message.contains("next: give JSON reports written by 'conform run --json FILE'"), "\(message)")
    }

    @Test("a syntax error is located where the parser says it is")
    func syntax() {
        let message = Self.refusal("{\"schema\": \"conform-report/1\",\n \"b\": 2,, }")
        #expect(message.contains("'nightly.json' is not valid JSON: "), "\(message)")
        #expect(message.contains("line 2, column 9") || message.contains("line 2"), "\(message)")
    }

    @Test(
        "JSON that is not a report, an empty file and another schema version are each refused by name",
        arguments: [
            ("[1, 2]", "'nightly.json' is not a JSON report: it holds no JSON object"),
            ("{\"tests\": 3}", "'nightly.json' is not a JSON report: it names no 'schema'"),
            ("", "'nightly.json' is not valid JSON: the file is empty"),
            (
                "{\"schema\": \"conform-report/3\"}",
                "'nightly.json' has schema 'conform-report/3', not one this conform reads ('conform-report/1', 'conform-report/2')"
            )
        ])
    func notAReport(_ text: String, _ expected: String) {
        let message = Self.refusal(text)
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(message.contains("\n  next: "), "\(message)")
    }

    /// A written report of two pairs on `miniwall`, as text.
    static func written(shard: String? = nil) -> String {
        let pairs = ["a", "b"].map { PairResult.fixture(specID: "s/\($0)", specFile: "f", adapterID: "miniwall", verdict: .pass) }
        var report = RunReport(
            pairs: pairs, invalid: [],
            adapters: [
                AdapterInfo(
                    id: "miniwall", sdk: "Miniwall", sdkVersion: "1", summary: "",
                    capabilities: [], emits: [])
            ], specCount: 2)
        report.fingerprint = "0123456789abcdef"
        report.shard = shard
        report.tags = ["s/a": ["smoke"]]
        return JSONReport.render(report, toolVersion: "t")
    }

    @Test("a refused pair's reason is read back as written, so a merged report never says 'refused: refused:'")
    func refusalRoundTrip() throws {
        let refusal = PairRefusal(
            reason: "the adapter's handler 'h' must be registered", subject: "h",
            match: MatchResult(violations: [], checked: 1), divergence: nil)
        let pair = PairResult(specID: "s/r", specFile: "f", adapterID: "miniwall", outcome: .refused(refusal))
        let report = RunReport(
            pairs: [pair], invalid: [],
            adapters: [
                AdapterInfo(
                    id: "miniwall", sdk: "Miniwall", sdkVersion: "1", summary: "",
                    capabilities: [], emits: [])
            ], specCount: 1)
        let text = JSONReport.render(report, toolVersion: "t")
        let (read, _) = try JSONReportReader.read(Data(text.utf8), file: "r.json")
        #expect(read.pairs.first?.refusal?.reason == refusal.reason)
        #expect(JSONReport.render(read, toolVersion: "t") == text)
    }

    @Test(
        "each outcome is read back by the name it was written with, never guessed from the verdict",
        arguments: [
            PairOutcome.unavailable(PairFailure(.unavailable("handshake failed: no 'ready' within 5s"))),
            .failedToRun(PairFailure(.adapter(.protocolError("the adapter crashed", stderrTail: "boom"))), partial: nil),
            .notApplicable("the adapter lacks capability 'x'"),
            .notRecorded("no recording; record it with 'conform record'"),
            .ran(PairRun(transcript: nil, transcriptText: nil, match: MatchResult(violations: [], checked: 1), divergence: nil, golden: .matches)),
            .ran(PairRun(transcript: nil, transcriptText: nil, match: MatchResult(violations: [], checked: 1), divergence: nil, golden: .notChecked)),
            .ran(PairRun(transcript: nil, transcriptText: nil, match: MatchResult(violations: [], checked: 1), divergence: nil, golden: .updated)),
            .ran(
                PairRun(
                    transcript: nil, transcriptText: nil, match: MatchResult(violations: [], checked: 1), divergence: nil,
                    golden: .failed(GoldenFailure(.store(.fileSystem(operation: "write", path: "Golden/x", reason: "permission denied")))))),
            // A listed pair whose golden store failed: /1 wrote one 'reason' and lost the divergence.
            .ran(
                PairRun(
                    transcript: nil, transcriptText: nil, match: MatchResult(violations: [], checked: 1), divergence: "listed",
                    golden: .failed(GoldenFailure(.store(.fileSystem(operation: "write", path: "Golden/x", reason: "permission denied")))))),
            .refused(PairRefusal(reason: "handler 'h' must be registered", subject: "h", match: MatchResult(violations: [], checked: 1))),
            .refused(
                PairRefusal(
                    reason: "handler 'h' must be registered", subject: "h", match: MatchResult(violations: [], checked: 1), divergence: "listed"))
        ])
    func outcomeByName(_ outcome: PairOutcome) throws {
        let pair = PairResult(specID: "s/o", specFile: "f", adapterID: "miniwall", outcome: outcome)
        let report = RunReport(
            pairs: [pair], invalid: [],
            adapters: [
                AdapterInfo(
                    id: "miniwall", sdk: "Miniwall", sdkVersion: "1", summary: "",
                    capabilities: [], emits: [])
            ], specCount: 1)
        let text = JSONReport.render(report, toolVersion: "t")
        let (read, _) = try JSONReportReader.read(Data(text.utf8), file: "r.json")
        #expect(read.pairs.first?.outcome.kindName == outcome.kindName, "\(text)")
        #expect(read.pairs.first?.golden.kindName == pair.golden.kindName)
        // A failure is read back as the message it was written with: the run's error value and the
        // merged report's agree in every renderer, which only ever ask for the message.
        #expect(read.pairs.first?.errorMessage == pair.errorMessage)
        #expect(read.pairs.first?.divergenceReason == pair.divergenceReason)
        #expect(read.pairs.first?.refusal?.reason == pair.refusal?.reason && read.pairs.first?.refusal?.subject == pair.refusal?.subject)
        #expect(JSONReport.render(read, toolVersion: "t") == text)
        // An outcome no version writes is refused by name, with the field's path.
        let unknown = text.replacingOccurrences(of: "\"outcome\": \"\(outcome.kindName)\"", with: "\"outcome\": \"exploded\"")
        #expect(Self.refusal(unknown).contains("field 'outcome' is 'exploded', no outcome conform knows"), "\(Self.refusal(unknown))")
    }

    /// A `conform-report/1` file as conform wrote it before `outcome` (2026-12): one result per `results` item given.
    static func version1(_ results: [String]) -> String {
        """
        {"schema": "conform-report/1", "tool": "conform 0.0.9", "fingerprint": "0123456789abcdef", "full_run": false,
         "label": null, "shard": null,
         "adapters": [{"id": "miniwall", "sdk": "Miniwall", "version": "1"}],
         "summary": {"specs": \(results.count), "out_of_scope": 0},
         "results": [\(results.joined(separator: ",\n"))],
         "invalid": [], "obsolete_goldens": [], "pruned": false}
        """
    }

    @Test("a conform-report/1 file is still read, its outcomes from its verdicts and its 'refused: ' prefix as that writer implied")
    func version1Read() throws {
        let text = Self.version1([
            #"{"adapter": "miniwall", "spec": "s/a", "verdict": "error", "reason": "the adapter crashed"}"#,
            #"{"adapter": "miniwall", "spec": "s/b", "verdict": "pass", "checked": 1, "reason": "refused: handler 'h' must be registered", "refused": "h"}"#,
            #"{"adapter": "miniwall", "spec": "s/c", "verdict": "expected_fail", "checked": 1, "reason": "listed", "#
                + #""violations": [{"column": 1, "event": null, "kind": "order", "line": 2, "message": "m"}]}"#
        ])
        let (report, _) = try JSONReportReader.read(Data(text.utf8), file: "old.json")
        #expect(report.pairs.map(\.outcome.kindName) == ["failed_to_run", "refused", "ran"])
        #expect(report.pairs[0].errorMessage == "the adapter crashed")
        #expect(report.pairs[1].refusal?.reason == "handler 'h' must be registered" && report.pairs[1].refusal?.subject == "h")
        #expect(report.pairs[2].divergenceReason == "listed" && report.pairs[2].verdict == .expectedFail)
        // Written again, it is /2: each part in its own field.
        let again = JSONReport.render(report, toolVersion: "t")
        #expect(again.contains(#""refusal": {"#) && again.contains(#""divergence": "listed""#) && again.contains(#""error": "the adapter crashed""#))
    }

    @Test("a conform-report/1 result whose verdict is not the one its outcome gives is refused too")
    func version1Tampered() {
        let message = Self.refusal(
            Self.version1([#"{"adapter": "miniwall", "spec": "s/a", "verdict": "pass", "outcome": "unavailable", "reason": "handshake failed"}"#]))
        #expect(
            message.contains(
                "'nightly.json' is not a valid conform-report/1 report: results[0] ('s/a' on 'miniwall') has verdict 'pass', but its outcome 'unavailable' gives 'error'"
            ), "\(message)")
    }

    @Test(
        "a /2 result names its outcome's parts: one missing, or one its outcome does not have, is refused",
        arguments: [
            ("\"error\": null", "\"error\": \"boom\"", "results[0] has 'error', which its outcome 'ran' does not have: it is null there"),
            ("\"refusal\": null", "\"refusal\": {\"reason\": \"r\", \"subject\": \"h\"}", "results[0] has 'refusal', which its outcome 'ran'"),
            ("\"outcome\": \"ran\"", "\"outcome\": \"failed_to_run\"", "results[0] has outcome 'failed_to_run' without its 'error'"),
            ("\"outcome\": \"ran\"", "\"outcome\": \"refused\"", "results[0] has outcome 'refused' without its 'refusal'")
        ])
    func version2Parts(_ from: String, _ to: String, _ expected: String) throws {
        let text = Self.written()
        let range = try #require(text.range(of: from))
        let message = Self.refusal(text.replacingCharacters(in: range, with: to))
        #expect(message.contains("'nightly.json' is not a valid conform-report/2 report: \(expected)"), "\(message)")
    }

    @Test("what the writer emits is read back exactly")
    func roundTrip() throws {
        let text = Self.written(shard: "2/3")
        let (report, header) = try JSONReportReader.read(Data(text.utf8), file: "r.json")
        #expect(header.shard == "2/3" && report.tags == ["s/a": ["smoke"]] && report.pairs.count == 2)
        #expect(JSONReport.render(report, toolVersion: "t") == text)
    }

    @Test(
        "issue 27: reports the docs do not allow are refused, naming the field",
        arguments: [
            ("\"shard\": null", "\"shard\": \"1/0\"", "'shard' is '1/0', which is not I/N with 1 ≤ I ≤ N"),
            ("\"shard\": null", "\"shard\": \"4/3\"", "'shard' is '4/3'"),
            (
                "\"adapter\": \"miniwall\"", "\"adapter\": \"ghost\"",
                "results[0] is on the adapter 'ghost', which the report's 'adapters' does not list"
            ),
            ("\"tags\": {", "\"tags\": 7, \"x\": {", "the report.tags must be an object, not a number"),
            ("\"smoke\"", "7", "tags field 's/a' must hold only strings, not a number"),
            ("\"spec\": \"s/b\"", "\"spec\": \"s/a\"", "results[1] holds 's/a' on 'miniwall' again (first at results[0])"),
            ("\"fingerprint\"", "\"fingerprint\": 1, \"f\"", "the report field 'fingerprint' must be a string, not the number 1"),
            ("\"verdict\": \"pass\"", "\"verdict\": \"passed\"", "results[0] field 'verdict' is 'passed'")
        ])
    func strictShape(_ from: String, _ to: String, _ expected: String) throws {
        let text = Self.written()
        let range = try #require(text.range(of: from))
        let message = Self.refusal(text.replacingCharacters(in: range, with: to))
        #expect(message.contains("'nightly.json' is not a valid conform-report/2 report: \(expected)"), "\(message)")
        #expect(message.contains("next: regenerate it"), "\(message)")
    }

    @Test("issue 27: a report without 'adapters' is refused (trend read it as one of no adapters)")
    func noAdapters() throws {
        let text = Self.written()
        var root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        root.removeValue(forKey: "adapters")
        root["results"] = []
        let message = Self.refusal(String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self))
        #expect(message.contains("the report needs the array field 'adapters'"), "\(message)")
    }

    @Test("issue 27: a key given twice is refused at its line and column")
    func duplicateKey() {
        let message = Self.refusal("{\"schema\": \"conform-report/1\",\n  \"label\": null, \"label\": \"x\"}")
        #expect(message.contains("'nightly.json' is not valid JSON: duplicate key 'label' at line 2, column 18"), "\(message)")
    }

    @Test("a missing file and a folder are refused by name")
    func files() {
        for (path, expected) in [("/nonexistent/r.json", "cannot read '/nonexistent/r.json': no such file"), ("/tmp", "'/tmp' is not a regular file")]
        {
            do {
                _ = try JSONReportReader.read(file: path)
                Issue.record("'\(path)' was read")
            } catch {
                #expect("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }
}
