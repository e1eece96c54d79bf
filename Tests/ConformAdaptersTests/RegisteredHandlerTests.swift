import ConformAdapters
import ConformKit
import Testing

/// `registered` is a handler the app implements with a body that does nothing the SDK could see
/// (docs/spec-language.md, "The app's side"). A model must never answer for such a body: an answer
/// the app did not give — `completion(true)`, `resume(true)` — is the model speaking for the app.
///
/// Every declared handler of every built-in model that can answer (`returns` a value) is driven as
/// `registered` through short scenarios, in two worlds whose store and restore answer oppositely.
/// The model answers on the app's behalf when, in both worlds, the `registered` run is the run of
/// one fixed scripted answer (`returns true`, or `returns false`) although those two runs differ:
/// an answer that follows neither the spec's script nor the world. An answer that follows the
/// world is the app's own work the spec set up (Miniwall's `onPurchase` runs the store's purchase).
@Suite struct RegisteredHandlerTests {
    /// Handlers that must return at once, with no completion to leave uncalled: an implementation
    /// cannot answer nothing, so `registered` takes the answer the adapter page documents. Each is
    /// checked to still answer that way, so the list cannot outlive the behaviour it excuses.
    static let synchronousAnswers: [String: String] = [
        // `paywallController(_:didFailLoadingProductsWith:) -> Bool`: docs/adapters/adapty.md, "returns true|false":
        // the default is false on UIKit and true on SwiftUI.
        "didFailLoadingProducts": "a synchronous '-> Bool': a registered implementation answers the surface's default",
        // AdaptyUI Android's `onLoadingProductsFailure(error, context): Boolean`: docs/adapters/adapty-android.md,
        // "Handlers and options": a registered override answers the default listener's false.
        "onLoadingProductsFailure": "a synchronous ': Boolean': a registered override answers the default listener's false"
    ]

    /// One short scenario after `present`: the steps that make the SDK call the handlers.
    static let scenarios: [[Step]] = [
        [.wait(.seconds(5))],
        [.promo(code: "SAVE20"), .wait(.seconds(5))],
        [.action(id: "login"), .wait(.seconds(5))],
        [.openLink(url: "https://example.com/terms")],
        [.restore, .wait(.seconds(5))],
        [.buy(product: "p1"), .wait(.seconds(5))]
    ]

    /// A world where everything the store or a restore can answer goes one way (`succeeds`) or the other.
    static func world(_ adapter: any Adapter, succeeds: Bool, handler: String, script: HandlerScript) -> Given {
        let products = ["p1", "p2"]
        let answer = StoreAnswer(outcome: succeeds ? .purchased : .cancelled)
        let loading = adapter.info.capabilities.contains(.productLoading) ? ProductLoading(failures: 1) : ProductLoading()
        return Given(
            products: products, store: Dictionary(uniqueKeysWithValues: products.map { ($0, answer) }),
            restore: .products(succeeds ? ["p1"] : []), productLoading: loading, handlers: [handler: script])
    }

    /// The transcript lines of `steps` after `present` on `adapter`, with `handler` set to `script`.
    static func lines(_ adapter: any Adapter, _ handler: String, _ script: HandlerScript, succeeds: Bool, _ steps: [Step]) throws -> [String] {
        let run = try AdapterHarness.run(
            adapter, world(adapter, succeeds: succeeds, handler: handler, script: script),
            [.present(Presentation())] + steps)
        return run.lines + ["final: \(run.final.state) \(run.final.result)"]
    }

    /// The scenarios in which `registered` answers one fixed value in both worlds, though the answer shows.
    static func answersOnTheAppsBehalf(_ adapter: any Adapter, _ handler: String) throws -> [String] {
        var found: [String] = []
        for steps in scenarios where steps.allSatisfy({ $0.requiredCapability.map(adapter.info.capabilities.contains) ?? true }) {
            var fixed: Set<Bool>? = nil
            for succeeds in [true, false] {
                let registered = try lines(adapter, handler, .registered, succeeds: succeeds, steps)
                let yes = try lines(adapter, handler, .returns(.bool(true)), succeeds: succeeds, steps)
                let no = try lines(adapter, handler, .returns(.bool(false)), succeeds: succeeds, steps)
                var same: Set<Bool> = []
                if yes != no, registered == yes { same.insert(true) }
                if yes != no, registered == no { same.insert(false) }
                fixed = fixed.map { $0.intersection(same) } ?? same
            }
            if let fixed, let answer = fixed.first {
                found.append("\(steps.map(\.keyword).joined(separator: ", ")): registered answers \(answer)")
            }
        }
        return found
    }

    @Test("no built-in model answers for a registered handler: every answer is the app's script or follows the world")
    func registeredNeverAnswers() throws {
        var excused: Set<String> = []
        var checked = 0
        for adapter in BuiltinAdapters.all {
            for (name, signature) in adapter.info.handlers.sorted(by: { $0.key < $1.key }) where signature.returns == .bool {
                checked += 1
                let found = try Self.answersOnTheAppsBehalf(adapter, name)
                if Self.synchronousAnswers[name] != nil {
                    if !found.isEmpty { excused.insert(name) }
                    continue
                }
                #expect(found.isEmpty, "\(adapter.id): '\(name)' registered (a body that does nothing) still answers: \(found)")
            }
        }
        #expect(checked > 0, "no built-in model declares a handler that answers: the test checks nothing")
        #expect(
            excused == Set(Self.synchronousAnswers.keys),
            "an excused handler no longer answers by itself: remove it from 'synchronousAnswers'")
    }

    // SDK-FACTS (RevenueCatUI): "Gates that must call resume(Bool) … If the delegate doesn't implement them, they
    // behave as resume(true)" — a gate the app implements and never resumes holds the action.
    @Test("RevenueCatUI's gates, registered, are called and never resume: the purchase and the restore stay held")
    func gatesRegisteredHold() throws {
        let adapter = try #require(RevenueCatUIAdapters.all.first { $0.id == "revenuecatui" })
        let given = Given(
            products: ["p1"], restore: .products(["p1"]),
            handlers: ["onPurchaseInitiated": .registered, "onRestoreInitiated": .registered])
        let run = try AdapterHarness.run(adapter, given, [.present(Presentation()), .buy(product: "p1"), .restore, .wait(.seconds(5))])
        #expect(
            run.events.contains { $0.name == .actionCTA } && run.events.contains { $0.name == .action && $0.subject == "restore" }, "\(run.lines)")
        #expect(!run.events.contains { $0.name == .purchaseStarted || $0.name == .restoreStarted }, "\(run.lines)")
        #expect(!run.events.contains { $0.arguments.contains { $0.key == "resume" } }, "\(run.lines)")
    }

    // appdna-ios-paywalls "Promo Code Handling": "call completion(true) for valid, completion(false) for invalid" —
    // the app's call, which a body that does nothing never makes.
    @Test("AppDNA's onPromoCodeSubmit, registered or not listed, submits the code and answers nothing")
    func promoRegisteredAnswersNothing() throws {
        let adapter = try #require(AppDNAAdapters.all.first)
        for handlers in [["onPromoCodeSubmit": HandlerScript.registered], [:]] {
            let given = Given(products: ["p1"], handlers: handlers)
            let run = try AdapterHarness.run(adapter, given, [.present(Presentation()), .promo(code: "SAVE20"), .wait(.seconds(60))])
            #expect(run.events.map(\.name).contains(.promoSubmitted))
            #expect(!run.events.contains { $0.name == .promoAnswered }, "\(run.lines)")
        }
    }
}
