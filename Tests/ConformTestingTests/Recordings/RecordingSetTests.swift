import ConformKit
import ConformTesting
import Foundation
import Testing

/// The recording set shipped in `Recordings/paywall-double@recorded/`: made with the recorder by
/// `DeviceWalk` against the test double, and replayed by `conform run` through conform.yaml. These
/// tests keep the files honest — what the recorder makes now, byte for byte — and re-record them
/// with `CONFORM_RECORD=all` (or `failed`, `missing`).
@Suite struct RecordingSetTests {
    /// The package root.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The shipped set's folder.
    static let folder = root + "/Recordings/" + DeviceWalk.adapterID

    /// The specs the replay adapter runs: the shared ones applicable to what the double declares.
    static func specs() throws -> [Spec] {
        let loaded = try SuiteLoader(root: root + "/Specs").load(paths: [], jobs: 2)
        let info = PaywallDoubleAdapter(id: DeviceWalk.adapterID).info
        return loaded.specs.filter { AdapterNames().inapplicability(of: $0, to: info) == nil }
    }

    /// The declaration the replay folder carries: the double's own, as a `conform/1` `ready`.
    static let declaration = """
        {"protocol":"conform/1","adapter":"paywall-double","sdk":"PaywallDouble (a test double, not a vendor SDK)","sdk_version":"1.0.0",\
        "summary":"recordings made by ConformRecorder against PaywallDouble, a test double SDK: not a device, not a vendor SDK",\
        "capabilities":["custom-action","links","render-failure","restore"],"emits":["action","link","paywall","purchase","render","restore"],\
        "volatile":["transaction"]}

        """

    @Test("the shipped recordings are what the recorder makes against the double, one per applicable spec")
    @MainActor
    func shippedSetIsCurrent() async throws {
        let mode = RecordMode.fromEnvironment(ProcessInfo.processInfo.environment).mode
        let specs = try Self.specs()
        #expect(specs.count == 13)
        var expected: [String: String] = [Self.folder + "/" + ReplayAdapter.declarationFile: Self.declaration]
        for spec in specs {
            expected[Self.folder + "/" + spec.id + Recording.fileExtension] = try await DeviceWalk.record(spec)
        }
        for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
            let current = try? String(contentsOfFile: path, encoding: .utf8)
            guard current != text else { continue }
            if mode == .all || mode == .failed || (mode == .missing && current == nil) {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                Issue.record("recorded '\(path)'; review it, then run again")
            } else {
                Issue.record("'\(path)' is not what the recorder makes now; re-record the set with CONFORM_RECORD=failed and review the diff")
            }
        }
    }

    @Test("every shipped recording reads back and belongs to the current version of its spec")
    func recordingsReadBack() throws {
        for spec in try Self.specs() {
            let path = Self.folder + "/" + spec.id + Recording.fileExtension
            let recording = try Recording.read(try String(contentsOfFile: path, encoding: .utf8), file: path)
            #expect(recording.header.spec == spec.id)
            #expect(recording.header.fingerprint == RecordingFingerprint.of(spec))
            #expect(recording.steps == spec.steps.map(\.value))
        }
    }
}

/// The replay is faithful: the shipped recordings, replayed, tell the story the live adapter tells.
@Suite struct ReplayFidelityTests {
    @Test("replaying the shipped recordings gives the transcripts the live double gives")
    func replayEqualsLive() throws {
        let root = RecordingSetTests.root
        let replay = ReplayAdapter(id: DeviceWalk.adapterID, folder: RecordingSetTests.folder)
        let live = PaywallDoubleAdapter(id: DeviceWalk.adapterID)
        var transcripts: [[String]] = []
        for adapter in [replay, live] as [any Adapter] {
            let workspace = Workspace(suite: root + "/Specs", golden: root + "/Golden", divergences: root + "/Divergences", adapters: [adapter])
            let report = try Suite(workspace).run(
                Suite.Request(selection: Selection(filters: [Glob("common/**")]), golden: .ignore, keepTranscripts: true))
            #expect(report.pairs.count == 16)
            transcripts.append(report.pairs.map { ($0.transcriptText ?? "") + $0.verdict.rawValue })
        }
        #expect(transcripts[0] == transcripts[1])
    }
}
