/// Counts the SDK's calls of each host handler in one spec, and answers what the app's script says
/// each call does — so an adapter never counts calls itself.
package struct HandlerCalls: Sendable {
    /// The scripts by handler name.
    package let scripts: [String: HandlerScript]
    /// How many times each handler was called so far.
    package private(set) var counts: [String: Int] = [:]

    /// Starts counting the calls of the handlers of `given`.
    package init(_ given: Given) {
        scripts = given.handlers
    }

    /// Whether the app registered `name`: a handler a spec does not mention is registered.
    package func isRegistered(_ name: String) -> Bool {
        !(scripts[name]?.isAbsent ?? false)
    }

    /// The SDK calls `name` now: what this call does, counting it; nil when the app did not
    /// register the handler (the call reaches nothing). A handler a spec does not mention is
    /// `registered`.
    package mutating func next(_ name: String) -> HandlerCall? {
        // Most specs script no handler: every call is then `registered`, and only the count moves.
        guard let script = scripts.isEmpty ? nil : scripts[name] else {
            counts[name, default: 0] += 1
            return HandlerCall(.registered)
        }
        guard !script.isAbsent else { return nil }
        let index = counts[name, default: 0]
        counts[name] = index + 1
        return script.call(index)
    }
}
