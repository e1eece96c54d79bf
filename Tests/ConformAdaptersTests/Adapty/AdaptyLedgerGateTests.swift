import ConformKit
import Testing
@testable import ConformAdapters

/// The gates the behaviour ledger found (`AdaptyLedgerVerdicts`): each model behaves as its release
/// did on both sides of the gate's tag.
@Suite struct AdaptyLedgerGateTests {
    static let monthly = "premium_monthly"
    static let observer = ["observer_mode": "true"]

    /// The family's model of `id`, any released version.
    static func run(_ id: String, _ given: Given, _ steps: [Step]) throws -> AdaptyRun {
        let adapter = try #require(AdaptyFamily().adapter(try AdaptyFamily().member(id), id: id) as? AdaptyAdapter)
        return try AdaptyHarness.run(adapter, given, steps)
    }

    static func features(_ id: String) throws -> AdaptyFeatures {
        let member = try AdaptyFamily().member(id)
        return AdaptyFeatures(version: member.version, surface: AdaptyFamily.surface(of: member.variant))
    }

    // 350d4010 (3.0.2): `.paywall(…)` takes `observerModeResolver:`; at 3.0.1 only the controller did.
    @Test(
        "observer mode through .paywall: the SDK purchases itself at 3.0.1, the resolver takes the purchase from 3.0.2",
        arguments: [("adapty@3.0.1-swiftui", false), ("adapty@3.0.2-swiftui", true), ("adapty@3.0.1", true), ("adapty@3.0.0", false)])
    func swiftUIResolver(id: String, resolver: Bool) throws {
        let run = try Self.run(id, AdaptyHarness.given(options: Self.observer), [AdaptyHarness.present, .buy(product: Self.monthly)])
        let started = run.events.filter { $0.name == .purchaseStarted }
        #expect(started.count == 1)
        #expect(started.first.map { NativeForm($0.native).method == AdaptyNative.observerPurchase } == resolver, "\(id): \(run.lines)")
        #expect(run.events.contains { $0.name == .purchaseCompleted } == !resolver)
    }

    // b2dd6e53 (3.0.2): the defaults of didPerform, didCancelPurchase, didStartRestore and
    // didFailRenderingWith become public; before, an app had to implement them.
    @Test("UIKit's didPerform, didCancelPurchase, didStartRestore and didFailRendering are required before 3.0.2 and may be left out from it")
    func publicDefaults() throws {
        let callbacks: [AdaptyCallback] = [.didPerformAction, .didCancelPurchase, .didStartRestore, .didFailRendering]
        for (id, required) in [
            ("adapty@2.1.0", true), ("adapty@2.11.3", true), ("adapty@3.0.1", true), ("adapty@3.0.2", false), ("adapty@3.1.0", false)
        ] {
            let features = try Self.features(id)
            for callback in callbacks {
                #expect(callback.isRequired(on: .uikit, features: features) == required, "\(id) \(callback)")
            }
        }
        // SwiftUI's closures are the modifier's: optional from 3.0.0 whatever the delegate's defaults.
        #expect(!AdaptyCallback.didPerformAction.isRequired(on: .swiftui, features: try Self.features("adapty@3.0.1-swiftui")))
        #expect(AdaptyCallback.didFailRendering.isRequired(on: .swiftui, features: try Self.features("adapty@3.0.2-swiftui")))
        #expect(AdaptyCallback.didPerformAction.defaultBehaviour(try Self.features("adapty@3.0.1")) == nil)
        #expect(AdaptyCallback.didPerformAction.defaultBehaviour(try Self.features("adapty@3.0.2")) != nil)
    }

    // 849ea458 (3.0.2), fca5c05b (3.2.0), 2f40ab93 (3.3.1): the app's alert over the paywall.
    @Test(
        "the .paywall modifier draws the app's alert from 3.0.2, not at 3.2.0 … 3.3.0, again from 3.3.1",
        arguments: [
            ("adapty@3.0.1-swiftui", false, false), ("adapty@3.0.2-swiftui", true, true), ("adapty@3.2.0-swiftui", true, false),
            ("adapty@3.3.0-swiftui", true, false), ("adapty@3.3.1-swiftui", true, true), ("adapty@3.3.1", false, false)
        ])
    func alerts(id: String, capability: Bool, drawn: Bool) throws {
        let features = try Self.features(id)
        #expect(features.capabilities.contains(.appAlerts) == capability, "\(id)")
        #expect(features.drawsAppAlerts == drawn, "\(id)")
    }

    // d951dcba (3.15.0): before it the web paywall opens in the system browser only.
    @Test("a web paywall opens in the in-app browser from 3.15.0 only", arguments: [("adapty@3.14.1", false), ("adapty@3.15.0", true)])
    func inAppBrowser(id: String, opens: Bool) throws {
        #expect(try Self.features(id).capabilities.contains(.inAppBrowser) == opens)
        let run = try Self.run(
            id, AdaptyHarness.given(options: ["web_paywall_browser": "in_app"]),
            [AdaptyHarness.present, .webPurchase(product: Self.monthly)])
        #expect(run.events.contains { $0.name == .webBrowserOpened } == opens, "\(id): \(run.lines)")
    }

    @Test("the new gates sit at their tags and cite their commits")
    func origins() {
        let expected: [(AdaptyGate, String, String)] = [
            (.swiftUIObserverModeResolver, "3.0.2", "350d4010"), (.delegatePublicDefaults, "3.0.2", "b2dd6e53"),
            (.delegateMainActor, "3.2.0", "2fe62718"), (.swiftUIAlerts, "3.0.2", "849ea458"), (.swiftUIAlertsIgnored, "3.2.0", "fca5c05b"),
            (.swiftUIAlertsRestored, "3.3.1", "2f40ab93"), (.webOpenIn, "3.15.0", "d951dcba"), (.openURLPresentation, "3.17.0", "20ad439c")
        ]
        for (gate, tag, commit) in expected {
            #expect(gate.since == SDKVersion(tag) && gate.origin.commit.hasPrefix(commit), "\(gate)")
        }
    }
}
