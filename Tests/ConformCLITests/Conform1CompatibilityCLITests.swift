import Foundation
import Testing

/// `conform/1` stays what it was published as: the frozen adapter in Tests/Fixtures/conform1-adapter
/// (event families, an option by name alone, a callback outside the vocabulary) runs, checks and
/// passes `adapter-check` through the built binary, with deprecation warnings only; the same adapter
/// declaring `conform/2` is held to the stricter rules; after the migration note's steps it passes
/// `conform/2` without a warning.
@Suite struct Conform1CompatibilityCLITests {
    /// The frozen fixture workspace.
    static let fixture = "Tests/Fixtures/conform1-adapter"
    /// The fixture adapter's file name.
    static let adapter = "acme_paywall.py"
    /// What the frozen handshake declares, and what the migration note turns it into.
    static let families = #""observes": ["paywall", "purchase", "restore"]"#
    static let exactNames = #""emits": ["paywall", "paywall.will_dismiss", "purchase", "restore"]"#
    static let optionByName = #""options": ["theme"]"#
    static let optionValues = #""options": [{"name": "theme", "values": ["light", "dark"]}]"#
    /// Python without byte-code files in the sandbox.
    static let environment = ["PYTHONDONTWRITEBYTECODE": "1"]

    /// A copy of the fixture workspace, its adapter's handshake rewritten by `edits` (old → new).
    func workspace(_ edits: [(String, String)] = []) throws -> Sandbox {
        let box = try Sandbox()
        for item in ["conform.yaml", "Specs", "Golden", Self.adapter] { try box.copyItem(Self.fixture + "/" + item, to: item) }
        var code = try box.read(Self.adapter)
        for (old, new) in edits {
            #expect(code.contains(old), "the frozen adapter no longer says \(old)")
            code = code.replacingOccurrences(of: old, with: new)
        }
        try box.write(Self.adapter, code)
        return box
    }

    @Test("the frozen conform/1 adapter is unchanged: it still declares families, an option by name and 'observes'")
    func frozen() throws {
        let code = try String(contentsOfFile: ConformBinary.packageRoot + "/" + Self.fixture + "/" + Self.adapter, encoding: .utf8)
        #expect(code.contains(#""protocol": "conform/1""#))
        #expect(code.contains(Self.families))
        #expect(code.contains(Self.optionByName))
        #expect(code.contains(#""handlers": ["onPurchase"]"#))
    }

    @Test("conform run on the conform/1 adapter's specs exits 0, goldens matching, with one located warning naming the exact name to declare")
    func runPasses() throws {
        let box = try workspace()
        let out = try ConformBinary.run(["run", "Specs/", "--verbose"], in: box.path, environment: Self.environment)
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains("2 specs × 1 adapter: 2 passed"), "\(out.stdoutText)")
        let lines = out.stdoutText.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("PASS") && $0.hasSuffix(" acme/close") }, "\(out.stdoutText)")
        #expect(lines.contains { $0.hasPrefix("PASS") && $0.hasSuffix(" acme/purchase-dark") }, "\(out.stdoutText)")
        let warnings = out.stderrText.components(separatedBy: "conform: warning:")
        #expect(warnings.count == 2, "one warning for the one name, however many places use it:\n\(out.stderrText)")
        #expect(
            out.stderrText.contains(
                "warning: Specs/acme/close.yaml:14:7: event 'paywall.will_dismiss' is outside the vocabulary and known only "
                    + "through the family 'paywall' that 'acme' declares under conform/1 (and 2 more places)"), "\(out.stderrText)")
        #expect(
            out.stderrText.contains(
                "next: list 'paywall.will_dismiss' by its exact name in the adapter's 'emits' and declare \"protocol\": \"conform/2\""),
            "\(out.stderrText)")
        #expect(!out.stdoutText.contains("warning"), "diagnostics go to stderr, results to stdout")
    }

    @Test("conform check on the conform/1 adapter's specs: both valid, exit 0, the warning on stderr")
    func checkPasses() throws {
        let box = try workspace()
        let out = try ConformBinary.run(["check"], in: box.path, environment: Self.environment)
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains("2 spec files: 2 valid, 0 invalid"), "\(out.stdoutText)")
        #expect(out.stderrText.contains("Specs/acme/close.yaml:14:7: event 'paywall.will_dismiss'"), "\(out.stderrText)")
        #expect(!out.stderrText.contains("unknown event"), "\(out.stderrText)")
    }

    @Test("adapter-check passes the conform/1 adapter (exit 0) and reports what conform/2 refuses as deprecations, never failures")
    func adapterCheckDeprecates() throws {
        let box = try workspace()
        let out = try ConformBinary.run(["adapter-check", "--timeout", "5s", "python3", Self.adapter], in: box.path, environment: Self.environment)
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(!out.stdoutText.contains("✗"), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("speaks conform/1"), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("! 'emits' lists event 'paywall.will_dismiss' by its exact name"), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("! spec 7 (declared option 'theme: true'): 'begin' is answered with 'done'"), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("declare the values it takes, {\"name\": \"theme\", \"values\": […]}"), "\(out.stdoutText)")
        #expect(
            out.stdoutText.contains(
                "checks: all passed; 2 deprecated (allowed under conform/1, failures under conform/2: "
                    + "docs/adapter-protocol.md, \"From conform/1 to conform/2\")"), "\(out.stdoutText)")
    }

    @Test("the same adapter declaring conform/2 is held to it: adapter-check fails (exit 1) and the specs are invalid (exit 2)")
    func conform2Strict() throws {
        let box = try workspace([(#""protocol": "conform/1""#, #""protocol": "conform/2""#)])
        let check = try ConformBinary.run(["adapter-check", "--timeout", "5s", "python3", Self.adapter], in: box.path, environment: Self.environment)
        #expect(check.status == 1, "\(check.stdoutText)\n\(check.stderrText)")
        #expect(check.stdoutText.contains("speaks conform/2"), "\(check.stdoutText)")
        #expect(
            check.stdoutText.contains(
                "event 'paywall.will_dismiss' is outside the vocabulary (docs/events.md) and 'emits' lists only its family 'paywall'"),
            "\(check.stdoutText)")
        #expect(!check.stdoutText.contains("deprecated"), "\(check.stdoutText)")
        let run = try ConformBinary.run(["run", "Specs/"], in: box.path, environment: Self.environment)
        #expect(run.status == 2, "\(run.stdoutText)\n\(run.stderrText)")
        #expect(
            run.stderrText.contains("Specs/acme/close.yaml:14:7: error: unknown event 'paywall.will_dismiss': no vocabulary and no adapter knows it"),
            "\(run.stderrText)")
    }

    @Test(
        "after the migration note's steps the adapter passes conform/2 with no deprecation, and its specs and goldens pass unchanged, without a warning"
    )
    func migrated() throws {
        let box = try workspace([
            (#""protocol": "conform/1""#, #""protocol": "conform/2""#), (Self.families, Self.exactNames),
            (Self.optionByName, Self.optionValues)
        ])
        let check = try ConformBinary.run(["adapter-check", "--timeout", "5s", "python3", Self.adapter], in: box.path, environment: Self.environment)
        #expect(check.status == 0, "\(check.stdoutText)\n\(check.stderrText)")
        #expect(check.stdoutText.contains("checks: all passed\n"), "\(check.stdoutText)")
        #expect(!check.stdoutText.contains("!"), "\(check.stdoutText)")
        let run = try ConformBinary.run(["run", "Specs/"], in: box.path, environment: Self.environment)
        #expect(run.status == 0, "\(run.stdoutText)\n\(run.stderrText)")
        #expect(run.stdoutText.contains("2 specs × 1 adapter: 2 passed"), "\(run.stdoutText)")
        #expect(!run.stderrText.contains("warning"), "\(run.stderrText)")
    }

    @Test(
        "adapter-check: an event name no spec can write fails under conform/2 and is a deprecation under conform/1",
        arguments: [
            ("conform/2", Int32(1), "✗ spec 1 (present, then close): 'step' present is answered with events and 'done'"),
            ("conform/1", Int32(0), "! event 'recorded.paywallPresentationRequest' is a name a spec can write")
        ])
    func unnameableEvent(_ version: String, _ status: Int32, _ line: String) throws {
        let box = try Sandbox()
        try box.copyItem("Tests/Fixtures/command-outputs/workspace/Adapters/camel_case_event.py", to: "camel.py")
        try box.write(
            "camel.py", try box.read("camel.py").replacingOccurrences(of: #""protocol": "conform/2""#, with: "\"protocol\": \"\(version)\""))
        let out = try ConformBinary.run(["adapter-check", "--timeout", "5s", "python3", "camel.py"], in: box.path, environment: Self.environment)
        #expect(out.status == status, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains(line), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("call it 'recorded.paywall_presentation_request'"), "\(out.stdoutText)")
    }

    @Test("an adapter speaking a version conform does not know fails its handshake, naming the versions conform speaks")
    func unknownVersion() throws {
        let box = try workspace([(#""protocol": "conform/1""#, #""protocol": "conform/3""#)])
        let out = try ConformBinary.run(["adapter-check", "--timeout", "5s", "python3", Self.adapter], in: box.path, environment: Self.environment)
        #expect(out.status == 1, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(
            out.stdoutText.contains("the adapter speaks protocol 'conform/3', but this runner speaks 'conform/1' and 'conform/2'"),
            "\(out.stdoutText)")
    }
}
