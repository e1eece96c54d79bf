import ConformKit
import Testing
@testable import ConformAdapters

/// The RevenueCatUI state machine, scenario by scenario: each case is a world, the user's steps,
/// the exact events they give (`canonical | native | arguments`) and the final state.
@Suite struct RevenueCatUIModelTests {
    /// One scenario of the table.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// The adapter (`revenuecatui`, `revenuecatui@5.68-swiftui`, or a resolvable version).
        var id: String
        /// The world.
        var given: Given
        /// What the user does.
        var steps: [Step]
        /// Every event, in order.
        var lines: [String]
        /// How the paywall ends.
        var final: FinalState
        /// The case as test output names it.
        var testDescription: String { name }
    }

    /// The products the scenarios offer.
    static let products = ["monthly", "annual"]
    /// A modal presentation.
    static let present = Step.present(Presentation())
    /// The paywall still up.
    static let open = FinalState(state: .open, result: "none")

    /// A world with the scenarios' products.
    static func given(
        _ store: StoreAnswer.Outcome = .purchased, restore: RestoreAnswer = .products([]),
        handlers: [String: HandlerBehaviour] = [:], options: [String: String] = [:], screenFailure: String? = nil
    ) -> Given {
        Given(
            products: products, store: ["monthly": StoreAnswer(outcome: store)], restore: restore, screenFailure: screenFailure,
            handlers: handlers.mapValues(HandlerScript.init), options: options)
    }

    /// UIKit's start of a purchase of `product`, with the package from 4.37.0.
    static func startedUIKit(_ product: String = "monthly") -> String {
        "purchase.started \(product) | paywallViewControllerDidStartPurchase(_:) + paywallViewController(_:didStartPurchaseWith:) | package=\(product)"
    }

    /// UIKit's completion, both variants in one event.
    static let completedUIKit =
        "purchase.completed monthly | paywallViewController(_:didFinishPurchasingWith:) + "
        + "paywallViewController(_:didFinishPurchasingWith:transaction:) | customerInfo=customerInfo-1 transaction=customerInfo-2"

    /// The scenarios.
    static let cases: [Case] = [
        Case(
            name: "UIKit success: start, both finish callbacks, then WasDismissed", id: "revenuecatui", given: given(),
            steps: [present, .buy(product: "monthly")],
            lines: [
                startedUIKit(), completedUIKit.replacingOccurrences(of: "customerInfo-2", with: "transaction-2"),
                "paywall.closed purchased | paywallViewControllerWasDismissed(_:)"
            ],
            final: FinalState(state: .closed, result: "purchased")),
        Case(
            name: "UIKit 5.68 success: the controller is already being dismissed when the delegate hears", id: "revenuecatui@5.68", given: given(),
            steps: [present, .buy(product: "monthly")],
            lines: [
                startedUIKit(),
                completedUIKit.replacingOccurrences(of: "customerInfo-2", with: "transaction-2")
                    .replacingOccurrences(of: "customerInfo=customerInfo-1", with: "customerInfo=customerInfo-1 isBeingDismissed=true"),
                "paywall.closed purchased | paywallViewControllerWasDismissed(_:)"
            ],
            final: FinalState(state: .closed, result: "purchased")),
        Case(
            name: "SwiftUI success: the view dismisses itself after the callback", id: "revenuecatui-swiftui", given: given(),
            steps: [present, .buy(product: "monthly")],
            lines: [
                "purchase.started monthly | .onPurchaseStarted | package=monthly",
                "purchase.completed monthly | .onPurchaseCompleted | customerInfo=customerInfo-1 transaction=transaction-2",
                "paywall.closed purchased | dismiss()"
            ],
            final: FinalState(state: .closed, result: "purchased")),
        Case(
            name: "SwiftUI 5.68 success: the dismissal races ahead of the callback", id: "revenuecatui@5.68-swiftui",
            given: given(handlers: ["onRequestedDismissal": .registered]), steps: [present, .buy(product: "monthly")],
            lines: [
                "purchase.started monthly | .onPurchaseStarted | package=monthly", "paywall.closed purchased | .onRequestedDismissal",
                "purchase.completed monthly | .onPurchaseCompleted | customerInfo=customerInfo-1 transaction=transaction-2"
            ],
            final: FinalState(state: .closed, result: "purchased")),
        Case(
            name: "cancel: reported, no dismissal; a second cancel is reported again", id: "revenuecatui", given: given(.cancelled),
            steps: [present, .buy(product: "monthly"), .buy(product: "monthly")],
            lines: [
                startedUIKit(), "purchase.cancelled monthly | paywallViewControllerDidCancelPurchase(_:)",
                startedUIKit(), "purchase.cancelled monthly | paywallViewControllerDidCancelPurchase(_:)"
            ],
            final: open),
        Case(
            name: "5.68: a second cancel in a row is not reported", id: "revenuecatui@5.68", given: given(.cancelled),
            steps: [present, .buy(product: "monthly"), .buy(product: "monthly")],
            lines: [startedUIKit(), "purchase.cancelled monthly | paywallViewControllerDidCancelPurchase(_:)", startedUIKit()],
            final: open),
        // 5.63.0 (07d4adc31c): the cancel preference reads `sessionPurchaseResult`; before, `purchaseResult`,
        // cleared as each purchase starts, so the second cancel changed it again.
        Case(
            name: "5.62.0: a second cancel in a row is reported", id: "revenuecatui@5.62.0", given: given(.cancelled),
            steps: [present, .buy(product: "monthly"), .buy(product: "monthly")],
            lines: [
                startedUIKit(), "purchase.cancelled monthly | paywallViewControllerDidCancelPurchase(_:)",
                startedUIKit(), "purchase.cancelled monthly | paywallViewControllerDidCancelPurchase(_:)"
            ],
            final: open),
        Case(
            name: "5.63.0: a second cancel in a row is not reported", id: "revenuecatui@5.63.0", given: given(.cancelled),
            steps: [present, .buy(product: "monthly"), .buy(product: "monthly")],
            lines: [startedUIKit(), "purchase.cancelled monthly | paywallViewControllerDidCancelPurchase(_:)", startedUIKit()],
            final: open),
        Case(
            name: "4.32.0: no start or failure callbacks yet", id: "revenuecatui@4.32.0", given: given(.failed(code: "store_problem")),
            steps: [present, .buy(product: "monthly")],
            lines: ["alert.shown purchase_error | displayError(_:)"], final: open),
        Case(
            name: "pending: a failure with the payment-pending error and an alert", id: "revenuecatui", given: given(.pending),
            steps: [present, .buy(product: "monthly")],
            lines: [
                startedUIKit(), "purchase.failed monthly | paywallViewController(_:didFailPurchasingWith:) | code=payment_pending_error",
                "alert.shown purchase_error | displayError(_:)"
            ],
            final: open),
        Case(
            name: "the error alert covers the paywall: a second tap does nothing", id: "revenuecatui", given: given(.failed(code: "x")),
            steps: [present, .buy(product: "monthly"), .buy(product: "monthly"), .close],
            lines: [
                startedUIKit(), "purchase.failed monthly | paywallViewController(_:didFailPurchasingWith:) | code=x",
                "alert.shown purchase_error | displayError(_:)"
            ],
            final: open),
        Case(
            name: "purchase gate false: only the gate", id: "revenuecatui", given: given(handlers: ["onPurchaseInitiated": .returns(.bool(false))]),
            steps: [present, .buy(product: "monthly")],
            lines: ["action.cta monthly | paywallViewController(_:didInitiatePurchaseWith:resume:) | package=monthly resume=false"],
            final: open),
        Case(
            name: "purchase gate before 5.59 on UIKit: no gate, the purchase runs", id: "revenuecatui@5.58.0",
            given: given(.cancelled, handlers: [:]), steps: [present, .buy(product: "monthly")],
            lines: [startedUIKit(), "purchase.cancelled monthly | paywallViewControllerDidCancelPurchase(_:)"], final: open),
        Case(
            name: "selection is silent and chooses the package", id: "revenuecatui-swiftui", given: given(.cancelled),
            steps: [present, .select(product: "annual"), .buy(product: nil)],
            lines: [
                "purchase.started annual | .onPurchaseStarted | package=annual",
                "purchase.completed annual | .onPurchaseCompleted | customerInfo=customerInfo-1 transaction=transaction-2",
                "paywall.closed purchased | dismiss()"
            ],
            final: FinalState(state: .closed, result: "purchased")),
        Case(
            name: "V2 restore completes at once; the paywall stays", id: "revenuecatui", given: given(restore: .products(["monthly"])),
            steps: [present, .restore],
            lines: [
                "restore.started | paywallViewControllerDidStartRestore(_:)",
                "restore.completed | paywallViewController(_:didFinishRestoringWith:) | customerInfo=customerInfo-1 entitlement=active"
            ],
            final: open),
        Case(
            name: "V1 restore: the alert holds the completion", id: "revenuecatui",
            given: given(restore: .products(["monthly"]), options: ["paywall": "v1"]), steps: [present, .restore],
            lines: [
                "restore.started | paywallViewControllerDidStartRestore(_:)", "alert.shown restored | .alert(\"Purchases restored successfully!\")"
            ],
            final: open),
        Case(
            name: "restore finds nothing: completes without an alert", id: "revenuecatui-swiftui", given: given(restore: .products([])),
            steps: [present, .restore],
            lines: ["restore.started | .onRestoreStarted", "restore.completed | .onRestoreCompleted | customerInfo=customerInfo-1 entitlement=none"],
            final: open),
        Case(
            name: "V1 restore failure only logs; V2 would alert", id: "revenuecatui",
            given: given(restore: .failed(code: "net"), options: ["paywall": "v1"]), steps: [present, .restore],
            lines: [
                "restore.started | paywallViewControllerDidStartRestore(_:)",
                "restore.failed | paywallViewController(_:didFailRestoringWith:) | code=net"
            ],
            final: open),
        // 5.49.3 (17efbf69ce): before it, a restore that found nothing called `setRestored` nowhere, and the V1
        // footer's restore error reached `AsyncButton`'s error alert.
        Case(
            name: "5.49.2: a restore that finds nothing reports nothing", id: "revenuecatui@5.49.2-swiftui", given: given(restore: .products([])),
            steps: [present, .restore], lines: ["restore.started | .onRestoreStarted"], final: open),
        Case(
            name: "5.49.3: a restore that finds nothing completes", id: "revenuecatui@5.49.3", given: given(restore: .products([])),
            steps: [present, .restore],
            lines: [
                "restore.started | paywallViewControllerDidStartRestore(_:)",
                "restore.completed | paywallViewController(_:didFinishRestoringWith:) | customerInfo=customerInfo-1 entitlement=none"
            ], final: open),
        Case(
            name: "5.49.2: a V1 footer's failed restore shows the error alert", id: "revenuecatui@5.49.2",
            given: given(restore: .failed(code: "net"), options: ["paywall": "v1"]), steps: [present, .restore],
            lines: [
                "restore.started | paywallViewControllerDidStartRestore(_:)",
                "restore.failed | paywallViewController(_:didFailRestoringWith:) | code=net",
                "alert.shown restore_error | displayError(_:)"
            ], final: open),
        // 4.34.0 (9d1772a85f): before it, `restorePurchases()` set the restored `CustomerInfo` itself, whatever
        // the result: the completion came at once, the V1 footer's alert after it.
        Case(
            name: "4.33.0: a V1 restore completes at once, the alert after it", id: "revenuecatui@4.33.0",
            given: given(restore: .products(["monthly"])), steps: [present, .restore],
            lines: [
                "restore.completed | paywallViewController(_:didFinishRestoringWith:) | customerInfo=customerInfo-1 entitlement=active",
                "alert.shown restored | .alert(\"Purchases restored successfully!\")"
            ], final: open),
        Case(
            name: "4.33.0: a restore that finds nothing completes", id: "revenuecatui@4.33.0-swiftui", given: given(restore: .products([])),
            steps: [present, .restore], lines: ["restore.completed | .onRestoreCompleted | customerInfo=customerInfo-1 entitlement=none"], final: open
        ),
        Case(
            name: "4.34.0: a V1 restore waits for the alert's OK", id: "revenuecatui@4.34.0",
            given: given(restore: .products(["monthly"])), steps: [present, .restore, .confirmAlert],
            lines: [
                "alert.shown restored | .alert(\"Purchases restored successfully!\")",
                "restore.completed | paywallViewController(_:didFinishRestoringWith:) | customerInfo=customerInfo-1 entitlement=active"
            ], final: open),
        Case(
            name: "4.34.0: a restore that finds nothing reports nothing", id: "revenuecatui@4.34.0-swiftui", given: given(restore: .products([])),
            steps: [present, .restore], lines: [], final: open),
        // 5.3.1 (c6a826ff8c): from 4.37.0 `presentPaywallIfNeeded(requiredEntitlementIdentifier:)` did not pass `restoreStarted` on.
        Case(
            name: "5.3.0: presentPaywallIfNeeded reports no restore start", id: "revenuecatui@5.3.0-swiftui",
            given: given(restore: .failed(code: "net")), steps: [.present(Presentation(mode: .auto)), .restore],
            lines: ["restore.failed | .presentPaywallIfNeeded(restoreFailure:) | code=net", "alert.shown restore_error | displayError(_:)"],
            final: open),
        Case(
            name: "5.3.1: presentPaywallIfNeeded reports the restore start", id: "revenuecatui@5.3.1-swiftui",
            given: given(restore: .failed(code: "net")), steps: [.present(Presentation(mode: .auto)), .restore],
            lines: [
                "restore.started | .presentPaywallIfNeeded(restoreStarted:)", "restore.failed | .presentPaywallIfNeeded(restoreFailure:) | code=net",
                "alert.shown restore_error | displayError(_:)"
            ], final: open),
        // 5.5.0 (c4d50d3195): before it, the OK on the load error called the view's `dismiss()`.
        Case(
            name: "5.4.0: the OK on a failed load dismisses the view itself", id: "revenuecatui@5.4.0-swiftui",
            given: given(handlers: ["onRequestedDismissal": .registered], screenFailure: "offline"), steps: [present, .confirmAlert],
            lines: ["alert.shown load_error | displayError(_:)", "paywall.closed load_failed | dismiss()"],
            final: FinalState(state: .closed, result: "load_failed")),
        Case(
            name: "5.5.0: the OK on a failed load asks the app's onRequestedDismissal", id: "revenuecatui@5.5.0-swiftui",
            given: given(handlers: ["onRequestedDismissal": .registered], screenFailure: "offline"), steps: [present, .confirmAlert],
            lines: ["alert.shown load_error | displayError(_:)", "paywall.closed load_failed | .onRequestedDismissal"],
            final: FinalState(state: .closed, result: "load_failed")),
        // 5.16.0 (3d86d7dbbb): V2 was under `#if PAYWALL_COMPONENTS` before it, so 5.15.1 defaults to V1's footer alert.
        Case(
            name: "5.15.1: no V2 paywalls, the restore shows the V1 footer's alert", id: "revenuecatui@5.15.1",
            given: given(restore: .products(["monthly"])), steps: [present, .restore],
            lines: [
                "restore.started | paywallViewControllerDidStartRestore(_:)", "alert.shown restored | .alert(\"Purchases restored successfully!\")"
            ], final: open),
        // 5.17.0 (2cd5621736): at 5.16.x PaywallsV2View set no PurchaseHandler preference key, so a V2 paywall reported nothing.
        Case(
            name: "5.16.0: V2 paywalls by default, and a V2 restore reports nothing", id: "revenuecatui@5.16.0",
            given: given(restore: .products(["monthly"])), steps: [present, .restore], lines: [], final: open),
        Case(
            name: "5.16.0: a V2 purchase reports nothing but the dismissal", id: "revenuecatui@5.16.0", given: given(),
            steps: [present, .buy(product: "monthly")], lines: ["paywall.closed purchased | paywallViewControllerWasDismissed(_:)"],
            final: FinalState(state: .closed, result: "purchased")),
        // 5.18.0 (55d21a9042): at 5.17.x the V2 restore button never called `setRestored`.
        Case(
            name: "5.17.0: a V2 restore starts, and never completes", id: "revenuecatui@5.17.0",
            given: given(restore: .products(["monthly"])), steps: [present, .restore],
            lines: ["restore.started | paywallViewControllerDidStartRestore(_:)"], final: open),
        Case(
            name: "5.18.0: V2 paywalls by default, the restore completes at once", id: "revenuecatui@5.18.0",
            given: given(restore: .products(["monthly"])), steps: [present, .restore],
            lines: [
                "restore.started | paywallViewControllerDidStartRestore(_:)",
                "restore.completed | paywallViewController(_:didFinishRestoringWith:) | customerInfo=customerInfo-1 entitlement=active"
            ], final: open),
        Case(
            name: "presentPaywallIfNeeded closes after a restore that found purchases", id: "revenuecatui-swiftui",
            given: given(restore: .products(["monthly"])), steps: [.present(Presentation(mode: .auto)), .restore],
            lines: [
                "restore.started | .presentPaywallIfNeeded(restoreStarted:)",
                "restore.completed | .presentPaywallIfNeeded(restoreCompleted:) | customerInfo=customerInfo-1 entitlement=active",
                "paywall.closed restored | .presentPaywallIfNeeded(onDismiss:)"
            ],
            final: FinalState(state: .closed, result: "restored")),
        Case(
            name: "close: SwiftUI asks the app's onRequestedDismissal", id: "revenuecatui-swiftui",
            given: given(handlers: ["onRequestedDismissal": .registered]), steps: [present, .close, .close],
            lines: ["paywall.closed closed | .onRequestedDismissal"], final: FinalState(state: .closed, result: "closed")),
        Case(
            name: "the app dismisses: UIKit hears WasDismissed, SwiftUI nothing but its binding", id: "revenuecatui-swiftui",
            given: given(), steps: [present, .dismiss], lines: ["paywall.closed dismissed | isPresented = false"],
            final: FinalState(state: .closed, result: "dismissed")),
        Case(
            name: "4.31.5, the oldest modelled: WasDismissed reports the close", id: "revenuecatui@4.31.5",
            given: given(), steps: [present, .close], lines: ["paywall.closed closed | paywallViewControllerWasDismissed(_:)"],
            final: FinalState(state: .closed, result: "closed")),
        Case(
            name: "links are reported from 5.83.0", id: "revenuecatui", given: given(), steps: [present, .openLink(url: "https://x.io")],
            lines: ["link.opened https://x.io | paywallViewController(_:didOpenURL:) | url=https://x.io"], final: open),
        Case(
            name: "links are silent before 5.83.0", id: "revenuecatui@5.68", given: given(), steps: [present, .openLink(url: "https://x.io")],
            lines: [], final: open),
        Case(
            name: "a failed load shows an alert and nothing else", id: "revenuecatui", given: given(screenFailure: "offline"),
            steps: [present, .buy(product: "monthly")], lines: ["alert.shown load_error | displayError(_:)"], final: open)
    ]

    @Test("each scenario gives exactly its events and final state", arguments: cases)
    func scenario(_ c: Case) throws {
        let adapter = try #require(BuiltinAdapters.including([c.id]).first { $0.id == c.id }, "no adapter '\(c.id)'")
        let run = try AdapterHarness.run(adapter, c.given, c.steps)
        #expect(run.lines == c.lines)
        #expect(run.final == c.final)
        #expect(run.settled)
    }

    @Test(
        "the user's OK on an alert releases what the SDK held back",
        arguments: [
            (
                "V1 restore: the completion after the OK", Given(products: products, restore: .products(["monthly"]), options: ["paywall": "v1"]),
                Step.restore,
                ["restore.completed | paywallViewController(_:didFinishRestoringWith:) | customerInfo=customerInfo-1 entitlement=active"],
                FinalState(state: .open, result: "none")
            ),
            (
                "a failed load: the requested dismissal after the OK", Given(products: products, screenFailure: "offline"),
                Step.wait(.zero), ["paywall.closed load_failed | paywallViewControllerWasDismissed(_:)"],
                FinalState(state: .closed, result: "load_failed")
            )
        ])
    func confirm(_ name: String, _ given: Given, _ step: Step, _ after: [String], _ final: FinalState) throws {
        let adapter = RevenueCatUIAdapters.adapters[0]
        let clock = VirtualClock()
        let recorder = Recorder(clock: clock)
        let context = SessionContext(recorder: recorder, clock: clock, specID: "confirm")
        let session = try #require(try adapter.makeSession(given: given, context: context) as? RevenueCatUISession)
        try session.perform(Self.present, context: context)
        try session.perform(step, context: context)
        let before = recorder.events.count
        try session.confirmAlert()
        #expect(recorder.events.dropFirst(before).map(AdapterHarness.line) == after, "\(name)")
        #expect(try session.finish(context: context) == final)
    }
}
