import Foundation
import Testing
@testable import ConformKit

/// The replay adapter through the one pipeline: a recording that replays, one that is missing, one
/// made for an older version of its spec, and recordings that cannot be replayed.
@Suite struct ReplayAdapterTests {
    static let spec = """
        title: A purchase completes and closes
        given:
          products: [premium_monthly]
        steps:
          - present
          - buy: premium_monthly
        expect:
          order: [purchase.started premium_monthly, purchase.completed premium_monthly, paywall.closed purchased]
          state: closed

        """
    static let declaration =
        #"{"protocol":"conform/1","adapter":"tiny","sdk":"Tiny","sdk_version":"1","capabilities":[],"emits":["paywall","purchase"]}"#

    /// A recording of `spec` for fingerprint `fingerprint`, with `steps` as its step lines.
    static func recording(fingerprint: String, steps: [String] = [#"{"kind":"present"}"#, #"{"kind":"buy","product":"premium_monthly"}"#]) -> String {
        var lines = [#"{"type":"recording","format":"conform-recording/1","spec":"purchase/success","fingerprint":"\#(fingerprint)"}"#]
        lines.append(#"{"type":"step","step":\#(steps[0])}"#)
        if steps.count > 1 {
            lines.append(#"{"type":"step","step":\#(steps[1])}"#)
            lines.append(#"{"type":"event","name":"purchase.started","subject":"premium_monthly","native":"onBuy(p)","args":{}}"#)
            lines.append(#"{"type":"event","name":"purchase.completed","subject":"premium_monthly","native":"onDone(p)","args":{}}"#)
            lines.append(#"{"type":"event","name":"paywall.closed","subject":"purchased","native":"onClose()","args":{}}"#)
        }
        lines.append(#"{"type":"end","final":{"state":"closed","result":"purchased"}}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A workspace with the spec and, when given, the recording and the declaration; the one pair's result.
    static func run(recording: String?, declaration: String? = declaration, rawBytes: [UInt8]? = nil) throws -> PairResult? {
        let folder = try TemporaryFolder()
        try folder.write("Specs/purchase/success.yaml", spec)
        if let declaration { try folder.write("Recordings/tiny/adapter.json", declaration) }
        if let recording { try folder.write("Recordings/tiny/purchase/success.jsonl", recording) }
        if let rawBytes { try Data(rawBytes).write(to: URL(fileURLWithPath: folder.path + "/Recordings/tiny/purchase/success.jsonl")) }
        let adapter = ReplayAdapter(id: "tiny-device", folder: folder.path + "/Recordings/tiny")
        let workspace = Workspace(
            suite: folder.path + "/Specs", golden: folder.path + "/Golden", divergences: folder.path + "/Divergences", adapters: [adapter])
        return try Suite(workspace).run(Suite.Request(golden: .ignore)).pairs.first
    }

    /// The current fingerprint of the spec.
    static func fingerprint() throws -> String {
        guard case .success(let spec) = SuiteLoader.decode(Array(Self.spec.utf8), id: "purchase/success", file: "s.yaml") else {
            throw ConformError.input("the spec does not load", next: nil)
        }
        return RecordingFingerprint.of(spec)
    }

    @Test("a recording of the current spec replays, and its expectations are checked")
    func replays() throws {
        let pair = try Self.run(recording: Self.recording(fingerprint: try Self.fingerprint()))
        #expect(pair?.verdict == .pass, "\(pair?.explanation ?? "")")
    }

    @Test("a missing recording is not recorded, never a pass, and names the command that records it")
    func missing() throws {
        let pair = try Self.run(recording: nil)
        #expect(pair?.verdict == .notRecorded)
        #expect(pair?.explanation?.contains("no recording of 'purchase/success' for 'tiny-device'") == true)
        #expect(pair?.explanation?.hasSuffix("record one: conform record --adapter tiny-device --spec purchase/success") == true)
    }

    @Test("a recording made for an older version of the spec is stale, with the command that re-records it")
    func stale() throws {
        let pair = try Self.run(recording: Self.recording(fingerprint: "0000000000000000"))
        #expect(pair?.verdict == .notRecorded)
        #expect(pair?.explanation?.contains("is stale: it was made for an older version of 'purchase/success'") == true)
        #expect(pair?.explanation?.hasSuffix("re-record it: conform record --adapter tiny-device --spec purchase/success") == true)
    }

    @Test("a recording that cannot be replayed is an error at its file and line")
    func unreadable() throws {
        let broken = try Self.run(recording: "{\"type\":\"recording\"}\n")
        #expect(broken?.verdict == .error)
        #expect(broken?.explanation?.contains("success.jsonl:1:") == true)
        let other = try Self.run(
            recording: Self.recording(fingerprint: try Self.fingerprint(), steps: [#"{"kind":"present"}"#, #"{"kind":"close"}"#]))
        #expect(other?.verdict == .error)
        #expect(other?.explanation?.contains("performs 'close' at line 3 where the spec performs 'buy premium_monthly'") == true)
    }

    @Test("a replay folder without its declaration makes the adapter unavailable, saying what is missing")
    func noDeclaration() throws {
        let pair = try Self.run(recording: nil, declaration: nil)
        #expect(pair?.verdict == .error)
        #expect(pair?.explanation?.contains("has no 'adapter.json'") == true)
    }
}

/// `conform record --check`: what it refuses in a recording that came back, and what it accepts.
@Suite struct RecordingCheckTests {
    /// The spec of `ReplayAdapterTests`, loaded.
    static func spec() throws -> Spec {
        guard case .success(let spec) = SuiteLoader.decode(Array(ReplayAdapterTests.spec.utf8), id: "purchase/success", file: "s.yaml") else {
            throw ConformError.input("the spec does not load", next: nil)
        }
        return spec
    }

    /// Checks `text` for the spec on a replay adapter declared as in `ReplayAdapterTests`.
    static func check(_ text: String) throws -> (failed: [String], replay: String?) {
        let folder = try TemporaryFolder()
        try folder.write("tiny/adapter.json", ReplayAdapterTests.declaration)
        let adapter = ReplayAdapter(id: "tiny-device", folder: folder.path + "/tiny")
        let (results, replay) = RecordingCheck.run(text, file: "in.jsonl", spec: try spec(), adapter: adapter)
        return (results.filter { !$0.passed }.map { "\($0.check): \($0.detail)" }, replay)
    }

    @Test("a current recording passes every check and is replayed against the expectations")
    func current() throws {
        let (failed, replay) = try Self.check(ReplayAdapterTests.recording(fingerprint: try ReplayAdapterTests.fingerprint()))
        #expect(failed.isEmpty)
        #expect(replay == "pass")
    }

    @Test("other steps, an undeclared event and a camel-case event are each named")
    func refused() throws {
        let fingerprint = try ReplayAdapterTests.fingerprint()
        let steps = try Self.check(ReplayAdapterTests.recording(fingerprint: fingerprint, steps: [#"{"kind":"present"}"#, #"{"kind":"close"}"#]))
        #expect(steps.failed == ["performs the spec's 2 steps, in order: step 2: the spec performs 'buy premium_monthly', the recording 'close'"])
        let text = ReplayAdapterTests.recording(fingerprint: fingerprint)
        let undeclared = try Self.check(text.replacingOccurrences(of: "\"paywall.closed\"", with: "\"restore.started\""))
        #expect(undeclared.failed.first?.contains("'restore.started' is in no family 'adapter.json' lists") == true)
        let camel = try Self.check(text.replacingOccurrences(of: "\"paywall.closed\"", with: "\"paywall.didClose\""))
        #expect(camel.failed.first?.contains("'paywall.didClose' is not a name a spec can write") == true)
        #expect(camel.failed.first?.hasSuffix("call it 'paywall.did_close'") == true)
    }
}
