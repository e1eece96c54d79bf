import Testing
@testable import ConformKit

/// The handshake's `handlers` and `options`: names alone (the first conform/1 adapters) still
/// work and accept anything; declaration objects carry signatures and values; mistakes in them
/// fail the handshake with a message naming the field.
@Suite struct WireDeclarationsTests {
    /// The handshake in `ready` with `fields` added.
    static func handshake(_ fields: String) throws -> WireHandshake {
        let line =
            #"{"type":"ready","seq":1,"protocol":"conform/1","adapter":"a","sdk":"S","sdk_version":"1","capabilities":[],"observes":["purchase"]"#
            + (fields.isEmpty ? "" : "," + fields) + "}"
        guard case .ready(_, let handshake) = try WireMessage.decode(Array(line.utf8)) else {
            Issue.record("not a ready message")
            return WireHandshake(adapter: "", sdk: "", sdkVersion: "")
        }
        return handshake
    }

    @Test("an old handshake listing names declares handlers and options that accept anything")
    func namesAlone() throws {
        let handshake = try Self.handshake(#""handlers":["onPurchase","onClose"],"options":["billing_provider"]"#)
        #expect(handshake.handlers == [.undeclared("onPurchase"), .undeclared("onClose")])
        #expect(handshake.options == [OptionDeclaration(name: "billing_provider")])
        let info = handshake.info(id: "a")
        #expect(info.givenProblem(Given(handlers: ["onPurchase": .returns(.text("anything"))], options: ["billing_provider": "x y"])) == nil)
    }

    @Test("a handshake without handlers or options declares none")
    func none() throws {
        let handshake = try Self.handshake("")
        #expect(handshake.handlers.isEmpty && handshake.options.isEmpty)
    }

    @Test("declaration objects carry what a handler returns, whether it throws or is required, and an option's values")
    func declared() throws {
        let handshake = try Self.handshake(
            #"""
            "handlers":[{"name":"onPurchase","returns":"bool","throws":true,"signature":"onPurchase(r) -> Promise<boolean>"},\#
            {"name":"onClose"},{"name":"onFinish","required":true},{"name":"onPick","returns":["first","second"]},"onOld"],\#
            "options":[{"name":"mode","values":"bool"},{"name":"code","values":"word","summary":"an error code"},\#
            {"name":"product","values":"product"},{"name":"step","values":["none","deep_link <url>"]},{"name":"free"}]
            """#)
        #expect(
            handshake.handlers == [
                HandlerSignature(name: "onPurchase", returns: .bool, canThrow: true, signature: "onPurchase(r) -> Promise<boolean>"),
                HandlerSignature(name: "onClose"), HandlerSignature(name: "onFinish", isRequired: true),
                HandlerSignature(name: "onPick", returns: .values(["first", "second"])), .undeclared("onOld")
            ])
        #expect(
            handshake.options == [
                OptionDeclaration(name: "mode", values: .bool), OptionDeclaration(name: "code", values: .word, summary: "an error code"),
                OptionDeclaration(name: "product", values: .product), OptionDeclaration(name: "step", values: .oneOf(["none", "deep_link <url>"])),
                OptionDeclaration(name: "free")
            ])
    }

    @Test(
        "a malformed declaration fails the handshake, naming the field",
        arguments: [
            (#""handlers":[{"returns":"bool"}]"#, "needs the string field 'name'"),
            (#""handlers":[{"name":"x","returns":"boolean"}]"#, "field 'returns' cannot be 'boolean'"),
            (#""handlers":[{"name":"x","throws":"yes"}]"#, "field 'throws' must be true or false"),
            (#""handlers":[3]"#, "must hold names or objects"),
            (#""options":[{"name":"x","values":"enum"}]"#, "field 'values' cannot be 'enum'"),
            (#""options":{"x":"y"}"#, "must be an array of names or declaration objects")
        ])
    func malformed(fields: String, fragment: String) {
        do {
            _ = try Self.handshake(fields)
            Issue.record("accepted \(fields)")
        } catch let error as WireDecodingError {
            #expect(error.message.contains(fragment), "\(error.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
