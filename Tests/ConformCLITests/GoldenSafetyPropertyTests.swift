#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ConformAdapters
import ConformKit
import Foundation
import Testing
import ConformTestSupport

/// The golden safety property, through the built binary: whatever interleaving of `run`,
/// `run --update`, `accept`, `reject`, `review` and `run --prune` meets corrupt pending files and
/// `kill -9` mid-update, after every step each golden reads back as a transcript and holds either
/// the old or the new content of its spec — never anything else, never truncated, never lost —
/// and a writing command leaves no stale temporary file behind. Seeded, so a failure replays.
@Suite struct GoldenSafetyPropertyTests {
    /// How many specs the suite has: enough that an update is still writing when it is killed.
    static let specCount = 40
    /// How many operations one seed performs.
    static let steps = 18

    /// Spec `index` in its old (`changed == false`) or new form: the new one closes the paywall.
    static func specText(_ index: Int, changed: Bool) -> String {
        let steps = changed ? "[present, {buy: p\(index % 3)}, close]" : "[present, {buy: p\(index % 3)}]"
        return "title: spec \(index)\ngiven:\n  products: [p0, p1, p2]\nsteps: \(steps)\nexpect:\n  never: [error]\n"
    }

    /// The spec id of spec `index`.
    static func specID(_ index: Int) -> String { "s/\(index)" }

    /// The golden text each form of each spec gives on `miniwall`, computed in-process exactly as
    /// the binary writes it: the only contents a golden may ever hold.
    static func allowedGoldens() throws -> [String: Set<String>] {
        let adapter = try #require(BuiltinAdapters.all.first { $0.info.id == "miniwall" })
        var allowed: [String: Set<String>] = [:]
        for index in 0..<specCount {
            for changed in [false, true] {
                let id = specID(index)
                let spec = try #require(SpecDecoder.decode(specText(index, changed: changed), id: id, file: "Specs/\(id).yaml").spec)
                let text = try #require(Runner().runPair(spec, adapter).transcriptText)
                allowed[id, default: []].insert(text)
            }
        }
        return allowed
    }

    /// One thing done to the workspace.
    enum Operation: CaseIterable {
        /// Switch some specs between their old and new form; run nothing.
        case editSpecs
        /// Write pending files that must never be accepted.
        case corruptPending
        /// `conform run`, `run --update`, `accept`, `reject`, `review`, `run --prune`.
        case run, update, accept, reject, review, prune
        /// Change half the suite, start `run --update` and kill it with SIGKILL a moment later.
        case killUpdate
    }

    /// A pending file that must never become a golden.
    static func corruption(_ random: inout SplitMix, key id: String) -> [UInt8] {
        switch random.below(5) {
        case 0: return Array("garbage".utf8) + [0, 0xFF, 0x0A]
        case 1: return Array("conform-transcript 1\nspec: \(id)\nadapter: mini".utf8)
        case 2: return []
        case 3: return Array("conform-transcript 1\nspec: s/other\nadapter: miniwall\nsdk: x\n\nfinal: open none\n".utf8)
        default: return Array("conform-transcript 1\nspec: \(id)\nadapter: miniwall\nsdk: x\n\nfinal: opn none\n".utf8)
        }
    }

    @Test(
        "random interleavings of run, update, accept, reject, review and prune with corrupt pending files and kill -9: every golden stays whole, old or new",
        arguments: [UInt64(0x5AFE), UInt64(20_251_130)])
    func property(seed: UInt64) throws {
        let allowed = try Self.allowedGoldens()
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters: [miniwall]\n")
        var changed = [Bool](repeating: false, count: Self.specCount)
        for index in 0..<Self.specCount { try box.write("Specs/\(Self.specID(index)).yaml", Self.specText(index, changed: false)) }
        let first = try ConformBinary.run(["run", "--update"], in: box.path)
        try #require(first.status == 0, "\(first.stdoutText)\(first.stderrText)")
        try check(box, allowed: allowed, step: "the first update")

        var random = SplitMix(seed: seed)
        var done: [String] = []
        for step in 0..<Self.steps {
            let operation = Operation.allCases[random.below(Operation.allCases.count)]
            done.append("\(operation)")
            let label = "seed \(seed), step \(step) (\(done.joined(separator: ", ")))"
            try perform(operation, in: box, random: &random, changed: &changed, label: label)
            try check(box, allowed: allowed, step: label)
        }
    }

    /// Does `operation` to the workspace in `box` and checks what the command itself promises.
    /// Kept apart from the loop: each check expands to code of its own, and one function holding
    /// them all would need a stack frame too big for a test thread in a debug build.
    func perform(_ operation: Operation, in box: Sandbox, random: inout SplitMix, changed: inout [Bool], label: String) throws {
        switch operation {
        case .editSpecs:
            for _ in 0..<(1 + random.below(Self.specCount / 2)) {
                let index = random.below(Self.specCount)
                changed[index].toggle()
                try box.write("Specs/\(Self.specID(index)).yaml", Self.specText(index, changed: changed[index]))
            }
        case .corruptPending:
            for _ in 0..<(1 + random.below(4)) {
                let id = Self.specID(random.below(Self.specCount))
                let path = box.path + "/Golden/miniwall/\(id).transcript.new"
                try Data(Self.corruption(&random, key: id)).write(to: URL(fileURLWithPath: path))
            }
        case .run:
            let out = try ConformBinary.run(["run"], in: box.path)
            #expect([0, 1].contains(out.status), "\(label): \(out.stderrText)")
            try checkNoStaleTemporaryFiles(box, label)
        case .update:
            let out = try ConformBinary.run(["run", "--update"], in: box.path)
            #expect(out.status == 0, "\(label): \(out.stdoutText)\(out.stderrText)")
            try checkNoStaleTemporaryFiles(box, label)
        case .accept, .reject:
            var args = [operation == .accept ? "accept" : "reject"]
            if random.below(2) == 0 { args.append("s/\(random.below(Self.specCount))*") }
            let out = try ConformBinary.run(args, in: box.path)
            #expect([0, 2].contains(out.status), "\(label): \(out.stderrText)")
            try checkNoStaleTemporaryFiles(box, label)
        case .review:
            let answers = (0..<8).map { _ in ["a", "r", "s", "v\na\nr\ns"][random.below(4)] }.joined(separator: "\n") + "\n"
            let out = try ConformBinary.run(["review"], in: box.path, input: answers)
            #expect([0, 2].contains(out.status), "\(label): \(out.stderrText)")
        case .prune:
            try box.write(
                "Golden/miniwall/gone/\(random.below(100)).transcript",
                "conform-transcript 1\nspec: gone/x\nadapter: miniwall\nsdk: x\n\nfinal: open none\n")
            let out = try ConformBinary.run(["run", "--prune"], in: box.path)
            #expect([0, 1].contains(out.status), "\(label): \(out.stderrText)")
            #expect(!box.files().contains { $0.hasPrefix("Golden/miniwall/gone/") }, "\(label): the obsolete golden was pruned")
        case .killUpdate:
            // Half the suite changes first, so the update killed has goldens to rewrite.
            for index in 0..<Self.specCount where random.below(2) == 0 {
                changed[index].toggle()
                try box.write("Specs/\(Self.specID(index)).yaml", Self.specText(index, changed: changed[index]))
            }
            try killedUpdate(box, after: random.below(250))
        }
    }

    /// Starts `conform run --update` and kills it with SIGKILL `milliseconds` later.
    func killedUpdate(_ box: Sandbox, after milliseconds: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ConformBinary.path)
        process.arguments = ["run", "--update", "--jobs", "2"]
        process.currentDirectoryURL = URL(fileURLWithPath: box.path)
        process.environment = ProcessInfo.processInfo.environment.filter { !["CI", "GITHUB_ACTIONS"].contains($0.key) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        usleep(useconds_t(milliseconds * 1000))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Every golden of every spec is there, reads back as a transcript, and holds the old or the
    /// new content of its spec; any other golden (one about to be pruned) reads back too.
    func check(_ box: Sandbox, allowed: [String: Set<String>], step: String) throws {
        let root = box.path + "/Golden/miniwall/"
        for index in 0..<Self.specCount {
            let id = Self.specID(index)
            guard let data = FileManager.default.contents(atPath: root + id + ".transcript") else {
                Issue.record("\(step): the golden of '\(id)' is gone")
                continue
            }
            let bytes = [UInt8](data)
            if case .failure(let error) = GoldenStore.readTranscript(bytes, file: id) {
                Issue.record("\(step): the golden of '\(id)' does not read back: \(error)")
            }
            #expect(allowed[id]?.contains(String(decoding: bytes, as: UTF8.self)) == true, "\(step): the golden of '\(id)' is neither old nor new")
        }
        for file in box.files() where file.hasPrefix("Golden/miniwall/gone/") && file.hasSuffix(".transcript") {
            let bytes = [UInt8](FileManager.default.contents(atPath: box.path + "/" + file) ?? Data())
            if case .failure = GoldenStore.readTranscript(bytes, file: file) { Issue.record("\(step): '\(file)' does not read back") }
        }
    }

    /// No temporary file of a process that is gone is left in the golden folder.
    func checkNoStaleTemporaryFiles(_ box: Sandbox, _ step: String) throws {
        let stale = box.files().filter { file in
            let name = (file as NSString).lastPathComponent
            guard name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards),
                let pid = Int32(name[range.upperBound...].prefix { $0 != "-" })
            else { return false }
            return kill(pid, 0) != 0 && errno == ESRCH
        }
        #expect(stale.isEmpty, "\(step): stale temporary files left: \(stale)")
    }
}
