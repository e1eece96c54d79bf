import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// Every versioned family's behaviour ledger is complete (docs/migration.md, "The behaviour
/// ledger"): each commit that touched the paywall flow has a verdict written against its first
/// release tag, each gate a verdict names exists, and each gate that cites a commit cites one the
/// ledger lists, whose verdict names it, at the gate's version.
@Suite struct BehaviourLedgerTests {
    /// What is wrong with `family`'s ledgers, one line a problem.
    static func problems(_ family: any VersionedAdapterFamily) -> [String] {
        let ledgers = family.ledgers
        let gates = family.gates
        let ids = Set(gates.map(\.id))
        var problems: [String] = ledgers.flatMap(\.strayVerdicts).map {
            "verdict '\($0)' names no single commit of the ledger, or is not 'HASH TAG gate ID…', 'HASH TAG none: REASON' or 'HASH TAG outside: REASON'"
        }
        for ledger in ledgers {
            if ledger.entries.isEmpty { problems.append("\(ledger.repository): the ledger lists no commit") }
            for entry in ledger.entries {
                let name = "\(ledger.repository) \(entry.commit.prefix(10)) (\(entry.tag)) \"\(entry.subject)\""
                guard let verdict = entry.verdict else {
                    problems.append("\(name) has no verdict")
                    continue
                }
                if entry.verdictTag != entry.tag {
                    problems.append("\(name): the verdict says \(entry.verdictTag ?? "no tag"), the commit's first release is \(entry.tag)")
                }
                if case .gates(let named) = verdict {
                    for id in named {
                        guard ids.contains(id) else {
                            problems.append("\(name): gate '\(id)' is no gate of \(family.name)")
                            continue
                        }
                        for gate in gates where gate.id == id && gate.version != entry.version {
                            problems.append("\(name): gate '\(id)' is at \(gate.version), the commit first shipped in \(entry.tag)")
                        }
                    }
                }
            }
        }
        guard !ledgers.isEmpty else { return problems }
        // A gate at the first modelled release is the baseline (RevenueCatUI's was-dismissed at 4.31.5):
        // its commit shipped in that release, before the ledger's range begins, so nothing changes there.
        let first = ledgers.compactMap { SDKVersion($0.first) }.min()
        for gate in gates where gate.version != first {
            guard let commit = gate.commit else {
                problems.append("gate '\(gate.id)' cites no commit")
                continue
            }
            let found = ledgers.compactMap { $0.entry(commit) }
            guard let entry = found.first else {
                problems.append("gate '\(gate.id)' cites \(commit.prefix(10)), which the ledger does not list")
                continue
            }
            if case .gates(let named) = entry.verdict, named.contains(gate.id) {
            } else {
                problems.append("gate '\(gate.id)' cites \(commit.prefix(10)), whose verdict does not name it")
            }
            if entry.version != gate.version {
                problems.append("gate '\(gate.id)' is at \(gate.version), its commit \(commit.prefix(10)) first shipped in \(entry.tag)")
            }
        }
        return problems
    }

    @Test(
        "every family with a ledger: every commit has a verdict at its first release, every gate's commit is listed with its verdict",
        arguments: BuiltinAdapters.families.filter { !$0.ledgers.isEmpty }.map(\.name))
    func complete(_ name: String) throws {
        let family = try #require(BuiltinAdapters.families.first { $0.name == name })
        let problems = Self.problems(family)
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")
    }

    @Test("each ledger runs from the family's first modelled release to its last, and covers the released versions")
    func ranges() {
        for family in BuiltinAdapters.families {
            let ledgers = family.ledgers
            guard !ledgers.isEmpty, let releases = family.releases else { continue }
            let covered = ledgers.compactMap { SDKVersion($0.first) }.min()
            let newest = ledgers.compactMap { SDKVersion($0.last) }.max()
            #expect(covered == releases.first && newest == releases.last, "\(family.name): \(ledgers.map { "\($0.first) … \($0.last)" })")
            for ledger in ledgers {
                #expect(!ledger.paths.isEmpty, "\(family.name) \(ledger.repository) names no path of the flow")
                for entry in ledger.entries {
                    #expect(releases.contains(entry.version), "\(family.name): \(entry.commit.prefix(10)) first shipped in \(entry.tag), no release")
                    #expect(entry.commit.count == 40 && entry.commit.allSatisfy(\.isHexDigit), "\(entry.commit)")
                }
            }
        }
    }

    /// A small ledger, to hold the checks themselves to what they refuse.
    static let data = """
        ledger example/sdk 1.0.0 1.2.0
          path Sources/Flow.swift
        commit 1111111111111111111111111111111111111111 1.1.0 Add a callback
          Sources/Flow.swift
        commit 2222222222222222222222222222222222222222 1.2.0 Refactor
          Sources/Flow.swift
        """

    @Test("the reader takes each verdict form, and keeps what names no commit, or is malformed, as stray")
    func reader() throws {
        let ledgers = BehaviourLedger.parse(
            data: Self.data,
            verdicts: """
                1111111111 1.1.0 gate added-callback other
                2222222 1.2.0 none: renames a private helper
                3333333333 1.2.0 outside: a theme API
                2222222222 1.2.0 maybe: not a verdict
                """)
        let ledger = try #require(ledgers.first)
        #expect(ledger.repository == "example/sdk" && ledger.first == "1.0.0" && ledger.last == "1.2.0" && ledger.paths == ["Sources/Flow.swift"])
        #expect(ledger.entries.map(\.verdict) == [.gates(["added-callback", "other"]), .notAppVisible("renames a private helper")])
        #expect(ledger.entries[0].files == ["Sources/Flow.swift"] && ledger.entries[0].subject == "Add a callback")
        #expect(ledger.strayVerdicts == ["3333333333 1.2.0 outside: a theme API", "2222222222 1.2.0 maybe: not a verdict"])
        let tally = try #require([ledger].tally(after: SDKVersion(1, 0, 0), through: SDKVersion(1, 2, 0)))
        #expect(tally == BehaviourLedger.Tally(from: SDKVersion(1, 0, 0), to: SDKVersion(1, 2, 0), commits: 2, gates: 1, notAppVisible: 1))
        #expect(
            MigrationRenderer.history(tally)
                == "2 commits of the SDK's history touched the paywall flow after 1.0.0 through 1.2.0: 1 introduces a gate, 1 not app-visible, 0 outside the callbacks"
        )
        #expect([BehaviourLedger]().tally(after: SDKVersion(1, 0, 0), through: SDKVersion(1, 2, 0)) == nil, "no ledger, no history")
    }

    /// A family of the small ledger, with the gates and verdicts a case gives it.
    struct Example: VersionedAdapterFamily {
        var gateList: [VersionGate]
        var verdicts: String
        var name: String { "example" }
        var sdk: String { "Example" }
        var vendor: String { "example" }
        var platform: SDKPlatform { .iOS }
        var ranges: [ClosedRange<SDKVersion>] { [SDKVersion(1, 0, 0)...SDKVersion(1, 2, 0)] }
        var variants: [String] { [] }
        var gates: [VersionGate] { gateList }
        var packageIdentities: [String] { [] }
        var ledgers: [BehaviourLedger] { BehaviourLedger.parse(data: BehaviourLedgerTests.data, verdicts: verdicts) }
        func adapter(_ member: FamilyMember, id: String) -> any Adapter { MiniwallAdapter() }
    }

    static func gate(_ id: String, _ version: SDKVersion, commit: String?) -> VersionGate {
        VersionGate(id: id, version: version, change: .added, summary: "s", source: "s", advice: "a", events: [], commit: commit)
    }

    @Test("the checks find each problem the issue names: no verdict, a wrong tag, a gate the ledger does not list, an unknown gate")
    func checksFail() {
        let good = Example(
            gateList: [Self.gate("added-callback", SDKVersion(1, 1, 0), commit: String(repeating: "1", count: 40))],
            verdicts: "1111111111 1.1.0 gate added-callback\n2222222222 1.2.0 none: a refactor")
        #expect(Self.problems(good).isEmpty, "\(Self.problems(good))")
        var noVerdict = good
        noVerdict.verdicts = "1111111111 1.1.0 gate added-callback"
        #expect(Self.problems(noVerdict).contains { $0.contains("has no verdict") })
        var wrongTag = good
        wrongTag.verdicts = "1111111111 1.0.0 gate added-callback\n2222222222 1.2.0 none: a refactor"
        #expect(Self.problems(wrongTag).contains { $0.contains("the verdict says 1.0.0") })
        var unlisted = good
        unlisted.gateList.append(Self.gate("late", SDKVersion(1, 2, 0), commit: String(repeating: "4", count: 40)))
        #expect(Self.problems(unlisted).contains { $0.contains("which the ledger does not list") })
        var unknown = good
        unknown.verdicts = "1111111111 1.1.0 gate added-callback\n2222222222 1.2.0 gate nowhere"
        #expect(Self.problems(unknown).contains { $0.contains("'nowhere' is no gate") })
        var baseline = good
        baseline.gateList.append(Self.gate("baseline", SDKVersion(1, 0, 0), commit: String(repeating: "5", count: 40)))
        #expect(Self.problems(baseline).isEmpty, "a gate at the first release is the baseline, outside the ledger's range")
        var moved = good
        moved.gateList = [Self.gate("added-callback", SDKVersion(1, 2, 0), commit: String(repeating: "1", count: 40))]
        #expect(Self.problems(moved).contains { $0.contains("first shipped in 1.1.0") })
    }
}
