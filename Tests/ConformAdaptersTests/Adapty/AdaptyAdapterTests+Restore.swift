import ConformAdapters
import ConformKit
import Testing

/// Restores: start, finish with a profile, fail; never a dismissal.
extension AdaptyAdapterTests {
    /// A restore answer and the events after the start.
    struct RestoreCase: Sendable, CustomTestStringConvertible {
        /// What the restore finds.
        var answer: RestoreAnswer
        /// The finishing line expected (UIKit).
        var line: String
        /// The case as test output names it.
        var testDescription: String { "\(answer)" }
    }

    // Docs "Успешное восстановление покупок" / "Ошибка восстановления покупок"; SDK-FACTS: "Never auto-dismisses.
    // Nothing to restore arrives as didFinishRestoreWith with a profile that has no active access level."
    @Test(
        "a restore starts, then finishes with a profile or fails, and never dismisses",
        arguments: [
            RestoreCase(
                answer: .products(["premium_monthly"]),
                line: "restore.completed | paywallController(_:didFinishRestoreWith:) | accessLevel=premium profile=profile-1"),
            RestoreCase(
                answer: .products([]),
                line: "restore.completed | paywallController(_:didFinishRestoreWith:) | accessLevel=none profile=profile-1"),
            RestoreCase(
                answer: .failed(code: "restore_failed"),
                line: "restore.failed | paywallController(_:didFailRestoreWith:) | code=restore_failed")
        ], AdaptyAdapters.adapters.filter { $0.surface == .uikit }.map { $0.id })
    func restore(_ restore: RestoreCase, id: String) throws {
        let run = try AdaptyHarness.run(id, AdaptyHarness.given(restore: restore.answer), [AdaptyHarness.present, .restore])
        #expect(Array(run.lines.suffix(2)) == ["restore.started | paywallControllerDidStartRestore(_:)", restore.line])
        #expect(run.final == Self.open)
    }

    @Test("SwiftUI reports restores through the modifier's closures")
    func restoreSwiftUI() throws {
        let run = try AdaptyHarness.run("adapty@3-swiftui", AdaptyHarness.given(restore: .products([])), [AdaptyHarness.present, .restore])
        #expect(
            Array(run.lines.suffix(2)) == [
                "restore.started | .paywall(didStartRestore:)",
                "restore.completed | .paywall(didFinishRestore:) | accessLevel=none profile=profile-1"
            ])
    }

    // SDK-FACTS: "paywallControllerDidStartRestore only from 2.1.0".
    @Test("before 2.1.0 a restore has no start callback")
    func noRestoreStartBefore21() throws {
        let adapter = AdaptyAdapter(id: "adapty@2.0", version: AdaptyVersion(2, 0, 1), surface: .uikit, source: "test")
        let run = try AdaptyHarness.run(adapter, AdaptyHarness.given(), [AdaptyHarness.present, .restore])
        #expect(run.lines == ["restore.completed | paywallController(_:didFinishRestoreWith:) | accessLevel=none profile=profile-1"])
        #expect(adapter.info.handlers["didStartRestore"] == nil)
    }
}
