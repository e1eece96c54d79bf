import Foundation
import Testing

/// The migration facts anchored in the SDK's own history, through the built binary: the Adapty
/// chain lists every known change at the version it arrived in, with the gate that cites its tag and
/// commit; an upgrade across a change the app's specs observe never exits 0; only released tags are
/// versions.
@Suite struct MigrationFactsCLITests {
    /// The known changes from AdaptyUI-iOS 2.11.3 to AdaptySDK-iOS 3.17.2 (issue 24, SDK-FACTS
    /// "Version history of the delegate" and "Checked against the repository's tags"): the version,
    /// the gate, and the commit it cites.
    static let known: [(version: String, gate: String, commit: String)] = [
        ("3.0.1", "observer-mode-resolver", "0e0f77a9170cbc2c6525124021c6d9c198eebdd5"),
        ("3.2.0", "cancel-through-finish", "fca5c05b31722a36e4229e2d28e515e5298beab1"),
        ("3.2.0", "purchase-result", "dd3eb79bc91c299c9806bd28affe54c982246933"),
        ("3.2.0", "pending-result", "dd3eb79bc91c299c9806bd28affe54c982246933"),
        ("3.2.0", "dismiss-unless-cancelled", "9aa1d74c3eb6c6864fb606c8ce5b53a46132891a"),
        ("3.2.0", "partial-load-callback", "05a6aeb2d6c7e6a02a2961d3628edf7e58d7e9df"),
        ("3.2.0", "select-product-type", "93b80f2c59e0371a9d03b2dcc8f569677279879f"),
        ("3.5.0", "appearance-callbacks", "c5e35bbfe177539735e13c07813d62a79e3c8c4b"),
        ("3.5.0", "swipe-through-disappear", "c5e35bbfe177539735e13c07813d62a79e3c8c4b"),
        ("3.6.0", "web-paywall", "cfc08c1c864c7b0cc820920df58e2a346e138300"),
        ("3.8.0", "render-error-type", "de069628d4f8d12bdfd95cf0343cc7f60e863d58"),
        ("3.11.0", "retry-while-on-screen", "3a1ea4728a3a2f43fe1bc436b680135edac9655b"),
        ("3.14.0", "automatic-selection", "af1ade9bd12c7a8d45d74e7a7e3c4884a2faeab8"),
        ("3.14.0", "retry-never", "fb5b68e1cb22ae9d56d1d2803409d8ceaddcdb03"),
        ("3.15.0", "restore-resolver", "73f92bddbbfe3801e78828daa30a7823a85297c3")
    ]

    /// Every change of the JSON report: its version and its gate's id, tag and commit.
    static func changes(_ json: [String: Any]) -> [(version: String, gate: String?, tag: String?, commit: String?)] {
        let steps = json["steps"] as? [[String: Any]] ?? []
        return steps.flatMap { step in
            (step["changes"] as? [[String: Any]] ?? []).map { change in
                let gate = change["gate"] as? [String: Any]
                return (change["version"] as? String ?? "", gate?["id"] as? String, gate?["tag"] as? String, gate?["commit"] as? String)
            }
        }
    }

    @Test("conform diff adapty@2.11.3..adapty@3.17.2 lists every known change at its version, citing its tag and commit")
    func knownChanges() throws {
        let out = try ConformBinary.run(["diff", "adapty@2.11.3..adapty@3.17.2", "--format", "json"], in: ConformBinary.packageRoot)
        #expect(out.status == 1, "\(out.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdoutText.utf8)) as? [String: Any])
        let changes = Self.changes(json)
        for fact in Self.known {
            let found = changes.filter { $0.gate == fact.gate }
            #expect(!found.isEmpty, "\(fact.gate) is not listed")
            #expect(found.allSatisfy { $0.version == fact.version }, "\(fact.gate) listed at \(found.map(\.version)), not \(fact.version)")
            #expect(
                found.allSatisfy { $0.commit == fact.commit && $0.tag?.hasSuffix("@" + fact.version) == true },
                "\(fact.gate) cites \(found.map { "\($0.tag ?? "no tag") \($0.commit ?? "no commit")" })")
        }
        // Each listed change is explained by a gate with a tag and a commit, and none is dated where no gate is.
        for change in changes {
            #expect(change.gate != nil && change.commit != nil, "an unexplained change at \(change.version)")
        }
        // The two the advisor dated wrong are no longer at 3.0.0.
        #expect(!changes.contains { $0.version == "3.0.0" && ["automatic-selection", "observer-mode-resolver"].contains($0.gate ?? "") })
        // The pretty report says the same.
        let pretty = try ConformBinary.run(["diff", "adapty@2.11.3..adapty@3.17.2"], in: ConformBinary.packageRoot)
        #expect(
            pretty.stdoutText.contains(
                "walked: 2.11.3 → 3.0.0 → 3.0.1 → 3.0.2 → 3.2.0 → 3.5.0 → 3.6.0 → 3.8.0 → 3.11.0 → 3.14.0 → 3.15.0 → 3.15.5 → 3.17.0 → 3.17.2"))
        #expect(
            pretty.stdoutText.contains("  presentationControllerDidDismiss(_:)\n    3.5.0: callback renamed"),
            "the swipe's rename is filed under the method the app leaves")
    }

    /// A sandbox holding one spec of the app's.
    static func app(_ spec: String) throws -> Sandbox {
        let box = try Sandbox()
        try box.write("Specs/app/spec.yaml", spec)
        return box
    }

    /// An analytics spec: the app counts the products the user selects.
    static let selectionSpec = """
        title: The app's analytics count each product the user selects
        scope:
          adapters: [adapty]
        given:
          products: [premium_monthly, premium_annual]
        steps:
          - present
          - select: premium_annual
        expect:
          order:
            - product.selected premium_annual
          count: {product.selected: 1}

        """

    /// A render-failure spec: the app logs the error didFailRenderingWith gives it.
    static let renderSpec = """
        title: A render failure reaches the app, which logs it
        scope:
          adapters: [adapty]
        given:
          products: [premium_monthly, premium_annual]
          render_failure: config_invalid
        steps:
          - present
        expect:
          order:
            - render.failed

        """

    @Test("an upgrade from 3.10.0 with a spec observing product selection is no false green: 3.14.0's automatic selection exits 1")
    func selectionNotGreen() throws {
        let box = try Self.app(Self.selectionSpec)
        let out = try ConformBinary.run(["upgrade", "--from", "adapty@3.10.0", "--to", "adapty@3.17.2"], in: box.path)
        #expect(out.status == 1, "\(out.stdoutText)\(out.stderrText)")
        #expect(out.stdoutText.contains("3.14.0: callback added — didSelectProduct also reports the preselected product"))
        #expect(out.stdoutText.contains("commit af1ade9b"))
    }

    @Test("an upgrade from 3.7.0 with a render-failure spec is no false green: 3.8.0's AdaptyUIError exits 1")
    func renderNotGreen() throws {
        let box = try Self.app(Self.renderSpec)
        let out = try ConformBinary.run(["upgrade", "--from", "adapty@3.7.0", "--to", "adapty@3.17.2"], in: box.path)
        #expect(out.status == 1, "\(out.stdoutText)\(out.stderrText)")
        #expect(out.stdoutText.contains("3.8.0: arguments changed — didFailRenderingWith takes an AdaptyUIError"))
        #expect(out.stdoutText.contains("didFailRenderingWith error: AdaptyUIError)"))
    }

    @Test("a 2.x Package.resolved is read at AdaptyUI-iOS's pin, which delivers the callbacks, not AdaptySDK-iOS's")
    func twoXPin() throws {
        let box = try Self.app(
            """
            title: A restore reaches the app
            scope:
              adapters: [adapty]
            given:
              products: [premium_monthly, premium_annual]
              restore: [premium_monthly]
            steps:
              - present
              - restore
            expect:
              order: [restore.completed]

            """)
        try box.write(
            "Package.resolved",
            """
            {"pins": [
              {"identity": "adaptysdk-ios", "kind": "remoteSourceControl", "location": "https://github.com/adaptyteam/AdaptySDK-iOS.git",
               "state": {"revision": "0123456789abcdef", "version": "2.10.3"}},
              {"identity": "adaptyui-ios", "kind": "remoteSourceControl", "location": "https://github.com/adaptyteam/AdaptyUI-iOS.git",
               "state": {"revision": "fedcba9876543210", "version": "2.0.2"}}
            ], "version": 2}

            """)
        let out = try ConformBinary.run(["upgrade", "--package-resolved", "Package.resolved", "--to", "adapty@2.11.3"], in: box.path)
        #expect(out.stderrText.contains("pins Adapty iOS 2.0.2"), "\(out.stderrText)")
        #expect(out.status == 1, "\(out.stdoutText)\(out.stderrText)")
        #expect(out.stdoutText.contains("2.1.0: callback added — paywallControllerDidStartRestore reports the start of a restore"))
    }

    @Test(
        "a version never tagged is refused (exit 2) naming the nearest released ones",
        arguments: [
            (["diff", "adapty@3.13.0..adapty@3.17.2"], "'adapty@3.12.1' and 'adapty@3.14.0'"),
            (["diff", "adapty@3.10.0..adapty@3.16.0"], "'adapty@3.15.7' and 'adapty@3.17.0'"),
            (["diff", "adapty@2.1.9..adapty@3.17.2"], "'adapty@2.1.5' and 'adapty@2.11.0'"),
            (["upgrade", "--from", "adapty@3.13.0", "--to", "adapty@3.17.2"], "'adapty@3.12.1' and 'adapty@3.14.0'"),
            (["run", "Specs/adapty/selection", "--adapter", "adapty@3.16.0", "--no-golden"], "'adapty@3.15.7' and 'adapty@3.17.0'")
        ])
    func unreleased(_ args: [String], _ nearest: String) throws {
        let out = try ConformBinary.run(args, in: ConformBinary.packageRoot)
        #expect(out.status == 2, "\(out.stdoutText)\(out.stderrText)")
        #expect(out.stderrText.contains("never released") && out.stderrText.contains(nearest), "\(out.stderrText)")
    }

    @Test(
        "a direct comparison's note suggests only a chain that conform diff then accepts",
        arguments: [
            ("adapty@3.17.2", "adapty@3.10.0"), ("adapty@3.10.0", "adapty@3.17.2"), ("adapty@3.10.0", "adapty@3.17.2-swiftui")
        ])
    func hintAccepted(_ old: String, _ new: String) throws {
        let out = try ConformBinary.run(["diff", old, new], in: ConformBinary.packageRoot)
        let notes = out.stdoutText.split(separator: "\n").filter { $0.hasPrefix("note: walk 'conform diff ") }
        for note in notes {
            let command = note.dropFirst("note: walk 'conform ".count).prefix { $0 != "'" }.split(separator: " ").map(String.init)
            let walked = try ConformBinary.run(command, in: ConformBinary.packageRoot)
            #expect(walked.status != 2, "the note suggests '\(command.joined(separator: " "))', which is refused: \(walked.stderrText)")
        }
        if old == "adapty@3.17.2" { #expect(notes.count == 1 && notes[0].contains("adapty@3.10.0..adapty@3.17.2")) }
    }

    @Test("a pre-release is refused (exit 2) as a pre-release, not as an unknown variant")
    func preRelease() throws {
        let out = try ConformBinary.run(["diff", "adapty@3.17.2..adapty@4.0.0-beta.1"], in: ConformBinary.packageRoot)
        #expect(out.status == 2, "\(out.stdoutText)\(out.stderrText)")
        #expect(out.stderrText.contains("pre-release") && out.stderrText.contains("'adapty@3.17.2'"), "\(out.stderrText)")
        #expect(!out.stderrText.contains("unknown variant"))
    }
}
