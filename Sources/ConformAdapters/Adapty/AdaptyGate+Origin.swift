import ConformKit

/// The key of an app's method among the declarations `SurfaceRelease.facts` lists, as each gate's row
/// of `facts` keys what it adds, removes or retypes (`delegate <selector>`, `resolver …`,
/// `observer-delegate …`, `swiftui <closure label>`, `delegate-default <selector>` for a requirement
/// with a public default, `isolation <protocol>`; every change between two neighbouring released
/// tags is one gate's); the tag and commit it comes from are its row of the gate table (`AdaptyGateTable.swift`, read against the behaviour
/// ledger). `AdaptySurfaceTests` holds every gate to the committed surface data.
extension AdaptyGate {
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
