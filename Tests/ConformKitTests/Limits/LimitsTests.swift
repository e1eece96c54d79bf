import Foundation
import Testing
@testable import ConformKit

/// Every resource bound: hit, it gives a clear error that names the limit; just under it, input
/// is accepted. The docs state the same numbers.
@Suite struct LimitsTests {
    /// A valid spec with one `present`.
    static let presentSpec = "title: x\nsteps: [present]\nexpect:\n  state: open\n"

    /// `presentSpec`, decoded.
    static func spec() throws -> Spec {
        try #require(SpecDecoder.decode(presentSpec, id: "flood", file: "flood.yaml").spec)
    }

    /// Checks that a spec file over 1 MiB is refused unread as spec.too-large; one of exactly 1 MiB is read.
    @Test("a spec file over 1 MiB is refused unread as spec.too-large; one of exactly 1 MiB is read")
    func specSize() throws {
        let folder = try TemporaryFolder()
        let padding = Limits.maxSpecBytes - Self.presentSpec.utf8.count - 1
        try folder.write("Specs/fits.yaml", Self.presentSpec + "#" + String(repeating: "x", count: padding - 1) + "\n")
        try folder.write("Specs/large.yaml", Self.presentSpec + "#" + String(repeating: "x", count: padding) + "\n")
        let loaded = try SuiteLoader(root: folder.path + "/Specs").load(paths: [], jobs: 2)
        #expect(loaded.specs.map(\.id) == ["fits"])
        let large = try #require(loaded.invalid.first)
        #expect(large.diagnostics.map(\.id) == [.specTooLarge])
        #expect(large.diagnostics.first?.message == "the file holds 1,048,577 bytes, over the 1 MiB limit for a spec; it was not read")
        #expect(large.source == nil, "the text is not read")
        let decoded = SpecDecoder.decode(String(repeating: "a", count: Limits.maxSpecBytes + 1), id: "x", file: "x.yaml")
        #expect(decoded.diagnostics.map(\.id) == [.specTooLarge])
    }

    /// Checks that more than 10,000 steps is spec.too-many-steps at the first step past the limit; 10,000 are accepted.
    @Test("more than 10,000 steps is spec.too-many-steps at the first step past the limit; 10,000 are accepted")
    func stepCount() throws {
        func spec(steps: Int) -> String {
            "title: x\nsteps:\n" + String(repeating: "  - close\n", count: steps) + "expect:\n  state: open\n"
        }
        #expect(SpecDecoder.decode(spec(steps: Limits.maxSteps), id: "x", file: "x.yaml").spec?.steps.count == Limits.maxSteps)
        let decoded = SpecDecoder.decode(spec(steps: Limits.maxSteps + 1), id: "x", file: "x.yaml")
        let problem = try #require(decoded.diagnostics.first)
        #expect(decoded.diagnostics.count == 1)
        #expect(problem.id == .specTooManySteps)
        #expect(problem.location.line == 2 + Limits.maxSteps + 1 && problem.location.column == 5)
        #expect(problem.message == "'steps' lists 10,001 steps, more than 10,000, the most one spec may have")
        #expect(problem.notes == ["split the scenario into several specs"])
    }

    /// Checks that a wait or a store delay over 24 hours is spec.duration-too-long; exactly 24 hours is accepted.
    @Test(
        "a wait or a store delay over 24 hours is spec.duration-too-long; exactly 24 hours is accepted",
        arguments: [("1440m", true), ("86400s", true), ("86400001ms", false), ("1441m", false), ("1000000000s", false)])
    func durations(_ spelled: String, _ accepted: Bool) {
        let wait = SpecDecoder.decode("title: x\nsteps: [present, {wait: \(spelled)}]\nexpect:\n  state: open\n", id: "x", file: "x.yaml")
        let store = SpecDecoder.decode(
            "title: x\ngiven:\n  store: {p: purchased after \(spelled)}\nsteps: [present]\nexpect:\n  state: open\n",
            id: "x", file: "x.yaml")
        for decoded in [wait, store] {
            #expect((decoded.spec != nil) == accepted, "\(spelled): \(decoded.diagnostics.map(\.message))")
            #expect(accepted || decoded.diagnostics.map(\.id) == [.specDurationTooLong])
            #expect(accepted || decoded.diagnostics.first?.message.contains("'\(spelled)' is longer than 24 hours") == true)
        }
    }

    /// Checks that an adapter that records more than 10,000 events is an error naming the limit, the step and how to raise it.
    @Test("an adapter that records more than 10,000 events is an error naming the limit, the step and how to raise it")
    func eventCount() throws {
        let result = Runner().runPair(try Self.spec(), FloodAdapter(count: 10_001, size: 8))
        #expect(result.verdict == .error)
        let reason = result.errorMessage ?? ""
        #expect(
            reason.hasPrefix("the adapter recorded more than 10,000 events, the most one spec may record; stopped at step 'present' (line 2)"),
            "\(reason)")
        #expect(reason.contains("'Replay.Bounds.maxEvents' raises the limit"))
        #expect(result.transcript?.events.count == 10_000, "the partial transcript keeps what fitted")
        let raised = Runner(Runner.Options(bounds: Replay.Bounds(maxEvents: 20_000))).runPair(try Self.spec(), FloodAdapter(count: 10_001, size: 8))
        #expect(raised.verdict != .error, "\(raised.errorMessage ?? "")")
    }

    /// Checks that an adapter that records more than 16 MiB of event text is an error naming the limit.
    @Test("an adapter that records more than 16 MiB of event text is an error naming the limit")
    func eventBytes() throws {
        let result = Runner().runPair(try Self.spec(), FloodAdapter(count: 17, size: 1 << 20))
        #expect(result.verdict == .error)
        #expect(
            result.errorMessage?.hasPrefix(
                "the adapter recorded more than 16 MiB of event text, the most one spec may record; stopped at step 'present'") == true,
            "\(result.errorMessage ?? "")")
        #expect(result.errorMessage?.contains("'Replay.Bounds.maxRecordedBytes'") == true)
        #expect(result.transcript?.events.count == 15, "fifteen events of just over 1 MiB fit")
    }

    /// Checks that a run whose transcript would be over 16 MiB is an error, neither compared nor written.
    @Test("a run whose transcript would be over 16 MiB is an error, neither compared nor written")
    func transcriptSize() throws {
        let options = Runner.Options(golden: UnreachableGolden(), bounds: Replay.Bounds(maxRecordedBytes: 64 << 20))
        let result = Runner(options).runPair(try Self.spec(), FloodAdapter(count: 9, size: 2 << 20))
        #expect(result.verdict == .error)
        #expect(
            result.errorMessage?.contains("over the 16 MiB limit for a golden; it was not compared or written") == true,
            "\(result.errorMessage ?? "")")
        #expect(result.transcriptText == nil)
    }

    /// Checks that a golden over 16 MiB is refused unread: the run reports it, accepting or reading it throws.
    @Test("a golden over 16 MiB is refused unread: the run reports it, accepting or reading it throws")
    func goldenSize() throws {
        let folder = try TemporaryFolder()
        let transcript = Transcript(specID: "s", adapterID: "miniwall", sdk: "x 1", entries: [], final: FinalState(state: .open, result: "none"))
        let store = GoldenStore(root: folder.path + "/Golden")
        let path = try store.goldenPath(for: GoldenKey(transcript))
        try folder.folder("Golden/miniwall")
        // A sparse file: its size is what counts, and nothing is read.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(Limits.maxTranscriptBytes + 1))
        try handle.close()
        guard case .unreadable(let diagnostics) = try store.compare(transcript, text: TranscriptFormat.write(transcript)) else {
            Issue.record("a golden over the limit must be unreadable")
            return
        }
        #expect(diagnostics.map(\.id) == [.transcriptTooLarge])
        #expect(diagnostics.first?.message == "golden holds 16,777,217 bytes, over the 16 MiB limit for a transcript; it was not read")
        #expect(throws: GoldenStoreError.tooLarge(path: path, size: Limits.maxTranscriptBytes + 1, limit: Limits.maxTranscriptBytes)) {
            try store.golden(for: GoldenKey(transcript))
        }
    }

    /// Checks that devices and FIFOs named as specs are refused without reading or waiting.
    @Test("devices and FIFOs named as specs are refused without reading or waiting", arguments: ["/dev/zero", "fifo"])
    func notRegularFiles(_ name: String) throws {
        let folder = try TemporaryFolder()
        var path = name
        if name == "fifo" {
            path = folder.path + "/Specs/fifo.yaml"
            try folder.folder("Specs")
            #expect(mkfifo(path, 0o600) == 0)
        }
        let loaded = try SuiteLoader(root: folder.path + "/Specs").load(paths: [path], jobs: 1)
        #expect(loaded.specs.isEmpty)
        #expect(loaded.invalid.flatMap(\.diagnostics).map(\.id) == [.specNotAFile])
    }

    /// Checks that the Limits section of the spec-language reference states every limit and its diagnostic.
    @Test("the Limits section of the spec-language reference states every limit and its diagnostic")
    func documented() throws {
        let doc = try String(contentsOfFile: DocsExamplesTests.root + "/docs/spec-language.md", encoding: .utf8)
        let section = try #require(doc.range(of: "## Limits")).upperBound
        let rest = doc[section...]
        let limits = String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
        for text in [
            "1 MiB", "10,000", "24 hours", "16 MiB", "spec.too-large", "spec.too-many-steps", "spec.duration-too-long",
            "transcript.too-large", "spec.outside-suite", "Replay.Bounds"
        ] {
            #expect(limits.contains(text), "the Limits section lacks '\(text)'")
        }
        #expect(Limits.describe(bytes: Limits.maxSpecBytes) == "1 MiB" && Limits.describe(bytes: Limits.maxTranscriptBytes) == "16 MiB")
        #expect(Limits.describe(count: Limits.maxSteps) == "10,000" && Limits.maxDuration == VirtualTime(parsing: "1440m"))
    }
}

/// A golden checker that fails the test if it is ever asked: for runs that must not reach goldens.
struct UnreachableGolden: GoldenChecking {
    /// Records an issue: a transcript over the limit must never be compared or written.
    func check(_ transcript: Transcript, text: String, update: Bool, failing: Violation?) -> GoldenOutcome {
        Issue.record("the golden of '\(transcript.specID)' was consulted")
        return .matches
    }
}
