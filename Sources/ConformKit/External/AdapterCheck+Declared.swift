/// What `adapter-check` exercises beyond its fixed script: every step capability, host handler and
/// SDK option the handshake declares, each in a spec of its own, so an adapter cannot declare what
/// it does not perform. And the rule that keeps its event names and the specs' in agreement.
extension AdapterCheck {
    /// The step each capability lets a spec take, as `adapter-check` takes it.
    static let capabilitySteps: [(Capability, Step)] = [
        (.restore, .restore),
        (.links, .openLink(url: "https://example.com/terms")),
        (.customAction, .action(id: "open_settings")),
        (.productSelection, .select(product: "premium_annual")),
        (.tapOutside, .tapOutside),
        (.programmaticDismiss, .dismiss),
        (.skip, .skip),
        (.promoCode, .promo(code: "WELCOME10")),
        (.webPurchase, .webPurchase(product: "premium_monthly")),
        (.questions, .answer(question: "goal", value: .option("save_money")))
    ]

    /// One scripted spec per step capability, handler and option `handshake` declares, each with
    /// what to change when the adapter refuses it.
    static func declaredScript(_ handshake: WireHandshake) -> [(title: String, requests: [Request], remedy: String)] {
        let products = ["premium_monthly", "premium_annual"]
        let plain = Given(products: products)
        let present = Request.step(.present(Presentation()))
        var specs: [(title: String, requests: [Request], remedy: String)] = []
        let declared = Set(handshake.capabilities)
        for (capability, step) in capabilitySteps where declared.contains(capability.rawValue) {
            specs.append(
                (
                    "declared capability '\(capability)'", [.begin("adapter-check/\(capability)", plain), present, .step(step), .end],
                    "perform '\(step.keyword)', or leave '\(capability)' out of 'capabilities'"
                ))
        }
        for handler in handshake.handlers {
            let behaviour = exercise(handler)
            let given = Given(products: products, handlers: [handler.name: HandlerScript(behaviour)])
            specs.append(
                (
                    "declared handler '\(handler.name)' (\(behaviour))",
                    [.begin("adapter-check/handler", given), present, .step(.buy(product: "premium_monthly")), .end],
                    "model '\(handler.name)' as \(behaviour), or declare its signature: {\"name\": \"\(handler.name)\", \"returns\": …}"
                ))
        }
        for option in handshake.options {
            let value = exercise(option, products: products)
            let given = Given(products: products, options: [option.name: value])
            let remedy =
                option.values == .any
                ? "an option declared by a name alone takes any value a spec sets: declare the values it takes, {\"name\": \"\(option.name)\", \"values\": […]}"
                : "accept '\(value)', or declare the values '\(option.name)' takes"
            specs.append(("declared option '\(option.name): \(value)'", [.begin("adapter-check/option", given), present, .end], remedy))
        }
        return specs
    }

    /// A behaviour the handler's signature allows, and says the most: a returned value when it has one.
    static func exercise(_ handler: HandlerSignature) -> HandlerBehaviour {
        switch handler.returns {
        case .bool: return .returns(HandlerValue(parsing: "true"))
        case .values(let values): return values.first.map { .returns(HandlerValue(parsing: $0)) } ?? .registered
        case .nothing, .any: return .registered
        }
    }

    /// A value the option's declaration accepts: its first form, a placeholder word filled in.
    static func exercise(_ option: OptionDeclaration, products: [String]) -> String {
        switch option.values {
        case .any: return "true"
        case .word: return "value"
        case .product: return products[0]
        case .oneOf(let forms):
            guard let form = forms.first else { return "true" }
            return form.split(separator: " ").map { $0.hasPrefix("<") && $0.hasSuffix(">") ? "x" : String($0) }.joined(separator: " ")
        }
    }

    /// Whether a spec can write `name` as an event name or family (lowercase words joined by `.`
    /// or `_`): the one rule for the names adapters emit and specs expect.
    static func isNameable(_ name: String) -> Bool {
        guard case .success(let pattern) = EventPattern.parse(name) else { return false }
        return pattern.name == name && !pattern.isPrefix && pattern.subject == nil && pattern.arguments.isEmpty
    }

    /// Why `name` cannot be written by a spec, with the name it could be.
    static func unnameable(_ name: String) -> String {
        var snake = ""
        for character in name {
            if character.isUppercase {
                if let last = snake.last, last != "." && last != "_" { snake.append("_") }
                snake += character.lowercased()
            } else if character.isLetter || character.isNumber || character == "." || character == "_" {
                snake.append(character)
            } else {
                snake.append("_")
            }
        }
        return "'\(name)' is not a name a spec can write (lowercase words joined by '.' or '_', docs/events.md): call it '\(snake)'"
    }
}
