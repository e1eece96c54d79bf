/// Where users trip: a spec expects the SDK to close the paywall, but lists no `absent` for a
/// handler whose default implementation is what closes it. A handler a spec does not list counts as
/// registered by the app, and a registered handler replaces the SDK's default — so the close never
/// comes. The broken expectation then says so, with the two forms that fix the spec.
package enum ReplacedDefaultHint {
    /// The hint for `violation` on an adapter with `handlers`, under `given`, after `events`; nil
    /// when the violation is not about the paywall closing, or no handler the app registered was
    /// called in place of a default (the transcript shows the call by its native form).
    package static func hint(
        for violation: Violation, given: Given, handlers: [String: HandlerSignature], options: [String: OptionDeclaration] = [:],
        events: [Event]
    ) -> String? {
        guard violation.message.contains("paywall.closed") || violation.kind == .state || violation.kind == .result else { return nil }
        if let hint = optionHint(given: given, options: options) { return hint }
        let replaced = handlers.values.filter { signature in
            guard signature.defaultBehaviour != nil, !signature.isRequired else { return false }
            let native = signature.signature.components(separatedBy: " -> ").first ?? signature.signature
            guard !native.isEmpty, events.contains(where: { $0.native.hasPrefix(native) }) else { return false }
            // Listed as absent, the default runs; a script that closes the paywall itself does the default's job.
            guard let script = given.handlers[signature.name] else { return true }
            return !script.isAbsent && script.calls.allSatisfy { $0.does.isEmpty }
        }.sorted { $0.name < $1.name }
        guard let first = replaced.first, let behaviour = first.defaultBehaviour else { return nil }
        let listed = given.handlers[first.name] != nil
        return "hint: \(behaviour), but this spec \(listed ? "registers" : "does not list") '\(first.name)', so the app implements it and its "
            + "implementation replaces that default; to rely on the SDK write 'handlers: {\(first.name): absent}' (the app then hears no \(first.name)), or have the app close "
            + "the paywall itself with '\(first.name): {does: dismiss}' (docs/spec-language.md, The app's side)"
    }

    /// The hint when the SDK closes the paywall by itself only under an option the spec leaves at
    /// another value (Qonversion's `on_purchase_success: close`): the options that would close it.
    static func optionHint(given: Given, options: [String: OptionDeclaration]) -> String? {
        let closing = options.values.filter { option in
            guard let value = option.closesWith else { return false }
            return given.options[option.name] != value
        }.sorted { $0.name < $1.name }
        guard !closing.isEmpty else { return nil }
        let forms = closing.map { "'\($0.name): \($0.closesWith ?? "")'" }.joined(separator: " or ")
        let them = closing.count == 1 ? "it" : "them"
        return "hint: this SDK closes the paywall by itself only when the app configures it to: to expect the close, set given.options \(forms) "
            + "(this spec leaves \(them) at another value; 'conform adapters -v' says what each does)"
    }
}
