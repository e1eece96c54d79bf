import Dispatch
import Foundation
import Testing
@testable import ConformKit

/// The golden store: layout, id validation, containment, atomic writes and the pending workflow.
@Suite struct GoldenStoreTests {
    private static let key = GoldenKey(adapterID: "miniwall", specID: "purchase/success")
    private static let transcript = TranscriptFixtures.purchase
    private static let text = TranscriptFixtures.purchaseText

    /// A readable transcript of `key`, told apart by `marker` (a step): what a pending file holds.
    private static func transcriptText(_ key: GoldenKey, _ marker: String) -> String {
        TranscriptFormat.write(
            Transcript(
                specID: key.specID, adapterID: key.adapterID, sdk: "S 1", entries: [.step(marker, time: .zero)],
                final: FinalState(state: .open, result: "none")))
    }

    /// Runs `body` with a fresh temporary folder, removed afterwards.
    private func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("conform-golden-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }

    /// Every file under `path`, relative to it, sorted.
    private func files(under path: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var found: [String] = []
        while let item = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + item, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(item)
            }
        }
        return found.sorted()
    }

    /// Writes `text` to `path`, creating folders.
    private func put(_ text: String, at path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("lays goldens out by adapter and spec id, pending changes beside them or under a pending root")
    func layout() throws {
        #expect(try GoldenStore(root: "Golden/").goldenPath(for: Self.key) == "Golden/miniwall/purchase/success.transcript")
        #expect(try GoldenStore(root: "Golden").pendingPath(for: Self.key) == "Golden/miniwall/purchase/success.transcript.new")
        #expect(try GoldenStore(root: "").goldenPath(for: Self.key) == "./miniwall/purchase/success.transcript")
        #expect(GoldenStore(root: "/").root == "/")
        #expect(
            try GoldenStore(root: "Golden", pendingRoot: "out/pending").pendingPath(for: Self.key)
                == "out/pending/miniwall/purchase/success.transcript.new")
    }

    @Test(
        "refuses spec ids that could leave the folder or clash",
        arguments: [
            "", "../x", "a/../b", "a..b", "/abs", "a/", "a//b", "./a", "a/./b", "Upper", "a b", "a\\b", "é", "a\u{0}b", "a:b"
        ])
    func invalidSpecIDs(id: String) {
        #expect(GoldenStore.problem(withSpecID: id) != nil)
        #expect(throws: GoldenStoreError.self) { try GoldenStore(root: "G").goldenPath(for: GoldenKey(adapterID: "a", specID: id)) }
    }

    @Test("accepts well-formed ids", arguments: [("purchase/success", "miniwall"), ("a.b/c-d_e/f9", "adapty@3-swiftui"), ("x", "a.b_c")])
    func validIDs(spec: String, adapter: String) {
        #expect(GoldenStore.problem(withSpecID: spec) == nil)
        #expect(GoldenStore.problem(withAdapterID: adapter) == nil)
    }

    @Test("refuses adapter ids that could leave the folder", arguments: ["", ".", "..", "x..y", "a/b", "A", "a b", "../etc"])
    func invalidAdapterIDs(id: String) {
        #expect(throws: GoldenStoreError.self) { try GoldenStore(root: "G").goldenPath(for: GoldenKey(adapterID: id, specID: "s")) }
    }

    @Test("refuses a symbolic link that leads outside the root, and writes nothing there")
    func symlinkEscape() throws {
        try withTemporaryDirectory { base in
            let root = base + "/Golden", outside = base + "/outside"
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/miniwall", withDestinationPath: outside)
            let store = GoldenStore(root: root)
            #expect(throws: GoldenStoreError.outsideRoot(path: root + "/miniwall/purchase/success.transcript.new", root: root)) {
                try store.writePending(Self.text, for: Self.key)
            }
            #expect(throws: GoldenStoreError.self) { try store.compare(Self.transcript, text: Self.text) }
            #expect(files(under: outside).isEmpty)

            try FileManager.default.createDirectory(atPath: root + "/appdna", withIntermediateDirectories: true)
            try put(Self.text, at: outside + "/secret.transcript")
            try FileManager.default.createSymbolicLink(atPath: root + "/appdna/s.transcript", withDestinationPath: outside + "/secret.transcript")
            #expect(throws: GoldenStoreError.self) { try store.golden(for: GoldenKey(adapterID: "appdna", specID: "s")) }
            #expect(try store.listGoldens().isEmpty, "links are not followed when listing")
        }
    }

    @Test("allows a symbolic link that stays inside the root")
    func symlinkInside() throws {
        try withTemporaryDirectory { base in
            try FileManager.default.createDirectory(atPath: base + "/G/real", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: base + "/G/miniwall", withDestinationPath: base + "/G/real")
            let store = GoldenStore(root: base + "/G")
            try store.update(Self.text, for: Self.key)
            #expect(try store.compare(Self.transcript, text: Self.text) == .matches)
        }
    }

    @Test("in a folder already proven inside the root, a golden that is a link is still checked, and a pending link is removed, not followed")
    func linksInAVerifiedFolder() throws {
        try withTemporaryDirectory { base in
            let root = base + "/Golden", outside = base + "/outside"
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            let store = GoldenStore(root: root)
            // The first golden of the folder proves the folder: the next ones take the short road.
            try store.update(Self.text, for: Self.key)
            #expect(try store.compare(Self.transcript, text: Self.text) == .matches)
            let folder = root + "/miniwall/purchase"

            try put(Self.text, at: outside + "/secret.transcript")
            try FileManager.default.createSymbolicLink(atPath: folder + "/escape.transcript", withDestinationPath: outside + "/secret.transcript")
            var escape = Self.transcript
            escape.specID = "purchase/escape"
            #expect(throws: GoldenStoreError.self) { try store.compare(escape, text: TranscriptFormat.write(escape)) }

            var inside = Self.transcript
            inside.specID = "purchase/inside"
            let insideText = TranscriptFormat.write(inside)
            try put(insideText, at: root + "/real/inside.transcript")
            try FileManager.default.createSymbolicLink(atPath: folder + "/inside.transcript", withDestinationPath: root + "/real/inside.transcript")
            #expect(try store.compare(inside, text: insideText) == .matches)

            try FileManager.default.createSymbolicLink(
                atPath: folder + "/success.transcript.new", withDestinationPath: outside + "/secret.transcript")
            #expect(try store.removePending(for: Self.key))
            #expect(FileSystem.kind(of: folder + "/success.transcript.new") == nil)
            #expect(try String(contentsOfFile: outside + "/secret.transcript", encoding: .utf8) == Self.text, "the link's target is untouched")
        }
    }

    @Test("compares: missing, matching, differing, and a golden that reads the same despite other bytes")
    func compare() throws {
        try withTemporaryDirectory { root in
            let store = GoldenStore(root: root)
            #expect(try store.compare(Self.transcript, text: Self.text) == .missing)
            try store.update(Self.text, for: Self.key)
            #expect(try store.compare(Self.transcript, text: Self.text) == .matches)

            var changed = Self.transcript
            changed.final = FinalState(state: .open, result: "none")
            guard case .differs(let golden, let diff) = try store.compare(changed, text: TranscriptFormat.write(changed)) else {
                Issue.record("expected a difference")
                return
            }
            #expect(golden == Self.transcript)
            #expect(diff.changes == [.finalChanged(old: Self.transcript.final, new: changed.final)])

            try put(
                Self.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"), at: try store.goldenPath(for: Self.key))
            #expect(try store.compare(Self.transcript, text: Self.text) == .matches)
        }
    }

    @Test("matches byte-equal text without parsing it")
    func fastPath() throws {
        try withTemporaryDirectory { root in
            let store = GoldenStore(root: root)
            let unparseable = "not a transcript at all\n"
            try store.update(unparseable, for: Self.key)
            #expect(try store.compare(Self.transcript, text: unparseable) == .matches)
        }
    }

    @Test("reports a golden that does not parse, and never overwrites it")
    func unreadable() throws {
        try withTemporaryDirectory { root in
            let store = GoldenStore(root: root)
            let broken = Self.text.replacingOccurrences(of: "final: closed purchased", with: "final: shut purchased")
            try store.update(broken, for: Self.key)
            let path = try store.goldenPath(for: Self.key)
            guard case .unreadable(let diagnostics) = try store.verify(Self.transcript, text: Self.text) else {
                Issue.record("expected unreadable")
                return
            }
            #expect(diagnostics.map(\.location) == [SourceLocation(file: path, line: 14, column: 8)])
            #expect(try store.golden(for: Self.key) == broken)
            #expect(try store.pending(for: Self.key) == Self.text)
        }
    }

    @Test("reports a golden that is not UTF-8 at the line of its first bad byte")
    func notUTF8() throws {
        try withTemporaryDirectory { root in
            let store = GoldenStore(root: root)
            let path = try store.goldenPath(for: Self.key)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(Array("conform-transcript 1\nspec: ab".utf8) + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
            let comparison = try store.compare(Self.transcript, text: Self.text)
            #expect(
                comparison
                    == .unreadable([
                        Diagnostic(
                            id: .transcriptEncoding, location: SourceLocation(file: path, line: 2, column: 9),
                            message: "golden is not valid UTF-8",
                            notes: ["re-record it with 'conform run --update', or restore it from version control"])
                    ]))
        }
    }

    @Test("verify leaves a pending change for a new or changed golden and cleans a stale one once it matches")
    func verifyWorkflow() throws {
        try withTemporaryDirectory { root in
            let store = GoldenStore(root: root)
            #expect(try store.verify(Self.transcript, text: Self.text) == .missing)
            #expect(try store.listPending() == [Self.key])
            #expect(try store.golden(for: Self.key) == nil, "writing a golden never makes a run pass")
            try store.accept(Self.key)
            #expect(try store.listPending().isEmpty)
            #expect(try store.golden(for: Self.key) == Self.text)

            try store.writePending("stale\n", for: Self.key)
            #expect(try store.verify(Self.transcript, text: Self.text) == .matches)
            #expect(try store.pending(for: Self.key) == nil)
        }
    }

    @Test("accepts, rejects and updates, beside the goldens or under a pending root", arguments: [false, true])
    func pendingWorkflow(separatePendingRoot: Bool) throws {
        try withTemporaryDirectory { base in
            let store = GoldenStore(root: base + "/Golden", pendingRoot: separatePendingRoot ? base + "/pending" : nil)
            let other = GoldenKey(adapterID: "adapty@3", specID: "restore/nothing")
            let one = Self.transcriptText(Self.key, "one"), two = Self.transcriptText(other, "two")
            try store.writePending(one, for: Self.key)
            try store.writePending(two, for: other)
            #expect(try store.listPending() == [other, Self.key])
            #expect(try store.listGoldens().isEmpty)

            try store.accept(Self.key)
            try store.reject(other)
            #expect(try store.golden(for: Self.key) == one)
            #expect(try store.golden(for: other) == nil)
            #expect(try store.listPending().isEmpty)
            #expect(try store.listGoldens() == [Self.key])
            if separatePendingRoot { #expect(files(under: base + "/pending").isEmpty) }

            #expect(throws: GoldenStoreError.noPending(path: try store.pendingPath(for: other))) { try store.accept(other) }
            #expect(throws: GoldenStoreError.self) { try store.reject(other) }

            try store.writePending("three\n", for: Self.key)
            try store.update("four\n", for: Self.key)
            #expect(try store.golden(for: Self.key) == "four\n")
            #expect(try store.pending(for: Self.key) == nil)
        }
    }

    @Test("lists goldens and pending changes by key, skipping everything else")
    func listing() throws {
        try withTemporaryDirectory { root in
            let store = GoldenStore(root: root)
            let keys = [
                GoldenKey(adapterID: "miniwall", specID: "purchase/success"), GoldenKey(adapterID: "miniwall", specID: "a/b/c"),
                GoldenKey(adapterID: "adapty@3-swiftui", specID: "restore")
            ]
            for key in keys { try store.update("x\n", for: key) }
            try store.writePending("y\n", for: keys[0])
            try put("readme", at: root + "/README.md")
            try put("x", at: root + "/top.transcript")
            try put("x", at: root + "/miniwall/.hidden.transcript")
            try put("x", at: root + "/miniwall/Upper.transcript")
            try put("x", at: root + "/miniwall/notes.txt")
            try put("x", at: root + "/Bad Adapter/s.transcript")
            #expect(try store.listGoldens() == keys.sorted())
            #expect(try store.listPending() == [keys[0]])
            #expect(try GoldenStore(root: root + "/nowhere").listGoldens().isEmpty)
        }
    }

    @Test("removes a golden and prunes the folders it leaves empty")
    func remove() throws {
        try withTemporaryDirectory { root in
            let store = GoldenStore(root: root)
            let nested = GoldenKey(adapterID: "appdna", specID: "deep/er/spec")
            try store.update("x\n", for: nested)
            try store.update("x\n", for: Self.key)
            #expect(try store.remove(nested))
            #expect(try !store.remove(nested))
            #expect(!FileManager.default.fileExists(atPath: root + "/appdna"))
            #expect(try store.listGoldens() == [Self.key])
        }
    }

    @Test("writes atomically: no temporary file is left behind, after success or failure")
    func atomicWrites() throws {
        try withTemporaryDirectory { root in
            let store = GoldenStore(root: root)
            for round in 0..<20 {
                try store.update("golden \(round)\n", for: Self.key)
                try store.writePending("pending \(round)\n", for: Self.key)
            }
            #expect(files(under: root) == ["miniwall/purchase/success.transcript", "miniwall/purchase/success.transcript.new"])
            #expect(try store.golden(for: Self.key) == "golden 19\n")

            try put("a file where a folder should be", at: root + "/appdna")
            let blocked = GoldenKey(adapterID: "appdna", specID: "s")
            do {
                try store.update("x\n", for: blocked)
                Issue.record("expected a failure")
            } catch let error as GoldenStoreError {
                #expect(error.description.contains("'\(root)/appdna"), "the message names the path: \(error)")
                #expect(error.description.hasPrefix("cannot "))
            }
            #expect(files(under: root).count == 3)
        }
    }

    @Test("takes concurrent writes of different goldens from many threads")
    func concurrentWrites() throws {
        try withTemporaryDirectory { (root: String) throws in
            let store = GoldenStore(root: root)
            let keys = (0..<64).map { GoldenKey(adapterID: "adapter\($0 % 4)", specID: "area\($0 % 3)/spec\($0)") }
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: keys.count) { i in
                do {
                    try store.writePending(Self.transcriptText(keys[i], "pending \(i)"), for: keys[i])
                    if i % 2 == 0 { try store.accept(keys[i]) }
                    try store.writePending(Self.transcriptText(keys[0], "same file from many threads"), for: keys[0])
                } catch {
                    failures.add("\(error)")
                }
            }
            #expect(failures.all.isEmpty)
            #expect(try store.listGoldens().count == 32)
            #expect(try store.listPending().count == 33)
            #expect(files(under: root).allSatisfy { !$0.contains(".tmp-") })
            #expect(try store.pending(for: keys[0]) == Self.transcriptText(keys[0], "same file from many threads"))
        }
    }

    @Test("an adapter routed to its home store is listed, accepted, rejected and written there, never in the routing store")
    func homes() throws {
        try withTemporaryDirectory { dir in
            let package = GoldenStore(root: dir + "/acme/Golden")
            let store = GoldenStore(root: dir + "/app/Golden", homes: ["acme.rn": package])
            let own = GoldenKey(adapterID: "miniwall", specID: "purchase/success")
            let routed = GoldenKey(adapterID: "acme.rn", specID: "purchase/success")
            let stray = GoldenKey(adapterID: "acme.rn", specID: "stray")
            try store.writePending(Self.transcriptText(own, "own"), for: own)
            try store.writePending(Self.transcriptText(routed, "routed"), for: routed)
            // A file of the routed adapter in the routing store's folder is not its pending change.
            try put(Self.transcriptText(stray, "stray"), at: dir + "/app/Golden/acme.rn/stray.transcript.new")
            #expect(try store.listPending() == [routed, own])
            #expect(try store.pendingPath(for: routed) == dir + "/acme/Golden/acme.rn/purchase/success.transcript.new")
            try store.accept(routed)
            #expect(files(under: dir + "/acme") == ["Golden/acme.rn/purchase/success.transcript"])
            #expect(try store.golden(for: routed) == Self.transcriptText(routed, "routed"))
            #expect(try store.golden(for: own) == nil)
            try store.reject(own)
            #expect(files(under: dir + "/app") == ["Golden/acme.rn/stray.transcript.new"])
            #expect(try store.listGoldens() == [routed])
        }
    }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    /// Adds one.
    func add(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    /// All so far.
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}
