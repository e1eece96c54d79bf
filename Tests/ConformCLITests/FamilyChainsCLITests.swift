import Foundation
import Testing

/// RevenueCatUI, Superwall and Qonversion as versioned families, through the built binary: chains
/// walk their released versions, each change at the version its gate cites; versions that were never
/// tagged are refused (exit 2) naming the nearest released ones.
@Suite struct FamilyChainsCLITests {
    /// Every change of a JSON migration report: its version, kind and gate id, tag and commit.
    static func changes(_ args: [String]) throws -> (
        status: Int32, changes: [(version: String, kind: String, gate: String?, tag: String?, commit: String?)]
    ) {
        let out = try ConformBinary.run(args + ["--format", "json"], in: ConformBinary.packageRoot)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdoutText.utf8)) as? [String: Any], "\(out.stderrText)")
        let steps = json["steps"] as? [[String: Any]] ?? []
        let changes = steps.flatMap { step in
            (step["changes"] as? [[String: Any]] ?? []).map { change in
                let gate = change["gate"] as? [String: Any]
                return (
                    change["version"] as? String ?? "", change["kind"] as? String ?? "", gate?["id"] as? String, gate?["tag"] as? String,
                    gate?["commit"] as? String
                )
            }
        }
        return (out.status, changes)
    }

    @Test("conform diff revenuecatui@5.59.0..revenuecatui@5.85.0 walks the released versions where a gate changes something, each change cited")
    func revenueCatChain() throws {
        let pretty = try ConformBinary.run(["diff", "revenuecatui@5.59.0..revenuecatui@5.85.0"], in: ConformBinary.packageRoot)
        #expect(pretty.status == 1, "\(pretty.stderrText)")
        #expect(pretty.stderrText.isEmpty)
        #expect(pretty.stdoutText.contains("walked: 5.59.0 → 5.63.0 → 5.67.0 → 5.69.0 → 5.74.0 → 5.82.0 → 5.83.0 → 5.85.0"))
        let (status, changes) = try Self.changes(["diff", "revenuecatui@5.59.0..revenuecatui@5.85.0"])
        #expect(status == 1)
        let cited = changes.filter { $0.gate != nil }
        #expect(cited.allSatisfy { $0.tag?.hasSuffix("@" + $0.version) == true && $0.commit?.count == 40 }, "\(cited)")
        #expect(changes.contains { $0.version == "5.69.0" && $0.gate == "dismiss-after-completion" })
        // A second cancel in a row went unreported from 5.63.0 (07d4adc31c) until 5.74.0 reported it again.
        #expect(changes.contains { $0.version == "5.63.0" && $0.gate == "repeated-cancels-dropped" && $0.kind == "removed" })
        #expect(changes.contains { $0.version == "5.74.0" && $0.gate == "repeated-cancels" })
        #expect(changes.contains { $0.version == "5.83.0" && $0.gate == "did-open-url" && $0.commit == "8720c34c7627c39bfb63a6f7900b4ac8f9e0ce21" })
        // On SwiftUI the 5.69.0 fix is the completion callback moving ahead of the dismissal.
        let swiftUI = try Self.changes(["diff", "revenuecatui@5.68.0-swiftui..revenuecatui@5.69.0-swiftui"]).changes
        #expect(!swiftUI.isEmpty && swiftUI.allSatisfy { $0.kind == "reordered" && $0.gate == "dismiss-after-completion" }, "\(swiftUI)")
        // The SwiftUI-only specs (`adapters: [revenuecatui-swiftui]`) are compared on the SwiftUI chain.
        #expect(swiftUI.count == 3, "\(swiftUI)")
    }

    @Test("a direct diff of two versions through one variant cites that variant's gates, at their versions, as its chain does")
    func directDiffOfOneVariant() throws {
        let (status, changes) = try Self.changes(["diff", "revenuecatui@5.46.0-swiftui", "revenuecatui@5.47.0-swiftui"])
        #expect(status == 1)
        #expect(changes.contains { $0.version == "5.47.0" && $0.gate == "purchase-gate-modifier" && $0.kind == "added" }, "\(changes)")
        let chain = try Self.changes(["diff", "revenuecatui@5.46.0-swiftui..revenuecatui@5.47.0-swiftui"]).changes
        #expect(Set(changes.compactMap(\.gate)) == Set(chain.compactMap(\.gate)), "\(changes) vs \(chain)")
    }

    @Test("Superwall: the analytics callback at 4.0.2 and onWillDismiss at 4.9.0, a callback added, not a rename")
    func superwallChain() throws {
        let (status, changes) = try Self.changes(["diff", "superwall@4.0.0..superwall@4.16.3"])
        #expect(status == 1)
        #expect(changes.contains { $0.version == "4.0.2" && $0.gate == "event-callback" && $0.kind == "renamed" })
        let willDismiss = changes.filter { $0.gate == "will-dismiss-handler" }
        #expect(!willDismiss.isEmpty && willDismiss.allSatisfy { $0.version == "4.9.0" && $0.kind == "added" }, "\(willDismiss)")
        #expect(!changes.contains { $0.kind == "renamed" && $0.version == "4.9.0" })
    }

    @Test(
        "Qonversion: each release as it shipped — the ignored purchase result at 6.2.0, its outcome at 6.3.1, no close after success at 6.5.0, custom actions at 6.13.0 — each citing its commit"
    )
    func qonversionChain() throws {
        let (status, changes) = try Self.changes(["diff", "qonversion-nocodes@6.0.0..qonversion-nocodes@6.13.1"])
        #expect(status == 1)
        let expected = [
            "6.2.0": ("purchase-result-ignored", "5e4c178d6bac70e3902cce3f5a715008d50919c7"),
            "6.3.1": ("purchase-outcome", "29a11f4e33e36523cdc39fe6c275b039d129e9a3"),
            "6.5.0": ("success-event", "518332242d6e0859c17ef1dfae97ac33261db58a"),
            "6.13.0": ("custom-action", "163380e43cbbbb3fa45db4d55265383c38f3f7cc")
        ]
        #expect(Set(changes.map(\.version)) == Set(expected.keys), "\(changes)")
        for change in changes {
            #expect(expected[change.version].map { $0.0 == change.gate && $0.1 == change.commit } == true, "\(change)")
        }
    }

    @Test("Qonversion 6.2.0 → 6.10.0: the upgrade the issue named is red, at 6.3.1 and 6.5.0 with their commits")
    func qonversionUpgrade() throws {
        let out = try ConformBinary.run(
            ["upgrade", "--from", "qonversion-nocodes@6.2.0", "--to", "qonversion-nocodes@6.10.0"], in: ConformBinary.packageRoot)
        #expect(out.status == 1, "\(out.stdoutText)")
        #expect(out.stdoutText.contains("6.3.1: callback added — a cancel, pending or failed purchase fails to execute"))
        #expect(out.stdoutText.contains("commit 29a11f4e") && out.stdoutText.contains("commit 51833224"))
        #expect(out.stdoutText.contains("history: 26 commits of the SDK's history touched the paywall flow after 6.2.0 through 6.10.0"))
        #expect(
            out.stdoutText.contains(
                "also: 4 changes of these versions no spec observes; 'conform diff qonversion-nocodes@6.2.0..qonversion-nocodes@6.10.0' lists them"))
    }

    @Test(
        "RevenueCatUI 5.20.0 → 5.60.0 and Adapty SwiftUI 3.0.1 → 3.0.2: the other upgrades the issue named are red, each change at its version and commit"
    )
    func revenueCatUIAndAdaptyUpgrades() throws {
        let rcui = try ConformBinary.run(["upgrade", "--from", "revenuecatui@5.20.0", "--to", "revenuecatui@5.60.0"], in: ConformBinary.packageRoot)
        #expect(rcui.status == 1, "\(rcui.stdoutText)")
        #expect(
            rcui.stdoutText.contains("5.49.3: callback added — a restore that found nothing is reported (restore.completed, entitlement=none)"),
            "\(rcui.stdoutText)")
        #expect(rcui.stdoutText.contains("commit 17efbf69"))
        let adapty = try ConformBinary.run(
            ["upgrade", "--from", "adapty@3.0.1-swiftui", "--to", "adapty@3.0.2-swiftui"], in: ConformBinary.packageRoot)
        #expect(adapty.status == 1, "\(adapty.stdoutText)")
        #expect(adapty.stdoutText.contains("3.0.2: callback removed — the .paywall modifier takes an observerModeResolver"), "\(adapty.stdoutText)")
        #expect(adapty.stdoutText.contains("commit 350d4010"))
    }

    @Test("a UIKit chain counts the SwiftUI modifier's gates apart and claims no V2 paywall before 5.16.0")
    func otherVariantGates() throws {
        let uikit = try ConformBinary.run(["diff", "revenuecatui@4.43.0..revenuecatui@5.8.0"], in: ConformBinary.packageRoot)
        #expect(uikit.status == 0, "\(uikit.stdoutText)\(uikit.stderrText)")
        #expect(
            uikit.stdoutText.contains(
                "history: 15 commits of the SDK's history touched the paywall flow after 4.43.0 through 5.8.0: 0 introduce a gate, 4 introduce a gate of another variant only, 7 not app-visible, 4 outside the callbacks"
            ), "\(uikit.stdoutText)")
        #expect(!uikit.stdoutText.contains("5.7.0") && !uikit.stdoutText.contains("component"), "\(uikit.stdoutText)")
        let json = try ConformBinary.run(["diff", "revenuecatui@4.43.0..revenuecatui@5.8.0", "--format", "json"], in: ConformBinary.packageRoot)
        #expect(json.stdoutText.contains("\"other_variant\": 4"), "\(json.stdoutText)")
        let swiftui = try ConformBinary.run(["diff", "revenuecatui@4.43.0-swiftui..revenuecatui@5.8.0-swiftui"], in: ConformBinary.packageRoot)
        #expect(swiftui.stdoutText.contains("after 4.43.0 through 5.8.0: 4 introduce a gate, 7 not app-visible"), "\(swiftui.stdoutText)")
    }

    @Test(
        "a version never tagged is refused, naming the nearest released ones",
        arguments: [
            ("revenuecatui@5.27.0", "'revenuecatui@5.26.0' and 'revenuecatui@5.27.1'"),
            ("superwall@4.1.0", "'superwall@4.0.6' and 'superwall@4.2.0'"),
            ("qonversion-nocodes@6.8.0", "'qonversion-nocodes@6.7.0' and 'qonversion-nocodes@6.9.0'")
        ])
    func unreleased(_ id: String, _ nearest: String) throws {
        let family = String(id.prefix { $0 != "@" })
        let out = try ConformBinary.run(
            ["diff", "\(family)@\(id.hasPrefix("qonversion") ? "6.0.0" : id.hasPrefix("superwall") ? "4.0.0" : "5.0.0")..\(id)"],
            in: ConformBinary.packageRoot)
        #expect(out.status == 2)
        #expect(out.stdoutText.isEmpty)
        #expect(out.stderrText.contains("conform: error: '\(id)' names"), "\(out.stderrText)")
        #expect(out.stderrText.contains("never released: only released tags are versions"))
        #expect(out.stderrText.contains("next: the nearest released versions are \(nearest)"), "\(out.stderrText)")
        // The upgrade gate refuses it too.
        let upgrade = try ConformBinary.run(
            ["upgrade", "--from", id, "--to", "\(family)@\(id.hasPrefix("qonversion") ? "6.13.1" : id.hasPrefix("superwall") ? "4.16.3" : "5.85.0")"],
            in: ConformBinary.packageRoot)
        #expect(upgrade.status == 2 && upgrade.stderrText.contains(nearest), "\(upgrade.stderrText)")
    }

    @Test("a release of Adapty's core SDK is refused as no paywall UI release, naming the UI version to use")
    func adaptyCoreRelease() throws {
        let out = try ConformBinary.run(["show", "common/purchase/success", "--adapter", "adapty@2.10.2"], in: ConformBinary.packageRoot)
        #expect(out.status == 2)
        #expect(out.stdoutText.isEmpty)
        #expect(
            out.stderrText == """
                conform: error: 'adapty@2.10.2' names 2.10.2, a release of Adapty's core SDK (adaptyteam/AdaptySDK-iOS), not of its 2.x paywall UI: \
                the model's 2.x versions are adaptyteam/AdaptyUI-iOS's tags, each built with the core versions its Package.swift admits
                  next: with core 2.10.2 an app resolves AdaptyUI 2.1.4 or 2.1.5: name 'adapty@2.1.4' or 'adapty@2.1.5'

                """, "\(out.stderrText)")
    }

    @Test("conform adapters --versions lists each family's gates with tag and commit")
    func versions() throws {
        for family in ["revenuecatui", "superwall", "qonversion-nocodes"] {
            let out = try ConformBinary.run(["adapters", "--versions", family], in: ConformBinary.packageRoot)
            #expect(out.status == 0 && out.stderrText.isEmpty, "\(family): \(out.stderrText)")
            let tags = out.stdoutText.components(separatedBy: "\n").filter { $0.hasPrefix("      tag: ") }
            let gates = out.stdoutText.components(separatedBy: "\n").filter { $0.hasPrefix("      source: ") }
            #expect(!tags.isEmpty && tags.count == gates.count, "\(family): every gate has its tag and commit")
            #expect(tags.allSatisfy { $0.contains(", commit ") })
        }
    }
}

/// `conform upgrade --package-resolved` reads the purchases-ios pin for RevenueCatUI.
@Suite struct FamilyUpgradeCLITests {
    @Test("a Package.resolved pinning purchases-ios 5.68.0 upgrades to 5.85.0 across 5.69.0's fix, exit 1")
    func revenueCatPin() throws {
        let box = try Sandbox()
        try box.write(
            "Package.resolved",
            """
            {"pins": [{"identity": "purchases-ios", "kind": "remoteSourceControl", "location": "https://github.com/RevenueCat/purchases-ios.git",
                       "state": {"revision": "0123456789abcdef", "version": "5.68.0"}}], "version": 2}
            """)
        try box.write(
            "Specs/app/purchase.yaml",
            """
            title: A purchase reaches the app before the paywall goes
            scope:
              adapters: [revenuecatui]
            given:
              products: [premium_monthly]
              store:
                premium_monthly: purchased
            steps:
              - present
              - buy: premium_monthly
            expect:
              order:
                - purchase.completed premium_monthly

            """)
        let out = try ConformBinary.run(["upgrade", "--package-resolved", "Package.resolved", "--to", "revenuecatui@5.85.0"], in: box.path)
        #expect(out.status == 1, "\(out.stdoutText)\(out.stderrText)")
        #expect(out.stderrText == "conform: 'Package.resolved' pins RevenueCatUI iOS 5.68.0\n")
        #expect(out.stdoutText.contains("walked: 5.68.0 → 5.69.0"))
        #expect(out.stdoutText.contains("5.69.0: arguments changed — after a purchase the paywall is dismissed after the completion callbacks"))
        #expect(out.stdoutText.contains("commit 24ca2403"))
    }
}
