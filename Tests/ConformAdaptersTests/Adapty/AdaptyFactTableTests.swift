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
    static let workspace = Workspace(
        suite: root + "/Specs", golden: root + "/Golden", divergences: root + "/Divergences",
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
        // 3.0.0: AdaptyUI moves into AdaptySDK-iOS without the 2.x observer-mode delegate, and the
        // resolver only comes in 3.0.1 (0e0f77a9): in between, the SDK purchases itself.
        Fact(version: "3.0.0", kind: .renamed, event: "purchase.started", gate: "observer-mode-delegate-removed"),
        Fact(version: "3.0.0", kind: .added, event: "purchase.completed", gate: "observer-mode-delegate-removed"),
        Fact(version: "3.0.0", kind: .added, event: "purchase.failed", gate: "observer-mode-delegate-removed"),
        // "AdaptyObserverModeResolver first exists at tag 3.0.1 (absent at 3.0.0)".
        Fact(version: "3.0.1", kind: .renamed, event: "purchase.started", gate: "observer-mode-resolver"),
        Fact(version: "3.0.1", kind: .removed, event: "purchase.completed", gate: "observer-mode-resolver"),
        Fact(version: "3.0.1", kind: .removed, event: "purchase.failed", gate: "observer-mode-resolver"),
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
        // "3.2.0: didSelectProduct's parameter type changes … to AdaptyPaywallProductWithoutDeterminingOffer": the declaration, read at the tags.
        Fact(version: "3.2.0", kind: .arguments, event: "product.selected", gate: "select-product-type"),
        // "3.5.0 appear/disappear added" — the disappearance replaces the SDK's own dismissal: added, not renamed.
        Fact(version: "3.5.0", kind: .added, event: "paywall.shown", gate: "appearance-callbacks"),
        Fact(version: "3.5.0", kind: .added, event: "paywall.closed", gate: "appearance-callbacks"),
        // A sheet swiped down: the app heard it through UIKit's presentationControllerDidDismiss before
        // 3.5, through Adapty's didDisappear from 3.5 (Specs/adapty/paywall/sheet-swipe-dismisses).
        Fact(version: "3.5.0", kind: .renamed, event: "paywall.closed", gate: "swipe-through-disappear"),
        // "3.6.0 didFinishWebPaymentNavigation added" — web specs cannot run before: still compared.
        Fact(version: "3.6.0", kind: .added, event: "web.purchase.finished", gate: "web-paywall"),
        // "3.8.0: didFailRenderingWith error: changes type from AdaptyError to AdaptyUIError".
        Fact(version: "3.8.0", kind: .arguments, event: "render.failed", gate: "render-error-type"),
        // "3.0 … 3.10.x: unconditionally; 3.11 … 3.12.x: only while the paywall is on screen".
        Fact(version: "3.11.0", kind: .removed, event: "products.failed", gate: "retry-while-on-screen"),
        // "3.14.0: the automatic didSelectProduct for the default (preselected) product arrives — commit af1ade9b".
        Fact(version: "3.14.0", kind: .added, event: "product.selected", gate: "automatic-selection"),
        // "3.14.0 … 3.17.2: … the documented retry never happens for paywalls": no second failure.
        Fact(version: "3.14.0", kind: .removed, event: "products.failed", gate: "retry-never"),
        // The endless reload of 3.x before 3.14 (a loop that never settles) ends: the spec settles.
        Fact(version: "3.14.0", kind: .finalState, event: "final", gate: "retry-never"),
        // "3.15.0 restore resolver for observer mode": the resolver takes the restore; the delegate's end no longer fires.
        Fact(version: "3.15.0", kind: .renamed, event: "restore.started", gate: "restore-resolver"),
        Fact(version: "3.15.0", kind: .removed, event: "restore.completed", gate: "restore-resolver"),
        // The resolver's purchase closures: @MainActor at 3.15.0, @Sendable at 3.15.5 (declarations read at the tags).
        Fact(version: "3.15.0", kind: .arguments, event: "purchase.started", gate: "resolver-main-actor"),
        Fact(version: "3.15.5", kind: .arguments, event: "purchase.started", gate: "resolver-sendable"),
        // d951dcba: before 3.15.0 every web paywall opens in the system browser; from it, in the in-app browser when asked.
        Fact(version: "3.15.0", kind: .added, event: "web.browser.opened", gate: "web-open-in"),
        Fact(version: "3.15.0", kind: .added, event: "web.browser.closed", gate: "web-open-in")
    ]

    /// Gates whose change is to the app's code, not to a run: what the app must implement
    /// (`delegate-public-defaults`: the setup is refused before, reported as not comparable), the
    /// delegate's isolation, and the `.openURL` case's pattern. No spec run differs across them.
    static let codeOnly: Set<String> = ["delegate-public-defaults", "delegate-main-actor", "open-url-presentation"]

    @Test("2.11.3 → 3.17.2: every fact at its version, in its kind, from its gate, and nothing spurious")
    func wholeChain() throws {
        let report = try Self.report("adapty@2.11.3", "adapty@3.17.2")
        #expect(
            report.stops == [
                "2.11.3", "3.0.0", "3.0.1", "3.0.2", "3.2.0", "3.5.0", "3.6.0", "3.8.0", "3.11.0", "3.14.0", "3.15.0", "3.15.5",
                "3.17.0", "3.17.2"
            ])
        let found = Self.facts(report)
        #expect(found.subtracting(Self.chain).isEmpty, "spurious: \(found.subtracting(Self.chain).sorted { $0.description < $1.description })")
        #expect(Self.chain.subtracting(found).isEmpty, "missing: \(Self.chain.subtracting(found).sorted { $0.description < $1.description })")
        // Before 3.0.2 (b2dd6e53, `delegate-public-defaults`) UIKit's didPerform, didCancelPurchase,
        // didStartRestore and didFailRenderingWith have no public default: a spec that leaves one out
        // cannot be set up at 3.0.1 and is reported as not comparable there, the setup's refusal named.
        #expect(
            report.uncompared.allSatisfy { $0.cause.hasPrefix("'adapty@3.0.1'") && $0.cause.contains("must be registered") },
            "\(report.uncompared)")
        // Each difference once: no two findings tell the same difference at the same version.
        #expect(Set(report.findings.map { "\($0.when) \($0.difference)" }).count == report.findings.count)
    }

    @Test("each gate's own kind is among what it is reported as")
    func gateKinds() throws {
        let report = try Self.report("adapty@2.11.3", "adapty@3.17.2")
        for gate in AdaptyFamily().gates where gate.variant == nil && gate.version > AdaptyVersion(2, 11, 3) && !Self.codeOnly.contains(gate.id) {
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
        #expect(
            cancel.before == "paywallController(_:didCancelPurchase:)" && cancel.after == "paywallController(_:didFinishPurchase:purchaseResult:)")
        let success = try finding("3.2.0", "purchase.completed", .arguments).difference
        #expect(
            success.before.hasPrefix("paywallController(_:didFinishPurchase:purchasedInfo:)") && success.after.contains("purchaseResult=.success"))
        // The default dismissal after a pending purchase, for an app that does not implement
        // didFinishPurchase (one that does replaces the default: adapty/purchase/success-order).
        let pending = try #require(
            report.findings.first {
                $0.when == "3.2.0" && $0.difference.kind == .finalState
                    && $0.specs.contains("adapty/purchase/pending-dismisses")
            })
        #expect(pending.difference.before == "open none" && pending.difference.after == "closed pending")
        let disappear = try finding("3.5.0", "paywall.closed", .added).difference
        #expect(disappear.after == "paywallControllerDidDisappear(_:)" && disappear.before.isEmpty)
        #expect(
            try finding("3.11.0", "products.failed", .removed).specs == [
                "adapty/products/retry-only-on-screen-3.12", "adapty/products/retry-unconditional-3.10"
            ])
        #expect(
            try finding("3.14.0", "products.failed", .removed).specs == [
                "adapty/products/endless-retry-before-3.14", "adapty/products/no-loop-from-3.14", "adapty/products/retry-after-2s"
            ])
        #expect(try finding("3.6.0", "web.purchase.finished", .added).difference.after == "paywallController(_:didFinishWebPaymentNavigation:error:)")
        #expect(try finding("3.2.0", "products.partial", .added).specs == ["adapty/products/partial-per-phase"])
        #expect(try finding("3.15.0", "restore.started", .renamed).specs == ["adapty/observer/restore-resolver"])
    }

    @Test("2.0.0 → 2.11.3: paywallControllerDidStartRestore arrives in 2.1.0, the observer-mode delegate in 2.11.0, and nothing else changes")
    func twoX() throws {
        let found = Self.facts(try Self.report("adapty@2.0.0", "adapty@2.11.3"))
        #expect(
            found == [
                Fact(version: "2.1.0", kind: .added, event: "restore.started", gate: "restore-start"),
                // AdaptyObserverModeDelegate first exists at AdaptyUI-iOS 2.11.0 (71edad3e): before, the SDK purchases itself.
                Fact(version: "2.11.0", kind: .renamed, event: "purchase.started", gate: "observer-mode-delegate"),
                Fact(version: "2.11.0", kind: .removed, event: "purchase.completed", gate: "observer-mode-delegate"),
                Fact(version: "2.11.0", kind: .removed, event: "purchase.failed", gate: "observer-mode-delegate")
            ])
    }

    @Test("UIKit against SwiftUI: the SwiftUI default retry is one arguments change; the rest are the surface's names")
    func swiftUIDefaultRetry() throws {
        let report = try Self.report("adapty@3.17.2", "adapty@3.17.2-swiftui", chain: false)
        let explained = report.findings.filter { $0.gate != nil && $0.gate?.id != "swiftui-placeholder" }
        #expect(explained.count == 1)
        let retry = try #require(explained.first)
        #expect(retry.gate?.id == "swiftui-default-retry" && retry.difference.kind == .arguments && retry.difference.event == "products.failed")
        #expect(retry.specs == ["adapty/products/swiftui-default-retries", "adapty/products/uikit-default-no-retry"])
        #expect(retry.difference.before.hasSuffix("-> false answer=false") && retry.difference.after.hasSuffix("-> true answer=true"))
        // Beyond names, one behaviour is SwiftUI's own: the app's alert through the modifier's
        // showAlertItem binding ("поверх пейвола"), which the UIKit delegate has no binding for.
        let alert = report.findings.filter { $0.difference.event == EventName.alertShown.rawValue }
        #expect(alert.count == 1 && alert.first?.difference.kind == .added && alert.first?.specs == ["adapty/alerts/app-shows-alert-item"])
        // And the placeholder the modifier draws while the paywall loads (gate swiftui-placeholder).
        let placeholder = report.findings.filter { $0.difference.event == EventName.paywallLoading.rawValue }
        #expect(
            placeholder.count == 1 && placeholder.first?.difference.kind == .added && placeholder.first?.gate?.id == "swiftui-placeholder"
                && placeholder.first?.specs == ["adapty/paywall/placeholder-while-loading"])
        let rest = report.findings.filter {
            $0.difference.event != EventName.alertShown.rawValue && $0.difference.event != EventName.paywallLoading.rawValue
        }
        #expect(rest.allSatisfy { $0.difference.kind == .arguments })
        #expect(rest.filter { $0.gate == nil }.allSatisfy { $0.difference.signatureOnly })
    }

    @Test("on SwiftUI 3.14.0 ends the reload for the specs that answer the failure, as on UIKit")
    func swiftUIChain() throws {
        let swiftUI = try Self.report("adapty@3.10.0-swiftui", "adapty@3.17.2-swiftui")
        let uiKit = try Self.report("adapty@3.10.0", "adapty@3.17.2")
        func reloads(_ report: MigrationReport) -> [String] {
            report.findings.first { $0.when == "3.14.0" && $0.difference.event == "product.selected" && $0.gate?.id == "retry-never" }?.specs ?? []
        }
        // Before 3.14.0 a reload's selection is not reported (af1ade9b), so what the default retry
        // reloaded shows only where a spec answers: the same specs lose the reload on both surfaces.
        #expect(reloads(swiftUI) == reloads(uiKit))
        let lost = swiftUI.findings.first { $0.when == "3.14.0" && $0.gate?.id == "retry-never" && $0.difference.event == "products.failed" }
        #expect(lost?.specs == ["adapty/products/endless-retry-before-3.14", "adapty/products/no-loop-from-3.14", "adapty/products/retry-after-2s"])
        #expect(Set(swiftUI.findings.map(\.when)) == ["3.11.0", "3.14.0", "3.15.0", "3.15.5"])
    }

    @Test("on SwiftUI the chain also stops at the modifier's own changes, and every change has its gate")
    func swiftUIHistory() throws {
        let report = try Self.report("adapty@2.11.3-swiftui", "adapty@3.17.2-swiftui")
        #expect(
            report.findings.allSatisfy { $0.gate != nil },
            "\(report.findings.filter { $0.gate == nil }.map { "\($0.when) \($0.difference) \($0.specs)" })")
        let facts = Self.facts(report)
        // AdaptyUI-iOS 2.x's modifier defaulted didFailLoadingProducts to { _ in false }; 3.0.0's to { _ in true }.
        #expect(facts.contains(Fact(version: "3.0.0", kind: .arguments, event: "products.failed", gate: "swiftui-default-retry")))
        // The modifier gets didPartiallyLoadProducts at 3.5.0, three versions after the delegate.
        #expect(facts.contains(Fact(version: "3.5.0", kind: .added, event: "products.partial", gate: "swiftui-partial-load")))
        // placeholderBuilder arrives at 3.5.0 too (f88bcb3a): the placeholder while the paywall loads.
        #expect(facts.contains(Fact(version: "3.5.0", kind: .added, event: "paywall.loading", gate: "swiftui-placeholder")))
        #expect(!facts.contains { $0.version == "3.2.0" && $0.event == "products.partial" })
    }

    @Test("specs scoped to one version run on every version of the chain")
    func scopedSpecsCompared() throws {
        let report = try Self.report("adapty@3.10.0", "adapty@3.12.0")
        #expect(report.stops == ["3.10.0", "3.11.0", "3.12.0"])
        let facts = Self.facts(report)
        #expect(facts == [Fact(version: "3.11.0", kind: .removed, event: "products.failed", gate: "retry-while-on-screen")])
    }
}
