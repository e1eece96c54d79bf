import Testing
import Foundation

/// `conform check --strict`: what can never fail, found without running anything — each kind at its
/// line, exit 1 when the files are valid but something is vacuous, and nothing on a strong spec.
@Suite struct StrictCheckCLITests {
    static let config = "adapters:\n  - miniwall\n  - adapty@3\n"

    static let vacuous = """
        title: every way an expectation can check nothing
        given:
          products: [premium_monthly]
        steps:
          - present
          - buy: premium_monthly
        expect:
          order: [purchase.started premium_monthly]
          never: [alert.shown, purchase.failed]
          count: {purchase.completed: '>=0'}
          unspecified: [purchase.failed]

        """

    static let nowhere = """
        title: a spec for an SDK this workspace does not run
        scope:
          adapters: [superwall]
        steps: [present]
        expect:
          state: open

        """

    static let strong = """
        title: a purchase completes once
        given:
          products: [premium_monthly]
        steps:
          - present
          - buy: premium_monthly
        expect:
          order: [purchase.started premium_monthly, purchase.completed premium_monthly]
          never: [purchase.failed]
          count: {purchase.completed: 1}

        """

    @Test("a spec no adapter runs names each adapter's reason: the capability it lacks, never an empty list")
    func runsNowhereNamesWhy() throws {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - miniwall\n")
        try box.write("Specs/a.yaml", "title: t\nscope:\n  requires: [placements]\nsteps: [present]\nexpect:\n  state: open\n")
        let out = try ConformBinary.run(["check", "--strict"], in: box.path)
        #expect(out.status == 1)
        #expect(
            out.stderrText.contains(
                "Specs/a.yaml:2:1: warning: no adapter of this workspace runs the spec: 'miniwall': the adapter lacks capability 'placements' that the spec requires\n"
            ), "\(out.stderrText)")
        #expect(!out.stderrText.contains("()"), "\(out.stderrText)")
    }

    @Test("each vacuous expectation is reported at its line, and the run is exit 1; plain check stays 0")
    func findings() throws {
        let box = try Sandbox()
        try box.write("conform.yaml", Self.config)
        try box.write("Specs/vacuous.yaml", Self.vacuous)
        try box.write("Specs/nowhere.yaml", Self.nowhere)
        try box.write("Divergences/miniwall.yaml", "nowhere: 'scoped to superwall, so this entry hides nothing'\ngone: 'no such spec'\n")
        #expect(try ConformBinary.run(["check"], in: box.path).status == 0)
        let out = try ConformBinary.run(["check", "--strict"], in: box.path)
        #expect(out.status == 1, "\(out.stdoutText)\(out.stderrText)")
        let err = out.stderrText
        for expected in [
            "Specs/vacuous.yaml:9:11: warning: 'never: alert.shown' can never fail: no adapter that runs the spec emits 'alert.shown' ('miniwall', 'adapty@3')",
            "Specs/vacuous.yaml:9:24: warning: 'never: purchase.failed' can never fail: the spec declares 'purchase.failed' unspecified (line 11), and 'never' ignores unspecified events",
            "Specs/vacuous.yaml:10:11: warning: 'count' of 'purchase.completed' from 0 with no upper bound holds for every transcript",
            "Specs/nowhere.yaml:2:1: warning: no adapter of this workspace runs the spec: its scope names 'superwall', and the workspace runs 'miniwall', 'adapty@3'",
            "Divergences/miniwall.yaml:1:1: warning: 'nowhere' is a known divergence of 'miniwall', but that spec is scoped away from it",
            "Divergences/miniwall.yaml:2:1: warning: 'gone' is a known divergence of 'miniwall', but that spec does not exist"
        ] {
            #expect(err.contains(expected), "\(expected)\n---\n\(err)")
        }
        #expect(out.stdoutText == "2 spec files: 2 valid, 0 invalid (0 problems); 6 that can never fail (--strict)\n", "\(out.stdoutText)")
        // A check of some files judges no divergence entry: it does not see the other specs.
        let one = try ConformBinary.run(["check", "--strict", "Specs/vacuous.yaml"], in: box.path)
        #expect(!one.stderrText.contains("Divergences/"), "\(one.stderrText)")
        #expect(one.stdoutText == "1 spec file: 1 valid, 0 invalid (0 problems); 3 that can never fail (--strict)\n", "\(one.stdoutText)")
    }

    @Test(
        "a spec citing a handler's default while its app implements the handler is a finding at the citation; listing the handler either way settles it"
    )
    func citedDefault() throws {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - adapty@3\n  - miniwall\n")
        let body =
            "given:\n  products: [premium_monthly]\n  store: {premium_monthly: pending}\n%@steps:\n  - present\n  - buy: premium_monthly\nexpect:\n  state: open\n  order: [purchase.started premium_monthly]\n"
        let cites =
            "title: pending\nsource: 'SDK-FACTS: Pending: didStartPurchase → didFinishPurchase(.pending) → default dismisses.'\nscope:\n  adapters: [adapty]\n"
        try box.write("Specs/unlisted.yaml", cites + body.replacingOccurrences(of: "%@", with: ""))
        try box.write("Specs/absent.yaml", cites + body.replacingOccurrences(of: "%@", with: "  handlers: {didFinishPurchase: absent}\n"))
        try box.write("Specs/registered.yaml", cites + body.replacingOccurrences(of: "%@", with: "  handlers: {didFinishPurchase: registered}\n"))
        // The same words in a sentence that does not name the handler cite nothing.
        try box.write(
            "Specs/elsewhere.yaml",
            "title: pending\nsource: 'The default dismisses. didFinishPurchase hears .pending.'\nscope:\n  adapters: [adapty]\n"
                + body.replacingOccurrences(of: "%@", with: ""))
        // A method of that name called on what an expression returned is another object's, not the handler…
        try box.write(
            "Specs/othercall.yaml",
            "title: pending\nsource: 'The default body calls controller()?.didFinishPurchase() and dismisses.'\nscope:\n  adapters: [adapty]\n"
                + body.replacingOccurrences(of: "%@", with: ""))
        // …while the handler named through its type still is.
        try box.write(
            "Specs/qualified.yaml",
            "title: pending\nsource: 'The default AdaptyPaywallControllerDelegate.didFinishPurchase dismisses.'\nscope:\n  adapters: [adapty]\n"
                + body.replacingOccurrences(of: "%@", with: ""))
        let out = try ConformBinary.run(["check", "--strict"], in: box.path)
        #expect(out.status == 1, "\(out.stdoutText)\(out.stderrText)")
        #expect(out.stderrText.contains("Specs/qualified.yaml:2:1: warning: the spec cites the default of 'didFinishPurchase'"), "\(out.stderrText)")
        #expect(
            out.stderrText.contains(
                """
                Specs/unlisted.yaml:2:1: warning: the spec cites the default of 'didFinishPurchase' ("SDK-FACTS: Pending: didStartPurchase → didFinishPurchase(.pending) → default dismisses."), but does not list the handler, so the app implements it and the default never runs on 'adapty@3'
                """), "\(out.stderrText)")
        #expect(
            out.stderrText.contains(
                "note: write 'handlers: {didFinishPurchase: absent}' to see the default (the SDK's default dismisses the paywall after a purchase unless it was cancelled), or 'didFinishPurchase: registered' to state that the app's implementation replaces it"
            ), "\(out.stderrText)")
        for settled in ["absent", "registered", "elsewhere", "othercall"] {
            #expect(!out.stderrText.contains("Specs/\(settled).yaml"), "\(out.stderrText)")
        }
        #expect(out.stdoutText == "6 spec files: 6 valid, 0 invalid (0 problems); 2 that can never fail (--strict)\n", "\(out.stdoutText)")
    }

    @Test(
        "an unobservable expectation beside checked ones is a finding; a spec that expects only the unobservable is not (it is reported not observable)"
    )
    func unobservable() throws {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - adapty@3\n")
        let head = "title: t\ngiven:\n  products: [premium_monthly]\nsteps:\n  - present\nexpect:\n"
        try box.write("Specs/partly.yaml", head + "  count: {recorded.paywall_showed: 1}\n  state: open\n")
        try box.write("Specs/only.yaml", head + "  count: {recorded.paywall_showed: 1}\n")
        let out = try ConformBinary.run(["check", "--strict"], in: box.path)
        #expect(out.status == 1)
        #expect(
            out.stderrText.contains(
                "Specs/partly.yaml:7:11: warning: 'recorded.paywall_showed' is never checked: no adapter that runs the spec can observe it ('adapty@3')"
            ), "\(out.stderrText)")
        #expect(!out.stderrText.contains("only.yaml"), "\(out.stderrText)")
    }

    @Test("a strong spec has no finding: exit 0")
    func strongSpec() throws {
        let box = try Sandbox()
        try box.write("conform.yaml", Self.config)
        try box.write("Specs/strong.yaml", Self.strong)
        let out = try ConformBinary.run(["check", "--strict"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stderrText.isEmpty)
        #expect(out.stdoutText == "1 spec file: 1 valid, 0 invalid (0 problems); 0 that can never fail (--strict)\n")
    }
}
