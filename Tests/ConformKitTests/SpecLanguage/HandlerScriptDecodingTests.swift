import Testing
@testable import ConformKit

/// `given.handlers` as scripts: one behaviour for every call, a mapping with a time and what the
/// app does inside the handler, or a list answering call by call — and each mistake located.
@Suite struct HandlerScriptDecodingTests {
    /// Decodes a spec whose `given.handlers` is `handlers` (indented under `handlers:`).
    static func decode(_ handlers: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        SpecDecoder.decode("title: t\ngiven:\n  handlers:\n" + handlers + "steps: [present]\nexpect:\n  state: open\n", id: "t", file: "t.yaml")
    }

    @Test(
        "every form reads to the script it says",
        arguments: [
            ("    onPurchase: returns true\n", HandlerScript.returns(.bool(true))),
            ("    onPurchase: absent\n", .absent),
            ("    onPurchase: throws\n", .throwsError(code: HandlerBehaviour.defaultErrorCode)),
            ("    onPurchase: returns false after 2s\n", HandlerScript(calls: [HandlerCall(.returns(.bool(false)), after: .seconds(2))])),
            (
                "    onPurchase: throws declined after 500ms\n",
                HandlerScript(calls: [HandlerCall(.throwsError(code: "declined"), after: .init(milliseconds: 500))])
            ),
            (
                "    onPurchase: {returns: 'true', after: 1.5s}\n",
                HandlerScript(calls: [HandlerCall(.returns(.bool(true)), after: .init(milliseconds: 1500))])
            ),
            ("    didFinishPurchase: {does: dismiss}\n", HandlerScript(calls: [HandlerCall(.registered, does: [.dismiss])])),
            ("    didFinishPurchase: {does: [dismiss]}\n", HandlerScript(calls: [HandlerCall(.registered, does: [.dismiss])])),
            ("    onPurchase: {throws: app_error}\n", .throwsError(code: "app_error")),
            (
                "    onPurchase: [returns false, returns true]\n",
                HandlerScript(calls: [HandlerCall(.returns(.bool(false))), HandlerCall(.returns(.bool(true)))])
            ),
            (
                "    onPurchase:\n      - registered\n      - {returns: 'true', after: 2s}\n",
                HandlerScript(calls: [HandlerCall(.registered), HandlerCall(.returns(.bool(true)), after: .seconds(2))])
            )
        ])
    func reads(_ yaml: String, _ expected: HandlerScript) throws {
        let decoded = Self.decode(yaml)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let spec = try #require(decoded.spec)
        #expect(spec.given.handlers.values.first == expected)
    }

    @Test("a script repeats its last call and counts calls per handler")
    func calls() {
        let given = Given(handlers: [
            "a": HandlerScript(calls: [HandlerCall(.returns(.bool(false))), HandlerCall(.returns(.bool(true)))]), "b": .absent
        ])
        var calls = HandlerCalls(given)
        #expect(calls.next("a")?.behaviour == .returns(.bool(false)))
        #expect(calls.next("a")?.behaviour == .returns(.bool(true)))
        #expect(calls.next("a")?.behaviour == .returns(.bool(true)))
        #expect(calls.next("b") == nil)
        #expect(calls.next("unlisted")?.behaviour == .registered)
        #expect(calls.counts == ["a": 3, "unlisted": 1])
    }

    @Test(
        "mistakes are located, with what to write instead",
        arguments: [
            ("    onPurchase: [absent, returns true]\n", 3, "'absent' is the whole handler, not one of its calls", nil as String?),
            ("    onPurchase: absent after 2s\n", 3, "an absent handler does not run, so it takes no 'after'", nil),
            ("    onPurchase: returns true after soon\n", 3, "'soon' in the behaviour of 'onPurchase' is not a duration", nil),
            ("    onPurchase: []\n", 3, "the calls of 'onPurchase' are an empty list", nil),
            ("    onPurchase: {returns: 'true', throws: x}\n", 3, "a call of 'onPurchase' either returns or throws, not both", nil),
            ("    onPurchase: {aftr: 2s}\n", 3, "unknown key 'aftr' in a call of 'onPurchase'", "did you mean 'after'?"),
            (
                "    didFinishPurchase: {does: dismis}\n", 3, "what the app does inside 'didFinishPurchase' cannot be 'dismis'",
                "did you mean 'dismiss'?"
            ),
            (
                "    onPurchase: returns true after 1441m\n", 3,
                "the time 'onPurchase' runs '1441m' is longer than 24 hours, the longest a spec may name", nil
            )
        ])
    func mistakes(_ yaml: String, _ line: Int, _ message: String, _ note: String?) throws {
        let decoded = Self.decode(yaml)
        #expect(decoded.spec == nil)
        let first = try #require(decoded.diagnostics.first)
        #expect(first.location.line == line + 1)
        #expect(first.message == message)
        if let note { #expect(first.notes.contains(note), "\(first.notes)") }
    }

    @Test("a signature refuses what its handler cannot do: waiting when it answers at once, absent as one call")
    func signatures() {
        let sync = HandlerSignature(name: "didFinishPurchase")
        let async = HandlerSignature(name: "onPurchase", returns: .bool, canWait: true)
        let later = HandlerScript(calls: [HandlerCall(.registered, after: .seconds(1))])
        #expect(sync.problem(with: later)?.contains("answers at once") == true)
        #expect(async.problem(with: later) == nil)
        #expect(sync.problem(with: HandlerScript(calls: [HandlerCall(.registered, does: [.dismiss])])) == nil)
        #expect(
            async.problem(with: HandlerScript(calls: [HandlerCall(.returns(.bool(true))), HandlerCall(.returns(.text("maybe")))]))?
                .contains("cannot return 'maybe'") == true)
    }

    @Test("a script needs the capabilities of what it says: call-by-call answers and actions inside the handler")
    func capabilities() {
        let given = Given(handlers: [
            "a": HandlerScript(calls: [HandlerCall(.registered), HandlerCall(.registered)]),
            "b": HandlerScript(calls: [HandlerCall(.registered, does: [.dismiss])]),
            "c": .returns(.bool(true))
        ])
        let needs = given.requiredCapabilities.map { "\($0.capability) \($0.key)" }
        #expect(needs == ["handler-scripts handlers.a", "handler-scripts handlers.b", "programmatic-dismiss handlers.b"])
    }
}

/// `given.store` attempt by attempt and `given.restore` with a time.
@Suite struct StoreAndRestoreDecodingTests {
    /// Decodes a spec whose `given` holds `given` (indented under `given:`).
    static func decode(_ given: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        SpecDecoder.decode("title: t\ngiven:\n" + given + "steps: [present]\nexpect:\n  state: open\n", id: "t", file: "t.yaml")
    }

    @Test("a list of store answers answers attempt by attempt, the last repeating")
    func attempts() throws {
        let decoded = Self.decode("  store:\n    p: [failed network_error, purchased after 1s]\n")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let given = try #require(decoded.spec?.given)
        #expect(given.storeAnswer(for: "p", attempt: 0) == StoreAnswer(outcome: .failed(code: "network_error")))
        #expect(given.storeAnswer(for: "p", attempt: 1) == StoreAnswer(outcome: .purchased, delay: .seconds(1)))
        #expect(given.storeAnswer(for: "p", attempt: 7) == StoreAnswer(outcome: .purchased, delay: .seconds(1)))
        #expect(given.requiredCapabilities.map(\.capability) == [.storeAttempts])
        var attempts = StoreAttempts(given)
        #expect(attempts.next("p").outcome == .failed(code: "network_error"))
        #expect(attempts.next("p").outcome == .purchased)
        #expect(attempts.next("other").outcome == .purchased)
    }

    @Test(
        "a restore may take time, written after the answer or as a mapping",
        arguments: [
            ("  restore: nothing after 2s\n", RestoreAnswer.products([]), VirtualTime.seconds(2)),
            ("  restore: failed network_error after 500ms\n", .failed(code: "network_error"), VirtualTime(milliseconds: 500)),
            ("  restore: {products: [p], after: 1s}\n", .products(["p"]), .seconds(1)),
            ("  restore: {failed: store_down}\n", .failed(code: "store_down"), .zero),
            ("  restore: [p]\n", .products(["p"]), .zero)
        ])
    func restores(_ yaml: String, _ answer: RestoreAnswer, _ delay: VirtualTime) throws {
        let decoded = Self.decode(yaml)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let given = try #require(decoded.spec?.given)
        #expect(given.restore == answer)
        #expect(given.restoreDelay == delay)
        #expect(given.requiredCapabilities.contains { $0.capability == .restoreDelay } == (delay > .zero))
    }

    @Test("restore attempts answer restore by restore, each in any single form, the last repeating; counted by StoreAttempts")
    func restoreAttempts() throws {
        let decoded = Self.decode("  restore:\n    attempts:\n      - failed network_error\n      - {products: [p], after: 1s}\n      - [q]\n")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let given = try #require(decoded.spec?.given)
        #expect(given.restore == .failed(code: "network_error") && given.restoreDelay == .zero)
        #expect(given.restore(attempt: 1) == Given.RestoreAttempt(.products(["p"]), delay: .seconds(1)))
        #expect(given.restore(attempt: 2) == Given.RestoreAttempt(.products(["q"])))
        #expect(given.restore(attempt: 9) == Given.RestoreAttempt(.products(["q"])))
        #expect(Set(given.requiredCapabilities.map(\.capability)) == [.restoreAttempts, .restoreDelay])
        var attempts = StoreAttempts(given)
        #expect(attempts.nextRestore().answer == .failed(code: "network_error"))
        #expect(attempts.nextRestore().delay == .seconds(1))
        #expect(attempts.nextRestore().answer == .products(["q"]))
        #expect(attempts.nextRestore().answer == .products(["q"]))
        // The flow form, and one answer for every restore (no capability needed).
        let flow = try #require(Self.decode("  restore: {attempts: [nothing, failed]}\n").spec?.given)
        #expect(flow.restore(attempt: 0).answer == .products([]) && flow.restore(attempt: 1).answer == .failed(code: "restore_failed"))
        let single = try #require(Self.decode("  restore: failed x\n").spec?.given)
        #expect(single.restore(attempt: 5).answer == .failed(code: "x") && single.requiredCapabilities.isEmpty)
    }

    @Test(
        "mistakes are located, with what to write instead",
        arguments: [
            ("  store:\n    p: []\n", 4, "the store's answers for 'p' are an empty list", nil as String?),
            ("  store:\n    p: [purchased, bought]\n", 4, "'bought' is not a store answer", nil),
            ("  restore: {after: 2s}\n", 3, "'restore' says when, not what: add 'products' or 'failed'", nil),
            ("  restore: {products: [p], aftr: 2s}\n", 3, "unknown key 'aftr' in 'restore'", "did you mean 'after'?"),
            ("  restore: {products: [p], failed: x}\n", 3, "a restore either finds products or fails, not both", nil),
            ("  restore: nothing later\n", 3, "'restore' cannot be 'nothing later'", nil),
            ("  restore: {attempts: []}\n", 3, "'restore.attempts' is empty", nil),
            ("  restore: {attempts: nothing}\n", 3, "'restore.attempts' must be a list of answers, one per restore", nil),
            ("  restore: {attempts: [nothing], after: 2s}\n", 3, "'restore' with 'attempts' takes nothing else, not 'after'", nil),
            ("  restore:\n    attempts:\n      - nothing\n      - found\n", 6, "'restore' cannot be 'found'", nil)
        ])
    func mistakes(_ yaml: String, _ line: Int, _ message: String, _ note: String?) throws {
        let decoded = Self.decode(yaml)
        #expect(decoded.spec == nil)
        let first = try #require(decoded.diagnostics.first)
        #expect(first.location.line == line)
        #expect(first.message == message)
        if let note { #expect(first.notes.contains(note), "\(first.notes)") }
    }
}
