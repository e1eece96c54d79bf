import Testing
@testable import ConformKit

/// A switching report's advice names only API an app implements, says which one callback to use
/// of several, pairs a callback removed with the one that arrives instead, and tells a callback the
/// other SDK never had from one it has but does not call.
@Suite struct SwitchAdviceTests {
    typealias F = MigrationFixtures

    /// Two SDKs' namings together: `open(_:)` is the old SDK opening a link itself, `displayError(_:)` the new one's alert.
    static let naming = CallbackNaming.combining([
        CallbackNaming(isCallback: { NativeForm($0).method != "UIApplication.shared.open(_:)" }, callback: { NativeForm($0).callback }),
        CallbackNaming(isCallback: { NativeForm($0).method != "displayError(_:)" }, callback: { NativeForm($0).callback })
    ])
    static let old = SwitchAdvice.Side(
        sdk: "Old", reports: { $0 != EventName.productSelected.rawValue },
        callbacks: [EventName.paywallClosed.rawValue: ["didDisappear(_:)": "didDisappear"]])
    static let new = SwitchAdvice.Side(
        sdk: "New", reports: { $0 != EventName.paywallShown.rawValue },
        callbacks: [EventName.paywallClosed.rawValue: ["wasDismissed(_:)": "wasDismissed"]])

    /// The differences between two SDKs' runs, each with its advice, and the checklist they make.
    static func switched(_ oldEvents: [Event], _ newEvents: [Event]) -> ([MigrationFinding], Checklist) {
        let findings = DifferenceClassifier.classify(from: F.transcript(oldEvents), to: F.transcript(newEvents), naming: naming, betweenSDKs: true)
            .map { observation in
                var finding = MigrationFinding(difference: observation.difference, specs: ["s"])
                finding.advice = SwitchAdvice.advice(for: observation.difference, from: old, to: new)
                return finding
            }
        return (findings, Checklist(findings: findings))
    }

    @Test("an action the SDK performs itself is never a method of the checklist: the advice describes it")
    func sdkActionsAreNoMethods() {
        let (findings, checklist) = Self.switched(
            [F.event(.linkOpened, "u", "UIApplication.shared.open(_:)")],
            [F.event(.linkOpened, "u", "paywallViewController(_:didOpenURL:)")])
        #expect(findings.map(\.difference.kind) == [.added])
        #expect(checklist.items.map(\.method) == ["paywallViewController(_:didOpenURL:)"])
        let entry = checklist.items[0].entries[0]
        #expect(
            entry.summary
                == "New reports link.opened through `paywallViewController(_:didOpenURL:)`; Old did it itself (`UIApplication.shared.open(_:)`) and told the app nothing"
        )
        #expect(!entry.action.contains("UIApplication"), "\(entry.action)")
        // The reverse: a callback of the old SDK the new one replaces with its own alert.
        let (_, back) = Self.switched([F.event(.alertShown, "e", "didFailPurchase(_:)")], [F.event(.alertShown, "e", "displayError(_:)")])
        #expect(back.items.map(\.method) == ["didFailPurchase(_:)"])
        #expect(back.items[0].entries[0].summary == "New does this itself (`displayError(_:)`) and calls no method of the app")
        #expect(!back.items[0].entries[0].action.contains("displayError"))
    }

    @Test("one callback reported through several: the one whose signature carries the most arguments, and the others fire too")
    func oneToMany() {
        let (_, checklist) = Self.switched(
            [F.event(.purchaseStarted, "p", "paywallController(_:didStartPurchase:)")],
            [F.event(.purchaseStarted, "p", "paywallViewControllerDidStartPurchase(_:) + paywallViewController(_:didStartPurchaseWith:)")])
        let entry = checklist.items[0].entries[0]
        #expect(entry.newSignature == "paywallViewController(_:didStartPurchaseWith:)")
        #expect(
            entry.action
                == "move the code of `paywallController(_:didStartPurchase:)` to `paywallViewController(_:didStartPurchaseWith:)`; `paywallViewControllerDidStartPurchase(_:)` fires for it too: leave it out, or the code runs twice"
        )
        #expect(!entry.action.contains(" + "))
        #expect(SwitchAdvice.primary("a(_:) + b(_:c:) + d(_:e:)") == ("b(_:c:)", ["a(_:)", "d(_:e:)"]), "the first of equals")
        let three = SwitchAdvice.advice(
            for: MigrationDifference(
                kind: .renamed, event: "paywall.shown", before: "a(_:)", after: "w(i:) + d(i:) + h.onPresent",
                method: "a(_:)", newMethod: "w(i:) + d(i:) + h.onPresent"), from: Self.old, to: Self.new)
        #expect(three?.summary == "New reports paywall.shown through `w(i:)` instead of `a(_:)`; `d(i:)` and `h.onPresent` fire too")
        #expect(
            three?.action == "move the code of `a(_:)` to `w(i:)`; `d(i:)` and `h.onPresent` fire for it too: leave them out, or the code runs twice")
    }

    @Test("a callback removed where another event arrives at the same point arrives as it instead: one difference")
    func arrivesInstead() {
        let before = [
            F.event(.purchaseStarted, "p", "s(_:)"), F.event(.purchasePending, "p", "paywallController(_:didFinishPurchase:purchaseResult:)")
        ]
        let after = [F.event(.purchaseStarted, "p", "s(_:)"), F.event(.purchaseFailed, "p", "paywallViewController(_:didFailPurchasingWith:)")]
        let (findings, checklist) = Self.switched(before, after)
        #expect(findings.map(\.difference.kind) == [.removed])
        #expect(findings.first?.difference.arrivesAs == EventName.purchaseFailed.rawValue)
        let entry = checklist.items[0].entries[0]
        #expect(checklist.items.map(\.method) == ["paywallController(_:didFinishPurchase:purchaseResult:)"])
        #expect(entry.summary == "purchase.pending arrives as purchase.failed through `paywallViewController(_:didFailPurchasingWith:)` instead")
        #expect(entry.newSignature == "paywallViewController(_:didFailPurchasingWith:)")
        // Two versions of one model are not paired: a gate says what changed.
        let versions = DifferenceClassifier.classify(from: F.transcript(before), to: F.transcript(after), naming: Self.naming)
        #expect(versions.map(\.difference.kind) == [.removed, .added])
        // Nor are events at different points (an aligned event between them).
        let apart = DifferenceClassifier.classify(
            from: F.transcript([F.event(.purchasePending, "p", "f(_:)"), F.event(.purchaseStarted, "p", "s(_:)")]),
            to: F.transcript([F.event(.purchaseStarted, "p", "s(_:)"), F.event(.purchaseFailed, "p", "g(_:)")]), naming: Self.naming,
            betweenSDKs: true)
        #expect(apart.map(\.difference.kind) == [.removed, .added])
        // Nor an event of another family: a dismissal that no longer comes is no purchase outcome.
        let other = DifferenceClassifier.classify(
            from: F.transcript([F.event(.paywallClosed, "x", "didDisappear(_:)")]),
            to: F.transcript([F.event(.purchaseFailed, "p", "g(_:)")]), naming: Self.naming, betweenSDKs: true)
        #expect(other.map(\.difference.kind) == [.removed, .added])
    }

    @Test("'no counterpart' only for an event the other SDK never reports; a callback it has but does not call here is named")
    func neverHadOrNotHere() throws {
        let (_, shown) = Self.switched([F.event(.paywallShown, "didAppear(_:)")], [])
        #expect(shown.items[0].entries[0].summary == "New has no counterpart: it never reports paywall.shown")
        let (_, closed) = Self.switched([F.event(.paywallClosed, "x", "didDisappear(_:)")], [])
        #expect(closed.items[0].entries[0].summary == "New has `wasDismissed(_:)` for paywall.closed, but does not call it here")
        let (_, reverse) = Self.switched([], [F.event(.paywallClosed, "x", "wasDismissed(_:)")])
        #expect(reverse.items[0].entries[0].summary == "Old's `didDisappear(_:)` did not fire here; New calls `wasDismissed(_:)`")
        // An app that leaves the old SDK's callback to its default was told nothing: that callback is no advice.
        let defaulted = SwitchAdvice.advice(
            for: MigrationDifference(
                kind: .added, event: EventName.paywallClosed.rawValue, before: "", after: "wasDismissed(_:)",
                method: "wasDismissed(_:)"), from: Self.old, to: Self.new, leftToSDK: ["didDisappear"])
        #expect(defaulted?.summary == "an app that leaves didDisappear to Old is told nothing of paywall.closed; New calls `wasDismissed(_:)`")
        let (_, selected) = Self.switched([], [F.event(.productSelected, "p", "didSelect(_:)")])
        #expect(
            selected.items[0].entries[0].summary
                == "new to the app: Old has no counterpart for product.selected; New reports it through `didSelect(_:)`")
        for item in shown.items + closed.items + reverse.items + selected.items {
            #expect(!(item.entries[0].summary.contains("counterpart") && item.entries[0].summary.contains("paywall.closed")))
        }
    }

    @Test("a form that is no Swift name is no callback of the app, and an SDK action beside callbacks is no part of them")
    func swiftNames() {
        for form in [
            "analytics: purchase", "paywall UI: error shown", "isPresented = false", "UIApplication.shared.open(_:) in didPerformAction",
            "a(_:) + analytics: x"
        ] {
            #expect(!CallbackNaming.swiftNames.isCallback(form), "\(form)")
        }
        for form in [
            "onPurchase(_:) -> false", "handler.onWillDismiss", "a(_:) + b(_:c:)", ".onPurchaseCompleted",
            "handleSuperwallEvent(withInfo:) .transactionFail"
        ] {
            #expect(CallbackNaming.swiftNames.isCallback(form), "\(form)")
        }
        let naming = CallbackNaming.combining([
            CallbackNaming(isCallback: { NativeForm($0).method != "presentSafariInApp(_:)" }, callback: { NativeForm($0).callback })
        ])
        let findings = DifferenceClassifier.classify(
            from: F.transcript([F.event(.linkOpened, "u", "UIApplication.shared.open(_:)")]),
            to: F.transcript([F.event(.linkOpened, "u", "presentSafariInApp(_:) + paywallWillOpenURL(url:)")]), naming: naming, betweenSDKs: true)
        #expect(findings.map(\.difference.after) == ["paywallWillOpenURL(url:)"])
    }
}
