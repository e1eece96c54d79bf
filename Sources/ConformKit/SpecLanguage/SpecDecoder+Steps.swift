extension SpecDecoder {
    mutating func decodeSteps(_ node: YAMLNode) -> [Located<Step>] {
        guard
            let items = reader.shaped(
                node, \.items, "'steps' must be a list",
                notes: ["for example: steps: [present, {buy: premium_monthly}]"])
        else { return [] }
        if items.isEmpty {
            reader.error(.specNoSteps, at: node.location, "'steps' is empty", notes: ["a scenario needs at least 'present'"])
        }
        if items.count > Limits.maxSteps {
            reader.error(
                .specTooManySteps, at: items[Limits.maxSteps].location,
                "'steps' lists \(Limits.describe(count: items.count)) steps, more than \(Limits.describe(count: Limits.maxSteps)), the most one spec may have",
                notes: ["split the scenario into several specs"])
        }
        var steps: [Located<Step>] = []
        steps.reserveCapacity(min(items.count, Limits.maxSteps))
        for item in items.prefix(Limits.maxSteps) {
            if let step = decodeStep(item) { steps.append(Located(step, at: item.location)) }
        }
        return steps
    }

    mutating func decodeStep(_ node: YAMLNode) -> Step? {
        switch node.kind {
        case .scalar(let keyword, _):
            switch keyword {
            case "present": return .present(Presentation())
            case "buy": return .buy(product: nil)
            default:
                if let step = Step.valueless[keyword] { return step }
                if Step.keywords.contains(keyword) {
                    reader.error(
                        .specStepNeedsValue, at: node.location, "step '\(keyword)' needs a value",
                        notes: ["write it as '\(keyword): <value>'"])
                } else {
                    unknownStep(keyword, at: node.location)
                }
                return nil
            }
        case .mapping(let entries):
            guard entries.count == 1, let entry = entries.first else {
                reader.error(
                    .specBadStep, at: node.location, "a step is one keyword, optionally with one value",
                    notes: ["write each step as its own list item, like '- buy: premium_monthly'"])
                return nil
            }
            return decodeStep(entry)
        case .sequence, .empty:
            reader.error(
                .specBadStep, at: node.location, "a step must be a keyword or 'keyword: value', not \(node.kindDescription)",
                notes: ["write each step as its own list item, like '- buy: premium_monthly'"])
            return nil
        }
    }

    /// Whether `span` (written `spelled`) is within `Limits.maxDuration`; reports `spec.duration-too-long` when not.
    mutating func checkDuration(
        _ span: VirtualTime, spelled: @autoclosure () -> String, at location: SourceLocation,
        _ what: @autoclosure () -> String
    ) -> Bool {
        guard span > Limits.maxDuration else { return true }
        reader.error(
            .specDurationTooLong, at: location, "\(what()) '\(spelled())' is longer than 24 hours, the longest a spec may name",
            notes: ["virtual time costs nothing, but a scenario that spans more than a day is a mistake; the most is '1440m'"])
        return false
    }

    /// A duration within `Limits.maxDuration`; nil with a diagnostic otherwise.
    mutating func boundedDuration(_ node: YAMLNode, _ what: @autoclosure () -> String) -> VirtualTime? {
        guard let span = reader.duration(node, what()),
            checkDuration(span, spelled: node.scalar ?? "\(span)", at: node.location, what())
        else { return nil }
        return span
    }

    private mutating func unknownStep(_ keyword: String, at location: SourceLocation) {
        reader.unknown(
            .specUnknownStep, keyword, among: Step.keywords, at: location, "unknown step '\(keyword)'",
            listing: "steps: \(Step.keywords.joined(separator: ", "))")
    }

    private mutating func decodeStep(_ entry: YAMLEntry) -> Step? {
        let value = entry.value
        switch entry.key {
        case "present": return decodePresent(value)
        case "select": return reader.identifier(value, "the product to select").map { .select(product: $0) }
        case "buy":
            if case .empty = value.kind { return .buy(product: nil) }
            return reader.identifier(value, "the product to buy").map { .buy(product: $0) }
        case "open_link": return decodeOpenLink(value)
        case "action": return reader.identifier(value, "the action id").map { .action(id: $0) }
        case "promo": return reader.identifier(value, "the promo code").map { .promo(code: $0) }
        case "web_purchase": return reader.identifier(value, "the product to buy on the web").map { .webPurchase(product: $0) }
        case "wait":
            return boundedDuration(value, "the wait").map { .wait($0) }
        case "answer": return decodeAnswer(value)
        case "navigate":
            return reader.identifier(value, "the screen to go to (or 'back')").map { .navigate(screen: $0 == Step.backScreen ? nil : $0) }
        default:
            if Step.valueless[entry.key] != nil {
                reader.error(
                    .specStepTakesNoValue, at: value.location, "step '\(entry.key)' takes no value",
                    notes: ["write it as '- \(entry.key)'"])
            } else {
                unknownStep(entry.key, at: entry.keyLocation)
            }
            return nil
        }
    }

    private mutating func decodePresent(_ node: YAMLNode) -> Step? {
        switch node.kind {
        case .empty: return .present(Presentation())
        case .scalar: return reader.identifier(node, "the placement").map { .present(Presentation(placement: $0)) }
        default:
            guard let entries = reader.mapping(node, "'present'", allowed: ["placement", "mode", "by", "style", "from"]) else { return nil }
            var presentation = Presentation()
            for entry in entries {
                switch entry.key {
                case "placement": presentation.placement = reader.identifier(entry.value, "the placement")
                case "mode":
                    if let mode = reader.choice(entry.value, "the presentation mode", Presentation.Mode.allCases.map(\.rawValue)) {
                        presentation.mode = Presentation.Mode(rawValue: mode) ?? .modal
                    }
                case "by":
                    if let by = reader.choice(entry.value, "who picks the paywall", Presentation.SelectedBy.allCases.map(\.rawValue)) {
                        presentation.selectedBy = Presentation.SelectedBy(rawValue: by) ?? .id
                    }
                case "style":
                    if let style = reader.choice(entry.value, "the presentation style", Presentation.Style.allCases.map(\.rawValue)) {
                        presentation.style = Presentation.Style(rawValue: style)
                    }
                case "from":
                    if let from = reader.choice(entry.value, "who launches the paywall", Presentation.LaunchedFrom.allCases.map(\.rawValue)) {
                        presentation.from = Presentation.LaunchedFrom(rawValue: from) ?? .app
                    }
                default: break
                }
            }
            if presentation.selectedBy == .placement, presentation.placement == nil {
                reader.error(
                    .specMissingKey, at: node.location, "'present' by placement needs a 'placement'",
                    notes: ["for example: present: {placement: premium_upgrade, by: placement}"])
                return nil
            }
            return .present(presentation)
        }
    }

    /// Reads `open_link: https://…` or `open_link: {url: https://…, opens: in_app | external | deep_link}`.
    private mutating func decodeOpenLink(_ node: YAMLNode) -> Step? {
        var target = node
        var opens: LinkOpening?
        if node.entries != nil {
            guard let entries = reader.mapping(node, "'open_link'", allowed: ["url", "opens"]) else { return nil }
            guard let url = entries.first(where: { $0.key == "url" }) else {
                reader.error(
                    .specMissingKey, at: node.location, "'open_link' needs a 'url'",
                    notes: ["for example: open_link: {url: 'https://example.com/terms', opens: external}"])
                return nil
            }
            target = url.value
            if let how = entries.first(where: { $0.key == "opens" }) {
                guard let name = reader.choice(how.value, "how the link opens", LinkOpening.allCases.map(\.rawValue)) else { return nil }
                opens = LinkOpening(rawValue: name)
            }
        }
        guard let url = reader.string(target, "the link to open") else { return nil }
        if url.isEmpty || url.contains(" ") {
            reader.error(
                .specBadValue, at: target.location, "'\(url)' is not a link", notes: ["a link has no spaces, like 'https://example.com/terms'"])
            return nil
        }
        return .openLink(url: url, opens: opens)
    }

    private mutating func decodeAnswer(_ node: YAMLNode) -> Step? {
        guard let entries = reader.mapping(node, "'answer'", allowed: ["question", "option", "options", "text"]) else { return nil }
        var question: String?
        var answer: Answer?
        var values = 0
        for entry in entries {
            switch entry.key {
            case "question": question = reader.identifier(entry.value, "the question id")
            case "option": values += 1; answer = reader.identifier(entry.value, "the option id").map { .option($0) }
            case "options": values += 1; answer = reader.stringList(entry.value, "'options'").map { .options($0) }
            case "text": values += 1; answer = reader.string(entry.value, "the typed text").map { .text($0) }
            default: break
            }
        }
        if values > 1 {
            reader.error(
                .specBadStep, at: node.location, "an answer has one of 'option', 'options' or 'text'",
                notes: ["leave all three out to clear the answer"])
        }
        guard let question else {
            if entries.allSatisfy({ $0.key != "question" }) {
                reader.error(
                    .specMissingKey, at: node.location, "'answer' needs a 'question'",
                    notes: ["for example: answer: {question: goal, option: fitness}"])
            }
            return nil
        }
        return .answer(question: question, value: answer)
    }
}
