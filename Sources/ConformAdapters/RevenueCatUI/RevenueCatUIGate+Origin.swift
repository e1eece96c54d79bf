import ConformKit

/// The key of an app's method among the declarations `SurfaceRelease.facts` lists, as each gate's
/// row of `facts` keys what it declares; the tag and commit it comes from are its row of the gate table (`RevenueCatUIGateTable.swift`, read against the behaviour
/// ledger; `ci/surfaces/verify-gates.py` checks the rows against the repository).
extension RevenueCatUIGate {
    /// The key `SurfaceRelease.facts` gives the app's method `native` on `surface`
    /// (`delegate paywallViewController(_:didOpenURL:)`, `swiftui onURLOpened(_:)`,
    /// `present-if-needed urlOpened`); nil for a form that is no declaration of the SDK (an alert, a dismissal).
    static func declarationKey(of native: String) -> String? {
        let method = NativeForm(native).method
        if RevenueCatUIFamily.actions.contains(method) { return nil }
        if method.hasPrefix(".presentPaywallIfNeeded("), method.hasSuffix(":)") {
            return "present-if-needed " + method.dropFirst(".presentPaywallIfNeeded(".count).dropLast(2)
        }
        if method.hasPrefix(".on") { return "swiftui " + method.dropFirst() + "(_:)" }
        if method.hasPrefix("paywallViewController") { return "delegate " + method }
        return nil
    }
}
