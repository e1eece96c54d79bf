import ConformAdapters
import ConformKit
import Foundation
import Testing

/// The malformed-input corpus, through the built binary: every fixture exits 2 with
/// `file:line:column`, the quoted line with a caret under the column, and the expected message —
/// never a crash, a runtime trap or a hang. The same fixtures, read through the library, carry the
/// expected diagnostic ids. Each fixture states its own expectations (see `BadInput`).
@Suite struct BadInputCorpusTests {
    /// A valid spec, so that a config or divergence fixture is the only problem.
    static let validSpec = "title: x\nsteps: [present]\nexpect:\n  state: open\n"

    /// Copies `input` into `box` where the command reads it; returns the arguments and the file
    /// name diagnostics show.
    static func stage(_ input: BadInput, in box: Sandbox) throws -> (arguments: [String], shown: String) {
        let files = FileManager.default
        switch input.kind {
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

    /// The diagnostics in `stderr`, each as its lines: the header, then every indented line after it.
    static func blocks(_ stderr: String) -> [[Substring]] {
        var blocks: [[Substring]] = []
        for line in stderr.split(separator: "\n") {
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
        for input in all {
            #expect(!input.expectations.isEmpty, "\(input) states no '# expect:' line (or its sidecar is missing)")
        }
    }

    /// Checks that a malformed input exits 2 with file:line:column, a caret line and its message, never a crash.
    @Test("a malformed input exits 2 with file:line:column, a caret line and its message, never a crash", arguments: BadInput.all)
    func throughTheBinary(_ input: BadInput) throws {
        let box = try Sandbox()
        let (arguments, shown) = try Self.stage(input, in: box)
        let out = try ConformBinary.run(arguments, in: box.path)
        let stderr = out.stderrText
        #expect(!out.timedOut, "\(input): timed out")
        #expect(out.status == 2, "\(input): exit \(out.status)\n\(stderr)")
        #expect(!stderr.contains("Fatal error") && !stderr.contains("Crash") && !stderr.contains("Backtrace"), "\(input): \(stderr)")
        let blocks = Self.blocks(stderr)
        for expectation in input.expectations {
            let header = "\(shown):\(expectation.line):\(expectation.column): error: "
            let located = blocks.filter { $0.first?.hasPrefix(header) == true }
            #expect(!located.isEmpty, "\(input): no diagnostic at \(expectation.line):\(expectation.column)\n\(stderr)")
            let shownWell = located.contains { Self.hasCaret($0) && $0.joined(separator: "\n").contains(expectation.fragment) }
            #expect(located.isEmpty || shownWell, "\(input): no caret line or no '\(expectation.fragment)' at \(expectation.line):\(expectation.column)\n\(stderr)")
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
                let (config, _) = try ConformConfig.load(directory: box.path)
                diagnostics = config.adapterDiagnostics(builtins: Set(BuiltinAdapters.all.map(\.info.id)))
            } catch let error as ConfigError {
                diagnostics = error.diagnostics
            }
        case .divergences:
            diagnostics = DivergenceFile.load(folder: box.path + "/Divergences", adapters: ["miniwall"]).1
        }
        for expectation in input.expectations {
            let found = diagnostics.contains {
                $0.id.rawValue == expectation.id && $0.location.line == expectation.line && $0.location.column == expectation.column
            }
            #expect(found, "\(input): no '\(expectation.id)' at \(expectation.line):\(expectation.column); got \(diagnostics.map { "\($0.id)@\($0.location.line):\($0.location.column)" })")
        }
    }
}
