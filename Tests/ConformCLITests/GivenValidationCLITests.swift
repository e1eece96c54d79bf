import ConformKit
import Foundation
import Testing

/// Handlers, options and capabilities checked against the workspace's adapters, through the
/// built binary: a misspelt name or a refused value is an invalid spec — `file:line:column`, the
/// quoted line with a caret, a did-you-mean, exit 2 — for `conform check` and `conform run` alike.
@Suite struct GivenValidationCLITests {
    /// A spec with a mistake on line 6, and what `conform check` must say about it.
    struct Mistake: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var column: Int
        var message: String
        var suggestion: String
        var testDescription: String { name }
    }

    static let mistakes = [
        Mistake(
            name: "misspelt handler",
            yaml:
                "title: t\ngiven:\n  products: [premium_monthly]\n  handlers:\n    # the app's purchase handler\n    onPurchse: returns true\nsteps: [present]\nexpect:\n  state: open\n",
            column: 5, message: "no adapter has a host handler 'onPurchse'", suggestion: "did you mean 'onPurchase'?"),
        Mistake(
            name: "unknown SDK option",
            yaml:
                "title: t\ngiven:\n  products: [premium_monthly]\n  options:\n    # observer mode\n    observer_mod: 'true'\nsteps: [present]\nexpect:\n  state: open\n",
            column: 5, message: "no adapter has an SDK option 'observer_mod'", suggestion: "did you mean 'observer_mode'?"),
        Mistake(
            name: "unknown capability",
            yaml: "title: t\n# needs the restore button\n\n\nscope:\n  requires: [restore-buton]\nsteps: [present]\nexpect:\n  state: open\n",
            column: 14, message: "unknown capability 'restore-buton'", suggestion: "did you mean 'restore-button'?"),
        Mistake(
            name: "Bool handler returning something else",
            yaml:
                "title: t\ngiven:\n  products: [premium_monthly]\n  handlers:\n    onRestore: absent\n    onPurchase: returns ture\nsteps: [present]\nexpect:\n  state: open\n",
            column: 17, message: "handler 'onPurchase' returns a Bool, so it cannot return 'ture'", suggestion: "did you mean 'returns true'?"),
        Mistake(
            name: "option value no adapter accepts",
            yaml:
                "title: t\ngiven:\n  products: [premium_monthly]\n  options:\n    paywall_id: winback\n    billing_provider: nonee\nsteps: [present]\nexpect:\n  state: open\n",
            column: 23, message: "option 'billing_provider' cannot be 'nonee'", suggestion: "did you mean 'none'?"),
        Mistake(
            name: "open_link in a handler that receives no link",
            yaml:
                "title: t\ngiven:\n  products: [premium_monthly]\n  handlers:\n    onRestore: absent\n    onPurchase: {does: open_link}\nsteps: [present]\nexpect:\n  state: open\n",
            column: 17, message: "handler 'onPurchase' receives no link, so the app cannot 'open_link' in it",
            suggestion: "note: 'onPurchase' can be:"),
        Mistake(
            name: "a close subject the SDK never closes with",
            yaml: "title: t\nscope:\n  adapters: [appdna]\nsteps: [present, close]\nexpect:\n  never: [paywall.closed closed]\n",
            column: 11, message: "no adapter this spec runs on closes the paywall as 'closed'",
            suggestion:
                "note: 'appdna' closes the paywall as 'dismissed', 'programmatic', 'purchased', 'restore_success', 'tappedOutside': an expectation of 'closed' could never match, and a never: of it would always pass"
        )
    ]

    @Test("conform check reports the mistake at file:line:column with a caret and a did-you-mean, exit 2", arguments: mistakes)
    func check(_ mistake: Mistake) throws {
        let box = try Sandbox()
        try box.write("Specs/t.yaml", mistake.yaml)
        try box.write("Specs/ok.yaml", BadInputCorpusTests.validSpec)
        let out = try ConformBinary.run(["check"], in: box.path)
        #expect(out.status == 2, "\(out.stdoutText)\n\(out.stderrText)")
        let block = BadInputCorpusTests.blocks(out.stderrText).first { $0.first?.hasPrefix("Specs/t.yaml:6:\(mistake.column): error: ") == true }
        let found = try #require(block, "no diagnostic at Specs/t.yaml:6:\(mistake.column)\n\(out.stderrText)")
        #expect(BadInputCorpusTests.hasCaret(found), "\(found)")
        let text = found.joined(separator: "\n")
        #expect(text.contains(mistake.message) && text.contains(mistake.suggestion), "\(text)")
        #expect(text.contains("conform adapters"))
        #expect(out.stdoutText.contains("2 spec files: 1 valid, 1 invalid"), "\(out.stdoutText)")
    }

    @Test("conform run treats a refused handler as an invalid spec, exit 2, never an adapter error")
    func run() throws {
        let box = try Sandbox()
        try box.write("Specs/t.yaml", "title: t\ngiven:\n  handlers:\n    onAction: throws\nsteps: [present]\nexpect:\n  state: open\n")
        try box.write("Specs/ok.yaml", BadInputCorpusTests.validSpec)
        let out = try ConformBinary.run(["run", "--no-golden"], in: box.path)
        #expect(out.status == 2, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(
            out.stderrText.contains("Specs/t.yaml:4:15: error: handler 'onAction' is not declared 'throws', so it cannot throw"), "\(out.stderrText)")
        #expect(out.stdoutText.contains("invalid spec"), "\(out.stdoutText)")
        #expect(!out.stdoutText.contains("unsupported:"), "no adapter was asked: \(out.stdoutText)")
    }

    @Test("a handler only an external adapter declares is valid once conform.yaml names that adapter")
    func externalDeclares() throws {
        let box = try Sandbox()
        let python = ConformBinary.packageRoot + "/Examples/python/miniwall_web.py"
        try box.write("Specs/t.yaml", "title: t\ngiven:\n  handlers:\n    onClose: absent\nsteps: [present, close]\nexpect:\n  state: closed\n")
        let without = try ConformBinary.run(["check"], in: box.path)
        #expect(without.status == 2)
        #expect(without.stderrText.contains("Specs/t.yaml:4:5: error: no adapter has a host handler 'onClose'"), "\(without.stderrText)")
        try box.write("conform.yaml", "adapters:\n  - miniwall\n  - {name: miniwall@web, command: [python3, '\(python)']}\n")
        let with = try ConformBinary.run(["check"], in: box.path)
        #expect(with.status == 0, "\(with.stderrText)")
        let run = try ConformBinary.run(["run", "--no-golden"], in: box.path)
        #expect(run.status == 0, "\(run.stdoutText)\n\(run.stderrText)")
        #expect(run.stdoutText.contains("1 passed"), "\(run.stdoutText)")
    }

    @Test("every problem of a spec file comes in one pass: a syntax error, a bad value and the unknown names beside them")
    func onePass() throws {
        let box = try Sandbox()
        // Line 4: an unknown step (the decoder's); line 7 and 9: unknown events (the adapters'); line 8: a bad value.
        try box.write(
            "Specs/t.yaml",
            "title: t\nsteps:\n  - present\n  - buy premium\nexpect:\n  order:\n    - purchase.startd\n  state: closd\n  never: [paywall.closd]\n")
        for command in [["check"], ["run", "--no-golden"]] {
            let out = try ConformBinary.run(command, in: box.path)
            #expect(out.status == 2)
            for at in [
                "Specs/t.yaml:4:5: error: unknown step 'buy premium'",
                "Specs/t.yaml:7:7: error: unknown event 'purchase.startd': no vocabulary and no adapter knows it",
                "Specs/t.yaml:8:10: error: 'state' cannot be 'closd'",
                "Specs/t.yaml:9:11: error: unknown event 'paywall.closd': no vocabulary and no adapter knows it"
            ] {
                #expect(out.stderrText.contains(at), "\(command): \(at)\n\(out.stderrText)")
            }
        }
        #expect(try ConformBinary.run(["check"], in: box.path).stdoutText == "1 spec file: 0 valid, 1 invalid (4 problems)\n")

        // A handler only an external adapter declares is not reported beside the file's syntax error
        // once conform.yaml names that adapter; a misspelt one still is.
        let python = ConformBinary.packageRoot + "/Examples/python/miniwall_web.py"
        try box.write("conform.yaml", "adapters:\n  - miniwall\n  - {name: miniwall@web, command: [python3, '\(python)']}\n")
        try box.write(
            "Specs/t.yaml",
            "title: t\ngiven:\n  handlers:\n    onClose: absent\n    onPurchse: absent\nsteps: [present, close]\nexpect:\n  state: closd\n")
        let out = try ConformBinary.run(["check"], in: box.path)
        #expect(out.status == 2)
        #expect(!out.stderrText.contains("'onClose'"), "\(out.stderrText)")
        #expect(out.stderrText.contains("Specs/t.yaml:5:5: error: no adapter has a host handler 'onPurchse'"), "\(out.stderrText)")
        #expect(out.stderrText.contains("Specs/t.yaml:8:10: error: 'state' cannot be 'closd'"), "\(out.stderrText)")
        #expect(out.stdoutText == "1 spec file: 0 valid, 1 invalid (2 problems)\n", "\(out.stdoutText)")
    }

    @Test("a handshake that fails is said on stderr, and the specs are checked against the other adapters")
    func handshakeFails() throws {
        let box = try Sandbox()
        let fixture = ConformBinary.packageRoot + "/Tests/Fixtures/broken-adapters/exit_at_handshake.py"
        try box.write(
            "conform.yaml",
            "adapters:\n  - miniwall\n  - {name: broken, command: [python3, '\(fixture)'], environment: {PYTHONDONTWRITEBYTECODE: '1'}}\n")
        try box.write("Specs/t.yaml", "title: t\ngiven:\n  handlers:\n    onPurchse: absent\nsteps: [present]\nexpect:\n  state: open\n")
        let out = try ConformBinary.run(["check"], in: box.path)
        #expect(out.status == 2)
        #expect(out.stderrText.contains("conform: error: adapter 'broken' cannot declare itself: handshake failed"), "\(out.stderrText)")
        #expect(out.stderrText.contains("Specs/t.yaml:4:5: error: no adapter has a host handler 'onPurchse'"), "\(out.stderrText)")
        #expect(out.stderrText.contains("did you mean 'onPurchase'?"))
    }

    @Test("conform adapters -v shows each handler's signature and each option's values; without -v a line per adapter")
    func adapters() throws {
        let box = try Sandbox()
        let short = try ConformBinary.run(["adapters"], in: box.path)
        #expect(
            short.stdoutText.contains("\nminiwall                       Miniwall iOS 1.x (docs), built-in model: 18 capabilities, 6 handlers\n"),
            "\(short.stdoutText)")
        #expect(!short.stdoutText.contains("onPurchase"))
        let out = try ConformBinary.run(["adapters", "-v"], in: box.path)
        #expect(out.status == 0)
        #expect(
            out.stdoutText.contains(
                "      onPurchase: absent | registered | returns true | returns false | throws <code> | … after <duration>  — var onPurchase: ((PurchaseRequest) async throws -> Bool)?"
            ),
            "\(out.stdoutText)")
        #expect(out.stdoutText.contains("      didFailPurchase: registered  — paywallController(_:didFailPurchase:error:)"))
        #expect(out.stdoutText.contains("      post_purchase: none | next_step | deep_link <url>  — "))
    }
}
