import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// The vendor oracle for Superwall (issue 36): every spec under `Specs/superwall/vendor/` encodes
/// an assertion of Superwall-iOS's own test suite. Each passes at every released tag the model
/// covers (the tests assert the same from 4.0.0: the pipeline files they exercise changed only by
/// renames in the range), and the specs of the four model bugs the oracle found fail on the old
/// model's transcript.
@Suite struct SuperwallVendorSpecTests {
    /// The vendor specs' ids, from the folder.
    static func ids() throws -> [String] {
        let root = DocsValidationTests.root + "/Specs/"
        let files = FileManager.default.enumerator(atPath: root + "superwall/vendor")?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { "superwall/vendor/" + $0.dropLast(".yaml".count) }.sorted()
    }

    /// The spec's transcript on `superwall@<version>` (the newest when nil).
    static func transcript(_ spec: Spec, at version: SDKVersion? = nil) throws -> Transcript {
        var adapter: any Adapter = SuperwallAdapters.adapters[0]
        if let version {
            let id = "superwall@\(version)"
            adapter = SuperwallFamily().adapter(try SuperwallFamily().member(id), id: id)
        }
        guard case .completed(let transcript) = Replay.run(spec, on: adapter) else {
            throw VendorSpecError.didNotRun(spec.id, adapter.id)
        }
        return transcript
    }

    /// Whether `spec` accepts `events` ending in `final`.
    static func passes(_ spec: Spec, _ events: [Event], _ final: FinalState) -> Bool {
        AdaptyDefaultSpecTests.passes(spec, SuperwallAdapters.adapters[0], events, final)
    }

    @Test("every vendor spec passes on superwall at every released tag from 4.0.0 (or the tag its assertion entered the suite) to 4.16.3")
    func sweep() throws {
        let ids = try Self.ids()
        #expect(ids.count >= 20)
        let versions = try #require(SuperwallFamily().releases)
        #expect(versions.count >= 75)
        for id in ids {
            let spec = try AdaptyDefaultSpecTests.spec(id)
            let since = RevenueCatUIVendorSpecTests.since(spec.source ?? "") ?? versions[0]
            for version in versions where version >= since {
                let transcript = try Self.transcript(spec, at: version)
                #expect(Self.passes(spec, transcript.events, transcript.final), "\(id) at \(version)")
            }
        }
    }

    /// The events without those `drop` matches: what the model recorded before a fix.
    static func without(_ spec: Spec, _ drop: (Event) -> Bool) throws -> (events: [Event], final: FinalState) {
        let transcript = try Self.transcript(spec)
        return (transcript.events.filter { !drop($0) }, transcript.final)
    }

    @Test("bug 1: already-presented fails when the second present is dropped silently, as the model did")
    func secondPresentDropped() throws {
        let spec = try AdaptyDefaultSpecTests.spec("superwall/vendor/present/already-presented")
        let transcript = try Self.transcript(spec)
        #expect(Self.passes(spec, transcript.events, transcript.final))
        // The old model returned at once: nothing after paywall.shown and paywall_open.
        let silent = try Self.without(spec) { $0.name == .error || $0.arguments.contains(Argument("status", ".noPresentation")) }
        #expect(!Self.passes(spec, silent.events, silent.final))
        // An onError without the tracked request, or the request without onError, is not enough.
        let untracked = try Self.without(spec) { $0.arguments.contains(Argument("status", ".noPresentation")) }
        #expect(!Self.passes(spec, untracked.events, untracked.final))
    }

    @Test(
        "bug 2: the trigger-fire specs fail without triggerFire",
        arguments: [
            "superwall/vendor/present/trigger-fire-paywall", "superwall/vendor/skip/holdout", "superwall/vendor/skip/no-rule-match"
        ])
    func triggerFireMissing(_ id: String) throws {
        let spec = try AdaptyDefaultSpecTests.spec(id)
        let old = try Self.without(spec) { $0.name == .recorded("trigger_fire") }
        #expect(!Self.passes(spec, old.events, old.final))
    }

    @Test(
        "bug 3: the skip and load-failure specs fail without the no_presentation request",
        arguments: [
            "superwall/vendor/skip/holdout", "superwall/vendor/skip/no-rule-match", "superwall/vendor/skip/event-not-found",
            "superwall/vendor/errors/no-paywall-view-controller"
        ])
    func noPresentationMissing(_ id: String) throws {
        let spec = try AdaptyDefaultSpecTests.spec(id)
        let old = try Self.without(spec) { $0.arguments.contains(Argument("status", ".noPresentation")) }
        #expect(!Self.passes(spec, old.events, old.final))
    }

    @Test("the load-failure spec fails when the request is tracked as presenting before the load, as the model did")
    func presentationRequestBeforeLoad() throws {
        let spec = try AdaptyDefaultSpecTests.spec("superwall/vendor/errors/no-paywall-view-controller")
        let transcript = try Self.transcript(spec)
        let early = Event(
            .recorded("paywall_presentation_request"), native: "handleSuperwallEvent(withInfo:) .paywallPresentationRequest",
            arguments: [Argument("placement", "campaign_trigger"), Argument("status", ".presentation")])
        #expect(!Self.passes(spec, [early] + transcript.events, transcript.final))
    }

    @Test("bug 4: transaction-fail-message fails when transaction_fail carries no message")
    func transactionFailMessage() throws {
        let spec = try AdaptyDefaultSpecTests.spec("superwall/vendor/purchase/transaction-fail-message")
        let transcript = try Self.transcript(spec)
        #expect(Self.passes(spec, transcript.events, transcript.final))
        let bare = transcript.events.map { event -> Event in
            var event = event
            if event.name == .purchaseFailed { event.arguments.removeAll { $0.key == "message" } }
            return event
        }
        #expect(!Self.passes(spec, bare, transcript.final))
    }

    @Test("the preload spec fails before 4.12.0, where a preload tracks nothing: its source names the tag")
    func preloadBeforeEvents() throws {
        let spec = try AdaptyDefaultSpecTests.spec("superwall/vendor/preload/preload-events")
        let old = try Self.transcript(spec, at: SDKVersion("4.11.2"))
        #expect(!Self.passes(spec, old.events, old.final))
        #expect(RevenueCatUIVendorSpecTests.since(spec.source ?? "") == SuperwallGate.preloadEvents.since)
    }

    @Test(
        "each spec of the new language fails on a transcript without the event it claims",
        arguments: [
            ("superwall/vendor/errors/no-presenter", "error"),
            ("superwall/vendor/purchase/transaction-timeout", "recorded.transaction_timeout"),
            ("superwall/vendor/purchase/free-trial-start", "recorded.free_trial_start"),
            ("superwall/vendor/purchase/non-recurring-purchase", "recorded.non_recurring_product_purchase"),
            ("superwall/vendor/purchase/transaction-abandon-consumable", "purchase.cancelled"),
            ("superwall/vendor/preload/preload-events", "recorded.paywall_preload_start"),
            ("superwall/vendor/links/open-url-in-safari", "link.opened"),
            ("superwall/vendor/links/deep-link-dismisses", "link.opened")
        ])
    func newLanguageEventMissing(_ id: String, _ name: String) throws {
        let spec = try AdaptyDefaultSpecTests.spec(id)
        let transcript = try Self.transcript(spec)
        #expect(Self.passes(spec, transcript.events, transcript.final))
        let dropped = try Self.without(spec) { $0.name.rawValue == name }
        #expect(!Self.passes(spec, dropped.events, dropped.final))
    }

    @Test("the kind specs fail when the product is tracked as a plain subscription, as before product kinds")
    func kindsIgnored() throws {
        for id in ["superwall/vendor/purchase/free-trial-start", "superwall/vendor/purchase/non-recurring-purchase"] {
            let spec = try AdaptyDefaultSpecTests.spec(id)
            let transcript = try Self.transcript(spec)
            let plain = transcript.events.map { event -> Event in
                guard event.name == .recorded("free_trial_start") || event.name == .recorded("non_recurring_product_purchase") else { return event }
                var event = event
                event.name = .recorded("subscription_start")
                return event
            }
            #expect(!Self.passes(spec, plain, transcript.final), "\(id)")
        }
    }

    @Test("the link specs fail when the link opens in the app instead, and the deep link one when the paywall stays")
    func linkOpenedOtherwise() throws {
        let external = try AdaptyDefaultSpecTests.spec("superwall/vendor/links/open-url-in-safari")
        let transcript = try Self.transcript(external)
        let inApp = transcript.events.map { event -> Event in
            var event = event
            if event.name == .linkOpened { event.native = "presentSafariInApp(_:) + paywallWillOpenURL(url:)" }
            return event
        }
        #expect(!Self.passes(external, inApp, transcript.final))
        let deep = try AdaptyDefaultSpecTests.spec("superwall/vendor/links/deep-link-dismisses")
        let stays = try Self.without(deep) { $0.name == .paywallClosing || $0.name == .paywallClosed }
        #expect(!Self.passes(deep, stays.events, FinalState(state: .open, result: "none")))
    }
}

/// A vendor spec that did not run.
enum VendorSpecError: Error {
    case didNotRun(String, String)
}
