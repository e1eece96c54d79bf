import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// The Adapty model against the SDK's own history: the callback surface `ci/surfaces/extract-adapty.py`
/// read at every released tag (`AdaptyReleaseData`). Every native form the model emits at a version
/// exists at that tag; every declaration that changes between two neighbouring tags is one gate's,
/// at that tag; every gate cites its tag and commit.
@Suite struct AdaptySurfaceTests {
    /// The releases, oldest first.
    static let releases = SurfaceHistory.adapty.all

    /// Closure parameters of the SwiftUI modifier that are no callbacks of the app (view builders),
    /// so no gate tells their arrival. (`placeholderBuilder` is one: the app observes its placeholder
    /// drawn, `paywall.loading`, which the gate `swiftui-placeholder` tells.)
    static let notCallbacks: Set<String> = ["swiftui showAlertBuilder"]

    /// The release `name`.
    static func tag(_ name: String) throws -> SurfaceRelease {
        let version = try #require(SDKVersion(name))
        return try #require(SurfaceHistory.adapty.release(version), "\(name) was not released")
    }

    // MARK: - The data

    @Test("the data holds release tags only, oldest first, each once with its 40-hex commit")
    func data() throws {
        let tags = Self.releases.map(\.tag)
        #expect(tags.count == 61, "\(tags.count) releases")
        #expect(Set(tags).count == tags.count)
        #expect(Self.releases.map(\.version) == Self.releases.map(\.version).sorted())
        for release in Self.releases {
            #expect(SDKVersion(release.tag) != nil && release.tag.split(separator: ".").count == 3, "\(release.tag)")
            #expect(release.commit.count == 40 && release.commit.allSatisfy(\.isHexDigit), "\(release.tag) \(release.commit)")
            #expect(release.sections["delegate"] != nil, "\(release.tag) has no delegate")
            #expect(release.repository == (release.version.major == 2 ? "adaptyteam/AdaptyUI-iOS" : "adaptyteam/AdaptySDK-iOS"))
        }
        // Never tagged: AdaptyUI-iOS jumps from 2.1.5 to 2.11.0, AdaptySDK-iOS from 3.12.1 to 3.14.0 and 3.15.7 to 3.17.0.
        for never in ["2.9.0", "2.2.0", "3.13.0", "3.16.0"] { #expect(!tags.contains(never), "\(never)") }
        #expect(tags.first == "2.0.0" && tags.last == "3.17.2" && tags.contains("2.11.3") && tags.contains("3.0.0"))
        // Facts read by hand from the repositories (SDK-FACTS, "Checked against the repository's tags").
        #expect(try Self.tag("3.14.0").commit == "3bef2a4f9c772821f8e07c335a0bc49d0f358641")
        #expect(try Self.tag("3.0.0").sections["resolver"] == nil && Self.tag("3.0.1").sections["resolver"] != nil)
        #expect(try Self.tag("3.1.0").facts["delegate paywallController(_:didSelectProduct:)"]?.hasSuffix("product: AdaptyPaywallProduct)") == true)
        #expect(
            try Self.tag("3.2.0").facts["delegate paywallController(_:didSelectProduct:)"]?.hasSuffix("AdaptyPaywallProductWithoutDeterminingOffer)")
                == true)
        #expect(try Self.tag("3.7.0").facts["delegate paywallController(_:didFailRenderingWith:)"]?.hasSuffix("error: AdaptyError)") == true)
        #expect(try Self.tag("3.8.0").facts["delegate paywallController(_:didFailRenderingWith:)"]?.hasSuffix("error: AdaptyUIError)") == true)
    }

    // MARK: - Gates cite their tag and commit

    /// What is wrong with a gate's citation of the SDK's history, if anything.
    static func citationProblems(_ gate: VersionGate) -> [String] {
        var problems: [String] = []
        guard let tag = gate.tag else { return ["\(gate.id): no tag"] }
        guard let commit = gate.commit else { return ["\(gate.id): no commit"] }
        if !(commit.count == 40 && commit.allSatisfy(\.isHexDigit)) { problems.append("\(gate.id): commit '\(commit)' is not 40 hex digits") }
        guard let at = tag.lastIndex(of: "@"), let version = SDKVersion(String(tag[tag.index(after: at)...])) else {
            return problems + ["\(gate.id): tag '\(tag)' names no version"]
        }
        if version != gate.version { problems.append("\(gate.id): tag \(tag) is not its version \(gate.version)") }
        if let release = SurfaceHistory.adapty.release(version) {
            if release.citation != tag { problems.append("\(gate.id): \(tag) is not the release \(release.citation)") }
        } else {
            problems.append("\(gate.id): \(version) was never released")
        }
        return problems
    }

    @Test("every gate names the released tag and the commit that introduced it")
    func citations() {
        let gates = AdaptyFamily().gates
        #expect(gates.count == AdaptyGate.allCases.count)
        for gate in gates {
            #expect(Self.citationProblems(gate).isEmpty, "\(Self.citationProblems(gate))")
            #expect(gate.source.contains(String(gate.commit?.prefix(8) ?? "none")), "\(gate.id): the source names the commit")
        }
    }

    @Test("a gate without its tag or commit, or dated at an unreleased version, is refused")
    func citationPlanted() throws {
        var gate = AdaptyFamily().gates[0]
        gate.commit = nil
        #expect(!Self.citationProblems(gate).isEmpty)
        gate = AdaptyFamily().gates[0]
        gate.tag = nil
        #expect(!Self.citationProblems(gate).isEmpty)
        gate = try #require(AdaptyFamily().gates.first { $0.id == "automatic-selection" })
        gate.version = SDKVersion(3, 0, 0)
        #expect(!Self.citationProblems(gate).isEmpty, "the 3.0.0 date the issue found is refused")
        gate.version = SDKVersion(3, 13, 0)
        gate.tag = "adaptyteam/AdaptySDK-iOS@3.13.0"
        #expect(!Self.citationProblems(gate).isEmpty, "3.13.0 was never tagged")
    }

    @Test("the corrected dates: automatic selection at 3.14.0 (af1ade9b), the resolver at 3.0.1, the missed type changes")
    func corrected() throws {
        func gate(_ id: String) throws -> VersionGate { try #require(AdaptyFamily().gates.first { $0.id == id }, "\(id)") }
        #expect(try gate("automatic-selection").version == SDKVersion(3, 14, 0))
        #expect(try gate("automatic-selection").commit == "af1ade9bd12c7a8d45d74e7a7e3c4884a2faeab8")
        #expect(try gate("observer-mode-resolver").version == SDKVersion(3, 0, 1))
        #expect(try gate("select-product-type").version == SDKVersion(3, 2, 0) && gate("select-product-type").change == .arguments)
        #expect(try gate("select-product-type").declaration?.after.hasSuffix("AdaptyPaywallProductWithoutDeterminingOffer)") == true)
        #expect(try gate("render-error-type").version == SDKVersion(3, 8, 0))
        #expect(try gate("render-error-type").declaration?.before.hasSuffix("error: AdaptyError)") == true)
        #expect(try gate("render-error-type").declaration?.after.hasSuffix("error: AdaptyUIError)") == true)
        // The swipe's rename is filed under the method it leaves, not under the appearance.
        let swipe = try gate("swipe-through-disappear")
        #expect(swipe.method == AdaptyNative.sheetSwiped && swipe.after == "paywallControllerDidDisappear(_:)" && swipe.change == .renamed)
        #expect(try gate("swiftui-default-retry").version == SDKVersion(3, 0, 0))
    }

    // MARK: - Natives exist at their tags

    /// The suite, scoped to any Adapty version, as a chain runs it.
    static let suite: [Spec] = {
        let root = AdaptyFactTableTests.root
        guard let loaded = try? SuiteLoader(root: root + "/Specs").load(paths: [], jobs: 2) else { return [] }
        return loaded.specs.map { spec in
            var spec = spec
            if spec.scope.adapters.contains(where: { $0 == "adapty" || $0.hasPrefix("adapty@") }) { spec.scope.adapters = [] }
            return spec
        }.filter { $0.scope.adapters.isEmpty }
    }()

    /// Every native form the model emits at `version` on `surface`: the callbacks it declares and
    /// every form the suite's transcripts record.
    static func natives(at version: SDKVersion, on surface: AdaptySurface) -> Set<String> {
        let features = AdaptyFeatures(version: version, surface: surface)
        var natives = Set(AdaptyCallback.allCases.filter { $0.exists(in: features) }.map { $0.native(on: surface, features: features) })
        let adapter = AdaptyAdapter(
            id: "adapty@\(version)\(surface == .swiftui ? "-swiftui" : "")", version: version, surface: surface, source: "test")
        let results = Runner(Runner.Options(jobs: 2, keepTranscripts: true)).run(suite, on: [adapter])
        for result in results { for event in result.run?.transcript?.events ?? [] { natives.insert(NativeForm(event.native).method) } }
        return natives
    }

    /// The natives of `natives` that `release` does not declare (with the surface's key), sorted.
    static func missing(_ natives: Set<String>, at release: SurfaceRelease, on surface: AdaptySurface) -> [String] {
        let facts = release.facts
        return natives.compactMap { native in
            AdaptyGate.declarationKey(of: native, on: surface).flatMap { facts[$0] == nil ? "\(native) (\($0))" : nil }
        }.sorted()
    }

    @Test("every native form the model emits at a released version is declared at that tag", arguments: AdaptySurface.allCases)
    func nativesExist(_ surface: AdaptySurface) {
        #expect(Self.suite.count > 50, "the suite loaded")
        for release in Self.releases {
            if surface == .swiftui && release.sections["swiftui"] == nil {
                // No modifier at the tag: the family refuses the variant there.
                #expect(throws: ConformError.self) { try AdaptyFamily().member("adapty@\(release.tag)-swiftui") }
                continue
            }
            let missing = Self.missing(Self.natives(at: release.version, on: surface), at: release, on: surface)
            #expect(missing.isEmpty, "\(release.citation) on \(surface): \(missing)")
        }
    }

    @Test("a native planted at a tag where it did not exist is found")
    func nativePlanted() throws {
        #expect(Self.missing(["paywallController(_:didCancelPurchase:)"], at: try Self.tag("3.2.0"), on: .uikit) != [])
        #expect(Self.missing(["paywallControllerDidAppear(_:)"], at: try Self.tag("3.4.2"), on: .uikit) != [])
        #expect(Self.missing([AdaptyNative.observerPurchase], at: try Self.tag("3.0.0"), on: .uikit) != [])
        #expect(Self.missing([".paywall(didPartiallyLoadProducts:)"], at: try Self.tag("3.4.2"), on: .swiftui) != [])
        // The model's old dating of the resolver: 3.0.0 has none.
        #expect(Self.missing([AdaptyNative.observerPurchase], at: try Self.tag("3.0.1"), on: .uikit) == [])
    }

    // MARK: - Every declaration change is a gate

    static let gates = AdaptyGate.allCases.map { (version: $0.since, id: $0.id, declares: $0.declares) }

    @Test("every declaration that changes between neighbouring released tags is a gate at that tag, and nothing else is")
    func changesAreGates() {
        let problems = SurfaceChecks.coverageProblems(SurfaceRelease.changes(Self.releases, ignoring: Self.notCallbacks), gates: Self.gates)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("a gate moved off its tag, or a change with no gate, is found")
    func coveragePlanted() {
        let changes = SurfaceRelease.changes(Self.releases, ignoring: Self.notCallbacks)
        // The resolver dated 3.0.0, as the issue found it.
        let moved = Self.gates.map { $0.id == "observer-mode-resolver" ? (SDKVersion(3, 0, 0), $0.id, $0.declares) : $0 }
        #expect(SurfaceChecks.coverageProblems(changes, gates: moved).count >= 2)
        // The render error's retyping forgotten.
        let forgotten = Self.gates.filter { $0.id != "render-error-type" }
        #expect(SurfaceChecks.coverageProblems(changes, gates: forgotten).contains { $0.hasPrefix("3.8.0:") })
    }
}
