import ConformAdapters
import ConformKit
import Testing

/// What a spec may say about handlers and options, judged by the version's signatures.
extension AdaptyAdapterTests {
    /// A handler or option a spec cannot set for an adapter.
    struct BadWorld: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// The adapter.
        var id: String
        /// The world.
        var given: Given
        /// The case as test output names it.
        var testDescription: String { name }
    }

    @Test(
        "refuses handlers and options the version's signatures cannot have",
        arguments: [
            BadWorld(
                name: "didFailLoadingProducts returns maybe", id: "adapty@3",
                given: Given(handlers: ["didFailLoadingProducts": .returns(.text("maybe"))])),
            BadWorld(name: "didFinishPurchase returns", id: "adapty@3", given: Given(handlers: ["didFinishPurchase": .returns(.bool(true))])),
            BadWorld(name: "didSelectProduct throws", id: "adapty@3", given: Given(handlers: ["didSelectProduct": .throwsError(code: "x")])),
            BadWorld(name: "didFailPurchase absent (required)", id: "adapty@3", given: Given(handlers: ["didFailPurchase": .absent])),
            BadWorld(name: "didFailRendering absent on SwiftUI", id: "adapty@3-swiftui", given: Given(handlers: ["didFailRendering": .absent])),
            BadWorld(name: "didCancelPurchase in 3.2+", id: "adapty@3", given: Given(handlers: ["didCancelPurchase": .registered])),
            BadWorld(name: "didAppear before 3.5", id: "adapty@3.1", given: Given(handlers: ["didAppear": .registered])),
            BadWorld(name: "unknown handler", id: "adapty@3", given: Given(handlers: ["onPurchase": .registered])),
            BadWorld(name: "observer_mode yes", id: "adapty@3", given: Given(options: ["observer_mode": "yes"])),
            BadWorld(name: "unknown option", id: "adapty@3", given: Given(options: ["billing_provider": "none"])),
            BadWorld(name: "selected_product not offered", id: "adapty@3", given: Given(products: ["a"], options: ["selected_product": "b"])),
            BadWorld(name: "web_navigation_error before 3.6", id: "adapty@3.1", given: Given(options: ["web_navigation_error": "x"])),
            BadWorld(name: "screen_failure", id: "adapty@3", given: Given(screenFailure: "not_found"))
        ])
    func badWorlds(_ bad: BadWorld) throws {
        let adapter = try AdaptyHarness.adapter(bad.id)
        let spec = Spec(id: "bad-world", file: "bad-world.yaml", title: bad.name, given: bad.given)
        #expect(adapter.info.inapplicability(of: spec) != nil, "\(bad.name)")
    }

    @Test(
        "accepts the handlers the version has",
        arguments: [
            ("adapty@3", "didFailRendering", HandlerScript.absent),
            ("adapty@3", "didFailLoadingProducts", .returns(.bool(false))),
            ("adapty@2", "didCancelPurchase", .registered),
            ("adapty@3-swiftui", "didAppear", .absent)
        ])
    func goodHandlers(id: String, name: String, behaviour: HandlerScript) throws {
        let adapter = try AdaptyHarness.adapter(id)
        #expect(adapter.info.givenProblem(Given(handlers: [name: behaviour])) == nil)
        let clock = VirtualClock()
        let context = SessionContext(recorder: Recorder(clock: clock), clock: clock, specID: "good-handler")
        _ = try adapter.makeSession(given: Given(handlers: [name: behaviour]), context: context)
    }
}
