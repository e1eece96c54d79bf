/// How a step travels in a `step` message: an object whose `kind` is the spec keyword
/// (`present`, `buy`, `tap_outside`, …) with the step's fields (docs/adapter-protocol.md, "steps").
/// `wait` never travels as a step: the runner sends `advance` instead.
enum WireStep {
    /// Writes `step` as the value of `key` (or on its own, as the whole document or an array's element, when nil).
    static func write(_ step: Step, key: String?, to w: inout JSONWriter) {
        w.beginObject(key)
        w.string("kind", step.keyword)
        switch step {
        case .present(let presentation):
            w.optionalString("placement", presentation.placement)
            w.string("mode", presentation.mode.rawValue)
            // Sent only when set, and only to adapters that declare what they need.
            if presentation.selectedBy != .id { w.string("by", presentation.selectedBy.rawValue) }
            if let style = presentation.style { w.string("style", style.rawValue) }
            if presentation.from != .app { w.string("from", presentation.from.rawValue) }
        case .select(let product), .webPurchase(let product):
            w.string("product", product)
        case .buy(let product):
            w.optionalString("product", product)
        case .openLink(let url, let opens):
            w.string("url", url)
            // Sent only when set: it reaches only adapters declaring link-opening.
            if let opens { w.string("opens", opens.rawValue) }
        case .action(let id):
            w.string("id", id)
        case .answer(let question, let value):
            w.string("question", question)
            writeAnswer(value, to: &w)
        case .promo(let code):
            w.string("code", code)
        case .navigate(let screen):
            w.optionalString("screen", screen)
        case .wait(let span):
            // Unreachable on the wire (sessions send `advance`); written for completeness.
            w.int("ms", Int(span.milliseconds))
        case .restore, .close, .skip, .tapOutside, .dismiss, .confirmAlert, .swipeDismiss, .closeBrowser, .appRestore, .pressBack, .preload:
            break
        }
        w.endObject()
    }

    /// Writes an answer as the step's `value` (null when cleared).
    private static func writeAnswer(_ answer: Answer?, to w: inout JSONWriter) {
        guard let answer else {
            w.optionalString("value", nil)
            return
        }
        w.beginObject("value")
        switch answer {
        case .option(let id):
            w.string("kind", "option")
            w.string("option", id)
        case .options(let ids):
            w.string("kind", "options")
            w.strings("options", ids)
        case .text(let text):
            w.string("kind", "text")
            w.string("text", text)
        }
        w.endObject()
    }

    /// Reads a step object.
    static func read(_ value: JSONValue) throws(WireDecodingError) -> Step {
        let fields = try WireFields(value, "'step'")
        let kind = try fields.string("kind")
        if let step = Step.valueless[kind] { return step }
        switch kind {
        case "present":
            let modeName = try fields.optionalString("mode") ?? "modal"
            guard let mode = Presentation.Mode(rawValue: modeName) else {
                throw WireDecodingError("'step' field 'mode' must be modal, embedded or auto, not '\(modeName)'")
            }
            let byName = try fields.optionalString("by") ?? "id"
            guard let by = Presentation.SelectedBy(rawValue: byName) else {
                throw WireDecodingError("'step' field 'by' must be id or placement, not '\(byName)'")
            }
            let style = try fields.optionalString("style")
            if let style, Presentation.Style(rawValue: style) == nil {
                throw WireDecodingError("'step' field 'style' must be full_screen or sheet, not '\(style)'")
            }
            let fromName = try fields.optionalString("from") ?? "app"
            guard let from = Presentation.LaunchedFrom(rawValue: fromName) else {
                throw WireDecodingError("'step' field 'from' must be app or onboarding, not '\(fromName)'")
            }
            var presentation = Presentation(
                placement: try fields.optionalString("placement"), mode: mode, selectedBy: by,
                style: style.flatMap(Presentation.Style.init(rawValue:)))
            presentation.from = from
            return .present(presentation)
        case "select": return .select(product: try fields.string("product"))
        case "buy": return .buy(product: try fields.optionalString("product"))
        case "open_link":
            let opens = try fields.optionalString("opens")
            if let opens, LinkOpening(rawValue: opens) == nil {
                throw WireDecodingError("'step' field 'opens' must be in_app, external or deep_link, not '\(opens)'")
            }
            return .openLink(url: try fields.string("url"), opens: opens.flatMap(LinkOpening.init(rawValue:)))
        case "action": return .action(id: try fields.string("id"))
        case "answer": return .answer(question: try fields.string("question"), value: try readAnswer(fields))
        case "promo": return .promo(code: try fields.string("code"))
        case "web_purchase": return .webPurchase(product: try fields.string("product"))
        case "navigate": return .navigate(screen: try fields.optionalString("screen"))
        case "wait": throw WireDecodingError("'wait' is not a step on the wire: time passes with 'advance'")
        default:
            var known = Step.keywords
            known.removeAll { $0 == "wait" }
            throw WireDecodingError("'step' has unknown kind '\(kind)' (expected one of: \(known.joined(separator: ", ")))")
        }
    }

    /// Reads the step's `value` (nil when null or absent).
    private static func readAnswer(_ step: WireFields) throws(WireDecodingError) -> Answer? {
        guard let fields = try step.optionalObject("value") else { return nil }
        switch try fields.string("kind") {
        case "option": return .option(try fields.string("option"))
        case "options": return .options(try fields.strings("options"))
        case "text": return .text(try fields.string("text"))
        case let other: throw WireDecodingError("'step.value' has unknown kind '\(other)' (expected option, options or text)")
        }
    }
}
