import Testing
@testable import ConformKit

/// Expected event names are checked before anything runs: a typo is an invalid spec with a
/// did-you-mean, never an unobservable expectation that quietly passes.
@Suite struct EventNameValidationTests {
    /// An adapter that also emits a name of its own outside the vocabulary.
    static let vendor = AdapterInfo(
        id: "vendor", sdk: "V", sdkVersion: "1", summary: "", capabilities: [],
        emits: ["purchase", "vendor.sheet_shown"])

    static func diagnostics(_ expect: String) -> [Diagnostic] {
        let yaml = "title: t\nsteps: [present]\nexpect:\n\(expect)"
        guard let spec = SpecDecoder.decode(yaml, id: "t", file: "t.yaml").spec else { return [] }
        return GivenValidation(adapters: [Self.vendor]).diagnostics(for: spec)
    }

    @Test(
        "a known name passes: canonical, any recorded.<name>, a family prefix, or a name an adapter emits",
        arguments: [
            "  order: [purchase.started premium]\n", "  never: [recorded.purchase_click]\n", "  never: [recorded.*]\n",
            "  count: {error: 0}\n", "  order: [vendor.sheet_shown]\n", "  unspecified: [purchase.*]\n",
            "  order:\n    - any_order: [paywall.shown, product.selected]\n"
        ])
    func known(_ expect: String) {
        #expect(Self.diagnostics(expect).isEmpty, "\(expect)")
    }

    @Test(
        "a misspelled name is an error at the expectation with the nearest name",
        arguments: [
            ("  order: [purchse.started premium]\n", "purchase.started"),
            ("  never: [purchase.complet]\n", "purchase.completed"),
            ("  count: {paywal.shown: 1}\n", "paywall.shown"),
            ("  exact: [paywall.shown, vendor.sheet_shwn]\n", "vendor.sheet_shown"),
            ("  order:\n    - any_order: [paywall.shown, prodct.selected]\n", "product.selected")
        ])
    func misspelled(_ expect: String, _ near: String) {
        let found = Self.diagnostics(expect)
        #expect(found.map(\.id) == [.specUnknownEvent], "\(expect)")
        #expect(found.first?.notes.first == "did you mean '\(near)'?")
        #expect(found.first?.location.line ?? 0 >= 4)
    }

    @Test("a prefix pattern of an unknown family is refused too")
    func unknownFamily() {
        #expect(Self.diagnostics("  never: [purchse.*]\n").map(\.id) == [.specUnknownEvent])
    }
}
