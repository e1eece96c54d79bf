import ConformKit
import Testing
@testable import ConformAdapters

/// The Adapty model as a versioned family: every version in 2.0.0 … 2.11.3 and 3.0.0 … 3.17.2,
/// the six named adapters among them, and gates that each cite their source.
@Suite struct AdaptyFamilyTests {
    @Test("each named adapter is the family's member of the same id: same version, same surface", arguments: AdaptyAdapters.adapters.map(\.id))
    func namedAreMembers(_ id: String) throws {
        let named = try #require(AdaptyAdapters.adapter(id: id))
        let member = try AdaptyFamily().member(id)
        #expect(member.version == named.version)
        #expect(AdaptyFamily.surface(of: member.variant) == named.surface)
        let resolved = try #require(AdaptyFamily().adapter(member, id: id) as? AdaptyAdapter)
        #expect(resolved.info.capabilities == named.info.capabilities && resolved.info.handlers == named.info.handlers)
    }

    @Test("any version in range resolves through the workspace; one outside is refused naming the range")
    func anyVersion() throws {
        let workspace = Workspace(
            suite: "Specs", golden: "Golden", divergences: "Divergences", adapters: BuiltinAdapters.all,
            families: BuiltinAdapters.families)
        let adapter = try #require(try workspace.adapter("adapty@3.10.2") as? AdaptyAdapter)
        #expect(adapter.id == "adapty@3.10.2" && adapter.version == AdaptyVersion(3, 10, 2) && adapter.surface == .uikit)
        #expect(try workspace.adapter("adapty@3.12.1-swiftui").info.sdkVersion == "3.12.1")
        for id in ["adapty@4.0.0", "adapty@2.12.0", "adapty@1.9"] {
            #expect { try workspace.adapter(id) } throws: { "\($0)".contains("2.0.0 … 2.11.3, 3.0.0 … 3.17.2") }
        }
    }

    @Test(
        "only released tags are versions: one never tagged is refused naming the nearest released ones",
        arguments: [
            ("adapty@3.13.0", "'adapty@3.12.1' and 'adapty@3.14.0'"), ("adapty@3.16.0", "'adapty@3.15.7' and 'adapty@3.17.0'"),
            ("adapty@2.1.9", "'adapty@2.1.5' and 'adapty@2.11.0'"), ("adapty@3.13", "'adapty@3.12.1' and 'adapty@3.14.0'"),
            ("adapty@3.9.2-swiftui", "'adapty@3.9.0' and 'adapty@3.10.0'")
        ])
    func unreleased(_ id: String, _ nearest: String) throws {
        do {
            _ = try AdaptyFamily().member(id)
            Issue.record("'\(id)' was accepted")
        } catch let error as ConformError {
            let text = "\(error)"
            #expect(text.contains("never released") && text.contains(nearest), "\(text)")
        }
    }

    @Test(
        "a pre-release is refused as one, naming the released versions around it",
        arguments: [
            ("adapty@4.0.0-beta.1", "'adapty@3.17.2'"), ("adapty@3.0.0-beta.2", "'adapty@2.11.3' and 'adapty@3.0.0'"),
            ("adapty@3.0.0-beta.1-swiftui", "'adapty@2.11.3' and 'adapty@3.0.0'")
        ])
    func preRelease(_ id: String, _ nearest: String) throws {
        #expect { try AdaptyFamily().member(id) } throws: { error in
            let text = "\(error)"
            return text.contains("pre-release") && text.contains(nearest) && !text.contains("unknown variant")
        }
    }

    @Test("the SwiftUI modifier exists from 2.1.0: '-swiftui' before it is refused")
    func swiftUIFrom210() throws {
        #expect { try AdaptyFamily().member("adapty@2.0.2-swiftui") } throws: { "\($0)".contains("2.1.0") }
        #expect(try AdaptyFamily().member("adapty@2.1.0-swiftui").variant == "swiftui")
        #expect(try AdaptyFamily().member("adapty@2.0.2").variant == nil)
    }

    @Test(
        "every gate cites SDK-FACTS or the SDK's repository, names the events it explains, and the app's method it concerns",
        arguments: AdaptyFamily().gates)
    func cited(_ gate: VersionGate) {
        #expect(gate.source.hasPrefix("SDK-FACTS") || gate.source.contains("read at adaptyteam/"), "\(gate.id)")
        #expect((!gate.events.isEmpty || gate.variant != nil) && !gate.summary.isEmpty && !gate.advice.isEmpty, "\(gate.id)")
        #expect(gate.method != nil, "\(gate.id)")
    }

    @Test("the gates are AdaptyGate's, in version order, the surface's own last")
    func gatesInOrder() {
        let gates = AdaptyFamily().gates
        #expect(Set(gates.map(\.id)) == Set(AdaptyGate.allCases.map(\.id)))
        let versions = gates.filter { $0.variant == nil }.map(\.version)
        #expect(versions == versions.sorted())
        #expect(gates.last?.variant == "swiftui")
        #expect(AdaptyFamily().gates(for: nil).count == gates.count)
        #expect(AdaptyFamily().gates(for: "swiftui").contains { $0.after == ".paywall(didFailLoadingProducts:) -> Bool" })
    }

    @Test("the dismissals the model records are no callbacks; each callback is one callback on both surfaces")
    func naming() {
        let family = AdaptyFamily()
        #expect(!family.isCallback(native: "controller.dismiss(animated:)") && !family.isCallback(native: "isPresented = false"))
        #expect(family.isCallback(native: "paywallControllerDidDisappear(_:)"))
        #expect(family.callback(of: "paywallController(_:didFinishPurchase:purchasedInfo:)") == family.callback(of: ".paywall(didFinishPurchase:)"))
        #expect(
            family.callback(of: "paywallController(_:didCancelPurchase:)")
                != family.callback(of: "paywallController(_:didFinishPurchase:purchaseResult:)"))
        #expect(family.callback(of: "paywallController(_:didFailLoadingProductsWith:) -> true") == "didFailLoadingProducts")
    }
}
