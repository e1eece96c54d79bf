import ConformKit

/// Where each gate comes from in the SDK's own history: the released tag it first shipped in and the
/// commit that introduced it (each read with `git log -S` / `git tag --contains` in
/// adaptyteam/AdaptyUI-iOS or adaptyteam/AdaptySDK-iOS), and the public declarations it changes,
/// as `SurfaceRelease.facts` keys them. `AdaptySurfaceTests` holds every gate to the committed surface data.
extension AdaptyGate {
    private static let ui = "adaptyteam/AdaptyUI-iOS"
    private static let sdk = "adaptyteam/AdaptySDK-iOS"

    /// The gate's tag and commit.
    var origin: GateOrigin {
        switch self {
        case .restoreStart:
            return GateOrigin(
                repository: Self.ui, tag: "2.1.0", commit: "3f96d9964a9c0314dbc6bbb0f4dadfb9a7dbf740",
                subject: "add paywallControllerDidStartRestore + tagResolver refactoring")
        case .swiftUIModifier:
            return GateOrigin(
                repository: Self.ui, tag: "2.1.0", commit: "c61c4ec54e6d20df159dca4fa87ca6213e828a5b",
                subject: "SwiftUI convenience methods")
        case .observerModeDelegate:
            return GateOrigin(
                repository: Self.ui, tag: "2.11.0", commit: "71edad3ebe6719373c5a7d7153dcad14ca8b7e83",
                subject: "add support for observerMode + update version to 2.11.0")
        case .observerModeDelegateRemoved:
            return GateOrigin(
                repository: Self.sdk, tag: "3.0.0", commit: "05d45b1fd855bddc259bc0fbe6d9f04fde24ee76",
                subject: "merge AdaptyUI")
        case .observerModeResolver:
            return GateOrigin(
                repository: Self.sdk, tag: "3.0.1", commit: "0e0f77a9170cbc2c6525124021c6d9c198eebdd5",
                subject: "AdaptyUI: fix observer mode availability")
        case .swiftUIObserverModeResolver:
            return GateOrigin(
                repository: Self.sdk, tag: "3.0.2", commit: "350d401087a0863c7a74a308ac7b67c5f93619a2",
                subject: "AdaptyUI: add observerModeResolver parameter to SwiftUI wrapper")
        case .delegatePublicDefaults:
            return GateOrigin(
                repository: Self.sdk, tag: "3.0.2", commit: "b2dd6e5355b2845fa93417f76344ebe31e222d3e",
                subject: "add AdaptyRecipes-UIKit Demo")
        case .delegateMainActor:
            return GateOrigin(
                repository: Self.sdk, tag: "3.2.0", commit: "2fe62718174054d35398d3805ae7d41bb3ade516",
                subject: "AdaptyUI: add swift6 support")
        case .swiftUIAlerts:
            return GateOrigin(
                repository: Self.sdk, tag: "3.0.2", commit: "849ea4583e1c6a902da6de2ad84f732684db5f1d",
                subject: "add AdaptyRecipes-SwiftUI Demo")
        case .swiftUIAlertsIgnored:
            return GateOrigin(
                repository: Self.sdk, tag: "3.2.0", commit: "fca5c05b31722a36e4229e2d28e515e5298beab1",
                subject: "AdaptyUI: update viewModels architecture")
        case .swiftUIAlertsRestored:
            return GateOrigin(
                repository: Self.sdk, tag: "3.3.1", commit: "2f40ab9327e402e985ef0236ae9b12dcaadb3320",
                subject: "AdaptyUI: fixed missing alert parameters in the SwiftUI interface")
        case .webOpenIn:
            return GateOrigin(
                repository: Self.sdk, tag: "3.15.0", commit: "d951dcba5069a053c731c8865b3b3c0e32425bb1",
                subject: "AdaptyUI: add support for AdaptyURLOpenMode")
        case .openURLPresentation:
            return GateOrigin(
                repository: Self.sdk, tag: "3.17.0", commit: "20ad439c14f2bfbc16c43724de6a78a44a8b79a8",
                subject: "AdaptyUI: add openIn param to public Action.openURL")
        case .swiftUIOptionalClosures, .swiftUIDefaultRetry:
            return GateOrigin(
                repository: Self.sdk, tag: "3.0.0", commit: "24848d106e35ec598606badeca67473b0fdad981",
                subject: "Add AdaptyRecipes Demo Project")
        case .cancelThroughFinish:
            return GateOrigin(
                repository: Self.sdk, tag: "3.2.0", commit: "fca5c05b31722a36e4229e2d28e515e5298beab1",
                subject: "AdaptyUI: update viewModels architecture")
        case .purchaseResult, .pendingResult:
            return GateOrigin(
                repository: Self.sdk, tag: "3.2.0", commit: "dd3eb79bc91c299c9806bd28affe54c982246933",
                subject: "AdaptyUI: add support for AdaptyPurchaseResult")
        case .dismissUnlessCancelled:
            return GateOrigin(
                repository: Self.sdk, tag: "3.2.0", commit: "9aa1d74c3eb6c6864fb606c8ce5b53a46132891a",
                subject: "AdaptyUI: update delegate default implementation")
        case .partialLoadCallback:
            return GateOrigin(
                repository: Self.sdk, tag: "3.2.0", commit: "05a6aeb2d6c7e6a02a2961d3628edf7e58d7e9df",
                subject: "AdaptyUI: add didPartiallyLoadProducts event")
        case .selectProductType:
            return GateOrigin(
                repository: Self.sdk, tag: "3.2.0", commit: "93b80f2c59e0371a9d03b2dcc8f569677279879f",
                subject: "AdaptyUI: refactoring AdaptyPaywallProducts")
        case .appearanceCallbacks, .swipeThroughDisappear, .swiftUIPartialLoad:
            return GateOrigin(
                repository: Self.sdk, tag: "3.5.0", commit: "c5e35bbfe177539735e13c07813d62a79e3c8c4b",
                subject: "AdaptyUI: add support for didAppear and didDisappear events")
        case .swiftUIPlaceholder:
            return GateOrigin(
                repository: Self.sdk, tag: "3.5.0", commit: "f88bcb3a50b83a1415ee7b6a88fa486354b797d0",
                subject: "AdaptyUI: AdaptyPaywallViewModifier add support for custom placeholder while paywall is being loaded")
        case .webPaywall:
            return GateOrigin(
                repository: Self.sdk, tag: "3.6.0", commit: "cfc08c1c864c7b0cc820920df58e2a346e138300",
                subject: "AdaptyUI + AdaptyPlugin: refactoring didFinishWebPaymentNavigation event")
        case .renderErrorType:
            return GateOrigin(
                repository: Self.sdk, tag: "3.8.0", commit: "de069628d4f8d12bdfd95cf0343cc7f60e863d58",
                subject: "AdaptyUI: refactoring errors logic")
        case .retryWhileOnScreen:
            return GateOrigin(
                repository: Self.sdk, tag: "3.11.0", commit: "3a1ea4728a3a2f43fe1bc436b680135edac9655b",
                subject: "AdaptyUI: stop products loading retries if view dismissed")
        case .automaticSelection:
            return GateOrigin(
                repository: Self.sdk, tag: "3.14.0", commit: "af1ade9bd12c7a8d45d74e7a7e3c4884a2faeab8",
                subject: "AdaptyUI: fix didSelectProduct for default auto selection")
        case .retryNever:
            return GateOrigin(
                repository: Self.sdk, tag: "3.14.0", commit: "fb5b68e1cb22ae9d56d1d2803409d8ceaddcdb03",
                subject: "AdaptyUICore: refactoring rendering")
        case .restoreResolver, .resolverMainActor:
            return GateOrigin(
                repository: Self.sdk, tag: "3.15.0", commit: "73f92bddbbfe3801e78828daa30a7823a85297c3",
                subject: "AdaptyUI: add observerModeDidInitiateRestorePurchases method to ObserverModeResolver")
        case .resolverSendable:
            return GateOrigin(
                repository: Self.sdk, tag: "3.15.5", commit: "49cb37cee8939db4bb32c84ab0ef479c419a0630",
                subject: "AdaptyUIBuilder: Fix Swift 6 Sendability mismatch for closure parameters crossing isolation boundaries (#148)")
        }
    }

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
