import Testing
@testable import ConformKit

/// The steps the pages describe beyond button taps: alerts, swipes, screens, presentations, and
/// the world they need (`products_at_init`, `linked_screen_failures`).
@Suite struct StepDecodingTests {
    /// Decodes a spec with `given` (indented, may be empty) and `steps` (a flow or block list body).
    static func decode(given: String = "", steps: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        SpecDecoder.decode("title: t\ngiven:\n  products: [p]\n" + given + "steps:\n" + steps + "expect:\n  state: open\n", id: "t", file: "t.yaml")
    }

    @Test(
        "each step reads to its value and the capability it needs",
        arguments: [
            ("  - confirm_alert\n", Step.confirmAlert, Capability.alerts as Capability?),
            ("  - swipe_dismiss\n", .swipeDismiss, .swipeDismiss),
            ("  - navigate: plan_details\n", .navigate(screen: "plan_details"), .screenNavigation),
            ("  - navigate: back\n", .navigate(screen: nil), .screenNavigation),
            ("  - app_restore\n", .appRestore, .appRestore),
            ("  - press_back\n", .pressBack, .systemBack),
            (
                "  - present: {from: onboarding}\n",
                .present(
                    {
                        var p = Presentation(); p.from = .onboarding; return p
                    }()), .onboardingPresentation
            ),
            (
                "  - present: {placement: upgrade, by: placement}\n", .present(Presentation(placement: "upgrade", selectedBy: .placement)),
                .presentByPlacement
            ),
            ("  - present: {style: sheet}\n", .present(Presentation(style: .sheet)), .presentationStyle),
            ("  - present: {style: full_screen, by: id}\n", .present(Presentation(style: .fullScreen)), .presentationStyle),
            ("  - present: {mode: embedded}\n", .present(Presentation(mode: .embedded)), .embedded),
            ("  - present: {mode: auto}\n", .present(Presentation(mode: .auto)), .autoPlacement),
            ("  - present: {mode: modal}\n", .present(Presentation()), nil)
        ])
    func reads(_ yaml: String, _ step: Step, _ capability: Capability?) throws {
        let decoded = Self.decode(steps: yaml)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let spec = try #require(decoded.spec)
        #expect(spec.steps.first?.value == step)
        #expect(step.requiredCapability == capability)
        #expect(Capability.known.contains(capability ?? .restore))
    }

    @Test("the world of those steps reads, and implies its capabilities")
    func world() throws {
        let decoded = Self.decode(given: "  products_at_init: 'true'\n  linked_screen_failures: {legal: not_found}\n", steps: "  - present\n")
        let given = try #require(decoded.spec?.given)
        #expect(given.productsAtInit)
        #expect(given.linkedScreenFailures == ["legal": "not_found"])
        #expect(given.requiredCapabilities.map(\.capability) == [.productsAtInit, .screenNavigation])
    }

    @Test(
        "mistakes are located, with what to write instead",
        arguments: [
            ("  - present: {by: placement}\n", "'present' by placement needs a 'placement'", nil as String?),
            ("  - present: {style: shet}\n", "the presentation style cannot be 'shet'", "did you mean 'sheet'?"),
            ("  - confirm_alert: ok\n", "step 'confirm_alert' takes no value", nil),
            ("  - app_restore: now\n", "step 'app_restore' takes no value", "write it as '- app_restore'"),
            ("  - press_back: twice\n", "step 'press_back' takes no value", "write it as '- press_back'"),
            ("  - navigate\n", "step 'navigate' needs a value", nil),
            ("  - swipe_dismis\n", "unknown step 'swipe_dismis'", "did you mean 'swipe_dismiss'?")
        ])
    func mistakes(_ yaml: String, _ message: String, _ note: String?) throws {
        let decoded = Self.decode(steps: yaml)
        #expect(decoded.spec == nil)
        let first = try #require(decoded.diagnostics.first)
        #expect(first.message == message)
        if let note { #expect(first.notes.contains(note), "\(first.notes)") }
    }

    @Test("every step that takes no value reads the same bare in a spec and as a kind alone on the wire", arguments: Step.valueless.keys.sorted())
    func valueless(_ keyword: String) throws {
        let step = try #require(Step.valueless[keyword])
        #expect(step.keyword == keyword)
        #expect(Step.keywords.contains(keyword))
        let decoded = Self.decode(steps: "  - \(keyword)\n")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        #expect(decoded.spec?.steps.map(\.value) == [step])
        let wire = try WireStep.read(try JSONValue.parse("{\"kind\":\"\(keyword)\"}"))
        #expect(wire == step)
    }
}
