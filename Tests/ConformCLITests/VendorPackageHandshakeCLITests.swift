import ConformKit
import Foundation
import Testing

/// `conform check` with an external adapter whose handshake fails (issue 22): one finding for the
/// adapter — what went wrong, its stderr tail, the specs scoped to it that were left unchecked and
/// the `adapter-check` command to run next — and no follow-on error for each spec that names what
/// only that adapter could declare. On `Examples/vendor-package/`, with `acme.web` broken.
@Suite struct VendorPackageHandshakeCLITests {
    /// The fixture with `acme.web`'s script replaced by `script` (run in the package's folder), and
    /// two specs scoped to it that set options no other adapter declares.
    static func fixture(script: String) throws -> Sandbox {
        let box = try Sandbox()
        try box.copyItem("Examples/vendor-package/acme-conform", to: "acme-conform")
        try box.copyItem("Examples/vendor-package/app", to: "app")
        try box.write("acme-conform/adapters/acme_web.py", script)
        for (name, option) in [("promo", "promo_banner: 'true'"), ("theme", "theme: dark")] {
            try box.write(
                "acme-conform/Specs/web/\(name).yaml",
                "title: \(name)\nscope:\n  adapters: [acme.web]\ngiven:\n  options:\n    \(option)\nsteps: [present, close]\nexpect:\n  state: closed\n"
            )
        }
        return box
    }

    static let exits = "import sys\nsys.stderr.write('acme_web.py: ACME_SDK_KEY is not set\\n')\nsys.exit(1)\n"
    /// Logs to stderr first (and lets it be drained), then prints a banner where 'ready' belongs.
    static let garbage =
        "import sys, time\nsys.stderr.write('acme_web.py: debug build\\n')\nsys.stderr.flush()\ntime.sleep(0.3)\n"
        + "print('ACME Paywall Web 2.3.0 starting')\nsys.stdout.flush()\nsys.stdin.read()\n"
    static let environment = ["PYTHONDONTWRITEBYTECODE": "1"]

    /// The finding's lines docs/cli.md shows, in its `conform check` section.
    static func documented() throws -> [String] {
        let text = try String(contentsOfFile: ConformBinary.packageRoot + "/docs/cli.md", encoding: .utf8)
        let start = try #require(text.range(of: "```\nconform: error: adapter 'acme.web' cannot declare itself"))
        let end = try #require(text[start.upperBound...].range(of: "\n```"))
        return text[text.index(start.lowerBound, offsetBy: 4)..<end.lowerBound].split(separator: "\n").map(String.init)
    }

    @Test(
        "an adapter that exits at its handshake: one error with its stderr tail and the next step, no error per spec scoped to it, exit 3 — as docs/cli.md shows"
    )
    func exitsAtHandshake() throws {
        let box = try Self.fixture(script: Self.exits)
        let out = try ConformBinary.run(["check"], in: box.path + "/app", environment: Self.environment)
        #expect(out.status == 3, "\(out.stdoutText)\n\(out.stderrText)")
        for line in try Self.documented() {
            #expect(out.stderrText.contains(line + "\n"), "docs/cli.md's line is what check prints: \(line)\n--- stderr:\n\(out.stderrText)")
        }
        #expect(out.stderrText.components(separatedBy: "error:").count == 2, "one error, no follow-on ones:\n\(out.stderrText)")
        #expect(
            !out.stderrText.contains("'theme'") && !out.stderrText.contains("'promo_banner'"),
            "no diagnostic of the specs' options:\n\(out.stderrText)")
        #expect(out.stdoutText == "7 spec files: 7 valid, 0 invalid (0 problems)\n", "\(out.stdoutText)")
    }

    @Test("an adapter that prints something other than 'ready': the same one finding, naming what it printed, in the package's own folder too")
    func printsGarbage() throws {
        let box = try Self.fixture(script: Self.garbage)
        for folder in ["app", "acme-conform"] {
            let out = try ConformBinary.run(["check"], in: box.path + "/" + folder, environment: Self.environment)
            #expect(out.status == 3, "\(folder): \(out.stdoutText)\n\(out.stderrText)")
            #expect(out.stderrText.contains("conform: error: adapter 'acme.web' cannot declare itself: handshake failed: "), "\(out.stderrText)")
            #expect(out.stderrText.contains("ACME Paywall Web 2.3.0 starting"), "what it printed is quoted:\n\(out.stderrText)")
            #expect(out.stderrText.contains("      acme_web.py: debug build\n"), "its stderr tail:\n\(out.stderrText)")
            #expect(out.stderrText.contains("left unchecked until it answers: acme/web/promo, acme/web/theme\n"), "\(out.stderrText)")
            #expect(
                out.stderrText.contains("  next: see what it answers with 'conform adapter-check -- python3 adapters/acme_web.py'"),
                "\(out.stderrText)")
            #expect(out.stderrText.components(separatedBy: "error:").count == 2, "one error:\n\(out.stderrText)")
        }
    }

    @Test("a spec that is invalid for another reason is still an error beside the finding, and invalid input wins (exit 2)")
    func typoStillReported() throws {
        let box = try Self.fixture(script: Self.exits)
        try box.write(
            "app/Specs/app/typo.yaml", "title: typo\ngiven:\n  handlers:\n    onPurchse: absent\nsteps: [present]\nexpect:\n  state: open\n")
        let out = try ConformBinary.run(["check"], in: box.path + "/app", environment: Self.environment)
        #expect(out.status == 2, "\(out.stderrText)")
        #expect(out.stderrText.contains("Specs/app/typo.yaml:4:5: error: no adapter has a host handler 'onPurchse'"), "\(out.stderrText)")
        #expect(out.stderrText.contains("conform: error: adapter 'acme.web' cannot declare itself"), "\(out.stderrText)")
    }

    @Test("a run says the same finding: an error when it runs the adapter (every pair of it an error, exit 3), a warning when it does not")
    func runSaysItToo() throws {
        let box = try Self.fixture(script: Self.exits)
        let app = box.path + "/app"
        let all = try ConformBinary.run(["run", "-q"], in: app, environment: Self.environment)
        #expect(all.status == 3, "\(all.stdoutText)\n\(all.stderrText)")
        #expect(all.stderrText.contains("conform: error: adapter 'acme.web' cannot declare itself: handshake failed"), "\(all.stderrText)")
        #expect(all.stdoutText.contains("  ERROR        acme.web         acme/web/theme  handshake failed: "), "\(all.stdoutText)")
        let other = try ConformBinary.run(["run", "-q", "--adapter", "acme.rn"], in: app, environment: Self.environment)
        #expect(other.status == 0, "\(other.stdoutText)\n\(other.stderrText)")
        #expect(other.stderrText.contains("conform: warning: adapter 'acme.web' cannot declare itself: handshake failed"), "\(other.stderrText)")
        #expect(!other.stderrText.contains("error:"), "\(other.stderrText)")
    }

    @Test("list, which runs no adapter, says the finding as a warning and lists every spec (exit 0)")
    func listWarns() throws {
        let box = try Self.fixture(script: Self.exits)
        let out = try ConformBinary.run(["list"], in: box.path + "/app", environment: Self.environment)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stderrText.hasPrefix("conform: warning: adapter 'acme.web' cannot declare itself: handshake failed"), "\(out.stderrText)")
        #expect(out.stdoutText.contains("acme/web/theme"), "\(out.stdoutText)")
    }
}
