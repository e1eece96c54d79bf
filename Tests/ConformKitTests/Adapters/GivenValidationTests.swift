import Foundation
import Testing
@testable import ConformKit

/// The one check of a spec's handlers, options and required capabilities against a workspace's
/// adapters: unknown names and refused values are located errors with a did-you-mean; a name or
/// value only some adapters accept makes the spec not applicable on the others.
@Suite struct GivenValidationTests {
    /// An adapter declaring a throwing Bool `onPurchase`, a Void `onClose`, a required `onFinish`,
    /// a Bool option and a product option.
    static let alpha = AdapterInfo(
        id: "alpha", sdk: "Alpha", sdkVersion: "1", summary: "", capabilities: [.restore], emits: ["purchase"],
        handlers: [
            HandlerSignature(name: "onPurchase", returns: .bool, canThrow: true), HandlerSignature(name: "onClose"),
            HandlerSignature(name: "onFinish", isRequired: true)
        ],
        options: [OptionDeclaration(name: "observer_mode", values: .bool), OptionDeclaration(name: "selected", values: .product)])
    /// An adapter whose `onClose` throws, with a handler returning literals, an option of forms and
    /// a capability of its own.
    static let beta = AdapterInfo(
        id: "beta", sdk: "Beta", sdkVersion: "1", summary: "", capabilities: [Capability("vendor-magic")], emits: ["purchase"],
        handlers: [HandlerSignature(name: "onClose", canThrow: true), HandlerSignature(name: "onPick", returns: .values(["first", "second"]))],
        options: [OptionDeclaration(name: "mode", values: .oneOf(["fast", "deep_link <url>"]))])

    /// One line of a spec under `handlers`, `options` or `requires`, and what the check says.
    struct Case: Sendable, CustomTestStringConvertible {
        /// `handlers`, `options` or `requires`.
        var section: String
        /// The entry (`onPurchse: returns true`) or, for `requires`, the capability.
        var entry: String
        /// The diagnostic expected, if any: its id, its column on line 5, and a fragment of its text.
        var expected: (id: DiagnosticID, column: Int, fragment: String)?
        /// The adapters on which the spec is not applicable (the check passing).
        var notApplicableOn: [String] = []
        var testDescription: String { "\(section): \(entry)" }

        /// The spec: the entry is always on line 5.
        var yaml: String {
            if section == "requires" {
                return "title: t\ngiven:\n  products: [p1]\nscope:\n  requires: [\(entry)]\nsteps: [present]\nexpect:\n  state: open\n"
            }
            return "title: t\ngiven:\n  products: [p1]\n  \(section):\n    \(entry)\nsteps: [present]\nexpect:\n  state: open\n"
        }
    }

    static let cases: [Case] = [
        Case(section: "handlers", entry: "onPurchse: returns true", expected: (.specUnknownHandler, 5, "did you mean 'onPurchase'?")),
        Case(section: "handlers", entry: "onPurchase: returns maybe", expected: (.specBadHandler, 17, "returns a Bool, so it cannot return 'maybe'")),
        Case(section: "handlers", entry: "onPurchase: returns ture", expected: (.specBadHandler, 17, "did you mean 'returns true'?")),
        Case(section: "handlers", entry: "onFinish: absent", expected: (.specBadHandler, 15, "must be registered, so it cannot be absent")),
        Case(section: "handlers", entry: "onPick: throws", expected: (.specBadHandler, 13, "is not declared 'throws'")),
        Case(
            section: "handlers", entry: "onPick: returns third",
            expected: (.specBadHandler, 13, "onPick' can be: absent, registered, returns first, returns second")),
        Case(section: "handlers", entry: "onClose: throws", expected: nil, notApplicableOn: ["alpha"]),
        Case(section: "handlers", entry: "onPick: returns first", expected: nil, notApplicableOn: ["alpha"]),
        Case(section: "handlers", entry: "onPurchase: throws", expected: nil, notApplicableOn: ["beta"]),
        Case(section: "options", entry: "observer_mod: 'true'", expected: (.specUnknownOption, 5, "did you mean 'observer_mode'?")),
        Case(section: "options", entry: "observer_mode: maybe", expected: (.specBadOption, 20, "option 'observer_mode' cannot be 'maybe'")),
        Case(section: "options", entry: "selected: p2", expected: (.specBadOption, 15, "names 'p2', which is not among the given products")),
        Case(section: "options", entry: "mode: fsat", expected: (.specBadOption, 11, "did you mean 'fast'?")),
        Case(section: "options", entry: "mode: deep_link x://y", expected: nil, notApplicableOn: ["alpha"]),
        Case(section: "options", entry: "selected: p1", expected: nil, notApplicableOn: ["beta"]),
        Case(section: "requires", entry: "restor", expected: (.specUnknownCapability, 14, "did you mean 'restore'?")),
        Case(section: "requires", entry: "restore-button", expected: nil, notApplicableOn: ["alpha", "beta"]),
        Case(section: "requires", entry: "vendor-magic", expected: nil, notApplicableOn: ["alpha"])
    ]

    @Test("a spec's handlers, options and capabilities are checked against every adapter's declarations", arguments: cases)
    func checks(_ example: Case) throws {
        let spec = try #require(SpecDecoder.decode(example.yaml, id: "t", file: "Specs/t.yaml").spec, "the case's YAML is not a spec")
        let found = GivenValidation(adapters: [Self.alpha, Self.beta]).diagnostics(for: spec)
        guard let expected = example.expected else {
            #expect(found.isEmpty, "\(found.map(\.message))")
            for info in [Self.alpha, Self.beta] {
                #expect(
                    (info.inapplicability(of: spec) != nil) == example.notApplicableOn.contains(info.id),
                    "\(info.id): \(info.inapplicability(of: spec) ?? "applicable")")
            }
            return
        }
        #expect(found.count == 1, "\(found.map(\.message))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.id == expected.id)
        #expect(diagnostic.location == SourceLocation(file: "Specs/t.yaml", line: 5, column: expected.column))
        let text = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
        #expect(text.contains(expected.fragment), "\(text)")
        #expect(text.contains("conform adapters"), "every diagnostic names the listing command")
        #expect(diagnostic.message.first?.isLowercase == true && diagnostic.message.last != ".")
    }

    @Test("the reason a spec is not applicable names the refused value")
    func reasons() throws {
        let spec = try #require(
            SpecDecoder.decode(
                "title: t\ngiven:\n  handlers: {onClose: throws}\nsteps: [present]\nexpect: {state: open}\n",
                id: "t", file: "t.yaml"
            ).spec)
        #expect(Self.alpha.inapplicability(of: spec) == "the adapter's handler 'onClose' is not declared 'throws', so it cannot throw")
        #expect(Self.beta.inapplicability(of: spec) == nil)
    }

    @Test("every problem of a spec is reported, sorted by location, and a spec without handlers costs nothing")
    func many() throws {
        let yaml =
            "title: t\nscope: {requires: [nope]}\ngiven:\n  handlers: {onA: absent, onB: absent}\n  options: {x: y}\nsteps: [present]\nexpect: {state: open}\n"
        let spec = try #require(SpecDecoder.decode(yaml, id: "t", file: "t.yaml").spec)
        let found = GivenValidation(adapters: [Self.alpha]).diagnostics(for: spec)
        #expect(found.map(\.id) == [.specUnknownCapability, .specUnknownHandler, .specUnknownHandler, .specUnknownOption])
        #expect(found == found.sorted())
        let plain = try #require(SpecDecoder.decode("title: t\nsteps: [present]\nexpect: {state: open}\n", id: "p", file: "p.yaml").spec)
        #expect(plain.locations == SpecLocations())
        #expect(GivenValidation(adapters: []).diagnostics(for: plain).isEmpty)
    }

    @Test(
        "an event outside the vocabulary that only a conform/1 family vouches for is valid, with one warning per name; under conform/2 it is unknown")
    func conform1Families() throws {
        let yaml =
            "title: t\nsteps: [present, close]\nexpect:\n  order: [paywall.will_dismiss closed, paywall.closed closed]\n  never: [paywall.will_dismiss purchased, paywall.*]\n"
        let spec = try #require(SpecDecoder.decode(yaml, id: "t", file: "t.yaml").spec)
        var legacy = AdapterInfo(id: "legacy", sdk: "L", sdkVersion: "1", summary: "", capabilities: [], emits: ["paywall", "purchase.started"])
        legacy.familiesCoverUnlistedEvents = true
        var strict = legacy
        strict.id = "strict"
        strict.familiesCoverUnlistedEvents = false

        let lenient = GivenValidation(adapters: [strict, legacy])
        #expect(lenient.diagnostics(for: spec).isEmpty)
        let events = lenient.legacyEvents(of: spec)
        #expect(events.map(\.name) == ["paywall.will_dismiss", "paywall.will_dismiss"], "paywall.closed is in the vocabulary, paywall.* a family")
        #expect(events.allSatisfy { $0.family == "paywall" && $0.adapters == ["legacy"] })
        let warnings = GivenValidation.legacyWarnings(events)
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.hasPrefix(
                "warning: t.yaml:4:11: event 'paywall.will_dismiss' is outside the vocabulary and known only through the family "
                    + "'paywall' that 'legacy' declares under conform/1 (and 1 more place)") == true, "\(warnings)")

        let found = GivenValidation(adapters: [strict]).diagnostics(for: spec)
        #expect(found.map(\.id) == [.specUnknownEvent, .specUnknownEvent])
        #expect(GivenValidation(adapters: [strict]).legacyEvents(of: spec).isEmpty)
        var exact = legacy
        exact.emits.insert("paywall.will_dismiss")
        #expect(GivenValidation(adapters: [exact]).legacyEvents(of: spec).isEmpty, "an exact name needs no family to vouch for it")
    }

    @Test("with no adapter declaring a name, a spec built in code is still reported, at its file")
    func withoutLocations() {
        let spec = Spec(id: "code", file: "code.yaml", title: "t", given: Given(handlers: ["onX": .registered]))
        let found = GivenValidation(adapters: [Self.alpha]).diagnostics(for: spec)
        #expect(found.map(\.location) == [SourceLocation(file: "code.yaml", line: 1, column: 1)])
    }
}
