import Testing
@testable import ConformKit

/// `expect.refused`: a spec can expect the SDK to refuse a setup (a required handler left out, a
/// handler made to throw that cannot) instead of an error or a not-applicable pair.
@Suite struct RefusalTests {
    /// An adapter whose `onPurchase` must be registered and whose `onAction` cannot throw; it
    /// records nothing and ends open.
    struct Strict: SynchronousAdapter {
        let info = AdapterInfo(
            id: "strict", sdk: "S", sdkVersion: "1", summary: "", capabilities: [], emits: ["*"],
            handlers: [
                HandlerSignature(name: "onPurchase", returns: .bool, isRequired: true),
                HandlerSignature(name: "onAction", returns: .bool)
            ])
        func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession { Session() }
        final class Session: AdapterSession {
            func perform(_ step: Step, context: SessionContext) throws {}
            func finish(context: SessionContext) throws -> FinalState { FinalState(state: .open, result: "none") }
        }
    }

    /// Runs the spec `handlers`/`refused` on `Strict`.
    static func run(handlers: String, refused: String?, valid: Bool = true) throws -> PairResult {
        let expect = refused.map { "  refused: \($0)\n" } ?? "  state: open\n"
        let text = "title: t\ngiven:\n  handlers:\n" + handlers + "steps: [present]\nexpect:\n" + expect
        let decoded = SpecDecoder.decode(text, id: "t", file: "t.yaml")
        let spec = try #require(decoded.spec, "\(decoded.diagnostics.map(\.message))")
        if valid { #expect(GivenValidation(adapters: [Strict().info]).diagnostics(for: spec).isEmpty) }
        return Runner().runPair(spec, Strict())
    }

    @Test("the refusal the spec names passes, with no transcript and the reason shown")
    func expectedRefusal() throws {
        let result = try Self.run(handlers: "    onPurchase: absent\n", refused: "onPurchase")
        #expect(result.verdict == .pass)
        #expect(result.refusal?.subject == "onPurchase")
        #expect(result.explanation == "refused: the adapter's handler 'onPurchase' must be registered, so it cannot be absent")
        #expect(result.transcript == nil)
    }

    @Test("a refusal of something else fails at 'refused:'; the one named wins when both are refused")
    func otherRefusal() throws {
        // 'onAction: throws' is not the spec's point (another adapter of a workspace may accept it).
        let other = try Self.run(handlers: "    onPurchase: registered\n    onAction: throws\n", refused: "onPurchase", valid: false)
        #expect(other.verdict == .fail)
        #expect(other.violations.first?.kind == .refused)
        #expect(other.violations.first?.message.contains("the adapter refused 'onAction'") == true)
        let both = try Self.run(handlers: "    onPurchase: absent\n    onAction: throws\n", refused: "onPurchase", valid: false)
        #expect(both.verdict == .pass)
    }

    @Test("a setup the adapter accepts runs, and fails because the spec expected it refused")
    func accepted() throws {
        let result = try Self.run(handlers: "    onAction: returns true\n", refused: "onAction")
        #expect(result.verdict == .fail)
        #expect(result.violations.map(\.message) == ["expected the setup of 'onAction' refused, but 'strict' accepted it and the spec ran"])
    }

    @Test("without 'refused' the same setup is not applicable, as before")
    func unexpected() throws {
        let text = "title: t\ngiven:\n  handlers:\n    onPurchase: absent\nsteps: [present]\nexpect:\n  state: open\n"
        let spec = try #require(SpecDecoder.decode(text, id: "t", file: "t.yaml").spec)
        #expect(Runner().runPair(spec, Strict()).verdict == .notApplicable)
    }

    @Test(
        "'refused' names what given sets, and stands alone",
        arguments: [
            (
                "  handlers:\n    onPurchase: absent\n", "  refused: onPurchse\n", "'refused' names 'onPurchse', which 'given' does not set",
                "did you mean 'onPurchase'?"
            ),
            (
                "  handlers:\n    onPurchase: absent\n", "  refused: onPurchase\n  state: open\n",
                "'state' cannot be expected of a setup the SDK refuses: nothing runs", nil as String?
            )
        ])
    func mistakes(_ given: String, _ expect: String, _ message: String, _ note: String?) throws {
        let decoded = SpecDecoder.decode("title: t\ngiven:\n" + given + "steps: [present]\nexpect:\n" + expect, id: "t", file: "t.yaml")
        #expect(decoded.spec == nil)
        let first = try #require(decoded.diagnostics.first)
        #expect(first.message == message)
        if let note { #expect(first.notes.contains(note)) }
    }
}
