import Testing
@testable import ConformKit

/// `given.product_loading.after`: a products request that takes virtual time (issue 25, item 4: "a
/// slow product load" could not be written while every load answered at once).
@Suite struct ProductLoadingDelayDecodingTests {
    static func decode(_ loading: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        SpecDecoder.decode(
            "title: t\ngiven:\n  products: [p]\n" + loading + "steps:\n  - present\nexpect:\n  state: open\n",
            id: "t", file: "t.yaml")
    }

    @Test(
        "'after' reads as the time each products request takes, and needs slow-products",
        arguments: [
            ("  product_loading: {after: 2s}\n", VirtualTime.seconds(2), [Capability.slowProducts]),
            ("  product_loading: {after: 500ms, failures: 1}\n", VirtualTime(milliseconds: 500), [.productLoading, .slowProducts])
        ])
    func reads(_ yaml: String, _ delay: VirtualTime, _ needs: [Capability]) throws {
        let decoded = Self.decode(yaml)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let given = try #require(decoded.spec?.given)
        #expect(given.productLoading.delay == delay)
        #expect(given.requiredCapabilities.map(\.capability) == needs)
        #expect(given.requiredCapabilities.allSatisfy { $0.key == "product_loading" })
    }

    @Test("unset, every request answers at once and nothing is required")
    func unset() throws {
        let given = try #require(Self.decode("  product_loading: {failures: 0}\n").spec?.given)
        #expect(given.productLoading.delay == .zero)
        #expect(given.requiredCapabilities.isEmpty)
        #expect(Capability.known.contains(.slowProducts))
    }

    @Test(
        "mistakes are located, with what to write instead",
        arguments: [
            (
                "  product_loading: {after: soon}\n", "the time a products request takes 'soon' is not a duration",
                "write it like '2s', '500ms' or '1.5s'"
            ),
            ("  product_loading: {aftr: 2s}\n", "unknown key 'aftr' in 'product_loading'", "did you mean 'after'?"),
            (
                "  product_loading: {after: 1441m}\n",
                "the time a products request takes '1441m' is longer than 24 hours, the longest a spec may name", nil
            )
        ])
    func mistakes(_ yaml: String, _ message: String, _ note: String?) throws {
        let decoded = Self.decode(yaml)
        #expect(decoded.spec == nil)
        let first = try #require(decoded.diagnostics.first)
        #expect(first.message == message)
        #expect(first.location.line == 4)
        if let note { #expect(first.notes.contains(note), "\(first.notes)") }
    }

    // `given.screen_loading`: the paywall itself loads after it is presented, a placeholder up meanwhile.
    @Test("'screen_loading: {after: …}' reads as the time the paywall takes to load, and needs loading-placeholder")
    func screenLoading() throws {
        let decoded = Self.decode("  screen_loading: {after: 1.5s}\n")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let given = try #require(decoded.spec?.given)
        #expect(given.screenLoadDelay == VirtualTime(milliseconds: 1500))
        #expect(given.requiredCapabilities.map(\.capability) == [.loadingPlaceholder])
        #expect(try #require(Self.decode("").spec?.given).screenLoadDelay == .zero)
    }

    @Test(
        "screen_loading mistakes are located, with what to write instead",
        arguments: [
            ("  screen_loading: {aftr: 2s}\n", "unknown key 'aftr' in 'screen_loading'", "did you mean 'after'?"),
            ("  screen_loading: {}\n", "'screen_loading' says nothing: add 'after'", "for example: screen_loading: {after: 2s}"),
            (
                "  screen_loading: {after: later}\n", "the time the paywall takes to load 'later' is not a duration",
                "write it like '2s', '500ms' or '1.5s'"
            ),
            ("  screen_loadin: {after: 2s}\n", "unknown key 'screen_loadin' in 'given'", "did you mean 'screen_loading'?")
        ])
    func screenLoadingMistakes(_ yaml: String, _ message: String, _ note: String) throws {
        let decoded = Self.decode(yaml)
        #expect(decoded.spec == nil)
        let first = try #require(decoded.diagnostics.first)
        #expect(first.message == message)
        #expect(first.location.line == 4)
        #expect(first.notes.contains(note), "\(first.notes)")
    }
}
