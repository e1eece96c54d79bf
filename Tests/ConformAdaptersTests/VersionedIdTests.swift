import ConformAdapters
import ConformKit
import Testing

/// Ids that name a version of a versioned model resolve to that model at that version, and the
/// gates each family lists are plain data a version-aware tool can read.
@Suite struct VersionedIdTests {
    @Test(
        "an id naming a version in a model's range resolves to that version",
        arguments: [
            ("adapty@3.17.2", "Adapty iOS", "3.17.2"), ("adapty@3.10.2", "Adapty iOS", "3.10.2"), ("adapty@3.12.0-swiftui", "Adapty iOS", "3.12.0"),
            ("revenuecatui@5.85.0", "RevenueCatUI iOS", "5.85.0"), ("revenuecatui@5.47.0-swiftui", "RevenueCatUI iOS", "5.47.0"),
            ("superwall@4.8.0", "Superwall iOS", "4.8.0"), ("qonversion-nocodes@6.0.0", "Qonversion No-Codes iOS", "6.0.0")
        ])
    func resolves(_ id: String, _ sdk: String, _ version: String) throws {
        let adapter = try #require(BuiltinAdapters.adapter(resolving: id))
        #expect(adapter.info.id == id)
        #expect(adapter.info.sdk == sdk && adapter.info.sdkVersion == version)
    }

    @Test(
        "a short version resolves under the canonical id",
        arguments: [
            ("qonversion-nocodes@6.0", "qonversion-nocodes@6.0.0"),
            ("adapty@3.12-swiftui", "adapty@3.12.0-swiftui")
        ])
    func canonical(_ id: String, _ canonical: String) {
        #expect(BuiltinAdapters.adapter(resolving: id)?.id == canonical)
    }

    @Test("a named built-in's id resolves to that built-in", arguments: ["adapty@3", "revenuecatui", "revenuecatui@5.68-swiftui", "superwall"])
    func named(_ id: String) {
        #expect(BuiltinAdapters.adapter(resolving: id)?.id == id)
    }

    @Test(
        "ids outside every range, spelt with the variant first, or of no versioned model resolve to nothing",
        arguments: [
            "adapty@4.0.0", "adapty-swiftui@3.12", "revenuecatui-swiftui@5.47.0", "revenuecatui-swiftui@5.68", "revenuecatui@4.0.0",
            "superwall@5.0.0", "qonversion-nocodes@5.9.0", "miniwall@1.0.0"
        ])
    func refuses(_ id: String) {
        #expect(BuiltinAdapters.adapter(resolving: id) == nil)
    }

    @Test("including adds a resolved adapter once, and never shadows a named one")
    func including() {
        let ids = BuiltinAdapters.including(["revenuecatui@5.85.0", "revenuecatui@5.85.0", "adapty@3", "nobody@1.0"]).map(\.id)
        #expect(ids.filter { $0 == "revenuecatui@5.85.0" }.count == 1)
        #expect(ids.filter { $0 == "adapty@3" }.count == 1)
        #expect(!ids.contains("nobody@1.0"))
    }

    @Test("every gate of the market's models is dated inside its model's range, with a source and a change")
    func gates() {
        for family in [RevenueCatUIFamily(), SuperwallFamily(), QonversionFamily()] as [any VersionedAdapterFamily] {
            let gates = family.gates
            #expect(gates.count == Set(gates.map(\.id)).count, "\(family.name)")
            let versions = family.releases ?? []
            for gate in gates {
                #expect(!gate.source.isEmpty && !gate.summary.isEmpty, "\(family.name)/\(gate.id)")
                #expect(versions.contains(gate.version), "\(family.name)/\(gate.id) at \(gate.version) is a released version")
            }
        }
    }
}
