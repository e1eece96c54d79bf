import ConformKit
import Testing
@testable import ConformAdapters

/// The RevenueCatUI gates are the one place versions come from: each callback exists, and each
/// event is emitted, exactly from its gate's version on.
@Suite struct RevenueCatUIGateTests {
    @Test(
        "a gated callback is declared as a handler from its gate's version on, never before",
        arguments: RevenueCatUICallback.allCases.filter { $0.gate != nil })
    func handlers(_ callback: RevenueCatUICallback) throws {
        let gate = try #require(callback.gate)
        for surface in RevenueCatUISurface.allCases where gate.surface == nil || gate.surface == surface {
            let since = gate.since
            // The released tag just before the gate's.
            let before = SurfaceHistory.revenueCatUI.versions.last { $0 < since }
                .flatMap { BuiltinAdapters.adapter(resolving: id(surface, $0)) }
            let at = try #require(BuiltinAdapters.adapter(resolving: id(surface, since)))
            #expect(at.info.handlers[callback.rawValue] != nil, "\(callback) at \(since) \(surface)")
            if let before {
                #expect(before.info.handlers[callback.rawValue] == nil, "\(callback) before \(since) \(surface)")
            }
        }
    }

    @Test("every gate has a source, a change, and a version inside the modelled range", arguments: RevenueCatUIGate.allCases)
    func data(_ gate: RevenueCatUIGate) {
        #expect(!gate.source.isEmpty && !gate.summary.isEmpty)
        #expect(gate.since >= RevenueCatUIFeatures.oldest && gate.since <= RevenueCatUIAdapters.newest)
    }

    @Test(
        "ids resolve within the range and refuse outside it",
        arguments: [
            ("revenuecatui@5.85.0", true), ("revenuecatui@5.60-swiftui", true), ("revenuecatui-swiftui@5.60", false), ("revenuecatui@4.31.5", true),
            ("revenuecatui@4.31.4", false), ("revenuecatui@5.86.0", false), ("revenuecatui@5.27.0", false), ("revenuecatui@five", false),
            ("superwall@4.16.3", false)
        ])
    func resolving(_ id: String, _ resolves: Bool) {
        #expect((BuiltinAdapters.adapter(resolving: id)?.info.sdk == "RevenueCatUI iOS") == resolves)
    }

    /// The id of `version` through `surface`.
    func id(_ surface: RevenueCatUISurface, _ version: SDKVersion) -> String {
        "revenuecatui@\(version)" + (surface == .uikit ? "" : "-swiftui")
    }
}
