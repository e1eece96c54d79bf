import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// The fact table: every change SDK-FACTS records for the Adapty delegate is reported by the
/// migration advisor on the shipped suite, in the right kind, at the right version, with the gate
/// that cites it — and nothing else is.
@Suite struct AdaptyFactTableTests {
    /// The package root, found from this file's path.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The repository's workspace with the built-in adapters and families.
    static let workspace = Workspace(suite: root + "/Specs", golden: root + "/Golden", divergences: root + "/Divergences",
                                     adapters: BuiltinAdapters.all, families: BuiltinAdapters.families)

    /// One reported change: where, what kind, about which event, explained by which gate.
    struct Fact: Hashable, CustomStringConvertible {
        var version: String
        var kind: ChangeKind
        var event: String
        var gate: String?
        var description: String { "\(version) \(kind.rawValue) \(event) ← \(gate ?? "no gate")" }
    }

    /// The report of `old..new` (a chain) or `old new` (a direct comparison) on the whole suite.
    static func report(_ old: String, _ new: String, chain: Bool = true) throws -> MigrationReport {
        let plan = chain ? try MigrationPlan.chain(old, new, in: workspace) : try MigrationPlan.direct(old, new, in: workspace)
        return try MigrationRun.run(plan, workspace: workspace, paths: [], jobs: 2)
    }

    /// The facts of a report.
    static func facts(_ report: MigrationReport) -> Set<Fact> {
        Set(report.findings.map { Fact(version: $0.when, kind: $0.difference.kind, event: $0.difference.event, gate: $0.gate?.id) })
    }

    /// SDK-FACTS' version history of the delegate (and its products-retry history), as the
    /// advisor must report it from AdaptyUI-iOS 2.11.3 to AdaptySDK-iOS 3.17.2 on UIKit.
    static let chain: Set<Fact> = [
        // "initial automatic product selection not reported" (2.x) → reported from 3.x.
        Fact(version: "3.0.0", kind: .added, event: "product.selected", gate: "automatic-selection"),
        // "observer mode via a separate delegate" (2.x) → the 3.x resolver.
        Fact(version: "3.0.0", kind: .renamed, event: "purchase.started", gate: "observer-mode-resolver"),
        // "3.2.0: didCancelPurchase removed (cancel comes through didFinishPurchase(.userCancelled))": another callback carries the cancel.
        Fact(version: "3.2.0", kind: .renamed, event: "purchase.cancelled", gate: "cancel-through-finish"),
        // … so an app that leaves didFinishPurchase out (to get its default) hears no cancel at all from 3.2
        // (Specs/adapty/purchase/cancel-keeps-paywall): for that app the callback is removed.
        Fact(version: "3.2.0", kind: .removed, event: "purchase.cancelled", gate: "cancel-through-finish"),
        // "purchasedInfo became purchaseResult": the same callback, another signature.
        Fact(version: "3.2.0", kind: .arguments, event: "purchase.completed", gate: "purchase-result"),
        // "Pending: didStartPurchase → didFinishPurchase(.pending)".
        Fact(version: "3.2.0", kind: .added, event: "purchase.pending", gate: "pending-result"),
        // "default becomes 'dismiss unless cancelled'" — so pending dismisses.
        Fact(version: "3.2.0", kind: .finalState, event: "final", gate: "dismiss-unless-cancelled"),
        // "didPartiallyLoadProducts added".
        Fact(version: "3.2.0", kind: .added, event: "products.partial", gate: "partial-load-callback"),
        // "3.5.0 appear/disappear added" — the disappearance replaces the SDK's own dismissal: added, not renamed.
        Fact(version: "3.5.0", kind: .added, event: "paywall.shown", gate: "appearance-callbacks"),
        Fact(version: "3.5.0", kind: .added, event: "paywall.closed", gate: "appearance-callbacks"),
        // A sheet swiped down: the app heard it through UIKit's presentationControllerDidDismiss before
        // 3.5, through Adapty's didDisappear from 3.5 (Specs/adapty/paywall/sheet-swipe-dismisses).
        Fact(version: "3.5.0", kind: .renamed, event: "paywall.closed", gate: "appearance-callbacks"),
        // "3.6.0 didFinishWebPaymentNavigation added" — web specs cannot run before: still compared.
        Fact(version: "3.6.0", kind: .added, event: "web.purchase.finished", gate: "web-paywall"),
        // "3.0 … 3.10.x: unconditionally; 3.11 … 3.12.x: only while the paywall is on screen".
        Fact(version: "3.11.0", kind: .removed, event: "products.failed", gate: "retry-while-on-screen"),
        // "3.14.0 … 3.17.2: … the documented retry never happens for paywalls": no second failure, no reloaded selection.
        Fact(version: "3.14.0", kind: .removed, event: "products.failed", gate: "retry-never"),
        Fact(version: "3.14.0", kind: .removed, event: "product.selected", gate: "retry-never"),
        // The endless reload of 3.x before 3.14 (a loop that never settles) ends: the spec settles.
        Fact(version: "3.14.0", kind: .finalState, event: "final", gate: "retry-never"),
        // "3.15.0 restore resolver for observer mode": the resolver takes the restore; the delegate's end no longer fires.
        Fact(version: "3.15.0", kind: .renamed, event: "restore.started", gate: "restore-resolver"),
        Fact(version: "3.15.0", kind: .removed, event: "restore.completed", gate: "restore-resolver"),
    ]

    @Test("2.11.3 → 3.17.2: every fact at its version, in its kind, from its gate, and nothing spurious")
    func wholeChain() throws {
        let report = try Self.report("adapty@2.11.3", "adapty@3.17.2")
        #expect(report.stops == ["2.11.3", "3.0.0", "3.2.0", "3.5.0", "3.6.0", "3.11.0", "3.14.0", "3.15.0", "3.17.2"])
        let found = Self.facts(report)
        #expect(found.subtracting(Self.chain).isEmpty, "spurious: \(found.subtracting(Self.chain).sorted { $0.description < $1.description })")
        #expect(Self.chain.subtracting(found).isEmpty, "missing: \(Self.chain.subtracting(found).sorted { $0.description < $1.description })")
        #expect(report.uncompared.isEmpty, "\(report.uncompared)")
        // Each difference once: no two findings tell the same difference at the same version.
        #expect(Set(report.findings.map { "\($0.when) \($0.difference)" }).count == report.findings.count)
    }

    @Test("each gate's own kind is among what it is reported as")
    func gateKinds() throws {
        let report = try Self.report("adapty@2.11.3", "adapty@3.17.2")
        for gate in AdaptyFamily().gates where gate.variant == nil && gate.version > AdaptyVersion(2, 11, 3) {
            #expect(report.findings.contains { $0.gate?.id == gate.id && $0.difference.kind == gate.change }, "\(gate.id)")
        }
    }

    @Test("the differences read as SDK-FACTS says them")
    func details() throws {
        let report = try Self.report("adapty@2.11.3", "adapty@3.17.2")
        func finding(_ version: String, _ event: String, _ kind: ChangeKind) throws -> MigrationFinding {
            try #require(report.findings.first { $0.when == version && $0.difference.event == event && $0.difference.kind == kind })
        }
        let cancel = try finding("3.2.0", "purchase.cancelled", .renamed).difference
        #expect(cancel.before == "paywallController(_:didCancelPurchase:)" && cancel.after == "paywallController(_:didFinishPurchase:purchaseResult:)")
        let success = try finding("3.2.0", "purchase.completed", .arguments).difference
        #expect(success.before.hasPrefix("paywallController(_:didFinishPurchase:purchasedInfo:)") && success.after.contains("purchaseResult=.success"))
        // The default dismissal after a pending purchase, for an app that does not implement
        // didFinishPurchase (one that does replaces the default: adapty/purchase/success-order).
        let pending = try #require(report.findings.first { $0.when == "3.2.0" && $0.difference.kind == .finalState
                                                           && $0.specs.contains("adapty/purchase/pending-dismisses") })
        #expect(pending.difference.before == "open none" && pending.difference.after == "closed pending")
        let disappear = try finding("3.5.0", "paywall.closed", .added).difference
        #expect(disappear.after == "paywallControllerDidDisappear(_:)" && disappear.before.isEmpty)
        #expect(try finding("3.11.0", "products.failed", .removed).specs == ["adapty/products/retry-only-on-screen-3.12", "adapty/products/retry-unconditional-3.10"])
        #expect(try finding("3.14.0", "products.failed", .removed).specs == ["adapty/products/endless-retry-before-3.14", "adapty/products/no-loop-from-3.14", "adapty/products/retry-after-2s"])
        #expect(try finding("3.6.0", "web.purchase.finished", .added).difference.after == "paywallController(_:didFinishWebPaymentNavigation:error:)")
        #expect(try finding("3.2.0", "products.partial", .added).specs == ["adapty/products/partial-per-phase"])
        #expect(try finding("3.15.0", "restore.started", .renamed).specs == ["adapty/observer/restore-resolver"])
    }

    @Test("2.0.0 → 2.11.3: paywallControllerDidStartRestore arrives in 2.1.0, and nothing else changes")
    func twoX() throws {
        let found = Self.facts(try Self.report("adapty@2.0.0", "adapty@2.11.3"))
        #expect(found == [Fact(version: "2.1.0", kind: .added, event: "restore.started", gate: "restore-start")])
    }

    @Test("UIKit against SwiftUI: the SwiftUI default retry is one arguments change; the rest are the surface's names")
    func swiftUIDefaultRetry() throws {
        let report = try Self.report("adapty@3.17.2", "adapty@3.17.2-swiftui", chain: false)
        let explained = report.findings.filter { $0.gate != nil }
        #expect(explained.count == 1)
        let retry = try #require(explained.first)
        #expect(retry.gate?.id == "swiftui-default-retry" && retry.difference.kind == .arguments && retry.difference.event == "products.failed")
        #expect(retry.specs == ["adapty/products/swiftui-default-retries", "adapty/products/uikit-default-no-retry"])
        #expect(retry.difference.before.hasSuffix("-> false answer=false") && retry.difference.after.hasSuffix("-> true answer=true"))
        #expect(report.findings.allSatisfy { $0.difference.kind == .arguments })
        #expect(report.findings.filter { $0.gate == nil }.allSatisfy { $0.difference.signatureOnly })
    }

    @Test("on SwiftUI the default retry makes 3.14.0's change reach specs that never answer the failure")
    func swiftUIChain() throws {
        let swiftUI = try Self.report("adapty@3.10.0-swiftui", "adapty@3.17.2-swiftui")
        let uiKit = try Self.report("adapty@3.10.0", "adapty@3.17.2")
        func reloads(_ report: MigrationReport) -> [String] {
            report.findings.first { $0.when == "3.14.0" && $0.difference.event == "product.selected" }?.specs ?? []
        }
        #expect(reloads(swiftUI).contains("adapty/products/uikit-default-no-retry"))
        #expect(!reloads(uiKit).contains("adapty/products/uikit-default-no-retry"))
        #expect(Set(swiftUI.findings.map(\.when)) == ["3.11.0", "3.14.0", "3.15.0"])
    }

    @Test("specs scoped to one version run on every version of the chain")
    func scopedSpecsCompared() throws {
        let report = try Self.report("adapty@3.10.0", "adapty@3.12.0")
        #expect(report.stops == ["3.10.0", "3.11.0", "3.12.0"])
        let facts = Self.facts(report)
        #expect(facts == [Fact(version: "3.11.0", kind: .removed, event: "products.failed", gate: "retry-while-on-screen")])
    }
}
