import Testing
@testable import ConformKit

/// The language for what vendors test (issue 36, item 3): how a link opens and a system that refuses
/// it, product kinds, a StoreKit timeout, a preload, no presenter — each read with its capability, and
/// each mistake located with what to write instead.
@Suite struct VendorLanguageDecodingTests {
    static func decode(given: String = "", steps: String = "  - present\n") -> (spec: Spec?, diagnostics: [Diagnostic]) {
        SpecDecoder.decode(
            "title: t\ngiven:\n  products: [p, q]\n" + given + "steps:\n" + steps + "expect:\n  state: open\n", id: "t", file: "t.yaml")
    }

    @Test(
        "each given reads, and needs its capability",
        arguments: [
            ("  links: refuse\n", Capability.linkRefusal, "links"),
            ("  presenter: none\n", .noPresenter, "presenter"),
            ("  product_kinds: {p: free_trial, q: consumable}\n", .productKinds, "product_kinds"),
            ("  store: {p: [purchased, timeout after 1s]}\n", .storeTimeout, "store.p")
        ])
    func givens(_ yaml: String, _ needs: Capability, _ key: String) throws {
        let decoded = Self.decode(given: yaml)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let given = try #require(decoded.spec?.given)
        let required = given.requiredCapabilities
        #expect(required.contains { $0.capability == needs && $0.key == key }, "\(required)")
        #expect(Capability.known.contains(needs))
    }

    @Test("the defaults need nothing: links open, a window is there, products are subscriptions")
    func defaults() throws {
        let given = try #require(Self.decode(given: "  links: open\n  presenter: window\n").spec?.given)
        #expect(given.links == .open && given.presenter == .window)
        #expect(given.kind(of: "p") == .subscription)
        #expect(given.requiredCapabilities.isEmpty)
        let kinds = try #require(Self.decode(given: "  product_kinds: {q: non_renewing}\n").spec?.given)
        #expect(kinds.kind(of: "q") == .nonRenewing && kinds.kind(of: "p") == .subscription)
        #expect(!ProductKind.nonRenewing.hasSubscriptionPeriod && ProductKind.freeTrial.hasSubscriptionPeriod)
    }

    @Test(
        "open_link reads how the link opens, and needs link-opening only then",
        arguments: [
            ("  - open_link: 'https://e.com/t'\n", nil, Capability.links),
            ("  - open_link: {url: 'https://e.com/t', opens: external}\n", LinkOpening.external, .linkOpening),
            ("  - open_link: {url: 'myapp://x', opens: deep_link}\n", .deepLink, .linkOpening),
            ("  - open_link: {opens: in_app, url: 'https://e.com/t'}\n", .inApp, .linkOpening)
        ])
    func openLink(_ yaml: String, _ opens: LinkOpening?, _ needs: Capability) throws {
        let decoded = Self.decode(steps: "  - present\n" + yaml)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let step = try #require(decoded.spec?.steps.last?.value)
        guard case .openLink(_, let read) = step else {
            Issue.record("not a link: \(step)")
            return
        }
        #expect(read == opens)
        #expect(step.requiredCapability == needs)
    }

    @Test("preload is a valueless step that needs preload")
    func preload() throws {
        let decoded = Self.decode(steps: "  - preload\n  - present\n")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        #expect(decoded.spec?.steps.first?.value == .preload)
        #expect(Step.preload.requiredCapability == .preload)
        let valued = Self.decode(steps: "  - preload: all\n")
        #expect(valued.diagnostics.first?.message == "step 'preload' takes no value")
    }

    @Test(
        "mistakes are located, with what to write instead",
        arguments: [
            ("  links: refused\n", "", 4, "'links' cannot be 'refused'", "did you mean 'refuse'?"),
            ("  presenter: nothing\n", "", 4, "'presenter' cannot be 'nothing'", "expected one of: window, none"),
            ("  product_kinds: {p: freetrial}\n", "", 4, "the kind of 'p' cannot be 'freetrial'", "did you mean 'free_trial'?"),
            (
                "  product_kinds: {z: consumable}\n", "", 4, "'product_kinds' names 'z', which 'products' does not offer",
                "add it to 'products', or give the kind of one of: p, q"
            ),
            (
                "  store: {p: timed_out}\n", "", 4, "'timed_out' is not a store answer",
                "expected purchased, cancelled, pending, timeout or failed <code>, optionally followed by 'after <duration>'"
            ),
            (
                "", "  - open_link: {url: 'https://e.com', opens: safari}\n", 5, "how the link opens cannot be 'safari'",
                "expected one of: in_app, external, deep_link"
            ),
            (
                "", "  - open_link: {opens: external}\n", 5, "'open_link' needs a 'url'",
                "for example: open_link: {url: 'https://example.com/terms', opens: external}"
            ),
            ("", "  - open_link: {url: 'https://e.com', open: external}\n", 5, "unknown key 'open' in 'open_link'", "did you mean 'opens'?"),
            ("", "  - preloda\n", 5, "unknown step 'preloda'", "did you mean 'preload'?")
        ])
    func mistakes(_ given: String, _ steps: String, _ line: Int, _ message: String, _ note: String) throws {
        let decoded = Self.decode(given: given, steps: steps.isEmpty ? "  - present\n" : steps)
        #expect(decoded.spec == nil)
        let first = try #require(decoded.diagnostics.first)
        #expect(first.message == message)
        #expect(first.location.line == line)
        #expect(first.notes.contains(note), "\(first.notes)")
    }
}
