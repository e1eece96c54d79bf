import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// A versioned model changes only where a gate says (issue 35): between two gates every released
/// version runs the shipped suite exactly alike — the same pairs apply, with the same transcripts —
/// so an upgrade chain, which stops only at gates, can never walk past a change, whatever versions
/// it starts and ends at. A behaviour keyed to a version without a gate fails here.
@Suite struct GateEpochPropertyTests {
    /// One family's variant, and its releases grouped by the gates between them: each epoch runs
    /// from a gate's version (or the first release) up to the next gate's.
    struct Epochs: CustomTestStringConvertible, Sendable {
        var family: String
        var variant: String?
        var epochs: [[SDKVersion]]
        var testDescription: String { family + (variant.map { "-\($0)" } ?? "") }
    }

    /// Every family's surfaces, each with its epochs.
    static let all: [Epochs] = BuiltinAdapters.families.flatMap { family -> [Epochs] in
        let releases = family.releases ?? []
        return ([nil] + family.variants.map(Optional.some)).map { variant in
            let first = variant.flatMap { family.firstVersion(ofVariant: $0) }
            let gates = Set(family.gates(for: variant).map(\.version))
            var epochs: [[SDKVersion]] = []
            for version in releases where first.map({ version >= $0 }) ?? true {
                if epochs.isEmpty || gates.contains(version) { epochs.append([]) }
                epochs[epochs.count - 1].append(version)
            }
            return Epochs(family: family.name, variant: variant, epochs: epochs)
        }
    }

    /// What the shipped suite (scoped to the family, run by all its members) gives on one version:
    /// each applicable spec's transcript as text.
    static func runs(_ family: any VersionedAdapterFamily, _ version: SDKVersion, variant: String?, suite: [Spec]) -> [String: String] {
        let member = FamilyMember(family: family.name, version: version, variant: variant)
        let adapter = family.adapter(member, id: member.id)
        var out: [String: String] = [:]
        for result in Runner(Runner.Options(jobs: 2, keepTranscripts: true)).run(suite, on: [adapter]) {
            guard let transcript = result.run?.transcript else { continue }
            out[result.specID] =
                transcript.events.map {
                    "\($0.time) \($0.name.rawValue) \($0.subject ?? "") \($0.native) \($0.arguments.map { "\($0.key)=\($0.value)" })"
                }
                .joined(separator: "\n") + "\nfinal \(transcript.final.state) \(transcript.final.result)"
        }
        return out
    }

    @Test("every family has epochs, and some epoch holds more than one release (the property is not vacuous)")
    func notVacuous() {
        for family in BuiltinAdapters.families {
            let mine = Self.all.filter { $0.family == family.name }
            #expect(!mine.isEmpty && mine.contains { $0.epochs.contains { $0.count > 1 } }, "\(family.name)")
        }
    }

    @Test("between two gates, every released version runs the suite alike", arguments: all)
    func alike(_ epochs: Epochs) throws {
        let family = try #require(BuiltinAdapters.families.first { $0.name == epochs.family })
        let suite = SurfaceChecks.suite(of: family.name)
        #expect(suite.count > 5, "the suite loaded")
        for epoch in epochs.epochs where epoch.count > 1 {
            let first = Self.runs(family, epoch[0], variant: epochs.variant, suite: suite)
            for version in epoch.dropFirst() {
                let other = Self.runs(family, version, variant: epochs.variant, suite: suite)
                #expect(
                    Set(first.keys) == Set(other.keys),
                    "\(epochs) \(epoch[0]) and \(version): the same specs apply (only at \(epoch[0]): \(Set(first.keys).subtracting(other.keys).sorted()); only at \(version): \(Set(other.keys).subtracting(first.keys).sorted()))"
                )
                for (spec, transcript) in first where other[spec] != nil && other[spec] != transcript {
                    Issue.record("\(epochs): \(spec) runs differently at \(epoch[0]) and \(version) with no gate between them")
                }
            }
        }
    }
}
