/// A spec that cites a handler's default while its app implements the handler: the default lives in
/// the handler's default implementation (Adapty's `didFinishPurchase` dismissing after a purchase),
/// a handler the spec does not list is registered by the app, and the app's body replaces the
/// default — so the cited behaviour can never happen in that spec, and what it expects of it checks
/// nothing. The citation is read from the spec's own text: a sentence of its `title`, `source` or
/// `description` that names the handler and a default. Listing the handler settles it either way:
/// `absent` runs the default, `registered` (or a script) says the app replaces it.
enum DefaultCitation {
    /// Findings for `spec` against the adapters that run it.
    static func findings(in spec: Spec, running: [AdapterInfo]) -> [Diagnostic] {
        let text = [spec.title, spec.source ?? "", spec.description ?? ""]
        var found: [Diagnostic] = []
        var seen: Set<String> = []
        for adapter in running {
            for signature in adapter.handlers.values.sorted(by: { $0.name < $1.name })
            where signature.defaultBehaviour != nil && !signature.isRequired
                && spec.given.handlers[signature.name] == nil && !seen.contains(signature.name)
            {
                guard let (key, sentence) = citation(of: signature.name, in: text) else { continue }
                seen.insert(signature.name)
                let line = spec.keyLines[key] ?? 1
                let users = running.filter { $0.handlers[signature.name]?.defaultBehaviour != nil }
                let defaults = Set(users.compactMap { $0.handlers[signature.name]?.defaultBehaviour })
                let what = defaults.count == 1 ? " (\(defaults.first!))" : ""
                found.append(
                    Diagnostic(
                        id: .specDefaultCannotRun, severity: .warning, location: SourceLocation(file: spec.file, line: line, column: 1),
                        message:
                            "the spec cites the default of '\(signature.name)' (\"\(sentence)\"), but does not list the handler, so the app implements it and the default never runs on \(StrictCheck.names(users))",
                        notes: [
                            "write 'handlers: {\(signature.name): absent}' to see the default\(what), or '\(signature.name): registered' to state that the app's implementation replaces it",
                            "a spec for several SDKs cannot list a handler only one of them has: cite only what the spec encodes, and put the default in a spec of that SDK"
                        ]))
            }
        }
        return found
    }

    /// The first sentence of `text` (title, source, description) naming `handler` and a default,
    /// with the key it is under.
    static func citation(of handler: String, in text: [String]) -> (key: String, sentence: String)? {
        for (key, body) in zip(["title", "source", "description"], text) {
            for sentence in sentences(body) where mentions(handler, in: sentence) && mentionsDefault(sentence) {
                return (key, sentence.count > 120 ? String(sentence.prefix(117)) + "…" : sentence)
            }
        }
        return nil
    }

    /// `text` cut at sentence ends (". ", newlines, "; ").
    static func sentences(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previous: Character = " "
        // A final line break ends the last sentence too.
        for character in text + "\n" {
            if character == "\n" || (character == " " && (previous == "." || previous == ";")) {
                let trimmed = current.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { result.append(trimmed) }
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        return result
    }

    /// Whether the name at `start` is called on what an expression returned (`getActivityOrNull()?.onBackPressed()`,
    /// `activity().finish`): another object's method of that name, not the handler (`Listener.onBackPressed` still is).
    static func calledOnResult(_ sentence: String, _ start: String.Index) -> Bool {
        var index = start
        var dots = 0
        while index > sentence.startIndex {
            index = sentence.index(before: index)
            let character = sentence[index]
            if (character == "." || character == "?") && dots < 2 {
                dots += 1
            } else {
                return character == ")" && dots > 0
            }
        }
        return false
    }

    /// Whether `sentence` names `handler` as a word (`didFinishPurchase`, `didFinishPurchase(.pending)`).
    static func mentions(_ handler: String, in sentence: String) -> Bool {
        var rest = sentence[...]
        while let range = rest.range(of: handler) {
            let before = range.lowerBound == sentence.startIndex ? nil : sentence[sentence.index(before: range.lowerBound)]
            let after = range.upperBound == sentence.endIndex ? nil : sentence[range.upperBound]
            if !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false) && !calledOnResult(sentence, range.lowerBound) {
                return true
            }
            rest = sentence[range.upperBound...]
        }
        return false
    }

    static func mentionsDefault(_ sentence: String) -> Bool {
        let lower = sentence.lowercased()
        return lower.contains("default") || lower.contains("по умолчанию") || lower.contains("por defecto")
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
