import Foundation
import Testing
@testable import ConformKit

/// The `conform/1` codec: every message survives encoding and decoding, and every malformed line
/// is refused with a message that names the problem.
@Suite struct ExternalWireTests {
    /// A world using every `given` field and variant.
    static let richGiven = Given(
        products: ["premium_monthly", "premium_annual"],
        store: [
            "premium_monthly": StoreAnswer(outcome: .failed(code: "insufficient_funds"), delay: VirtualTime(milliseconds: 1500)),
            "premium_annual": StoreAnswer(outcome: .cancelled), "weekly": StoreAnswer(outcome: .pending, delay: .seconds(2)),
            "lifetime": StoreAnswer(outcome: .purchased)
        ],
        restore: .failed(code: "network_error"),
        productLoading: ProductLoading(failures: nil, missing: ["premium_annual"], errorCode: "timeout"),
        renderFailure: "shader_failed", screenFailure: "not_found",
        handlers: [
            "onPurchase": .throwsError(code: "purchase_failed"), "onRestore": .returns(.bool(false)),
            "onOpenURL": .absent, "onError": .registered
        ],
        options: ["observer_mode": "true", "billing_provider": "none"])

    /// Every step kind, with awkward text.
    static let steps: [Step] = [
        .present(Presentation()), .present(Presentation(placement: "onboarding", mode: .auto)),
        .present(Presentation(mode: .embedded)), .select(product: "premium_annual"), .buy(product: "premium_monthly"),
        .buy(product: nil), .restore, .close, .skip, .tapOutside, .dismiss, .openLink(url: "https://example.com/?a=b&c=\"d\""),
        .action(id: "open_settings"), .answer(question: "goal", value: .option("fitness")),
        .answer(question: "interests", value: .options(["yoga", "running"])), .answer(question: "name", value: .text("Ann\n\"Lee\" ✓")),
        .answer(question: "goal", value: nil), .promo(code: "SPRING24"), .webPurchase(product: "premium_monthly"),
        .present(Presentation(placement: "upgrade", selectedBy: .placement)), .present(Presentation(style: .sheet)),
        .confirmAlert, .swipeDismiss, .navigate(screen: "plan_details"), .navigate(screen: nil), .closeBrowser, .appRestore, .pressBack,
        .preload, .openLink(url: "myapp://x", opens: .deepLink), .openLink(url: "https://e.com", opens: .external),
        .present(
            {
                var p = Presentation(placement: "onboarding"); p.from = .onboarding; return p
            }())
    ]

    /// The app's side and the newer world: scripts, attempts, a slow restore, products at init, linked screens.
    static var scriptedGiven: Given {
        var given = Given(
            products: ["p"],
            store: ["p": StoreAnswer(outcome: .failed(code: "network_error"), later: [StoreAnswer(outcome: .purchased, delay: .seconds(1))])],
            restore: .products(["p"]),
            handlers: [
                "onPurchase": HandlerScript(calls: [HandlerCall(.returns(.bool(false)), after: .seconds(3)), HandlerCall(.returns(.bool(true)))]),
                "didFinishPurchase": HandlerScript(calls: [HandlerCall(.registered, does: [.dismiss, .present])]),
                "didAppear": HandlerScript(calls: [HandlerCall(.registered, does: [.closeBrowser, .appRestore])]),
                "onRestore": .returns(.bool(true))
            ])
        given.restoreDelay = .seconds(2)
        given.laterRestores = [Given.RestoreAttempt(.products(["a"])), Given.RestoreAttempt(.failed(code: "down"), delay: .seconds(1))]
        given.productsAtInit = true
        given.linkedScreenFailures = ["legal": "not_found"]
        given.webNavigation = [.failed(code: "web_payment_failed"), .opened]
        given.productLoading.delay = .seconds(2)
        given.productKinds = ["p": .freeTrial]
        given.links = .refuse
        given.presenter = .none
        given.store["q"] = StoreAnswer(outcome: .timeout, later: [StoreAnswer(outcome: .purchased)])
        given.screenLoadDelay = .seconds(1)
        given.productMetadata = ["p": ProductMetadata(title: "Premium \"Monthly\"", price: "9.99", localizedPrice: "$9.99", currency: "USD")]
        return given
    }

    /// One message of every type, and one step message per step.
    static var messages: [WireMessage] {
        var all: [WireMessage] = [
            .hello(seq: 1, limits: WireLimits()),
            .ready(
                seq: 1,
                handshake: WireHandshake(
                    adapter: "tiny", sdk: "Tiny", sdkVersion: "0.1", summary: "a model",
                    capabilities: ["restore"], emits: ["paywall", "purchase"],
                    handlers: [.undeclared("onPurchase")], options: [OptionDeclaration(name: "observer_mode")],
                    volatile: ["transactionId"])),
            .ready(
                seq: 1,
                handshake: WireHandshake(
                    adapter: "typed", sdk: "Typed", sdkVersion: "1", emits: ["purchase"],
                    handlers: [
                        HandlerSignature(
                            name: "onPurchase", returns: .bool, canThrow: true, signature: "var onPurchase: ((P) async throws -> Bool)?"),
                        HandlerSignature(name: "onClose"), HandlerSignature(name: "onFinish", isRequired: true),
                        HandlerSignature(name: "onCode", returns: .bool, canWait: true),
                        HandlerSignature(name: "onPick", returns: .values(["first", "second"])), .undeclared("onAnything")
                    ],
                    options: [
                        OptionDeclaration(name: "mode", values: .bool), OptionDeclaration(name: "code", values: .word, summary: "an error code"),
                        OptionDeclaration(name: "product", values: .product),
                        OptionDeclaration(name: "step", values: .oneOf(["none", "deep_link <url>"])),
                        OptionDeclaration(name: "free")
                    ])),
            .begin(seq: 2, spec: "purchase/order", given: Given()),
            .begin(seq: 2, spec: "errors/everything", given: richGiven),
            .begin(seq: 2, spec: "restore/found", given: Given(restore: .products(["a", "b"]))),
            .begin(seq: 2, spec: "app/scripted", given: scriptedGiven),
            .advance(seq: 4, by: .seconds(2), to: VirtualTime(milliseconds: 3500)),
            .end(seq: 5, horizon: .seconds(3600)),
            .event(
                seq: 3,
                event: WireEvent(
                    name: "purchase.started", subject: "premium_monthly", native: "onPurchase(request)",
                    arguments: [Argument("code", "x=y \"z\""), Argument("packageId", "premium_monthly")],
                    at: VirtualTime(milliseconds: 2000))),
            .event(seq: 3, event: WireEvent(name: "paywall.shown", native: "onShow()")),
            .done(seq: 3, final: nil),
            .done(seq: 5, final: FinalState(state: .notShown, result: "none")),
            .done(seq: 5, final: FinalState(state: .open, result: "none", settled: false)),
            .error(seq: 4, message: "cannot perform 'promo'")
        ]
        all += steps.enumerated().map { .step(seq: 3 + $0.offset, step: $0.element) }
        return all
    }

    @Test("every message decodes to itself after encoding, on one line", arguments: messages)
    func roundTrip(_ message: WireMessage) throws {
        let line = message.encoded()
        #expect(!line.contains("\n"))
        #expect(try WireMessage.decode(Array(line.utf8)) == message)
    }

    @Test(
        "malformed lines are refused with a message naming the problem",
        arguments: [
            ("", "not JSON: unexpected end of input"),
            ("hello", "not JSON: unexpected character 'h'"),
            ("{\"type\":\"done\",\"seq\":1} x", "unexpected text after the JSON value"),
            ("[1]", "a message must be an object"),
            ("{\"seq\":1}", "the message has no 'type' field"),
            ("{\"type\":7,\"seq\":1}", "'type' must be a string, not the number 7"),
            ("{\"type\":\"log\",\"seq\":1}", "unknown message type 'log'"),
            ("{\"type\":\"done\"}", "'done' needs the whole number field 'seq'"),
            ("{\"type\":\"done\",\"seq\":-1}", "'seq' must be from 0 to"),
            ("{\"type\":\"done\",\"seq\":1.5}", "'seq' must be a whole number, not the number 1.5"),
            ("{\"type\":\"done\",\"seq\":\"1\"}", "'seq' must be a whole number, not the string '1'"),
            ("{\"type\":\"done\",\"seq\":1,\"seq\":2}", "duplicate key 'seq'"),
            ("{\"type\":\"event\",\"seq\":1,\"native\":\"f()\"}", "'event' needs the string field 'name'"),
            ("{\"type\":\"event\",\"seq\":1,\"name\":\"purchase started\",\"native\":\"f()\"}", "one canonical name without spaces"),
            (
                "{\"type\":\"event\",\"seq\":1,\"name\":\"a\",\"native\":\"f()\",\"args\":{\"n\":1}}",
                "'event'.args field 'n' must be a string, not the number 1"
            ),
            ("{\"type\":\"event\",\"seq\":1,\"name\":\"a\",\"native\":\"f()\",\"at\":-5}", "'at' must be from 0"),
            ("{\"type\":\"done\",\"seq\":1,\"final\":{\"state\":\"gone\"}}", "'state' must be open, closed or not_shown, not 'gone'"),
            (
                "{\"type\":\"ready\",\"seq\":1,\"protocol\":\"conform/1\",\"adapter\":\"a\",\"sdk\":\"s\",\"sdk_version\":\"1\",\"observes\":[]}",
                "'ready' needs the array of strings field 'capabilities'"
            ),
            ("{\"type\":\"step\",\"seq\":1,\"step\":{\"kind\":\"wait\",\"ms\":5}}", "time passes with 'advance'"),
            ("{\"type\":\"step\",\"seq\":1,\"step\":{\"kind\":\"jump\"}}", "'step' has unknown kind 'jump'"),
            ("{\"type\":\"hello\",\"seq\":1,\"protocol\":\"conform/3\"}", "speaks protocol 'conform/3', not 'conform/1' and 'conform/2'"),
            ("{\"type\":\"error\",\"seq\":1,\"message\":\"\\ud800\"}", "a lone high surrogate"),
            (String(repeating: "[", count: 100), "nested deeper than 64 levels")
        ])
    func malformed(_ line: String, _ expected: String) {
        #expect(throws: WireDecodingError.self) { try WireMessage.decode(Array(line.utf8)) }
        do {
            _ = try WireMessage.decode(Array(line.utf8))
        } catch {
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test("'hello' says conform/1 in 'protocol', as first published, and lists every version it speaks in 'protocols'")
    func helloVersions() throws {
        let hello = WireMessage.hello(seq: 1, limits: WireLimits()).encoded()
        #expect(hello.hasPrefix(#"{"type":"hello","seq":1,"protocol":"conform/1","protocols":["conform/1","conform/2"],"limits":"#), "\(hello)")
        #expect(WireProtocol.newest == .v2 && WireProtocol.v1 < .v2)
        #expect(WireProtocol.v1.familiesCoverUnlistedEvents && !WireProtocol.v1.strictDeclarations)
        #expect(!WireProtocol.v2.familiesCoverUnlistedEvents && WireProtocol.v2.strictDeclarations)
        let first =
            #"{"type":"ready","seq":1,"protocol":"conform/1","adapter":"a","sdk":"S","sdk_version":"1","capabilities":[],"observes":["paywall"]}"#
        guard case .ready(_, let handshake) = try WireMessage.decode(Array(first.utf8)) else { Issue.record("not a ready"); return }
        #expect(handshake.info(id: "a").familiesCoverUnlistedEvents, "a conform/1 family vouches for names outside the vocabulary")
        var second = handshake
        second.protocolVersion = "conform/2"
        #expect(!second.info(id: "a").familiesCoverUnlistedEvents)
    }

    @Test("JSON strings decode escapes, surrogate pairs and raw UTF-8; unknown fields are ignored")
    func strings() throws {
        let line = #"{"type":"error","seq":3,"message":"a\"b\\c\/d\n\u00e9\ud83d\ude00 ✓","future":{"x":[1,2.5e3,true,null]}}"#
        #expect(try WireMessage.decode(Array(line.utf8)) == .error(seq: 3, message: "a\"b\\c/d\né😀 ✓"))
    }
}
