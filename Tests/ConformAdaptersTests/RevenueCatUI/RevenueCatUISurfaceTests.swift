import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// The RevenueCatUI model against purchases-ios's own history: the callback surface
/// `ci/surfaces/extract-revenuecatui.py` read at every released tag (`RevenueCatUIReleaseData`).
/// Every native form the model emits at a version exists at that tag; every declaration that
/// changes between two neighbouring tags is one gate's, at that tag; every gate cites its tag and
/// commit; and each gate's kind agrees with what the surface does at its tag.
@Suite struct RevenueCatUISurfaceTests {
    /// The releases, oldest first.
    static let releases = SurfaceHistory.revenueCatUI.all

    /// The release `name`.
    static func tag(_ name: String) throws -> SurfaceRelease {
        let version = try #require(SDKVersion(name))
        return try #require(SurfaceHistory.revenueCatUI.release(version), "\(name) was not released")
    }

    // MARK: - The data

    @Test("the data holds release tags only, oldest first, each once with its 40-hex commit")
    func data() throws {
        let tags = Self.releases.map(\.tag)
        #expect(tags.count == 195, "\(tags.count) releases")
        #expect(Set(tags).count == tags.count)
        #expect(Self.releases.map(\.version) == Self.releases.map(\.version).sorted())
        for release in Self.releases {
            #expect(release.tag.split(separator: ".").count == 3 && SDKVersion(release.tag) != nil, "\(release.tag)")
            #expect(release.commit.count == 40 && release.commit.allSatisfy(\.isHexDigit), "\(release.tag) \(release.commit)")
            #expect(release.sections["delegate"] != nil && release.sections["swiftui"] != nil, "\(release.tag) has no surface")
            #expect(release.repository == "RevenueCat/purchases-ios")
        }
        #expect(tags.first == "4.31.5" && tags.last == "5.85.0")
        // Never tagged: purchases-ios goes from 5.26.0 to 5.27.1.
        #expect(!tags.contains("5.27.0") && tags.contains("5.27.1"))
        // Read by hand from the repository.
        #expect(try Self.tag("5.85.0").commit == "1af9d1bf28df81af57a1958237c98bb562b8cc6b")
        #expect(try Self.tag("5.58.1").facts["delegate paywallViewController(_:didInitiatePurchaseWith:resume:)"] == nil)
        #expect(
            try Self.tag("5.59.0").facts["delegate paywallViewController(_:didInitiatePurchaseWith:resume:)"]?.hasSuffix(
                "resume: @escaping (Bool) -> Void)") == true)
        #expect(try Self.tag("5.83.0").facts["swiftui onURLOpened(_:)"] != nil && Self.tag("5.82.0").facts["swiftui onURLOpened(_:)"] == nil)
        // Read from every app-facing type, whatever its file (issue 35): the footer's modifier, the
        // presenter of 5.52.0, the initialisers' closures and the protocol an Objective-C app implements.
        #expect(
            try Self.tag("5.0.0").facts["footer onPaywallTierChange(_:)"] != nil && Self.tag("4.43.0").facts["footer onPaywallTierChange(_:)"] == nil)
        #expect(try Self.tag("5.52.0").facts["present-paywall onDismiss"] != nil && Self.tag("5.51.0").facts["present-paywall onDismiss"] == nil)
        #expect(try Self.tag("4.37.0").facts["footer purchaseCancelled"] != nil && Self.tag("4.36.3").facts["footer purchaseCancelled"] == nil)
        #expect(try Self.tag("4.39.0").facts["controller-init dismissRequestedHandler"] != nil)
        #expect(try Self.tag("5.1.0").facts["paywall-view performPurchase"] == "PerformPurchase?")
        #expect(
            try Self.tag("5.67.0").facts["purchase-handler performRestore(completion:)"] != nil
                && Self.tag("5.66.0").facts["purchase-handler (protocol)"] == nil)
        // Checkpoints are an SPI (@_spi(CheckpointsInternal)): no app sees them.
        #expect(try Self.tag("5.85.0").facts.keys.allSatisfy { !$0.contains("Checkpoint") })
    }

    // MARK: - Gates cite their tag and commit

    /// What is wrong with a gate's citation of the SDK's history, if anything.
    static func citationProblems(_ gate: VersionGate) -> [String] { SurfaceChecks.citationProblems(gate, releases: releases) }

    @Test("every gate names the released tag and the commit that introduced it")
    func citations() {
        let gates = RevenueCatUIFamily().gates
        #expect(gates.count == RevenueCatUIGate.allCases.count)
        for gate in gates {
            #expect(Self.citationProblems(gate).isEmpty, "\(Self.citationProblems(gate))")
        }
    }

    @Test("a gate without its tag or commit, or dated at an unreleased version, is refused")
    func citationPlanted() throws {
        var gate = try #require(RevenueCatUIFamily().gates.first { $0.id == "dismiss-after-completion" })
        gate.commit = nil
        #expect(!Self.citationProblems(gate).isEmpty)
        gate = try #require(RevenueCatUIFamily().gates.first { $0.id == "dismiss-after-completion" })
        gate.tag = nil
        #expect(!Self.citationProblems(gate).isEmpty)
        gate = try #require(RevenueCatUIFamily().gates.first { $0.id == "dismiss-after-completion" })
        gate.version = SDKVersion(5, 27, 0)
        gate.tag = "RevenueCat/purchases-ios@5.27.0"
        #expect(!Self.citationProblems(gate).isEmpty, "5.27.0 was never tagged")
    }

    // MARK: - Natives exist at their tags

    /// The suite, scoped to any RevenueCatUI version, as a chain runs it.
    static let suite = SurfaceChecks.suite(of: "revenuecatui")

    /// Every native form the model emits at `version` on `surface`: the callbacks it declares and
    /// every form the suite's transcripts record.
    static func natives(at version: SDKVersion, on surface: RevenueCatUISurface) -> Set<String> {
        let features = RevenueCatUIFeatures(version: version, surface: surface)
        let declared = Set(
            RevenueCatUICallback.allCases.filter { $0.exists(in: features) }.flatMap { $0.natives(features) }.map { NativeForm($0).method })
        let adapter = RevenueCatUIAdapter(id: "revenuecatui@\(version)\(surface == .swiftui ? "-swiftui" : "")", version: version, surface: surface)
        return declared.union(SurfaceChecks.recordedNatives(suite, on: adapter))
    }

    /// The natives of `natives` that `release` does not declare (with their keys), sorted.
    static func missing(_ natives: Set<String>, at release: SurfaceRelease) -> [String] {
        SurfaceChecks.missing(natives, at: release, key: RevenueCatUIGate.declarationKey(of:))
    }

    /// The releases where the model's behaviour can change: the first, and every gate's tag. Between
    /// two of them neither the model (its gates) nor the surface (`changesAreGates`) changes.
    static var epochs: [SurfaceRelease] {
        let versions = Set([releases[0].version] + RevenueCatUIGate.allCases.map(\.since))
        return releases.filter { versions.contains($0.version) }
    }

    @Test("every native form the model emits at a released version is declared at that tag", arguments: RevenueCatUISurface.allCases)
    func nativesExist(_ surface: RevenueCatUISurface) {
        #expect(Self.suite.count > 30, "the suite loaded")
        for release in Self.epochs {
            let missing = Self.missing(Self.natives(at: release.version, on: surface), at: release)
            #expect(missing.isEmpty, "\(release.citation) on \(surface): \(missing)")
        }
    }

    @Test("a native planted at a tag where it did not exist is found")
    func nativePlanted() throws {
        #expect(Self.missing(["paywallViewController(_:didInitiatePurchaseWith:resume:)"], at: try Self.tag("5.58.1")) != [])
        #expect(Self.missing(["paywallViewController(_:didOpenURL:)"], at: try Self.tag("5.82.0")) != [])
        #expect(Self.missing([".onRestoreInitiated"], at: try Self.tag("5.66.0")) != [])
        #expect(Self.missing([".presentPaywallIfNeeded(purchaseCancelled:)"], at: try Self.tag("4.31.9")) != [])
        #expect(Self.missing(["paywallViewControllerDidCancelPurchase(_:)"], at: try Self.tag("4.32.0")) == [])
        // A model that emitted didInitiatePurchaseWith at 5.58.1 fails the whole check there.
        let planted = Self.natives(at: SDKVersion(5, 58, 1), on: .uikit).union(["paywallViewController(_:didInitiatePurchaseWith:resume:)"])
        #expect(
            Self.missing(planted, at: try Self.tag("5.58.1")) == [
                "paywallViewController(_:didInitiatePurchaseWith:resume:) (delegate paywallViewController(_:didInitiatePurchaseWith:resume:))"
            ])
    }

    // MARK: - Every declaration change is a gate

    static func coverageProblems(
        _ changes: [(version: SDKVersion, keys: Set<String>)], gates: [(version: SDKVersion, id: String, declares: Set<String>)]
    ) -> [String] {
        SurfaceChecks.coverageProblems(changes, gates: gates)
    }

    static let gates = RevenueCatUIGate.allCases.map { (version: $0.since, id: $0.id, declares: $0.declares) }

    @Test("every declaration that changes between neighbouring released tags is a gate at that tag, and nothing else is")
    func changesAreGates() {
        let problems = Self.coverageProblems(SurfaceRelease.changes(Self.releases), gates: Self.gates)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("a gate moved off its tag, or a change with no gate, is found")
    func coveragePlanted() {
        let changes = SurfaceRelease.changes(Self.releases)
        let moved = Self.gates.map { $0.id == "purchase-gate-delegate" ? (SDKVersion(5, 47, 0), $0.id, $0.declares) : $0 }
        #expect(Self.coverageProblems(changes, gates: moved).count >= 2)
        let forgotten = Self.gates.filter { $0.id != "exit-offer" }
        #expect(Self.coverageProblems(changes, gates: forgotten).contains { $0.hasPrefix("5.54.0:") })
    }

    // MARK: - Each gate's kind agrees with the surface

    /// What is wrong with `gate`'s kind, read against the surface just before its tag and at it: a
    /// gate that adds a declaration adds it (absent before, present at the tag) and is `added`; a
    /// gate about behaviour only names a method that exists on both sides of its tag.
    static func classificationProblems(_ gate: RevenueCatUIGate) -> [String] {
        guard let index = releases.firstIndex(where: { $0.version == gate.since }) else { return ["\(gate.id): no release"] }
        let after = releases[index].facts
        let before = index > 0 ? releases[index - 1].facts : [:]
        var problems: [String] = []
        if !gate.declares.isEmpty {
            let added = gate.declares.filter { before[$0] == nil && after[$0] != nil }
            if !added.isEmpty && gate.change != .added { problems.append("\(gate.id): adds \(added.sorted()) but is '\(gate.change.label)'") }
            if added.isEmpty && gate.change == .added { problems.append("\(gate.id): is 'callback added' but adds no declaration") }
        } else if index > 0 {
            for surface in RevenueCatUISurface.allCases where gate.surface == nil || gate.surface == surface {
                let (old, new) = gate.methods(on: surface)
                for method in [old, new].compactMap({ $0 }) {
                    guard let key = RevenueCatUIGate.declarationKey(of: method) else { continue }
                    if before[key] == nil || after[key] == nil {
                        problems.append("\(gate.id): behaviour of '\(method)', which is not declared on both sides of \(gate.since)")
                    }
                }
            }
        }
        return problems
    }

    @Test("each gate's kind agrees with what the surface does at its tag", arguments: RevenueCatUIGate.allCases)
    func classification(_ gate: RevenueCatUIGate) {
        #expect(Self.classificationProblems(gate).isEmpty, "\(Self.classificationProblems(gate))")
    }

    @Test("the issue's misclassifications are found: 5.69's fix is a reorder, not arguments; the repeated cancel adds no declaration")
    func misclassified() throws {
        #expect(RevenueCatUIGate.dismissAfterCompletion.change == .reordered)
        #expect(RevenueCatUIGate.dismissAfterCompletion.since == SDKVersion(5, 69, 0))
        #expect(RevenueCatUIGate.repeatedCancels.declares.isEmpty && RevenueCatUIGate.repeatedCancels.since == SDKVersion(5, 74, 0))
    }
}
