import ConformAdapters
import ConformKit
import Foundation
import Testing

/// The malformed-input corpus, through the built binary: every fixture exits with its kind's status
/// (2; 1 for a damaged golden, a finding of its pair) with `file:line:column`, the quoted line with
/// a caret under the column, and the expected message — never a crash, a runtime trap or a hang;
/// and a damaged golden or a refused pending file leaves every golden as it was. The same
/// fixtures, read through the library, carry the expected diagnostic ids. Each fixture states its
/// own expectations (see `BadInput`).
@Suite struct BadInputCorpusTests {
    /// A valid spec, so that a config or divergence fixture is the only problem.
    static let validSpec = "title: x\nsteps: [present]\nexpect:\n  state: open\n"

    /// The spec and golden a golden or pending fixture is staged beside.
    static let spec = "Specs/miniwall/purchase/order.yaml"
    /// The golden of that spec, which a golden fixture replaces and a pending fixture sits beside.
    static let golden = "Golden/miniwall/miniwall/purchase/order.transcript"

    /// Copies `input` into `box` where the command reads it; returns the arguments and the file
    /// name diagnostics show.
    static func stage(_ input: BadInput, in box: Sandbox) throws -> (arguments: [String], shown: String) {
        let files = FileManager.default
        switch input.kind {
        case .goldens:
            try box.copy(spec)
            try box.write("conform.yaml", "adapters: [miniwall]\n")
            try files.createDirectory(atPath: box.path + "/" + (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try files.copyItem(atPath: input.path, toPath: box.path + "/" + golden)
            return (["run"], golden)
        case .pending:
            try box.copy(spec)
            try box.copy(golden)
            try box.write("conform.yaml", "adapters: [miniwall]\n")
            try files.copyItem(atPath: input.path, toPath: box.path + "/" + golden + ".new")
            return (["accept"], golden + ".new")
        case .specs:
            try files.createDirectory(atPath: box.path + "/Specs", withIntermediateDirectories: true)
            try files.copyItem(atPath: input.path, toPath: box.path + "/Specs/" + input.name)
            return (["check", "Specs/" + input.name], "Specs/" + input.name)
        case .configs:
            try box.write("Specs/ok.yaml", validSpec)
            try files.copyItem(atPath: input.path, toPath: box.path + "/conform.yaml")
            return (["list"], "conform.yaml")
        case .divergences:
            try box.write("Specs/ok.yaml", validSpec)
            try files.createDirectory(atPath: box.path + "/Divergences", withIntermediateDirectories: true)
            try files.copyItem(atPath: input.path, toPath: box.path + "/Divergences/miniwall.yaml")
            return (["check"], "Divergences/miniwall.yaml")
        }
    }

    /// The diagnostics in `output`, each as its lines: the header, then every indented line after
    /// it. `indent` is how far the report indents them (a damaged golden's, under its pair).
    static func blocks(_ output: String, indent: Int = 0) -> [[Substring]] {
        var blocks: [[Substring]] = []
        let prefix = String(repeating: " ", count: indent)
        for whole in output.split(separator: "\n") {
            guard whole.hasPrefix(prefix) else { continue }
            let line = whole.dropFirst(indent)
            if line.hasPrefix(" "), !blocks.isEmpty {
                blocks[blocks.count - 1].append(line)
            } else {
                blocks.append([line])
            }
        }
        return blocks
    }

    /// Whether `block` quotes its source line (`    3 | text`) with a caret line under it (`      |   ^`).
    static func hasCaret(_ block: [Substring]) -> Bool {
        guard block.count >= 3 else { return false }
        let quote = block[1].drop { $0 == " " }
        let caret = block[2].drop { $0 == " " }
        return quote.first?.isNumber == true && quote.contains(" | ") && caret.hasPrefix("| ") && caret.hasSuffix("^")
    }

    /// Checks that the corpus holds at least 50 fixtures of specs and configs, each with well-formed expectations.
    @Test("the corpus holds at least 50 fixtures of specs and configs, each with well-formed expectations")
    func corpus() {
        let all = BadInput.all
        #expect(all.count >= 50)
        #expect(all.filter { $0.kind == .configs }.count >= 10)
        #expect(all.filter { $0.kind == .divergences }.count >= 5)
        #expect(all.filter { $0.kind == .goldens }.count >= 8)
        #expect(all.filter { $0.kind == .pending }.count >= 5)
        for input in all {
            #expect(!input.expectations.isEmpty, "\(input) states no '# expect:' line (or its sidecar is missing)")
        }
    }

    /// Checks that a malformed input exits with its kind's status with file:line:column, a caret line and its message, never a crash.
    @Test(
        "a malformed input exits 2 (a damaged golden 1) with file:line:column, a caret line and its message, never a crash", arguments: BadInput.all)
    func throughTheBinary(_ input: BadInput) throws {
        let box = try Sandbox()
        let (arguments, shown) = try Self.stage(input, in: box)
        let goldenBefore = input.kind == .pending ? try box.read(Self.golden) : nil
        let out = try ConformBinary.run(arguments, in: box.path)
        let stderr = out.stderrText
        #expect(!out.timedOut, "\(input): timed out")
        #expect(out.status == input.kind.exitStatus, "\(input): exit \(out.status)\n\(stderr)")
        #expect(!stderr.contains("Fatal error") && !stderr.contains("Crash") && !stderr.contains("Backtrace"), "\(input): \(stderr)")
        // A damaged golden is reported with its pair, on stdout; everything else on stderr.
        let blocks = input.kind == .goldens ? Self.blocks(out.stdoutText, indent: 4) : Self.blocks(stderr)
        if input.kind == .goldens {
            #expect(out.stdoutText.contains("CHANGED      miniwall  miniwall/purchase/order  (golden unreadable)"), "\(input): \(out.stdoutText)")
            #expect(box.exists(Self.golden + ".new"), "\(input): this run's transcript is left pending")
            let update = try ConformBinary.run(["run", "--update"], in: box.path)
            #expect(update.status == 0, "\(input): --update repairs it\n\(update.stdoutText)")
        }
        if let goldenBefore {
            #expect(try box.read(Self.golden) == goldenBefore, "\(input): the golden stays as it was")
            #expect(box.exists(Self.golden + ".new"), "\(input): the pending file stays for review")
        }
        for expectation in input.expectations {
            let header = "\(shown):\(expectation.line):\(expectation.column): error: "
            let located = blocks.filter { $0.first?.hasPrefix(header) == true }
            #expect(!located.isEmpty, "\(input): no diagnostic at \(expectation.line):\(expectation.column)\n\(stderr)")
            let shownWell = located.contains { Self.hasCaret($0) && $0.joined(separator: "\n").contains(expectation.fragment) }
            #expect(
                located.isEmpty || shownWell,
                "\(input): no caret line or no '\(expectation.fragment)' at \(expectation.line):\(expectation.column)\n\(stderr)")
        }
    }

    /// Checks that read through the library, a malformed input gives the expected diagnostic ids.
    @Test("read through the library, a malformed input gives the expected diagnostic ids", arguments: BadInput.all)
    func throughTheLibrary(_ input: BadInput) throws {
        let box = try Sandbox()
        _ = try Self.stage(input, in: box)
        let diagnostics: [Diagnostic]
        switch input.kind {
        case .specs:
            // Checked against the built-in adapters too, as every command does: a handler, option or
            // capability no adapter declares is an invalid spec.
            let read = try SuiteLoader(root: box.path + "/Specs").load(paths: [box.path + "/Specs/" + input.name], jobs: 1)
            let loaded = GivenValidation.check(read, against: BuiltinAdapters.all)
            diagnostics = loaded.invalid.flatMap(\.diagnostics)
        case .configs:
            do {
                _ = try Workspace.open(directory: box.path, builtins: BuiltinAdapters.all)
                diagnostics = []
            } catch let error as ConfigError {
                diagnostics = error.diagnostics.map { d in
                    var d = d
                    // Diagnostics name the file as the workspace reached it; the fixture names it 'conform.yaml'.
                    d.location.file = "conform.yaml"
                    return d
                }
            }
        case .goldens:
            let bytes = [UInt8](FileManager.default.contents(atPath: box.path + "/" + Self.golden) ?? Data())
            if case .failure(let error) = GoldenStore.readTranscript(bytes, file: Self.golden) {
                diagnostics = error.diagnostics
            } else {
                diagnostics = []
            }
        case .pending:
            let store = GoldenStore(root: box.path + "/Golden")
            diagnostics = try PendingChange.load(GoldenKey(adapterID: "miniwall", specID: "miniwall/purchase/order"), from: store).pendingDiagnostics
        case .divergences:
            diagnostics = DivergenceFile.load(folder: box.path + "/Divergences", adapters: ["miniwall"]).1
        }
        for expectation in input.expectations {
            let found = diagnostics.contains {
                $0.id.rawValue == expectation.id && $0.location.line == expectation.line && $0.location.column == expectation.column
            }
            #expect(
                found,
                "\(input): no '\(expectation.id)' at \(expectation.line):\(expectation.column); got \(diagnostics.map { "\($0.id)@\($0.location.line):\($0.location.column)" })"
            )
        }
    }
}
