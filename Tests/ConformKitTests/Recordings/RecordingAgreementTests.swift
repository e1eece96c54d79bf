import Foundation
import Testing
@testable import ConformKit

/// `conform record --check` and a replay in `conform run` read a recording through one reader
/// (issue 27): what the check refuses, the replay refuses at the same file and line, so CI cannot
/// go green on a recording the check rejects, nor the check pass one a run errors on.
@Suite struct RecordingAgreementTests {
    /// The recording of `ReplayAdapterTests.spec` for its current fingerprint.
    static func good() throws -> String {
        ReplayAdapterTests.recording(fingerprint: try ReplayAdapterTests.fingerprint())
    }

    /// The check's failures of `bytes`, and the replay's verdict and explanation.
    static func both(_ bytes: [UInt8]) throws -> (check: [String], verdict: Verdict?, explanation: String) {
        let folder = try TemporaryFolder()
        try folder.write("tiny/adapter.json", ReplayAdapterTests.declaration)
        let adapter = ReplayAdapter(id: "tiny-device", folder: folder.path + "/tiny")
        let (results, _) = RecordingCheck.run(bytes: bytes, file: "in.jsonl", spec: try RecordingCheckTests.spec(), adapter: adapter)
        let check = results.filter { !$0.passed }.map { "\($0.check): \($0.detail)" }
        let pair = try ReplayAdapterTests.run(recording: String(decoding: bytes, as: UTF8.self), rawBytes: bytes)
        return (check, pair?.verdict, pair?.explanation ?? "")
    }

    @Test("an event the declaration does not emit: the check refuses it, and so does the replay, at its line")
    func undeclared() throws {
        let text = try Self.good().replacingOccurrences(of: "\"paywall.closed\"", with: "\"restore.started\"")
        let (check, verdict, explanation) = try Self.both(Array(text.utf8))
        #expect(check.first?.contains("line 6: 'restore.started' is in no family 'adapter.json' lists in 'emits'") == true, "\(check)")
        #expect(verdict == .error, "before issue 27 the replay ignored 'emits' and passed")
        #expect(explanation.contains("success.jsonl:6: 'restore.started' is in no family 'adapter.json' lists in 'emits'"), "\(explanation)")
    }

    @Test("15,000 events: over the limit of one spec's run, refused by the check and the replay alike")
    func tooManyEvents() throws {
        var lines = try Self.good().split(separator: "\n").map(String.init)
        let event = #"{"type":"event","name":"purchase.started","subject":"premium_monthly","native":"onBuy(p)","args":{}}"#
        lines.insert(contentsOf: Array(repeating: event, count: 15_000), at: 3)
        let (check, verdict, explanation) = try Self.both(Array((lines.joined(separator: "\n") + "\n").utf8))
        #expect(check.first?.contains("in.jsonl:10004: more than 10,000 events") == true, "before issue 27 the check passed it: \(check)")
        #expect(verdict == .error)
        #expect(explanation.contains("success.jsonl:10004: more than 10,000 events"), "\(explanation)")
    }

    @Test("a 0xFF byte: not UTF-8, refused by the check and the replay alike, at its line")
    func notUTF8() throws {
        var bytes = Array(try Self.good().utf8)
        let secondLine = bytes.firstIndex(of: 0x0A)! + 1
        let native = bytes[secondLine...].firstIndex(of: UInt8(ascii: "p"))!
        bytes[native] = 0xFF
        let (check, verdict, explanation) = try Self.both(bytes)
        #expect(check.first?.contains("in.jsonl:2: not valid UTF-8: byte 0xFF") == true, "before issue 27 both passed it: \(check)")
        #expect(verdict == .error)
        #expect(explanation.contains("success.jsonl:2: not valid UTF-8: byte 0xFF"), "\(explanation)")
    }
}
