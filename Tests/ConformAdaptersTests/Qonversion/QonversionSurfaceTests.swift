import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// The Qonversion No-Codes model against qonversion-ios-sdk's own history: the `NoCodesDelegate`
/// `ci/surfaces/extract-qonversion.py` read at every released tag (`QonversionReleaseData`).
@Suite struct QonversionSurfaceTests {
    static let releases = SurfaceHistory.qonversion.all

    static func tag(_ name: String) throws -> SurfaceRelease {
        let version = try #require(SDKVersion(name))
        return try #require(SurfaceHistory.qonversion.release(version), "\(name) was not released")
    }

    @Test("the data holds release tags only, oldest first, each with its commit; 6.8.0 was never tagged")
    func data() throws {
        let tags = Self.releases.map(\.tag)
        #expect(tags.count == 19, "\(tags.count) releases")
        #expect(tags.first == "6.0.0" && tags.last == "6.13.1" && !tags.contains("6.8.0"))
        for release in Self.releases {
            #expect(release.commit.count == 40 && release.commit.allSatisfy(\.isHexDigit), "\(release.tag)")
            #expect(release.sections["delegate"] != nil, "\(release.tag) has no NoCodesDelegate")
        }
        #expect(try Self.tag("6.13.1").commit == "56324c89d1252e3b2f3d5763f3b9a40733589e26")
    }

    @Test("every gate names the released tag and the commit that introduced it")
    func citations() {
        for gate in QonversionFamily().gates {
            let problems = SurfaceChecks.citationProblems(gate, releases: Self.releases)
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    static let suite = SurfaceChecks.suite(of: "qonversion-nocodes")

    /// The key of a native: a `NoCodesDelegate` requirement, or nil for what is none.
    static func key(_ native: String) -> String? {
        let method = NativeForm(native).method
        return method.hasPrefix("noCodes") ? "delegate " + method : nil
    }

    static func natives(at version: SDKVersion) -> Set<String> {
        let declared = Set(QonversionCallback.allCases.filter { $0.exists(in: version) }.map(\.native))
        return declared.union(SurfaceChecks.recordedNatives(suite, on: QonversionAdapter(id: "qonversion-nocodes@\(version)", version: version)))
    }

    @Test("every native form the model emits at a released version is declared at that tag")
    func nativesExist() {
        #expect(Self.suite.count > 5, "the suite loaded")
        for release in Self.releases where [Self.releases[0].version, QonversionGate.customAction.since].contains(release.version) {
            let missing = SurfaceChecks.missing(Self.natives(at: release.version), at: release, key: Self.key)
            #expect(missing.isEmpty, "\(release.citation): \(missing)")
        }
    }

    @Test("a native planted at a tag where it did not exist is found")
    func nativePlanted() throws {
        #expect(SurfaceChecks.missing(["noCodesReceivedCustomAction(value:)"], at: try Self.tag("6.12.1"), key: Self.key) != [])
        #expect(SurfaceChecks.missing(["noCodesReceivedCustomAction(value:)"], at: try Self.tag("6.13.0"), key: Self.key) == [])
    }

    @Test("every declaration that changes between neighbouring released tags is a gate at that tag, and nothing else is")
    func changesAreGates() {
        let gates = QonversionGate.allCases.map { (version: $0.since, id: $0.id, declares: $0.declares) }
        #expect(SurfaceChecks.coverageProblems(SurfaceRelease.changes(Self.releases), gates: gates).isEmpty)
        #expect(!SurfaceChecks.coverageProblems(SurfaceRelease.changes(Self.releases), gates: []).isEmpty)
    }
}
