import Foundation
import Testing

/// Where a new app team trips: "a purchase closes the paywall" on Adapty fails, because a handler
/// the spec does not list counts as implemented, and an implementation replaces the SDK's default
/// dismissal. The failure says so and shows the two forms that fix the spec.
@Suite struct ReplacedDefaultHintCLITests {
    static let closes = """
        title: A purchase closes the paywall
        given:
          products: [premium_monthly]
        HANDLERS
        steps:
          - present
          - buy: premium_monthly
        expect:
          order: [purchase.completed premium_monthly, paywall.closed]
          state: closed

        """

    func workspace(handlers: String, order: String = "[purchase.completed premium_monthly, paywall.closed]") throws -> Sandbox {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters: [adapty@3.17.2]\n")
        try box.write(
            "Specs/app/closes.yaml",
            Self.closes.replacingOccurrences(of: "HANDLERS\n", with: handlers)
                .replacingOccurrences(of: "[purchase.completed premium_monthly, paywall.closed]", with: order))
        return box
    }

    @Test("a spec that lists no handler: the missing close names didFinishPurchase's default and the absent / does: dismiss forms")
    func unlisted() throws {
        let box = try workspace(handlers: "")
        let out = try ConformBinary.run(["run", "--no-golden"], in: box.path)
        #expect(out.status == 1)
        #expect(
            out.stdoutText.contains(
                "hint: the SDK's default dismisses the paywall after a purchase unless it was cancelled, but this spec does not list 'didFinishPurchase', so the app implements it and its implementation replaces that default; to rely on the SDK write 'handlers: {didFinishPurchase: absent}' (the app then hears no didFinishPurchase), or have the app close the paywall itself with 'didFinishPurchase: {does: dismiss}'"
            ),
            "\(out.stdoutText)")
        // On the first broken expectation only: in its details and in the end list, not on the state one.
        #expect(out.stdoutText.components(separatedBy: "hint: ").count - 1 == 2, "\(out.stdoutText)")
    }

    @Test("with the handler absent the default closes the paywall (and the app hears no didFinishPurchase); with does: dismiss the app closes it")
    func fixed() throws {
        let absent = try workspace(
            handlers: "  handlers:\n    didFinishPurchase: absent\n", order: "[purchase.started premium_monthly, paywall.closed purchased]")
        let pass = try ConformBinary.run(["run", "--no-golden"], in: absent.path)
        #expect(pass.status == 0, "\(pass.stdoutText)")
        let dismiss = try workspace(handlers: "  handlers:\n    didFinishPurchase: {does: dismiss}\n")
        let closes = try ConformBinary.run(["run", "--no-golden"], in: dismiss.path)
        #expect(closes.status == 0, "\(closes.stdoutText)")
        #expect(!closes.stdoutText.contains("hint:"))
    }
}
