import ConformAdapters
import ConformKit
import Foundation
import Testing

/// The audit's holes (issue 36, item 4): specs that accepted a transcript breaking their claim,
/// because only their goldens held it. Each named spec passes on its model's transcript and fails
/// once the transcript breaks the claim.
@Suite struct AuditHoleSpecTests {
    /// The built-in adapter `id`.
    static func adapter(_ id: String) throws -> any Adapter {
        try #require(BuiltinAdapters.adapter(resolving: id), "no adapter \(id)")
    }

    /// The transcript of spec `id` on adapter `adapterID`.
    static func run(_ id: String, on adapterID: String) throws -> (spec: Spec, adapter: any Adapter, transcript: Transcript) {
        let spec = try AdaptyDefaultSpecTests.spec(id)
        let adapter = try adapter(adapterID)
        guard case .completed(let transcript) = Replay.run(spec, on: adapter) else { throw VendorSpecError.didNotRun(id, adapterID) }
        #expect(AdaptyDefaultSpecTests.passes(spec, adapter, transcript.events, transcript.final), "\(id) fails on \(adapterID)'s own transcript")
        return (spec, adapter, transcript)
    }

    /// `events` with `change` applied to those `which` matches.
    static func edit(_ events: [Event], where which: (Event) -> Bool, _ change: (inout Event) -> Void) -> [Event] {
        events.map { event in
            guard which(event) else { return event }
            var edited = event
            change(&edited)
            return edited
        }
    }

    @Test(
        "adapty/observer/resolver-replaces-purchase-callbacks fails when the purchase start is didStartPurchase, not the resolver",
        arguments: ["adapty@2", "adapty@3", "adapty@3-swiftui"])
    func observerResolver(_ adapterID: String) throws {
        let (spec, adapter, transcript) = try Self.run("adapty/observer/resolver-replaces-purchase-callbacks", on: adapterID)
        let started = Self.edit(transcript.events, where: { $0.name == .purchaseStarted }) { $0.native = "paywallController(_:didStartPurchase:)" }
        #expect(!AdaptyDefaultSpecTests.passes(spec, adapter, started, transcript.final))
    }

    @Test(
        "adapty/actions/close-dismisses fails on the UIKit delegate's transcript replayed on adapty@3-swiftui, and its UIKit twin on the SwiftUI closures"
    )
    func closeDismissesSurface() throws {
        let swiftUI = try Self.run("adapty/actions/close-dismisses", on: "adapty@3-swiftui")
        let uiKit = try Self.run("adapty/actions/close-dismisses-uikit", on: "adapty@3")
        #expect(!AdaptyDefaultSpecTests.passes(swiftUI.spec, swiftUI.adapter, uiKit.transcript.events, uiKit.transcript.final))
        #expect(!AdaptyDefaultSpecTests.passes(uiKit.spec, uiKit.adapter, swiftUI.transcript.events, swiftUI.transcript.final))
    }

    @Test("appdna/purchase/success-order fails when purchase.completed carries no transactionId")
    func successTransaction() throws {
        let (spec, adapter, transcript) = try Self.run("appdna/purchase/success-order", on: "appdna")
        let bare = Self.edit(transcript.events, where: { $0.name == .purchaseCompleted }) { $0.arguments.removeAll { $0.key == "transactionId" } }
        #expect(!AdaptyDefaultSpecTests.passes(spec, adapter, bare, transcript.final))
    }

    @Test("appdna/dismiss/close-button fails when onPaywallDismissed carries a reason")
    func dismissedReason() throws {
        let (spec, adapter, transcript) = try Self.run("appdna/dismiss/close-button", on: "appdna")
        let reasoned = Self.edit(transcript.events, where: { $0.name == .paywallClosed }) { $0.arguments.append(Argument("reason", "dismissed")) }
        #expect(!AdaptyDefaultSpecTests.passes(spec, adapter, reasoned, transcript.final))
    }

    @Test("appdna/purchase/failure-stays-visible fails when onPaywallPurchaseFailed carries a productId")
    func failureProductId() throws {
        let (spec, adapter, transcript) = try Self.run("appdna/purchase/failure-stays-visible", on: "appdna")
        let withProduct = Self.edit(transcript.events, where: { $0.name == .purchaseFailed }) {
            $0.arguments.append(Argument("productId", "premium_monthly"))
        }
        #expect(!AdaptyDefaultSpecTests.passes(spec, adapter, withProduct, transcript.final))
    }

    @Test(
        "adapty/purchase/pending-not-a-failure fails when the .pending never reaches the app",
        arguments: ["adapty@3", "adapty@3-swiftui", "adapty@3.10"])
    func pendingReachesApp(_ adapterID: String) throws {
        let (spec, adapter, transcript) = try Self.run("adapty/purchase/pending-not-a-failure", on: adapterID)
        let dropped = transcript.events.filter { $0.name != .purchasePending }
        #expect(dropped.count < transcript.events.count)
        #expect(!AdaptyDefaultSpecTests.passes(spec, adapter, dropped, transcript.final))
    }
}

/// Hygiene (issue 36, item 4): steps that did nothing, or failed the wrong way, where the spec asked
/// for something the adapter cannot give.
@Suite struct AuditHygieneTests {
    /// A spec of `steps` (YAML block list body) on adapter `id`, run once.
    static func run(_ steps: String, on id: String, given: String = "") throws -> Replay.Outcome {
        let text = "title: t\ngiven:\n  products: [premium_monthly]\n" + given + "steps:\n" + steps + "expect:\n  state: open\n"
        let spec = try #require(SpecDecoder.decode(text, id: "t", file: "t.yaml").spec)
        return Replay.run(spec, on: try AuditHoleSpecTests.adapter(id))
    }

    @Test(
        "confirm_alert with no alert on screen is an error of the run naming the fix, on every adapter that confirms alerts",
        arguments: ["revenuecatui", "revenuecatui-swiftui", "appdna"])
    func confirmWithoutAlert(_ id: String) throws {
        guard case .failed(let failure, _) = try Self.run("  - present\n  - confirm_alert\n", on: id) else {
            Issue.record("\(id) accepted a confirm_alert with no alert up")
            return
        }
        #expect("\(failure)".contains("no alert on screen to confirm"), "\(failure)")
    }

    @Test("confirm_alert after the SDK's alert still confirms it")
    func confirmAfterAlert() throws {
        let outcome = try Self.run(
            "  - present\n  - restore\n  - confirm_alert\n", on: "revenuecatui-swiftui",
            given: "  options:\n    paywall: v1\n  restore: [premium_monthly]\n")
        guard case .completed(let transcript) = outcome else {
            Issue.record("the run did not complete: \(outcome)")
            return
        }
        #expect(transcript.events.contains { $0.name == .restoreCompleted })
    }

    @Test("present: {mode: embedded} or {mode: auto} on an adapter without the capability is not applicable, not an adapter error")
    func presentModeNotApplicable() throws {
        let superwall = try AuditHoleSpecTests.adapter("superwall")
        for mode in ["embedded", "auto"] {
            let text = "title: t\ngiven:\n  products: [premium_monthly]\nsteps:\n  - present: {mode: \(mode)}\nexpect:\n  state: open\n"
            let spec = try #require(SpecDecoder.decode(text, id: "t", file: "t.yaml").spec)
            let result = try #require(Runner(Runner.Options(jobs: 1)).run([spec], on: [superwall]).first)
            #expect(result.verdict == .notApplicable, "mode \(mode): \(result.verdict)")
        }
    }
}
