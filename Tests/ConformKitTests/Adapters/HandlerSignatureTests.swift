import Testing
@testable import ConformKit

/// What a declared handler signature lets a spec say: one table of signatures and behaviours.
@Suite struct HandlerSignatureTests {
    /// A Bool handler that throws, like Miniwall's `onPurchase`.
    static let purchase = HandlerSignature(name: "onPurchase", returns: .bool, canThrow: true)
    /// A Void handler, like `onOpenURL`.
    static let openURL = HandlerSignature(name: "onOpenURL")
    /// A handler the app must register.
    static let required = HandlerSignature(name: "didFailPurchase", isRequired: true)
    /// A handler returning one of some literals.
    static let pick = HandlerSignature(name: "onPick", returns: .values(["first", "second"]))

    /// One behaviour against one signature, and the problem expected (a fragment), if any.
    struct Case: Sendable, CustomTestStringConvertible {
        var signature: HandlerSignature
        var behaviour: HandlerBehaviour
        var problem: String?
        var testDescription: String { "\(signature.name): \(behaviour)" }
    }

    @Test(
        "a signature accepts what it declares and says why it refuses the rest",
        arguments: [
            Case(signature: purchase, behaviour: .returns(.bool(true)), problem: nil),
            Case(signature: purchase, behaviour: .returns(.bool(false)), problem: nil),
            Case(signature: purchase, behaviour: .throwsError(code: "x"), problem: nil),
            Case(signature: purchase, behaviour: .absent, problem: nil),
            Case(
                signature: purchase, behaviour: .returns(.text("maybe")), problem: "handler 'onPurchase' returns a Bool, so it cannot return 'maybe'"),
            Case(signature: openURL, behaviour: .registered, problem: nil),
            Case(signature: openURL, behaviour: .returns(.bool(true)), problem: "handler 'onOpenURL' returns nothing, so it cannot return 'true'"),
            Case(signature: openURL, behaviour: .throwsError(code: "x"), problem: "handler 'onOpenURL' is not declared 'throws', so it cannot throw"),
            Case(signature: required, behaviour: .absent, problem: "handler 'didFailPurchase' must be registered, so it cannot be absent"),
            Case(signature: required, behaviour: .registered, problem: nil),
            Case(signature: pick, behaviour: .returns(.text("second")), problem: nil),
            Case(signature: pick, behaviour: .returns(.text("third")), problem: "returns one of 'first', 'second', so it cannot return 'third'"),
            Case(signature: .undeclared("onAnything"), behaviour: .returns(.text("whatever")), problem: nil),
            Case(signature: .undeclared("onAnything"), behaviour: .throwsError(code: "x"), problem: nil)
        ])
    func judges(_ example: Case) {
        let problem = example.signature.problem(with: example.behaviour)
        if let expected = example.problem {
            #expect(problem?.contains(expected) == true, "\(problem ?? "nil")")
        } else {
            #expect(problem == nil)
        }
    }

    @Test(
        "the behaviours a spec may write are listed in the spec's own words",
        arguments: [
            (purchase, ["absent", "registered", "returns true", "returns false", "throws <code>"]),
            (openURL, ["absent", "registered"]),
            (required, ["registered"]),
            (pick, ["absent", "registered", "returns first", "returns second"])
        ])
    func behaviours(signature: HandlerSignature, forms: [String]) {
        #expect(signature.behaviours == forms)
    }

    @Test("a name alone declares nothing more, and says so")
    func undeclared() {
        #expect(HandlerSignature.undeclared("x").isUndeclared)
        #expect(!Self.openURL.isUndeclared)
    }
}
