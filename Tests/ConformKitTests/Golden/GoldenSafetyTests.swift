#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Testing
@testable import ConformKit

/// Nothing lost, nothing passes by accident: a pending file that does not read back is never
/// accepted, a damaged golden is a located finding of its pair that `--update` repairs, and what
/// a killed write left behind is cleaned by the next writer — only when its writer is gone.
@Suite struct GoldenSafetyTests {
    /// The golden the tests guard.
    static let key = GoldenKey(adapterID: "miniwall", specID: "purchase/success")
    /// Its transcript.
    static let transcript = TranscriptFixtures.purchase
    /// Its text, as a golden holds it.
    static let text = TranscriptFixtures.purchaseText

    /// A pending file that must never become a golden, and the diagnostic it is refused with.
    static let corruptPending: [(name: String, bytes: [UInt8], id: String, line: Int, column: Int)] = [
        ("garbage bytes", Array("garbage".utf8) + [0, 0xFF, 0x0A], "transcript.encoding", 1, 9),
        ("cut mid-line", Array(text.utf8.prefix(60)), "transcript.missing-final", 3, 1),
        ("empty", [], "transcript.version", 1, 1),
        (
            "another pair's transcript", Array(text.replacingOccurrences(of: "spec: purchase/success", with: "spec: restore/found").utf8),
            "transcript.wrong-pair", 2, 1
        )
    ]

    @Test(
        "accept refuses a pending file that does not read back as a transcript of its pair; the golden and the pending file stay",
        arguments: corruptPending.indices)
    func acceptRefuses(_ index: Int) throws {
        let corrupt = Self.corruptPending[index]
        let folder = try TemporaryFolder()
        let store = GoldenStore(root: folder.path + "/Golden")
        try store.update(Self.text, for: Self.key)
        let pendingPath = try store.pendingPath(for: Self.key)
        try Data(corrupt.bytes).write(to: URL(fileURLWithPath: pendingPath))

        do {
            try store.accept(Self.key)
            Issue.record("\(corrupt.name): accepted")
        } catch {
            guard case .unreadablePending(let path, let diagnostics, _) = error else {
                Issue.record("\(corrupt.name): \(error)")
                return
            }
            #expect(path == pendingPath)
            #expect(
                diagnostics.contains { $0.id.rawValue == corrupt.id && $0.location.line == corrupt.line && $0.location.column == corrupt.column },
                "\(corrupt.name): \(diagnostics.map { "\($0.id)@\($0.location)" })")
            #expect(error.description.hasPrefix("refusing to accept '\(pendingPath)'"))
        }
        #expect(try store.golden(for: Self.key) == Self.text, "the good golden stays")
        #expect(FileManager.default.contents(atPath: pendingPath).map { Array($0) } == corrupt.bytes, "the pending file stays for review")

        let change = try PendingChange.load(Self.key, from: store)
        #expect(!change.isAcceptable)
        #expect(change.signature == ["unreadable pending transcript"])
        let outcome = try PendingDecision.apply([change], accept: true, store: store)
        #expect(outcome.decided.isEmpty && outcome.refused.map(\.key) == [Self.key])
        #expect(outcome.refused.first?.render(colour: false).contains("\(pendingPath):\(corrupt.line):\(corrupt.column): error:") == true)
        #expect(try PendingDecision.apply([change], accept: false, store: store).decided == [Self.key], "rejecting it is always possible")
        #expect(try store.pending(for: Self.key) == nil)
    }

    @Test(
        "a golden that no longer parses is a located finding of its pair: this run's transcript is left pending, and accepting it repairs the golden")
    func damagedGolden() throws {
        let folder = try TemporaryFolder()
        let root = folder.path + "/Golden"
        let damaged = Self.text.replacingOccurrences(of: "final: closed purchased", with: "final: closd purchased")
        try folder.write("Golden/miniwall/purchase/success.transcript", damaged)
        let files = GoldenFiles(root: root, pendingDirectory: nil, writePending: true)

        guard case .damaged(let damage) = files.check(Self.transcript, text: Self.text, update: false, failing: nil) else {
            Issue.record("expected a damaged golden")
            return
        }
        #expect(damage.goldenPath == root + "/miniwall/purchase/success.transcript")
        let first = try #require(damage.diagnostics.first)
        #expect(first.id == .transcriptFinal && first.notes.first == "did you mean 'closed'?")
        #expect(damage.source == damaged, "the golden's text is kept to quote the line")
        #expect(damage.pendingPath == root + "/miniwall/purchase/success.transcript.new")
        #expect(try files.store.pending(for: Self.key) == Self.text)
        #expect(try files.store.golden(for: Self.key) == damaged, "left untouched without --update")

        let run = PairRun(transcript: Self.transcript, transcriptText: Self.text, match: MatchResult(checked: 1), golden: .damaged(damage))
        #expect(VerdictRule.verdict(for: .ran(run)) == .changed)

        try files.store.accept(Self.key)
        #expect(try files.store.golden(for: Self.key) == Self.text)
        #expect(files.check(Self.transcript, text: Self.text, update: false, failing: nil).isMatch)
    }

    @Test("--update repairs a damaged golden; without writing allowed (CI) nothing is left pending")
    func updateRepairs() throws {
        let folder = try TemporaryFolder()
        try folder.write("Golden/miniwall/purchase/success.transcript", String(Self.text.prefix(70)))
        let readOnly = GoldenFiles(root: folder.path + "/Golden", pendingDirectory: nil, writePending: false)
        guard case .damaged(let damage) = readOnly.check(Self.transcript, text: Self.text, update: false, failing: nil) else {
            Issue.record("expected a damaged golden")
            return
        }
        #expect(damage.pendingPath == nil)
        #expect(try readOnly.store.listPending().isEmpty)

        let updating = GoldenFiles(root: folder.path + "/Golden", pendingDirectory: nil, writePending: true)
        #expect(updating.check(Self.transcript, text: Self.text, update: true, failing: nil).isUpdated)
        #expect(try updating.store.golden(for: Self.key) == Self.text)
    }

    @Test("a temporary file whose writer is gone is removed; one a live process owns, or a file not named like one, is kept")
    func staleTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        let live = Process()
        live.executableURL = URL(fileURLWithPath: "/bin/sleep")
        live.arguments = ["30"]
        try live.run()
        defer {
            kill(live.processIdentifier, SIGKILL)
            live.waitUntilExit()
        }
        let dead = Self.deadPid()
        let stale = try folder.write("Golden/miniwall/purchase/.success.transcript.tmp-\(dead)-abc123", "half")
        let pendingStale = try folder.write("Golden/miniwall/.order.transcript.new.tmp-\(dead)-zz", "half")
        let inFlight = try folder.write("Golden/miniwall/purchase/.other.transcript.tmp-\(live.processIdentifier)-abc123", "half")
        let mine = try folder.write("Golden/miniwall/.mine.transcript.tmp-\(getpid())-x1", "half")
        let unrelated = try folder.write("Golden/miniwall/.notes-tmp-1", "keep")
        let golden = try folder.write("Golden/miniwall/purchase/success.transcript", Self.text)

        let removed = GoldenStore(root: folder.path + "/Golden").removeStaleTemporaryFiles()
        #expect(removed == [pendingStale, stale].sorted())
        for kept in [inFlight, mine, unrelated, golden] { #expect(FileManager.default.fileExists(atPath: kept), "\(kept)") }
        #expect(!FileManager.default.fileExists(atPath: stale))
    }

    @Test(
        "temporary names carry their writer's process id, and only names made so are read as temporary",
        arguments: [
            (".a.transcript.tmp-123-abc", Int32(123)), (".a.tmp-b.transcript.tmp-7-z9", Int32(7)), (".a.transcript.tmp-0-abc", nil),
            ("a.transcript.tmp-123-abc", nil), (".a.transcript.tmp-12x-abc", nil), (".a.transcript.tmp-123-", nil), (".a.transcript.tmp-123-ABC", nil)
        ])
    func temporaryNames(_ name: String, _ owner: Int32?) {
        #expect(TemporaryFiles.owner(of: name) == owner)
        let made = TemporaryFiles.name(for: "x.transcript")
        #expect(TemporaryFiles.owner(of: made) == getpid())
    }

    /// A process id no process has: a child that was started and reaped.
    static func deadPid() -> Int32 {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try? child.run()
        child.waitUntilExit()
        return child.processIdentifier
    }
}

extension GoldenOutcome {
    /// Whether the golden matched.
    var isMatch: Bool {
        if case .matches = self { return true }
        return false
    }

    /// Whether `--update` wrote the golden.
    var isUpdated: Bool {
        if case .updated = self { return true }
        return false
    }
}
