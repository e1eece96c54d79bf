import ConformKit
import Testing
@testable import ConformAdapters

/// The Adapty version gates are the one place capabilities and observable events come from: an
/// adapter declares a gate's capability and events exactly from the gate's version on.
@Suite struct AdaptyGateTests {
    /// Every gate against every named adapter and a few versions around the gates.
    static let versions: [AdaptyVersion] =
        AdaptyAdapters.adapters.map(\.version)
        + [AdaptyVersion(2, 0, 1), AdaptyVersion(3, 2), AdaptyVersion(3, 4, 9), AdaptyVersion(3, 14), AdaptyVersion(3, 15)]

    @Test("a gate's capability and events are declared from its version on, never before", arguments: AdaptyGate.allCases)
    func gate(_ gate: AdaptyGate) {
        // A version gate is read on UIKit (SwiftUI's own later closures are surface gates: partial
        // loads reach the modifier at 3.5.0); a surface gate (`swiftui-placeholder`) opens on its surface only.
        let surfaces: [AdaptySurface] = gate.surface == nil ? [.uikit] : AdaptySurface.allCases
        for version in Self.versions {
            for surface in surfaces {
                let info = AdaptyAdapter(id: "adapty@test", version: version, surface: surface, source: "test").info
                let open = version >= gate.since && (gate.surface == nil || gate.surface == surface)
                if let capability = gate.capability {
                    #expect(info.capabilities.contains(capability) == open, "\(gate) at \(version) on \(surface)")
                }
                for name in gate.observes {
                    #expect(info.emits.contains(name) == open, "\(gate) '\(name)' at \(version) on \(surface)")
                }
            }
        }
    }

    @Test("a version's capabilities are the base ones plus those of its open gates, nothing else", arguments: versions)
    func nothingElse(_ version: AdaptyVersion) {
        let features = AdaptyFeatures(version: version)
        // UIKit: the SwiftUI modifier's own gates stay shut.
        let gated = Set(AdaptyGate.allCases.filter { version >= $0.since && $0.surface == nil }.compactMap(\.capability))
        // Navigation answered attempt by attempt comes with the web paywall (the in-app browser is web-open-in's capability).
        let browser: Set<Capability> = version >= AdaptyGate.webPaywall.since ? [.webNavigation] : []
        #expect(features.capabilities == AdaptyFeatures.baseCapabilities.union(gated).union(browser))
    }
}
