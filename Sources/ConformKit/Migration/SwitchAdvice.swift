/// What an app switching from one SDK to another is told about one difference, naming only API an
/// app implements on either side: its callbacks, never an action an SDK performs itself (opening a
/// link, showing an alert), which is described as behaviour instead.
///
/// The rules, each for any pair of SDKs:
/// - a callback reported through several at once (`B + C`): the app uses the one whose signature
///   carries the most arguments (the first of equals), and is told the others fire too;
/// - a callback removed where another event arrives at the same point: it "arrives as" that event
///   through the other callback instead;
/// - a callback removed or added where the other SDK acts on its own: that SDK does it itself;
/// - otherwise, a callback removed or added is either one the other SDK *never had* (it never
///   reports the event: "no counterpart") or one it has but does not call in those specs, named.
package struct SwitchAdvice: Sendable, Hashable {
    /// What changed, in a line.
    package var summary: String
    /// What the app's code must do.
    package var action: String
    /// The one callback of the new SDK the app's code goes into, when there is one.
    package var method: String?

    /// One side of the switch: the SDK, what it reports, and the callbacks the specs saw report each event.
    package struct Side: Sendable {
        /// The SDK, as people name it: `Adapty iOS`.
        package var sdk: String
        /// Whether the SDK reports the event at all.
        package var reports: @Sendable (String) -> Bool
        /// The callbacks (app-side methods) each canonical event was reported through, on either
        /// run, each with the handler it belongs to (`didFinishPurchase`).
        package var callbacks: [String: [String: String]] = [:]

        /// Takes in the callbacks `other` saw (the same SDK on another run).
        mutating func merge(_ other: Side) { callbacks.merge(other.callbacks) { a, b in a.merging(b) { x, _ in x } } }

        /// Notes the callbacks of `transcript`.
        mutating func note(_ transcript: Transcript, naming: CallbackNaming) {
            for event in transcript.events {
                for part in DifferenceClassifier.parts(event.native) where naming.isCallback(part) {
                    callbacks[event.name.rawValue, default: [:]][NativeForm(part).signature] = naming.callback(part)
                }
            }
        }

        /// The handlers among `leftToSDK` whose callbacks report `event`: `didFinishPurchase`.
        func handlers(of event: String, among leftToSDK: [String]) -> String {
            Set(callbacks[event]?.values.map { $0 } ?? []).intersection(leftToSDK).sorted().joined(separator: ", ")
        }

        /// The callbacks that report `event`, sorted, as `` `a` or `b` ``, but those of handlers the
        /// app leaves to the SDK (`leftToSDK`); nil when none was seen.
        func named(_ event: String, leftToSDK: [String] = []) -> String? {
            let seen = (callbacks[event] ?? [:]).filter { !leftToSDK.contains($0.value) }.keys
            return seen.isEmpty ? nil : seen.sorted().map(code).joined(separator: " or ")
        }
    }

    /// The advice for `d`, a difference from `old` to `new` that an app leaving the handlers
    /// `leftToSDK` to the SDKs sees; nil for the kinds the generic advice covers.
    package static func advice(for d: MigrationDifference, from old: Side, to new: Side, leftToSDK: [String] = []) -> SwitchAdvice? {
        let (o, n, event) = (old.sdk, new.sdk, d.event)
        switch d.kind {
        case .renamed:
            guard let from = d.method, let to = d.newMethod else { return nil }
            let (use, also) = primary(to)
            let sources = codes(from)
            return SwitchAdvice(
                summary: "\(n) reports \(event) through \(code(use)) instead of \(sources)" + alsoFire(also),
                action: "move the code of \(sources) to \(code(use))" + twice(also), method: use)
        case .removed:
            guard let from = d.method else { return nil }
            if let arrivesAs = d.arrivesAs, let to = d.newMethod {
                let (use, also) = primary(to)
                return SwitchAdvice(
                    summary: "\(event) arrives as \(arrivesAs) through \(code(use)) instead",
                    action: "move the code of \(codes(from)) that handles \(event) to \(code(use)), where \(n) reports it as \(arrivesAs)"
                        + twice(also),
                    method: use)
            }
            if let act = d.sdkAction {
                return SwitchAdvice(
                    summary: "\(n) does this itself (\(code(act))) and calls no method of the app",
                    action: "nothing on \(n) replaces \(codes(from)) here: do what it did in the app's own code, if that must still happen")
            }
            if let there = new.named(event, leftToSDK: leftToSDK) {
                return SwitchAdvice(
                    summary: "\(n) has \(there) for \(event), but does not call it here",
                    action: "move the code of \(codes(from)) to \(there), and do not rely on it here")
            }
            if let defaulted = new.named(event) {
                // The new SDK's callback is one the app leaves to its default: implementing it replaces the default.
                return SwitchAdvice(
                    summary: "an app that leaves \(new.handlers(of: event, among: leftToSDK)) to \(n) is told nothing of \(event)",
                    action:
                        "to hear of it, move the code of \(codes(from)) to \(defaulted), which replaces \(n)'s default: do there what the default did too"
                )
            }
            if new.reports(event) {
                return SwitchAdvice(summary: "\(n) calls no method of the app for \(event) here", action: "stop relying on \(codes(from)) here")
            }
            return SwitchAdvice(
                summary: "\(n) has no counterpart: it never reports \(event)",
                action: "drop \(codes(from)), or do its work from the app's own code: no callback of \(n) replaces it")
        case .added:
            guard let to = d.method else { return nil }
            let (use, also) = primary(to)
            let implement = "implement \(code(use)) if the app needs to know" + alsoFire(also) + (also.isEmpty ? "" : ": implement one")
            if let act = d.sdkAction {
                return SwitchAdvice(
                    summary: "\(n) reports \(event) through \(code(use)); \(o) did it itself (\(code(act))) and told the app nothing",
                    action: implement, method: use)
            }
            if let there = old.named(event, leftToSDK: leftToSDK) {
                return SwitchAdvice(
                    summary: "\(o)'s \(there) did not fire here; \(n) calls \(code(use))",
                    action: "move the code of \(there) to \(code(use)), and expect it here too", method: use)
            }
            if old.named(event) != nil {
                return SwitchAdvice(
                    summary:
                        "an app that leaves \(old.handlers(of: event, among: leftToSDK)) to \(o) is told nothing of \(event); \(n) calls \(code(use))",
                    action: implement, method: use)
            }
            if old.reports(event) {
                return SwitchAdvice(
                    summary: "\(o) called no method of the app for \(event) here; \(n) calls \(code(use))", action: implement, method: use)
            }
            return SwitchAdvice(
                summary: "new to the app: \(o) has no counterpart for \(event); \(n) reports it through \(code(use))",
                action: implement, method: use)
        case .arguments, .timing, .reordered, .alert, .finalState:
            return nil
        }
    }

    /// The callback to use of one reported through several (`a + b`) — the one whose signature
    /// carries the most arguments, the first of equals — and the others.
    package static func primary(_ signature: String) -> (use: String, also: [String]) {
        let all = DifferenceClassifier.parts(signature)
        var best = 0
        for (i, part) in all.enumerated() where arguments(part) > arguments(all[best]) { best = i }
        var others = all
        let use = others.remove(at: best)
        return (use, others)
    }

    /// How many arguments a method takes: its labels (`paywallViewController(_:didFinishPurchasingWith:transaction:)` takes 3).
    static func arguments(_ method: String) -> Int { NativeForm(method).method.filter { $0 == ":" }.count }

    /// `` ; `c` also fires for it — … `` for the others of a callback reported through several.
    static func twice(_ also: [String]) -> String {
        also.isEmpty
            ? ""
            : "; \(also.map(code).joined(separator: " and ")) \(also.count == 1 ? "fires" : "fire") for it too: leave \(also.count == 1 ? "it" : "them") out, or the code runs twice"
    }

    /// `` ; `c` fires too `` (`` `c` and `d` fire too ``) for the others of a callback reported through several, or empty.
    static func alsoFire(_ also: [String]) -> String {
        also.isEmpty ? "" : "; " + also.map(code).joined(separator: " and ") + (also.count == 1 ? " fires too" : " fire too")
    }

    /// The methods of a form reported through several as code: `` `a` and `b` ``.
    static func codes(_ signature: String) -> String { DifferenceClassifier.parts(signature).map(code).joined(separator: " and ") }

    /// A method as code: `` `x` ``.
    static func code(_ method: String) -> String { "`\(method)`" }
}

extension SwitchAdvice.Side {
    /// A side for `info`.
    init(_ info: AdapterInfo) {
        self.init(sdk: info.sdk, reports: { info.observes($0) })
    }
}
