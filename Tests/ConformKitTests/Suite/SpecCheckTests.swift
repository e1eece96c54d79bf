import Foundation
import Testing
@testable import ConformKit

/// `Workspace.check`, what `conform check` runs: loading is parallel, yet what it finds — how many
/// specs are valid, every invalid file with its diagnostics in order, the notes — is the same
/// whatever the job count, the same as loading that keeps the specs, and the same as checking the
/// specs one by one after loading them; and every spec file is read exactly once.
@Suite struct SpecCheckTests {
    /// An in-process adapter that only declares itself: a `onClose` handler and an option.
    struct Declared: SynchronousAdapter {
        let info = AdapterInfo(
            id: "local", sdk: "L", sdkVersion: "1", summary: "", capabilities: [], emits: ["paywall", "purchase"],
            handlers: [HandlerSignature(name: "onClose")], options: [OptionDeclaration(name: "observer_mode", values: .bool)])
        func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
            throw AdapterError.unsupported("declaration only")
        }
    }

    /// A valid spec, `n` making each one's text its own.
    static func valid(_ n: Int) -> String {
        """
        title: 'valid spec \(n)'
        tags: [bench]
        given:
          products: [premium_\(n)]
          store: {premium_\(n): purchased}
          handlers: {onClose: absent}
        steps:
          - present
          - buy: premium_\(n)
        expect:
          order: [purchase.started premium_\(n), paywall.closed purchased]
          never: [purchase.failed]

        """
    }

    /// Invalid files, by path under `Specs/`, one of each way a file can be wrong, spread so that
    /// the parallel loaders meet them at different times.
    static let invalid: [String: String] = [
        "a/tab.yaml": "title: t\nsteps:\n\t- present\nexpect:\n  state: open\n",
        "a/unknown-key.yaml": "title: t\nstep: [present]\nexpect:\n  state: open\n",
        "b/handler-typo.yaml": "title: t\ngiven:\n  handlers: {onClos: absent}\nsteps: [present]\nexpect:\n  state: open\n",
        "b/event-typo.yaml": "title: t\nsteps: [present]\nexpect:\n  order: [paywall.shwn]\n",
        "b/option-value.yaml": "title: t\ngiven:\n  options: {observer_mode: maybe}\nsteps: [present]\nexpect:\n  state: open\n",
        "c/Bad_Name.yaml": "title: t\nsteps: [present]\nexpect:\n  state: open\n",
        "c/twice.yaml": "title: t\nsteps: [present]\nexpect:\n  state: open\n",
        "c/twice.yml": "title: t\nsteps: [present]\nexpect:\n  state: open\n",
        "d/empty.yaml": "",
        "d/many.yaml": "title: t\nsteps: [present, fly, swim]\nexpect:\n  order: [nothing.here]\n  state: ajar\n",
        "e/x/deep.yaml": "title: [not, text]\nsteps: [present]\nexpect:\n  state: open\n"
    ]

    /// A suite of `count` valid specs in nested folders plus every invalid file, and names whose id
    /// order differs from their path order (`s-1.yaml` sorts before `s.yaml`, `s` before `s-1`).
    static func suite(count: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for n in 0..<count { try folder.write("Specs/\(["a", "b", "c", "d"][n % 4])/\(n % 7)/spec-\(n).yaml", valid(n)) }
        for (path, text) in invalid { try folder.write("Specs/" + path, text) }
        try folder.write("Specs/order/s.yaml", valid(-1))
        try folder.write("Specs/order/s-1.yaml", valid(-2))
        try folder.write("Specs/order/s/t.yaml", valid(-3))
        try Data([0x74, 0x69, 0x74, 0x6C, 0x65, 0x3A, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: folder.path + "/Specs/d/latin1.yaml"))
        return folder
    }

    /// Everything a check found, as text: equal texts mean equal findings, in the same order.
    static func describe(_ loaded: SuiteLoader.Loaded) -> String {
        var lines = ["valid \(loaded.validCount)"]
        for file in loaded.invalid {
            lines.append("invalid \(file.file) id=\(file.specID ?? "-") source=\(file.source.map { "\($0.utf8.count) bytes" } ?? "none")")
            lines += file.diagnostics.map { "  \($0)" }
        }
        lines += loaded.notes.map { "note \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The workspace of the suite in `folder`.
    static func workspace(_ folder: TemporaryFolder) -> Workspace {
        Workspace(suite: folder.path + "/Specs", golden: folder.path + "/Golden", divergences: folder.path + "/Divergences", adapters: [Declared()])
    }

    @Test("a check reports the same files, diagnostics and order with 1 job and with many")
    func sameWhateverTheJobs() throws {
        let folder = try Self.suite(count: 300)
        let workspace = Self.workspace(folder)
        let one = try workspace.check([], jobs: 1)
        #expect(one.specs.validCount == 303)
        #expect(one.specs.invalid.count == Self.invalid.count + 1, "\(one.specs.invalid.map(\.file))")
        #expect(one.specs.invalid.map(\.file) == one.specs.invalid.map(\.file).sorted())
        #expect(one.specs.invalid.allSatisfy { !$0.diagnostics.isEmpty })
        for jobs in [2, 3, 8, 64] {
            let many = try workspace.check([], jobs: jobs)
            #expect(Self.describe(many.specs) == Self.describe(one.specs), "--jobs \(jobs)")
            #expect(many.problemCount == one.problemCount && many.fileCount == one.fileCount)
        }
    }

    @Test("a check, which keeps no spec, finds what loading the specs to run them finds, and what checking them one by one finds")
    func sameAsLoading() throws {
        let folder = try Self.suite(count: 120)
        let workspace = Self.workspace(folder)
        let check = try workspace.check([], jobs: 4)
        #expect(check.specs.specs.isEmpty, "the valid specs are counted, not kept")
        let kept = try workspace.loadSpecs([], jobs: 4)
        #expect(kept.specs.count == kept.validCount)
        #expect(kept.specs.map(\.id) == kept.specs.map(\.id).sorted())
        #expect(kept.specs.map(\.id).prefix(3) == ["a/0/spec-0", "a/0/spec-112", "a/0/spec-28"])
        #expect(Self.describe(kept) == Self.describe(check.specs))
        // Unscreened loading, then the check of each spec against the adapters afterwards.
        let serial = GivenValidation.check(try SuiteLoader(root: folder.path + "/Specs").load(paths: [], jobs: 1), against: [Declared()])
        #expect(Self.describe(serial) == Self.describe(check.specs))
        #expect(serial.specs.map(\.id) == kept.specs.map(\.id))
    }

    @Test("ids whose order differs from their files' order come out in id order; one id from two files is refused for both")
    func idOrder() throws {
        let folder = try Self.suite(count: 0)
        let loaded = try Self.workspace(folder).loadSpecs([], jobs: 3)
        #expect(loaded.specs.map(\.id) == ["order/s", "order/s-1", "order/s/t"])
        let twice = loaded.invalid.filter { $0.specID == "c/twice" }
        #expect(twice.map(\.file) == [folder.path + "/Specs/c/twice.yaml", folder.path + "/Specs/c/twice.yml"])
        #expect(twice.allSatisfy { $0.diagnostics.map(\.id) == [.specDuplicateID] })
    }

    /// Counts the reads of each file.
    final class ReadLog: Sendable {
        /// Reads by path.
        let counts = Locked<[String: Int]>([:])
    }

    @Test("every spec file is read exactly once, those whose problems need the adapters to find included")
    func readOnce() throws {
        let folder = try Self.suite(count: 200)
        let root = folder.path + "/Specs"
        let log = ReadLog()
        var options = SuiteLoader.Options(validation: GivenValidation.screen(for: [Declared()]), keepSpecs: false)
        options.read = { path, limit in
            log.counts.withLock { $0[path, default: 0] += 1 }
            return BoundedFile.read(path, limit: limit)
        }
        let read = try SuiteLoader(root: root).load(paths: [], jobs: 4, options: options)
        // Changed after that read: what is quoted must be what was read, not a second read.
        let names = ["b/handler-typo", "b/event-typo", "b/option-value"]
        for name in names { try folder.write("Specs/\(name).yaml", "changed since\n") }
        let loaded = GivenValidation.settle(read, against: [Declared()], names: AdapterNames())
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.map { root + "/" + $0 }
        let counts = log.counts.withLock { $0 }
        #expect(files.count == 215)
        #expect(Set(counts.keys) == Set(files))
        #expect(counts.values.allSatisfy { $0 == 1 }, "\(counts.filter { $0.value != 1 })")
        // Specs the adapters refuse quote their text from that one read.
        for name in names {
            let file = try #require(loaded.invalid.first { $0.specID == name })
            #expect(file.source == Self.invalid[name + ".yaml"], "\(name)")
        }
    }
}
