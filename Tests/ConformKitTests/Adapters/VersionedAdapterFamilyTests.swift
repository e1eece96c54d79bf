import Testing
@testable import ConformKit

/// A versioned family answers for any version in its range, by id, and refuses the rest naming
/// the range; a workspace asks it for ids no adapter has.
@Suite struct VersionedAdapterFamilyTests {
    /// A family of two majors with one gate at 2.3.0 and a `web` variant.
    struct Toy: VersionedAdapterFamily {
        var name: String { "toy" }
        var sdk: String { "Toy SDK" }
        var vendor: String { "toy" }
        var platform: SDKPlatform { .iOS }
        var ranges: [ClosedRange<SDKVersion>] { [SDKVersion(1, 0)...SDKVersion(1, 4, 2), SDKVersion(2, 0)...SDKVersion(2, 9, 1)] }
        var variants: [String] { ["web"] }
        var gates: [VersionGate] {
            [
                VersionGate(
                    id: "late", version: SDKVersion(2, 3), change: .added, summary: "s", source: "changelog 2.3.0", advice: "a",
                    events: ["paywall.shown"]),
                VersionGate(
                    id: "early", version: SDKVersion(1, 2), change: .removed, summary: "s", source: "changelog 1.2.0", advice: "a",
                    events: ["paywall.shown"])
            ]
        }
        var packageIdentities: [String] { ["toy-ios"] }
        func adapter(_ member: FamilyMember, id: String) -> any Adapter { ToyAdapter(id: id, version: member.version) }
    }

    /// The adapter a toy family makes.
    struct ToyAdapter: SynchronousAdapter {
        let id: String
        let version: SDKVersion
        var info: AdapterInfo { AdapterInfo(id: id, sdk: "Toy SDK", sdkVersion: "\(version)", summary: "", capabilities: [], emits: []) }
        func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession { throw AdapterError.unsupported("toy") }
    }

    @Test(
        "an id names a version, a major (the newest of it) or major.minor, with a variant",
        arguments: [
            ("toy@2.4.1", "toy@2.4.1"), ("toy@2", "toy@2.9.1"), ("toy@1", "toy@1.4.2"), ("toy@2.4", "toy@2.4.0"), ("toy@1.0.0-web", "toy@1.0.0-web")
        ])
    func members(_ id: String, _ canonical: String) throws {
        #expect(try Toy().member(id).id == canonical)
    }

    @Test("a version outside the range is an input error naming the range", arguments: ["toy@3.0.0", "toy@1.5.0", "toy@0.9", "toy@4"])
    func outOfRange(_ id: String) {
        #expect {
            try Toy().member(id)
        } throws: { error in
            let message = "\(error)"
            return (error as? ConformError)?.exitCode == 2 && message.contains("outside the modelled range of 'toy': 1.0.0 … 1.4.2, 2.0.0 … 2.9.1")
                && message.contains("conform adapters --versions toy")
        }
    }

    @Test(
        "a malformed version or an unknown variant is an input error with the next step",
        arguments: [
            ("toy@2.x", "has no version '2.x'"), ("toy@2.1-wbe", "did you mean '-web'?"), ("toy@", "has no version ''")
        ])
    func malformed(_ id: String, _ expected: String) {
        #expect {
            try Toy().member(id)
        } throws: { error in "\(error)".contains(expected) }
    }

    @Test("a chain stops at each gate's version after the first and up to the last")
    func stops() {
        #expect(Toy().stops(after: SDKVersion(1, 0), through: SDKVersion(2, 9, 1)) == [SDKVersion(1, 2), SDKVersion(2, 3)])
        #expect(Toy().stops(after: SDKVersion(1, 2), through: SDKVersion(2, 2)) == [])
        #expect(Toy().stops(after: SDKVersion(2, 0), through: SDKVersion(2, 3)) == [SDKVersion(2, 3)])
    }

    @Test("a workspace resolves an unregistered version through its family, and refuses an unknown one")
    func workspace() throws {
        let workspace = Workspace(suite: "Specs", golden: "Golden", divergences: "Divergences", adapters: [], families: [Toy()])
        #expect(try workspace.adapter("toy@2.4").id == "toy@2.4.0")
        #expect(try workspace.adapters(["toy@2.4", "toy@2.4.0"]).count == 1)
        #expect(throws: ConformError.self) { try workspace.adapter("toy@7.0.0") }
        #expect { try workspace.adapter("toi@2") } throws: { "\($0)".contains("unknown adapter 'toi@2'") }
    }

    /// The toy family, knowing its released tags: 1.0.0, 1.2.0, 1.4.2, 2.0.0 and 2.9.1; `web` from 2.0.0.
    struct ReleasedToy: VersionedAdapterFamily {
        var name: String { "toy" }
        var sdk: String { "Toy SDK" }
        var vendor: String { "toy" }
        var platform: SDKPlatform { .iOS }
        var ranges: [ClosedRange<SDKVersion>] { Toy().ranges }
        var variants: [String] { ["web"] }
        var gates: [VersionGate] { Toy().gates }
        var packageIdentities: [String] { ["toy-ios"] }
        var releases: [SDKVersion]? { [SDKVersion(1, 0), SDKVersion(1, 2), SDKVersion(1, 4, 2), SDKVersion(2, 0), SDKVersion(2, 9, 1)] }
        func firstVersion(ofVariant variant: String) -> SDKVersion? { variant == "web" ? SDKVersion(2, 0) : nil }
        func adapter(_ member: FamilyMember, id: String) -> any Adapter { ToyAdapter(id: id, version: member.version) }
    }

    @Test(
        "a family that knows its released tags refuses any other version, naming the nearest released ones",
        arguments: [
            ("toy@1.3.0", "never released", "'toy@1.2.0' and 'toy@1.4.2'"), ("toy@2.5", "never released", "'toy@2.0.0' and 'toy@2.9.1'"),
            ("toy@2.0.0-beta.1", "pre-release", "'toy@1.4.2' and 'toy@2.0.0'"), ("toy@3.0.0-rc1-web", "pre-release", "'toy@2.9.1'"),
            ("toy@1.2.0-web", "before it existed", "'toy@2.0.0-web'")
        ])
    func releasedOnly(_ id: String, _ what: String, _ nearest: String) {
        #expect {
            try ReleasedToy().member(id)
        } throws: { error in
            (error as? ConformError)?.exitCode == 2 && "\(error)".contains(what) && "\(error)".contains(nearest)
        }
    }

    @Test("released tags and the variant from its first version resolve; without a list every version in range does")
    func releasedResolve() throws {
        #expect(try ReleasedToy().member("toy@1.2").version == SDKVersion(1, 2))
        #expect(try ReleasedToy().member("toy@2").version == SDKVersion(2, 9, 1))
        #expect(try ReleasedToy().member("toy@2.0.0-web").variant == "web")
        #expect(try Toy().member("toy@1.3.0").version == SDKVersion(1, 3))
    }
}
