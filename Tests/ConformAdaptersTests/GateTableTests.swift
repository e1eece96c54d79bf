import ConformKit
import Testing
@testable import ConformAdapters

/// The gate tables: each family's rows read against its behaviour ledger, one row per gate, the
/// origin facts the ledger's, and a malformed row refused at its line with the fix.
@Suite struct GateTableTests {
    static let ledgers = BehaviourLedger.parse(
        data: """
            ledger owner/repo 1.0.0 1.2.0
              path Sources
            commit 1111111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa 1.1.0 Add the  callback (#1)
              Sources/A.swift
            commit 2222222222bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb 1.2.0 Remove it
              Sources/A.swift
            """, verdicts: "")

    @Test func everyFamilyHasOneRowPerGateAndTheLedgerGivesItsOrigin() throws {
        let families: [(GateTable, [String], [BehaviourLedger])] = [
            (AdaptyGate.table, AdaptyGate.allCases.map(\.id), BehaviourLedger.adapty),
            (RevenueCatUIGate.table, RevenueCatUIGate.allCases.map(\.id), BehaviourLedger.revenuecatui),
            (RevenueCatUIAndroidGate.table, RevenueCatUIAndroidGate.allCases.map(\.id), BehaviourLedger.revenuecatuiAndroid),
            (SuperwallGate.table, SuperwallGate.allCases.map(\.id), BehaviourLedger.superwall),
            (QonversionGate.table, QonversionGate.allCases.map(\.id), BehaviourLedger.qonversion)
        ]
        for (table, ids, ledgers) in families {
            #expect(Set(table.rows.keys) == Set(ids))
            for row in table.rows.values {
                guard let ledger = ledgers.first(where: { $0.entry(row.origin.commit) != nil }) else {
                    // Only a baseline gate, at the ledger's first tag, predates its range.
                    #expect(ledgers.contains { $0.first == row.origin.tag && $0.repository == row.origin.repository }, "\(row.id)")
                    continue
                }
                let entry = try #require(ledger.entry(row.origin.commit))
                #expect(row.origin == GateOrigin(repository: ledger.repository, tag: entry.tag, commit: entry.commit, subject: entry.subject))
            }
        }
        #expect(RevenueCatUIGate.requestedDismissal.origin.subject.hasSuffix("`onRequestedDismissal`  (#3738)"))
        #expect(AdaptyGate.restoreStart.origin.reading.hasPrefix("read at adaptyteam/AdaptyUI-iOS@2.1.0, commit 3f96d996 "))
    }

    /// The ids of `Gate`'s rows of facts, and of those without advice of their own.
    static func factRows<Gate: FactualGate>(_: Gate.Type) -> (rows: Set<String>, withoutAdvice: Set<String>, empty: [String]) {
        let empty = Gate.facts.filter { $0.value.summary.isEmpty || $0.value.code.isEmpty || $0.value.advice?.isEmpty == true }
        return (
            Set(Gate.facts.keys.map(\.id)), Set(Gate.facts.filter { $0.value.advice == nil }.keys.map(\.id)), empty.keys.map(\.id).sorted()
        )
    }

    @Test("every gate of the six families is one row of facts, with a summary, the code it cites and its advice")
    func everyGateIsOneRowOfFacts() {
        let families: [(String, [String], (rows: Set<String>, withoutAdvice: Set<String>, empty: [String]))] = [
            ("adapty", AdaptyGate.allCases.map(\.id), Self.factRows(AdaptyGate.self)),
            ("adapty-android", AdaptyAndroidGate.allCases.map(\.id), Self.factRows(AdaptyAndroidGate.self)),
            ("revenuecatui", RevenueCatUIGate.allCases.map(\.id), Self.factRows(RevenueCatUIGate.self)),
            ("revenuecatui-android", RevenueCatUIAndroidGate.allCases.map(\.id), Self.factRows(RevenueCatUIAndroidGate.self)),
            ("superwall", SuperwallGate.allCases.map(\.id), Self.factRows(SuperwallGate.self)),
            ("qonversion", QonversionGate.allCases.map(\.id), Self.factRows(QonversionGate.self))
        ]
        for (family, ids, facts) in families {
            #expect(facts.rows == Set(ids), "\(family)")
            #expect(facts.empty.isEmpty, "\(family): \(facts.empty)")
            // Only Adapty words advice per surface, where it names the method that finishes a purchase.
            let perSurface: Set<String> = family == "adapty" ? ["cancel-through-finish", "pending-result", "dismiss-unless-cancelled"] : []
            #expect(facts.withoutAdvice == perSurface, "\(family)")
        }
        for surface in AdaptySurface.allCases {
            #expect(
                AdaptyGate.pendingResult.advice(on: surface).contains(
                    AdaptyCallback.didFinishPurchase.native(on: surface, features: .init(version: AdaptyGate.pendingResult.since, surface: surface))))
            #expect(AdaptyGate.restoreStart.advice(on: surface) == AdaptyGate.restoreStart.advice)
        }
    }

    @Test func aRowCitesALedgerCommitByPrefixOrStatesItsOriginBeforeTheLedger() throws {
        let table = try GateTable.parse(
            """
            callback added 1111111111
            gone removed 2222222
            baseline added 0000000000cccccccccccccccccccccccccccccc owner/repo 1.0.0 The first  one
            """, name: "Test.rows", ledgers: Self.ledgers)
        #expect(
            table["callback"]
                == GateTable.Row(
                    id: "callback", change: .added,
                    origin: GateOrigin(
                        repository: "owner/repo", tag: "1.1.0", commit: "1111111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", subject: "Add the  callback (#1)")
                ))
        #expect(table["gone"].change == .removed && table["gone"].origin.version == SDKVersion(1, 2))
        #expect(table["baseline"].origin.subject == "The first  one" && table["baseline"].origin.tag == "1.0.0")
    }

    @Test(arguments: [
        ("callback added", "Test.rows, line 1: 'callback added' is not a gate row"),
        ("callback moved 1111111111", "Test.rows, line 1: 'callback moved 1111111111' is not a gate row"),
        ("a added 1111111\nb added 3333333", "Test.rows, line 2: gate 'b' cites commit 3333333, which the behaviour ledger lists 0 times"),
        ("a added 1111111\na removed 2222222", "Test.rows, line 2: gate 'a' has a second row"),
        ("a added 0000000 owner/repo 1.0.0 The first", "Test.rows, line 1: gate 'a' states its origin without a full commit and a release tag")
    ])
    func aMalformedRowIsRefusedAtItsLine(text: String, message: String) {
        #expect {
            try GateTable.parse(text, name: "Test.rows", ledgers: Self.ledgers)
        } throws: { error in
            "\(error)".hasPrefix(message + "\n  next: ")
        }
    }
}
