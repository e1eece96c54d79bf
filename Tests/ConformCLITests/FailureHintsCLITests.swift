import Foundation
import Testing

/// What a failure tells an app team that trips on its SDK (issue 37, item 7): the option that makes
/// the SDK close, the callback the SDK does not have, the divergence list's file and line, the unit
/// of a migration's counts, and only the exit codes a command can end with.
@Suite struct FailureHintsCLITests {
    /// `title`, a purchase of `store`'s answer, and `expect`.
    static func spec(_ answer: String, expect: String) -> String {
        "title: t\ngiven:\n  products: [premium_monthly]\n  store:\n    premium_monthly: \(answer)\nsteps:\n  - present\n  - buy: premium_monthly\nexpect:\n\(expect)"
    }

    @Test("a Qonversion spec expecting the screen to close after a purchase is told the option that closes it")
    func optionThatCloses() throws {
        let box = try Sandbox()
        #expect(try ConformBinary.run(["init", "--sdk", "qonversion-nocodes@6.10.0"], in: box.path).status == 0)
        try box.write("Specs/app/close.yaml", Self.spec("purchased", expect: "  order: [purchase.completed premium_monthly, paywall.closed]\n"))
        let out = try ConformBinary.run(["run", "Specs/app/close.yaml"], in: box.path)
        #expect(out.status == 1)
        #expect(
            out.stdoutText.contains(
                "but it never came; hint: this SDK closes the paywall by itself only when the app configures it to: to expect the close, set given.options 'on_purchase_success: close' or 'on_restore_success: close'"
            ), "\(out.stdoutText)")
        // With the option set, the close comes and the spec passes.
        try box.write(
            "Specs/app/close.yaml",
            Self.spec("purchased", expect: "  order: [purchase.completed premium_monthly, paywall.closed]\n")
                .replacingOccurrences(of: "given:\n", with: "given:\n  options:\n    on_purchase_success: close\n"))
        let fixed = try ConformBinary.run(["run", "Specs/app/close.yaml"], in: box.path)
        #expect(fixed.status == 0 || fixed.stdoutText.contains("new golden"), "\(fixed.stdoutText)")
        #expect(!fixed.stdoutText.contains("FAIL "), "\(fixed.stdoutText)")
    }

    @Test("an AppDNA spec expecting purchase.cancelled is told the SDK has no such callback")
    func appDNAHasNoCancel() throws {
        let box = try Sandbox()
        #expect(try ConformBinary.run(["init", "--sdk", "appdna"], in: box.path).status == 0)
        try box.write("Specs/app/cancel.yaml", Self.spec("cancelled", expect: "  order: [purchase.cancelled premium_monthly]\n"))
        let out = try ConformBinary.run(["run", "Specs/app/cancel.yaml"], in: box.path)
        #expect(out.status == 1)
        #expect(
            out.stdoutText.contains(
                "expected 'purchase.cancelled premium_monthly', but it never came — 'appdna' emits no 'purchase.cancelled': its SDK has no such callback"
            ), "\(out.stdoutText)")
    }

    @Test("an unexpected pass names the divergence list's file and line to remove")
    func unexpectedPassNamesTheFile() throws {
        let box = try Sandbox()
        #expect(try ConformBinary.run(["init", "--sdk", "appdna"], in: box.path).status == 0)
        let list = try box.read("Divergences/appdna.yaml")
        let line = list.split(separator: "\n", omittingEmptySubsequences: false).count
        try box.write("Divergences/appdna.yaml", list + "app/purchase: 'we thought it failed'\n")
        let out = try ConformBinary.run(["run"], in: box.path)
        #expect(out.status == 1)
        #expect(
            out.stdoutText.contains(
                "next: the adapter now passes; remove the entry for 'app/purchase' from 'Divergences/appdna.yaml' (line \(line))"),
            "\(out.stdoutText)")
    }

    @Test("a migration's counts say what they count")
    func migrationCountsHaveAUnit() throws {
        let out = try ConformBinary.run(
            ["upgrade", "--from", "qonversion-nocodes@6.2.0", "--to", "qonversion-nocodes@6.10.0"], in: ConformBinary.packageRoot)
        #expect(out.stdoutText.contains("by kind, once per spec that shows each change:\n    10 × callback added\n"), "\(out.stdoutText)")
    }

    @Test("a migration report on a terminal of 100 columns keeps to them, wrapping under each line's indent; piped, lines stay whole")
    func migrationFitsTheTerminal() throws {
        let args = ["diff", "adapty@3.1.0..adapty@3.2.0"]
        let narrow = try ConformBinary.run(args, in: ConformBinary.packageRoot, environment: ["COLUMNS": "100"])
        let whole = try ConformBinary.run(args, in: ConformBinary.packageRoot)
        #expect(narrow.status == whole.status)
        let long = whole.stdoutText.split(separator: "\n").filter { $0.count > 100 }
        #expect(long.count > 5, "the report has long lines to wrap")
        // Every line over 100 is one word too long to break: nothing breakable is left wide.
        #expect(
            narrow.stdoutText.split(separator: "\n").allSatisfy { $0.count <= 100 || !$0.trimmingCharacters(in: .whitespaces).contains(" ") },
            "\(narrow.stdoutText)")
        #expect(
            narrow.stdoutText.contains(
                "\n      + paywallController(_:didFinishPurchase:purchaseResult:) profile=<profile>\n          purchaseResult=.success"),
            "\(narrow.stdoutText)")
        // The same words in the same order.
        #expect(
            narrow.stdoutText.split(whereSeparator: { $0 == " " || $0 == "\n" })
                == whole.stdoutText.split(whereSeparator: { $0 == " " || $0 == "\n" }))
    }

    @Test("a command that judges nothing lists no exit 1", arguments: ["status", "accept", "reject", "review", "list", "adapters"])
    func exitCodesItCanEndWith(_ command: String) throws {
        let out = try ConformBinary.run([command, "--help"], in: ConformBinary.packageRoot)
        #expect(out.status == 0)
        let codes = try #require(out.stdoutText.components(separatedBy: "Exit codes:\n").last)
        #expect(!codes.contains("  1  "), "\(codes)")
        #expect(codes.contains("  2  invalid input"), "\(codes)")
    }
}
