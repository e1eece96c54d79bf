import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// The upgrade gate never gives a false green (issue 24, item 5): for every version gate of every
/// versioned model, on every surface, and every shipped spec that observes something the gate
/// changes — an event the spec's expectations name, whose callbacks, arguments, order or time differ
/// between the release just before the gate and the gate's own, or the final state where the spec
/// pins it, or one of the gate's events when only one side can run the spec — `conform upgrade --from <before> --to <gate>` with that spec cannot exit 0: the spec is
/// among the step's differing ones, so the report has changes.
@Suite struct UpgradeGatePropertyTests {
    /// One gate crossed on one surface: the family, the ids before and at the gate.
    struct Crossing: CustomStringConvertible, Sendable {
        var family: String
        var gate: VersionGate
        var old: String
        var new: String
        var description: String { "\(family) \(gate.id): \(old)..\(new)" }
    }

    /// Every gate of every family whose version has a released predecessor, on every surface.
    static let crossings: [Crossing] = BuiltinAdapters.families.flatMap { family -> [Crossing] in
        let releases = family.releases ?? []
        return ([nil] + family.variants.map(Optional.some)).flatMap { variant -> [Crossing] in
            family.gates(for: variant).filter { $0.variant == nil || $0.variant == variant }.compactMap { gate in
                guard let before = releases.last(where: { $0 < gate.version }), releases.contains(gate.version) else { return nil }
                if let variant, let first = family.firstVersion(ofVariant: variant), before < first { return nil }
                let suffix = variant.map { "-\($0)" } ?? ""
                return Crossing(
                    family: family.name, gate: gate, old: "\(family.name)@\(before)\(suffix)", new: "\(family.name)@\(gate.version)\(suffix)")
            }
        }
    }

    /// The shipped suite.
    static let specs: [Spec] = (try? SuiteLoader(root: AdaptyFactTableTests.root + "/Specs").load(paths: [], jobs: 2).specs) ?? []

    /// Every pattern of `spec`'s expectations.
    static func patterns(_ spec: Spec) -> [EventPattern] {
        let expect = spec.expect
        return expect.order.flatMap(\.value.patterns) + (expect.exact ?? []).flatMap(\.value.patterns)
            + expect.never.map(\.value) + expect.counts.map(\.value.pattern)
    }

    /// Whether `spec` observes `event`: one of its expectations' patterns matches it.
    static func observes(_ spec: Spec, _ event: Event) -> Bool {
        patterns(spec).contains { $0.matches(event) }
    }

    /// Whether `spec`'s expectations name one of the gate's events (or its family).
    static func names(_ spec: Spec, anyOf events: [String]) -> Bool {
        patterns(spec).contains { pattern in events.contains { $0 == pattern.name || Event.family(of: $0) == Substring(pattern.name) } }
    }

    /// The events of `transcript` that `spec` observes and `gate` is about, as comparable text: the
    /// app's callbacks and the alerts the SDK shows, as an upgrade compares them
    /// (`DifferenceClassifier`: RevenueCatUI Android's Activity before 9.22.0 hears a cancel through
    /// no callback at 7.3.0 or 7.3.1; only its `ErrorDialog` went, and that is an `alert` change).
    static func observed(_ transcript: Transcript, spec: Spec, gate: VersionGate, family: any VersionedAdapterFamily) -> [String] {
        transcript.events.filter {
            gate.events.contains($0.name.rawValue) && observes(spec, $0) && (family.isCallback(native: $0.native) || $0.name == .alertShown)
        }
        .map { "\($0.time) \($0.name.rawValue) \($0.subject ?? "") \($0.native) \($0.arguments.map { "\($0.key)=\($0.value)" })" }
    }

    /// Whether the gate changes something `spec` observes between the two transcripts.
    static func changesObserved(_ old: Transcript, _ new: Transcript, spec: Spec, gate: VersionGate, family: any VersionedAdapterFamily) -> Bool {
        if observed(old, spec: spec, gate: gate, family: family) != observed(new, spec: spec, gate: gate, family: family) { return true }
        let pinsFinal = spec.expect.state != nil || spec.expect.result != nil
        return gate.events.contains("final") && pinsFinal && (old.final.state != new.final.state || old.final.result != new.final.result)
    }

    @Test("every gate crossing has a released predecessor on each family's surfaces")
    func crossingsExist() {
        #expect(Self.specs.count > 200, "the suite loaded")
        for family in BuiltinAdapters.families {
            #expect(Self.crossings.contains { $0.family == family.name }, "\(family.name)")
        }
    }

    /// The chain across `crossing`, the shipped specs both sides run that observe what its gate
    /// changes, and those only one side runs that name one of the gate's events.
    static func observing(_ crossing: Crossing) throws -> (plan: MigrationPlan, specs: [Spec], oneSided: [Spec]) {
        let workspace = AdaptyFactTableTests.workspace
        let plan = try MigrationPlan.chain(crossing.old, crossing.new, in: workspace)
        let old = try workspace.adapter(crossing.old), new = try workspace.adapter(crossing.new)
        let rescoped = Self.specs.map(plan.rescope)
        let runner = Runner(Runner.Options(jobs: 2, keepTranscripts: true))
        let family = try #require(BuiltinAdapters.families.first { $0.name == crossing.family })
        let oldRuns = Dictionary(
            runner.run(rescoped, on: [old]).compactMap { r in r.run?.transcript.map { (r.specID, $0) } }, uniquingKeysWith: { a, _ in a })
        let newRuns = Dictionary(
            runner.run(rescoped, on: [new]).compactMap { r in r.run?.transcript.map { (r.specID, $0) } }, uniquingKeysWith: { a, _ in a })
        let observing = rescoped.filter { spec in
            guard let a = oldRuns[spec.id], let b = newRuns[spec.id] else { return false }
            return Self.changesObserved(a, b, spec: spec, gate: crossing.gate, family: family)
        }
        // Only one side can run it (an option, a capability or a handler the gate brings or takes).
        let oneSided = rescoped.filter { spec in
            (oldRuns[spec.id] == nil) != (newRuns[spec.id] == nil) && Self.names(spec, anyOf: crossing.gate.events)
        }
        return (plan, observing, oneSided)
    }

    @Test("the property is not vacuous: the gates the issue names are observed by shipped specs")
    func notVacuous() throws {
        for (family, gate, old) in [
            ("adapty", "automatic-selection", "3.12.1"), ("revenuecatui", "dismiss-after-completion", "5.68.0"),
            ("revenuecatui", "repeated-cancels", "5.73.1"), ("superwall", "will-dismiss-handler", "4.8.3"),
            ("qonversion-nocodes", "custom-action", "6.12.1")
        ] {
            let crossing = try #require(Self.crossings.first { $0.family == family && $0.gate.id == gate && $0.old == "\(family)@\(old)" })
            let found = try Self.observing(crossing)
            // Qonversion's custom actions are a capability: before 6.13.0 the specs cannot run at all.
            #expect(family == "qonversion-nocodes" ? !found.oneSided.isEmpty : !found.specs.isEmpty, "\(crossing)")
        }
    }

    @Test("an upgrade across a gate never exits 0 for a spec that observes what the gate changes", arguments: crossings)
    func neverGreen(_ crossing: Crossing) throws {
        let workspace = AdaptyFactTableTests.workspace
        let (plan, observing, oneSided) = try Self.observing(crossing)
        guard !observing.isEmpty || !oneSided.isEmpty else { return }
        let report = try MigrationRun.run(plan, workspace: workspace, paths: [], jobs: 2)
        let differing = report.steps.reduce(into: Set<String>()) { $0.formUnion($1.differing) }
        for spec in observing {
            #expect(differing.contains(spec.id), "\(crossing): \(spec.id) observes what the gate changes, and the upgrade would exit 0")
        }
        if !observing.isEmpty { #expect(report.exitCode != 0) }
        // A spec only one side runs on its own is never dropped in silence: the advisor widens both
        // sides so it runs on both (then it is compared, and a difference is a change), or names it
        // as not comparable.
        let accounted = report.steps.reduce(into: differing) { $0.formUnion($1.compared) }
            .union(report.steps.flatMap { $0.uncompared.flatMap(\.specs) })
        for spec in oneSided {
            #expect(accounted.contains(spec.id), "\(crossing): \(spec.id) runs on one side only and the report does not account for it")
        }
    }
}
