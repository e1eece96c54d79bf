import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// The Superwall model against Superwall-iOS's own history: the callback surface
/// `ci/surfaces/extract-superwall.py` read at every released tag (`SuperwallReleaseData`). Every
/// native form the model emits at a version exists at that tag; every declaration that changes
/// between two neighbouring tags is one gate's; every gate cites its tag and commit.
@Suite struct SuperwallSurfaceTests {
    static let releases = SurfaceHistory.superwall.all

    static func tag(_ name: String) throws -> SurfaceRelease {
        let version = try #require(SDKVersion(name))
        return try #require(SurfaceHistory.superwall.release(version), "\(name) was not released")
    }

    @Test("the data holds release tags only, oldest first, each with its commit; 4.1.0 was never tagged")
    func data() throws {
        let tags = Self.releases.map(\.tag)
        #expect(tags.count == 75, "\(tags.count) releases")
        #expect(tags.first == "4.0.0" && tags.last == "4.16.3" && !tags.contains("4.1.0"))
        #expect(Self.releases.map(\.version) == Self.releases.map(\.version).sorted())
        for release in Self.releases {
            #expect(release.commit.count == 40 && release.commit.allSatisfy(\.isHexDigit), "\(release.tag)")
            #expect(release.sections["delegate"] != nil && release.sections["handler"] != nil, "\(release.tag)")
        }
        #expect(try Self.tag("4.0.0").commit == "1c21a3c8b86346e588b1c567773d1f2d9ba825eb")
        #expect(try Self.tag("4.0.1").facts["delegate handleSuperwallEvent(withInfo:)"] == nil)
        #expect(try Self.tag("4.0.2").facts["delegate handleSuperwallEvent(withInfo:)"] != nil)
        #expect(try Self.tag("4.8.3").facts["handler onWillDismiss(_:)"] == nil && Self.tag("4.9.0").facts["handler onWillDismiss(_:)"] != nil)
    }

    @Test("every gate names the released tag and the commit that introduced it")
    func citations() throws {
        for gate in SuperwallFamily().gates {
            let problems = SurfaceChecks.citationProblems(gate, releases: Self.releases)
            #expect(problems.isEmpty, "\(problems)")
        }
        var planted = try #require(SuperwallFamily().gates.first { $0.id == "will-dismiss-handler" })
        planted.version = SDKVersion(4, 1, 0)
        planted.tag = "superwall/Superwall-iOS@4.1.0"
        #expect(!SurfaceChecks.citationProblems(planted, releases: Self.releases).isEmpty, "4.1.0 was never tagged")
    }

    static let suite = SurfaceChecks.suite(of: "superwall")

    /// Every native the model emits at `version`: its declared handlers and what the suite records.
    static func natives(at version: SDKVersion) -> Set<String> {
        let declared = Set(SuperwallCallback.allCases.filter { $0.exists(in: version) }.map { $0.native(in: version) })
        return declared.union(SurfaceChecks.recordedNatives(suite, on: SuperwallAdapter(id: "superwall@\(version)", version: version)))
    }

    static func missing(_ natives: Set<String>, at release: SurfaceRelease) -> [String] {
        SurfaceChecks.missing(natives, at: release, key: SuperwallGate.declarationKey(of:))
    }

    @Test("every native form the model emits at a released version is declared at that tag")
    func nativesExist() {
        #expect(Self.suite.count > 10, "the suite loaded")
        let versions = Set([Self.releases[0].version] + SuperwallGate.allCases.map(\.since))
        for release in Self.releases where versions.contains(release.version) {
            let missing = Self.missing(Self.natives(at: release.version), at: release)
            #expect(missing.isEmpty, "\(release.citation): \(missing)")
        }
    }

    @Test("a native planted at a tag where it did not exist is found")
    func nativePlanted() throws {
        #expect(Self.missing(["handler.onWillDismiss"], at: try Self.tag("4.8.3")) != [])
        // The model's old reading: handleSuperwallEvent at 4.0.0, where only handleSuperwallPlacement exists.
        #expect(Self.missing(["handleSuperwallEvent(withInfo:)"], at: try Self.tag("4.0.0")) != [])
        #expect(Self.missing(["handleSuperwallPlacement(withInfo:)"], at: try Self.tag("4.0.0")) == [])
        #expect(Self.missing(["handler.onWillDismiss"], at: try Self.tag("4.9.0")) == [])
    }

    static let gates = SuperwallGate.allCases.map { (version: $0.since, id: $0.id, declares: $0.declares) }

    @Test("every declaration that changes between neighbouring released tags is a gate at that tag, and nothing else is")
    func changesAreGates() {
        let problems = SurfaceChecks.coverageProblems(SurfaceRelease.changes(Self.releases), gates: Self.gates)
        #expect(problems.isEmpty, "\(problems)")
        let forgotten = Self.gates.filter { $0.id != "custom-callback" }
        #expect(SurfaceChecks.coverageProblems(SurfaceRelease.changes(Self.releases), gates: forgotten).contains { $0.hasPrefix("4.12.10:") })
    }

    @Test("the analytics callback's gate explains every event the model reports through it")
    func eventCallbackEvents() throws {
        var tracked: Set<String> = []
        let adapter = SuperwallAdapter(id: "superwall@4.0.2", version: SDKVersion(4, 0, 2))
        for result in Runner(Runner.Options(jobs: 2, keepTranscripts: true)).run(Self.suite, on: [adapter]) {
            for event in result.run?.transcript?.events ?? [] where event.native.hasPrefix("handleSuperwallEvent(withInfo:)") {
                tracked.insert(event.name.rawValue)
            }
        }
        #expect(tracked.count > 5)
        #expect(
            tracked.subtracting(SuperwallGate.eventCallback.events).isEmpty, "\(tracked.subtracting(SuperwallGate.eventCallback.events).sorted())")
    }

    @Test("the event cases the issue names arrive at their tags, with their associated values; SuperwallPlacement is read before 4.0.2")
    func eventCases() throws {
        for (name, before, at) in [
            ("paywallProductsLoadMissingProducts", "4.7.0", "4.8.0"), ("reviewRequested", "4.8.1", "4.8.2"),
            ("paywallWebviewProcessTerminated", "4.9.2", "4.9.3"), ("customerInfoDidChange", "4.9.3", "4.10.0")
        ] {
            #expect(try Self.tag(before).facts["event " + name] == nil, "\(name) at \(before)")
            #expect(try Self.tag(at).facts["event " + name] != nil, "\(name) at \(at)")
        }
        #expect(try Self.tag("4.8.2").facts["event reviewRequested"] == "reviewRequested(count: Int)")
        #expect(try Self.tag("4.0.0").sections["event"]?.file.hasSuffix("SuperwallPlacement.swift") == true)
        #expect(try Self.tag("4.0.2").sections["event"]?.file.hasSuffix("SuperwallEvent.swift") == true)
        // transaction_abandon is no new case at 4.10.0: it is a case from 4.0.0 on (b8aba054 tracks it for the web checkout sheet).
        #expect(try Self.tag("4.0.0").facts["event transactionAbandon"] != nil)
        #expect(try Self.tag("4.16.3").facts["purchase purchase(product:)"] == "purchase(product: StoreProduct) -> PurchaseResult")
    }

    @Test("every SuperwallEvent case the model tracks is a case of the enum at that tag")
    func trackedCasesExist() {
        for release in Self.releases
        where [Self.releases[0].version, SuperwallGate.eventCallback.since, Self.releases[Self.releases.count - 1].version].contains(release.version)
        {
            let adapter = SuperwallAdapter(id: "superwall@\(release.version)", version: release.version)
            var cases: Set<String> = []
            for result in Runner(Runner.Options(jobs: 2, keepTranscripts: true)).run(Self.suite, on: [adapter]) {
                for event in result.run?.transcript?.events ?? [] {
                    for native in event.native.components(separatedBy: NativeForms.separator) {
                        if let dot = native.range(of: " .") { cases.insert(String(native[dot.upperBound...])) }
                    }
                }
            }
            #expect(cases.count > 5, "\(release.tag): \(cases)")
            let missing = cases.filter { release.facts["event " + $0] == nil }.sorted()
            #expect(missing.isEmpty, "\(release.citation): \(missing)")
        }
    }

    @Test("onWillDismiss at 4.9.0 is a callback added, not a rename: onDismiss stays")
    func classification() throws {
        #expect(SuperwallGate.willDismissHandler.change == .added && SuperwallGate.willDismissHandler.methods.before == nil)
        #expect(try Self.tag("4.9.0").facts["handler onDismiss(_:)"] != nil)
    }
}
