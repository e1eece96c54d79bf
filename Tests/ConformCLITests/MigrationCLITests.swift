import Foundation
import Testing

/// `conform diff A..B` and `conform upgrade` end to end: stdout, stderr and the exit status.
@Suite struct MigrationCLITests {
    /// An app's own spec: a cancelled purchase keeps the paywall.
    static let appSpec = """
        title: A cancelled purchase keeps the paywall
        tags: [app]
        given:
          products: [premium_monthly]
          store:
            premium_monthly: cancelled
        steps:
          - present
          - buy: premium_monthly
        expect:
          order: [purchase.cancelled premium_monthly]
          state: open

        """

    /// A SwiftPM Package.resolved (format 2) pinning AdaptySDK-iOS at `version`.
    static func resolved(_ version: String, format: Int = 2) -> String {
        """
        {
          "pins" : [
            {
              "identity" : "adaptysdk-ios",
              "kind" : "remoteSourceControl",
              "location" : "https://github.com/adaptyteam/AdaptySDK-iOS.git",
              "state" : { "revision" : "0123456789abcdef", "version" : "\(version)" }
            }
          ],
          "version" : \(format)
        }

        """
    }

    /// A sandbox holding the app's spec and its Package.resolved.
    static func app(pinned version: String, format: Int = 2) throws -> Sandbox {
        let box = try Sandbox()
        try box.write("Specs/app/cancel.yaml", appSpec)
        try box.write("Package.resolved", resolved(version, format: format))
        return box
    }

    @Test(
        "a change no transcript shows is listed with its tag and commit: an isolation change beside other gates' findings, a modifier in another file, an Objective-C protocol"
    )
    func surfaceOnlyChanges() throws {
        /// The "changes no spec observes" block of `diff`'s output.
        func unobserved(_ range: String) throws -> String {
            let out = try ConformBinary.run(["diff", range], in: ConformBinary.packageRoot)
            #expect(out.status == 1 || out.status == 0, "\(out.stderrText)")
            let text = out.stdoutText
            let start = try #require(text.range(of: "\nchanges no spec observes ("), "\(range): \(text)")
            return String(text[start.lowerBound...])
        }
        // Adapty 3.2.0 renames callbacks (findings of other gates) and makes the delegate @MainActor.
        let adapty = try unobserved("adapty@3.1.0..adapty@3.2.0")
        #expect(adapty.contains("3.2.0  delegate-main-actor (arguments changed): AdaptyPaywallControllerDelegate becomes @MainActor"), "\(adapty)")
        #expect(adapty.contains("commit 2fe62718"), "\(adapty)")
        let tier = try unobserved("revenuecatui@4.43.0-swiftui..revenuecatui@5.1.0-swiftui")
        #expect(tier.contains("5.0.0  tier-change (callback added): .onPaywallTierChange"), "\(tier)")
        #expect(tier.contains("commit 2bcd0ce3"), "\(tier)")
        let present = try unobserved("revenuecatui@5.51.0-swiftui..revenuecatui@5.52.0-swiftui")
        #expect(present.contains("5.52.0  present-paywall (callback added): .presentPaywall(offering:)"), "\(present)")
        let handler = try unobserved("revenuecatui@5.66.0..revenuecatui@5.67.0")
        #expect(handler.contains("5.67.0  purchase-handler-object (callback added)"), "\(handler)")
        #expect(!handler.contains("tier-change") && !handler.contains("present-paywall"), "a SwiftUI gate is not a UIKit chain's: \(handler)")
        // Superwall's event cases, and 4.10.0's transactionAbandon on a new path (the web checkout sheet).
        let events = try unobserved("superwall@4.7.0..superwall@4.10.0")
        for line in [
            "4.8.0  missing-products-event", "4.8.2  review-requested-event", "4.9.3  webview-terminated-event",
            "4.10.0  web-checkout-abandon (callback added): closing the web checkout sheet without paying reaches handleSuperwallEvent(withInfo:) as .transactionAbandon"
        ] {
            #expect(events.contains(line), "\(line): \(events)")
        }
        #expect(events.contains("commit b8aba054"), "\(events)")
        let nocodes = try unobserved("qonversion-nocodes@6.2.0..qonversion-nocodes@6.10.0")
        #expect(nocodes.contains("6.9.0  custom-loading-view (callback added)"), "\(nocodes)")
    }

    @Test("a switch between two SDKs compares an app relying on the SDKs' defaults too, and what differs only then comes first")
    func switchingDefaults() throws {
        let out = try ConformBinary.run(
            ["diff", "adapty@3", "revenuecatui", "Specs/common/purchase/pending.yaml", "Specs/common/purchase/success.yaml"],
            in: ConformBinary.packageRoot)
        #expect(out.status == 1)
        let sections = out.stdoutText.components(separatedBy: "\n\n")
        let first = try #require(sections.dropFirst().first, "\(out.stdoutText)")
        #expect(
            first.hasPrefix(
                "with the SDKs' defaults (an app that does not implement didFinishPurchase, didPerformAction, so the SDK's default runs)\n  final state changed: final"
            ), "\(first)")
        #expect(
            first.contains("- closed pending\n      + open none\n      holds on adapty (iOS): "),
            "Adapty's default dismisses after a pending purchase; RevenueCatUI's paywall stays: \(first)")
        #expect(out.stdoutText.contains("\ndifferences\n"), "the app implementing every handler is compared as before")
        let json = try ConformBinary.run(
            ["diff", "adapty@3", "revenuecatui", "Specs/common/purchase/pending.yaml", "--format", "json"], in: ConformBinary.packageRoot)
        #expect(
            json.stdoutText.contains(
                "\"when\": \"with the SDKs' defaults\",\n          \"defaults\": [\n            \"didFinishPurchase\",\n            \"didPerformAction\"\n          ]"
            ), "\(json.stdoutText)")
        // Two SDKs with no handler whose default the app replaces: nothing more to compare.
        let plain = try ConformBinary.run(["diff", "miniwall", "appdna", "Specs/common/purchase/pending.yaml"], in: ConformBinary.packageRoot)
        #expect(!plain.stdoutText.contains("with the SDKs' defaults"))
    }

    /// The checklist part of a switching report's text.
    static func checklist(_ args: [String]) throws -> String {
        let out = try ConformBinary.run(args, in: ConformBinary.packageRoot)
        #expect(out.status == 1, "\(out.stderrText)")
        return try #require(out.stdoutText.components(separatedBy: "\nchecklist: ").last)
    }

    @Test(
        "issue 24: a switching report's advice names only API an app implements, one callback of several, what arrives instead, and 'no counterpart' only where there is none"
    )
    func switchingAdvice() throws {
        let forward = try Self.checklist(["diff", "adapty@3", "revenuecatui", "Specs/common"])
        let superwall = try Self.checklist(["diff", "adapty@3", "superwall", "Specs/common"])
        for text in [forward, superwall] {
            let methods = text.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            let advice = text.split(separator: "\n").filter {
                $0.hasPrefix("      do: ") || $0.hasPrefix("      signature: ") || $0.hasPrefix("      new: ")
            }
            for action in ["UIApplication.shared.open", "displayError", "presentAlert", "presentSafariInApp", "analytics: "] {
                #expect(!methods.contains { $0.contains(action) }, "an SDK's own action is no method of the app: \(action)")
                #expect(!advice.contains { $0.contains(action) }, "nor code to move or implement: \(action)")
            }
            #expect(!advice.contains { $0.contains(" + ") }, "one callback of several, never 'A + B': \(advice.filter { $0.contains(" + ") })")
        }
        #expect(
            forward.contains(
                "RevenueCatUI iOS reports link.opened through `paywallViewController(_:didOpenURL:)`; Adapty iOS did it itself (`UIApplication.shared.open(_:)`) and told the app nothing"
            ))
        #expect(
            forward.contains(
                "to `paywallViewController(_:didFinishPurchasingWith:transaction:)`; `paywallViewController(_:didFinishPurchasingWith:)` fires for it too: leave it out, or the code runs twice"
            ))
        #expect(
            forward.contains(
                "callback removed — purchase.pending arrives as purchase.failed through `paywallViewController(_:didFailPurchasingWith:)` instead"))
        #expect(forward.contains("RevenueCatUI iOS has no counterpart: it never reports paywall.shown"))
        #expect(
            forward.contains(
                "Adapty iOS's `paywallControllerDidDisappear(_:)` did not fire here; RevenueCatUI iOS calls `paywallViewControllerWasDismissed(_:)`"))
        let backward = try Self.checklist(["diff", "revenuecatui", "adapty@3.17.2", "Specs/common"])
        #expect(backward.contains("Adapty iOS has `paywallControllerDidDisappear(_:)` for paywall.closed, but does not call it here"))
        #expect(
            !backward.contains("counterpart: it never reports paywall.closed") && !forward.contains("counterpart: it never reports paywall.closed"))
        #expect(backward.contains("new to the app: RevenueCatUI iOS has no counterpart for product.selected"))
        // The pairing shows among the differences and in the JSON form too.
        let pending = try ConformBinary.run(["diff", "adapty@3", "revenuecatui", "Specs/common/purchase/pending.yaml"], in: ConformBinary.packageRoot)
        #expect(
            pending.stdoutText.contains(
                "  callback removed: purchase.pending (arrives as purchase.failed)  [1 spec]\n      - paywallController(_:didFinishPurchase:purchaseResult:)\n      + paywallViewController(_:didFailPurchasingWith:)\n"
            ))
        let json = try ConformBinary.run(
            ["diff", "adapty@3", "revenuecatui", "Specs/common/purchase/pending.yaml", "--format", "json"], in: ConformBinary.packageRoot)
        #expect(
            json.stdoutText.contains(
                "\"new_method\": \"paywallViewController(_:didFailPurchasingWith:)\",\n          \"arrives_as\": \"purchase.failed\","),
            "\(json.stdoutText)")
    }

    @Test("a chain with no gate between its ends reports nothing and exits 0")
    func nothingBetween() throws {
        let out = try ConformBinary.run(["diff", "adapty@3.15.5..adapty@3.15.7"], in: ConformBinary.packageRoot)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stdoutText.contains("walked: 3.15.5 → 3.15.7"))
        #expect(out.stdoutText.contains("history: no commit of the SDK's history touched the paywall flow after 3.15.5 through 3.15.7"))
        #expect(out.stdoutText.contains("nothing the specs observe differs"))
        #expect(out.stderrText.isEmpty)
    }

    @Test(
        "a chain's end outside the modelled range, backwards, or of no versioned model is an input error (exit 2)",
        arguments: [
            (["diff", "adapty@3.10.2..adapty@4.0.0"], "outside the modelled range of 'adapty': 2.0.0 … 2.11.3, 3.0.0 … 3.17.2"),
            (["diff", "adapty@3.17.2..adapty@3.10.0"], "does not go forward"),
            (["diff", "miniwall..appdna"], "no version of a versioned model"),
            (["diff", "adapty@3.10.0..adapty@3.17.2-swiftui"], "a version chain keeps one variant"),
            (["diff", "adapty@3.10.2", "adapty@3.99"], "outside the modelled range"),
            (["upgrade", "--from", "adapty@3.10.0"], "needs '--to'"),
            (["upgrade", "--to", "adapty@3.17.2"], "needs the version the app is on"),
            (["upgrade", "--from", "adapty@1.0.0", "--to", "adapty@3.17.2"], "outside the modelled range"),
            (["upgrade", "--from", "adapty@3.10.0", "--package-resolved", "x", "--to", "adapty@3.17.2"], "give one of them"),
            (["adapters", "--versions", "adaptyy"], "did you mean 'adapty'?")
        ])
    func inputErrors(_ args: [String], _ message: String) throws {
        let out = try ConformBinary.run(args, in: ConformBinary.packageRoot)
        #expect(out.status == 2, "\(args): \(out.stderrText)")
        #expect(out.stdoutText.isEmpty)
        #expect(out.stderrText.contains(message), "\(out.stderrText)")
    }

    @Test("any version in range is an adapter of its own: conform run --adapter adapty@3.10.2")
    func anyVersionRuns() throws {
        let out = try ConformBinary.run(["run", "Specs/adapty/purchase", "--adapter", "adapty@3.10.2", "--no-golden"], in: ConformBinary.packageRoot)
        #expect(out.status != 2 && out.status != 3, "\(out.stderrText)")
        #expect(out.stdoutText.contains("× 1 adapter"), "\(out.stdoutText)")
    }

    @Test("upgrade reads the version from Package.resolved, runs the app's specs, exits 1 and lists only what they touch", arguments: [2, 3])
    func packageResolved(_ format: Int) throws {
        let box = try Self.app(pinned: "2.11.3", format: format)
        let out = try ConformBinary.run(["upgrade", "--package-resolved", "Package.resolved", "--to", "adapty@3.17.2"], in: box.path)
        #expect(out.status == 1, "\(out.stderrText)")
        #expect(out.stderrText == "conform: 'Package.resolved' pins Adapty iOS 2.11.3\n")
        let text = out.stdoutText
        #expect(text.hasPrefix("conform upgrade adapty@2.11.3..adapty@3.17.2"))
        #expect(text.contains("paywallController(_:didCancelPurchase:)\n    3.2.0: callback renamed"))
        #expect(
            text.contains("new: paywallController(_:didFinishPurchase:purchaseResult:)")
                || text.contains("→ paywallController(_:didFinishPurchase:purchaseResult:)"))
        #expect(text.contains("paywallControllerDidAppear(_:)"))
        for untouched in ["purchasedInfo", "didPartiallyLoadProducts", "WebPayment", "didFailLoadingProducts", "restore"] {
            #expect(!text.contains(untouched), "the app's specs never touch \(untouched)")
        }
    }

    @Test("upgrade exits 0 when the app is already on the target, or nothing its specs observe changes")
    func nothingToDo() throws {
        let box = try Self.app(pinned: "3.17.2")
        let same = try ConformBinary.run(["upgrade", "--package-resolved", "Package.resolved", "--to", "adapty@3.17.2"], in: box.path)
        #expect(same.status == 0 && same.stdoutText.contains("already on adapty@3.17.2"), "\(same.stdoutText)\(same.stderrText)")
        let quiet = try ConformBinary.run(["upgrade", "--from", "adapty@3.14.0", "--to", "adapty@3.17.2"], in: box.path)
        #expect(quiet.status == 0, "\(quiet.stdoutText)\(quiet.stderrText)")
        #expect(quiet.stdoutText.contains("nothing the specs observe differs"))
        #expect(!quiet.stdoutText.contains("checklist"))
    }

    @Test("a Package.resolved without the SDK is an input error that says how to name the version")
    func unpinned() throws {
        let box = try Sandbox()
        try box.write("Specs/app/cancel.yaml", Self.appSpec)
        try box.write("Package.resolved", #"{"pins": [], "version": 2}"#)
        let out = try ConformBinary.run(["upgrade", "--package-resolved", "Package.resolved", "--to", "adapty@3.17.2"], in: box.path)
        #expect(out.status == 2)
        #expect(out.stderrText.contains("pins no Adapty iOS package") && out.stderrText.contains("--from adapty@<version>"), "\(out.stderrText)")
    }

    @Test("--artifacts writes the whole report, markdown and JSON, and --output the chosen format")
    func artifacts() throws {
        let box = try Self.app(pinned: "2.11.3")
        let out = try ConformBinary.run(
            ["diff", "adapty@2.11.3..adapty@3.17.2", "--format", "markdown", "--artifacts", "out", "--output", "comment.md"],
            in: box.path)
        #expect(out.status == 1, "\(out.stderrText)")
        #expect(out.stdoutText.isEmpty)
        let markdown = try box.read("out/migration.md")
        #expect(markdown.hasPrefix("## Migration: `conform diff adapty@2.11.3..adapty@3.17.2`"))
        #expect(try box.read("comment.md") == markdown, "a short report is not cut")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try box.read("out/migration.json").utf8)) as? [String: Any])
        #expect(
            json["stops"] as? [String] == [
                "2.11.3", "3.0.0", "3.0.1", "3.0.2", "3.2.0", "3.5.0", "3.6.0", "3.8.0", "3.11.0", "3.14.0", "3.15.0", "3.15.5", "3.17.0", "3.17.2"
            ])
    }

    @Test("conform adapters names the versioned models and how to list their gates")
    func adaptersListsFamilies() throws {
        let out = try ConformBinary.run(["adapters"], in: ConformBinary.packageRoot)
        #expect(out.status == 0)
        #expect(out.stdoutText.contains("adapty@<version>[-swiftui]  Adapty iOS, any version 2.0.0 … 2.11.3, 3.0.0 … 3.17.2; vendor adapty, iOS\n"))
        #expect(out.stdoutText.contains("conform adapters --versions adapty"))
    }
}
