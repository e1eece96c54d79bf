import ConformAdapters
import ConformKit
import Foundation
import Testing

/// A spec that cites an SDK default must let that default run: where the default lives in a
/// handler's default implementation, an app that implements the handler replaces it, and the spec
/// could then never fail whatever the default does (issue 25: a vacuous spec is a false green).
@Suite struct AdaptyDefaultSpecTests {
    /// The shipped spec `id`, decoded from `Specs/<id>.yaml`.
    static func spec(_ id: String) throws -> Spec {
        let file = DocsValidationTests.root + "/Specs/" + id + ".yaml"
        let decoded = SpecDecoder.decode(try String(contentsOfFile: file, encoding: .utf8), id: id, file: file)
        return try #require(decoded.spec, "\(decoded.diagnostics.map(\.message))")
    }

    /// Whether `spec`'s expectations accept `events` ending in `final` on `adapter`.
    static func passes(_ spec: Spec, _ adapter: any Adapter, _ events: [Event], _ final: FinalState) -> Bool {
        Matcher(spec.expect, surface: adapter.info.surface).match(events, final: final).violations.isEmpty
    }

    // SDK-FACTS (AdaptySDK-iOS 3.17.2): "Default for didFinishPurchase: dismiss unless cancelled."
    @Test("adapty/purchase/cancel-keeps-paywall leaves didFinishPurchase to its default, passes, and fails if the default dismissed the cancel")
    func cancelKeepsPaywallCanFail() throws {
        let spec = try Self.spec("adapty/purchase/cancel-keeps-paywall")
        #expect(spec.given.handlers["didFinishPurchase"] == .absent, "the default the spec cites runs only without the app's didFinishPurchase")
        for adapter in AdaptyAdapters.all {
            guard case .completed(let transcript) = Replay.run(spec, on: adapter) else {
                Issue.record("\(adapter.id): the spec did not run")
                continue
            }
            #expect(Self.passes(spec, adapter, transcript.events, transcript.final), "\(adapter.id)")
            // The default of a model that dismissed after the cancel, as it does after a success.
            let dismissed = transcript.events + [Event(.paywallClosed, "purchased", native: "paywallControllerDidDisappear(_:)")]
            #expect(!Self.passes(spec, adapter, dismissed, FinalState(state: .closed, result: "purchased")), "\(adapter.id)")
        }
    }
}
