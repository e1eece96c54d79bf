import Testing
@testable import ConformKit

/// `does: show_alert`: the app raises an alert of its own over the paywall from a handler (Adapty's
/// SwiftUI showAlertItem; issue 25, item 4).
@Suite struct AppAlertDecodingTests {
    @Test("does: show_alert reads and needs app-alerts; a misspelt action is refused with a did-you-mean")
    func showAlert() throws {
        let spec = try #require(WebNavigationDecodingTests.decode("  handlers:\n    didFailPurchase: {does: show_alert}\n").spec)
        #expect(spec.given.handlers["didFailPurchase"]?.actions == [.showAlert])
        #expect(spec.given.requiredCapabilities.contains { $0.capability == .appAlerts && $0.key == "handlers.didFailPurchase" })
        #expect(Capability.known.contains(.appAlerts))
        let typo = WebNavigationDecodingTests.decode("  handlers:\n    didFailPurchase: {does: show_alrt}\n")
        #expect(typo.spec == nil)
        #expect(typo.diagnostics.first?.notes.contains("did you mean 'show_alert'?") == true, "\(typo.diagnostics.map(\.notes))")
    }
}
