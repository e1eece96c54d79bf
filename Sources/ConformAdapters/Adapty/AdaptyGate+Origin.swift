import ConformKit

/// The public declarations each gate changes, as `SurfaceRelease.facts` keys them; the tag and commit
/// it comes from are its row of the gate table (`AdaptyGateTable.swift`, read against the behaviour
/// ledger). `AdaptySurfaceTests` holds every gate to the committed surface data.
extension AdaptyGate {
    /// The public declarations the gate adds, removes or retypes at its tag, keyed as
    /// `SurfaceRelease.facts` keys them (`delegate <selector>`, `resolver …`, `observer-delegate …`,
    /// `swiftui <closure label>`, `delegate-default <selector>` for a requirement with a public
    /// default, `isolation <protocol>`). Every change between two neighbouring released tags is one gate's.
    var declares: Set<String> {
        switch self {
        case .restoreStart: return ["delegate paywallControllerDidStartRestore(_:)"]
        case .swiftUIModifier:
            return Set(
                [
                    "didPerformAction", "didSelectProduct", "didStartPurchase", "didFinishPurchase", "didFailPurchase",
                    "didCancelPurchase", "didStartRestore", "didFinishRestore", "didFailRestore", "didFailRendering",
                    "didFailLoadingProducts"
                ].map { "swiftui " + $0 })
        case .observerModeDelegate, .observerModeDelegateRemoved:
            return ["observer-delegate " + AdaptyNative.observerPurchaseDelegate, "isolation AdaptyObserverModeDelegate"]
        case .observerModeResolver: return ["resolver " + AdaptyNative.observerPurchase, "isolation AdaptyObserverModeResolver"]
        case .swiftUIOptionalClosures: return ["swiftui didPerformAction", "swiftui didFinishPurchase"]
        case .swiftUIDefaultRetry: return ["swiftui didFailLoadingProducts"]
        case .cancelThroughFinish:
            return [
                "delegate paywallController(_:didCancelPurchase:)", "delegate-default paywallController(_:didCancelPurchase:)",
                "swiftui didCancelPurchase"
            ]
        case .purchaseResult:
            return [
                "delegate paywallController(_:didFinishPurchase:purchasedInfo:)",
                "delegate paywallController(_:didFinishPurchase:purchaseResult:)", "swiftui didFinishPurchase",
                "delegate-default paywallController(_:didFinishPurchase:purchasedInfo:)",
                "delegate-default paywallController(_:didFinishPurchase:purchaseResult:)"
            ]
        case .partialLoadCallback:
            return ["delegate paywallController(_:didPartiallyLoadProducts:)", "delegate-default paywallController(_:didPartiallyLoadProducts:)"]
        case .selectProductType: return ["delegate paywallController(_:didSelectProduct:)", "swiftui didSelectProduct"]
        case .appearanceCallbacks:
            return [
                "delegate paywallControllerDidAppear(_:)", "delegate paywallControllerDidDisappear(_:)",
                "swiftui didAppear", "swiftui didDisappear",
                "delegate-default paywallControllerDidAppear(_:)", "delegate-default paywallControllerDidDisappear(_:)"
            ]
        case .swiftUIPartialLoad: return ["swiftui didPartiallyLoadProducts"]
        case .swiftUIPlaceholder: return ["swiftui placeholderBuilder"]
        case .webPaywall:
            return [
                "delegate paywallController(_:didFinishWebPaymentNavigation:error:)", "swiftui didFinishWebPaymentNavigation",
                "delegate-default paywallController(_:didFinishWebPaymentNavigation:error:)"
            ]
        case .renderErrorType: return ["delegate paywallController(_:didFailRenderingWith:)", "swiftui didFailRendering"]
        case .restoreResolver: return ["resolver " + AdaptyNative.observerRestore]
        case .resolverMainActor: return ["resolver " + AdaptyNative.observerPurchase]
        case .resolverSendable: return ["resolver " + AdaptyNative.observerPurchase, "resolver " + AdaptyNative.observerRestore]
        // The default extension's public members, read at the tags (`delegate-default`).
        case .delegatePublicDefaults:
            return Set(
                [
                    "paywallController(_:didPerform:)", "paywallController(_:didCancelPurchase:)", "paywallControllerDidStartRestore(_:)",
                    "paywallController(_:didFailRenderingWith:)"
                ].map { "delegate-default " + $0 })
        // The protocols' attributes and inheritance, read at the tags (`isolation`).
        case .delegateMainActor: return ["isolation AdaptyPaywallControllerDelegate", "isolation AdaptyObserverModeResolver"]
        case .pendingResult, .dismissUnlessCancelled, .swipeThroughDisappear, .retryWhileOnScreen, .automaticSelection, .retryNever,
            // Not in the surface data: the modifier's non-closure parameters (the resolver, the alert
            // binding), the web paywall's presentation and the Action enum are not extracted.
            .swiftUIObserverModeResolver,
            .swiftUIAlerts, .swiftUIAlertsIgnored, .swiftUIAlertsRestored, .webOpenIn, .openURLPresentation:
            // Behaviour only: no declaration changes.
            return []
        }
    }

    /// The key `SurfaceRelease.facts` gives the app's method `native` on `surface`
    /// (`delegate paywallController(_:didSelectProduct:)`, `swiftui didSelectProduct`, `resolver …`).
    static func declarationKey(of native: String, on surface: AdaptySurface) -> String? {
        let method = NativeForm(native).method
        if method == AdaptyNative.observerPurchase || method == AdaptyNative.observerRestore { return "resolver " + method }
        if method == AdaptyNative.observerPurchaseDelegate { return "observer-delegate " + method }
        if surface == .swiftui, method.hasPrefix(".paywall("), method.hasSuffix(":)") {
            return "swiftui " + method.dropFirst(".paywall(".count).dropLast(2)
        }
        if AdaptyFamily.actions.contains(method) || method == AdaptyNative.sheetSwiped || method == AdaptyNative.systemOpen
            || method == AdaptyNative.appOpen || method.hasPrefix(AdaptyNative.appAlert)
        {
            return nil
        }
        return "delegate " + method
    }

    /// The declaration of the app's method `native` before the gate and at it, read from the
    /// released tags' surface (the last release before the gate's tag, and the tag), when it changes type.
    func declaration(of native: String?, on surface: AdaptySurface) -> (before: String, after: String)? {
        guard let native, let key = Self.declarationKey(of: native, on: surface), declares.contains(key),
            let index = SurfaceHistory.adapty.all.firstIndex(where: { $0.version == since }), index > 0,
            let before = SurfaceHistory.adapty.all[index - 1].facts[key], let after = SurfaceHistory.adapty.all[index].facts[key],
            before != after
        else { return nil }
        return (before, after)
    }
}
