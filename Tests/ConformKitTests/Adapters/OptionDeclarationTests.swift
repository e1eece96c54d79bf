import Testing
@testable import ConformKit

/// What a declared option accepts: one table of declarations and values.
@Suite struct OptionDeclarationTests {
    /// One value against one declaration in a world offering `p1`, and whether it is accepted.
    struct Case: Sendable, CustomTestStringConvertible {
        var values: OptionDeclaration.Values
        var value: String
        var accepted: Bool
        var testDescription: String { "\(values) '\(value)'" }
    }

    @Test(
        "a declaration accepts its values and refuses the rest",
        arguments: [
            Case(values: .any, value: "anything at all", accepted: true),
            Case(values: .bool, value: "true", accepted: true),
            Case(values: .bool, value: "yes", accepted: false),
            Case(values: .word, value: "network_error", accepted: true),
            Case(values: .word, value: "two words", accepted: false),
            Case(values: .word, value: "", accepted: false),
            Case(values: .product, value: "p1", accepted: true),
            Case(values: .product, value: "p2", accepted: false),
            Case(values: .oneOf(["none", "next_step", "deep_link <url>"]), value: "next_step", accepted: true),
            Case(values: .oneOf(["none", "next_step", "deep_link <url>"]), value: "deep_link myapp://welcome", accepted: true),
            Case(values: .oneOf(["none", "next_step", "deep_link <url>"]), value: "deep_link", accepted: false),
            Case(values: .oneOf(["none", "next_step", "deep_link <url>"]), value: "deep_link a b", accepted: false),
            Case(values: .oneOf(["none", "next_step", "deep_link <url>"]), value: "<url>", accepted: false)
        ])
    func judges(_ example: Case) {
        let declaration = OptionDeclaration(name: "o", values: example.values)
        let problem = declaration.problem(with: example.value, products: ["p1"])
        #expect((problem == nil) == example.accepted, "\(problem ?? "accepted")")
        if let problem { #expect(problem.hasPrefix("option 'o' ")) }
    }

    @Test("only literal forms are offered as did-you-mean candidates")
    func literalForms() {
        let declaration = OptionDeclaration(name: "post_purchase", values: .oneOf(["none", "next_step", "deep_link <url>"]))
        #expect(declaration.literalForms == ["none", "next_step"])
        #expect(declaration.forms == ["none", "next_step", "deep_link <url>"])
        #expect(OptionDeclaration(name: "x", values: .product).literalForms.isEmpty)
    }
}

/// A capability an option's value grants: the spec that needs it applies only where it sets that value.
@Suite struct OptionGrantTests {
    static let adapter = AdapterInfo(
        id: "sk", sdk: "S", sdkVersion: "1", summary: "", capabilities: [.restore], emits: ["purchase.started"],
        options: [OptionDeclaration(name: "storekit_version", values: .oneOf(["1", "2"]), grants: ["1": [.storeTimeout]])])

    static func spec(options: [String: String]) -> Spec {
        var spec = Spec(id: "t", file: "t.yaml", title: "t")
        spec.given.products = ["p"]
        spec.given.store = ["p": StoreAnswer(outcome: .timeout)]
        spec.given.options = options
        return spec
    }

    @Test("without the option's value the spec does not apply, and the reason names the value that gives the capability")
    func withoutTheValue() throws {
        for options in [[:], ["storekit_version": "2"]] {
            let reason = try #require(Self.adapter.inapplicability(of: Self.spec(options: options)), "\(options)")
            #expect(reason.contains("lacks capability 'store-timeout'") && reason.hasSuffix("(option 'storekit_version: 1' gives it)"), "\(reason)")
        }
    }

    @Test("with the option's value the spec applies, and the capability is the adapter's for that spec only")
    func withTheValue() {
        #expect(Self.adapter.inapplicability(of: Self.spec(options: ["storekit_version": "1"])) == nil)
        #expect(Self.adapter.capabilities(with: Self.spec(options: ["storekit_version": "1"]).given) == [.restore, .storeTimeout])
        #expect(!Self.adapter.capabilities.contains(.storeTimeout))
        #expect(Self.adapter.options["storekit_version"]?.line == "storekit_version: 1 | 2  — '1' gives store-timeout")
    }
}
