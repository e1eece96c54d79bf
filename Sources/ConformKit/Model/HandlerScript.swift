/// What the app's host handler does, call by call: the app's side of the conversation.
///
/// One call (`returns true`, `registered`) answers every call; a list answers one call each, the
/// last answering every later call (`[returns false, returns true]`: false, then true). `absent`
/// is the whole script: the app does not register the handler at all.
public struct HandlerScript: Sendable, Hashable, CustomStringConvertible {
    /// The calls in order; the last one repeats. Never empty.
    public private(set) var calls: [HandlerCall]

    /// A script of `calls`, one per call, the last repeating; an empty list is `registered`.
    public init(calls: [HandlerCall]) {
        self.calls = calls.isEmpty ? [HandlerCall(.registered)] : calls
    }

    /// A script whose every call does `behaviour` at once.
    public init(_ behaviour: HandlerBehaviour) {
        self.calls = [HandlerCall(behaviour)]
    }

    /// The app does not register the handler.
    public static let absent = HandlerScript(.absent)
    /// The app registers the handler, and its body does nothing the SDK could see.
    public static let registered = HandlerScript(.registered)

    /// The handler returns `value` on every call.
    public static func returns(_ value: HandlerValue) -> HandlerScript { HandlerScript(.returns(value)) }

    /// The handler throws an error with `code` on every call.
    public static func throwsError(code: String) -> HandlerScript { HandlerScript(.throwsError(code: code)) }

    /// Whether the app does not register the handler.
    public var isAbsent: Bool { calls.first?.behaviour == .absent }

    /// What call number `index` (0-based) does: its own entry, or the last one.
    public func call(_ index: Int) -> HandlerCall {
        calls[min(max(index, 0), calls.count - 1)]
    }

    /// Whether the script says more than one answer for every call, at once, doing nothing else —
    /// what a handler could say before scripts, and what the wire sends in its old shape.
    package var isPlain: Bool {
        calls.count == 1 && calls[0].after == .zero && calls[0].does.isEmpty
    }

    /// Whether the script answers calls differently or has the app do something inside the
    /// handler: what an adapter needs the `handler-scripts` capability for.
    package var needsScripts: Bool {
        calls.count > 1 || calls.contains { !$0.does.isEmpty }
    }

    /// Every action the app takes inside the handler, over all calls.
    package var actions: Set<AppAction> {
        Set(calls.flatMap(\.does))
    }

    /// `absent`, `returns true`, or a list `[returns false, returns true after 2s]`.
    public var description: String {
        calls.count == 1 ? calls[0].description : "[" + calls.map(\.description).joined(separator: ", ") + "]"
    }
}

/// What the app's handler does on one call: its answer, how long it runs before answering, and
/// what the app does inside it.
public struct HandlerCall: Sendable, Hashable, CustomStringConvertible {
    /// The answer: `registered` (nothing but the call), `returns <value>` or `throws <code>`.
    public var behaviour: HandlerBehaviour
    /// How long the handler runs, in virtual time, before it answers (an async handler, or a
    /// completion the app calls later); zero answers at once.
    public var after: VirtualTime
    /// What the app does inside the handler, just before it answers (`dismiss`: the app closes
    /// the paywall in code, as the page advises after a purchase).
    public var does: [AppAction]

    public init(_ behaviour: HandlerBehaviour, after: VirtualTime = .zero, does: [AppAction] = []) {
        self.behaviour = behaviour
        self.after = after
        self.does = does
    }

    /// `returns true`, `returns true after 2s`, `registered, does dismiss`.
    public var description: String {
        var text = behaviour.description
        if after > .zero { text += " after \(after)" }
        if !does.isEmpty { text += ", does " + does.map(\.rawValue).joined(separator: " and ") }
        return text
    }
}

/// Something the app does inside one of its handlers, beyond answering.
public enum AppAction: String, Sendable, Hashable, CaseIterable {
    /// The app dismisses (closes) the paywall in code — `controller.dismiss`, `isPresented = false`,
    /// the SDK's dismiss call — as the `dismiss` step does.
    case dismiss
    /// The app opens the link the handler received — `UIApplication.shared.open(url)`, a browser
    /// view — as the page's sample leaves it to the app ("handle opening the URL"). Only in a handler
    /// that receives a link (`HandlerSignature.receivesLink`).
    case openLink = "open_link"
    /// The app raises an alert over the paywall — Adapty's SwiftUI `showAlertItem` binding set from
    /// the app's code, the alert drawn by its `showAlertBuilder` — which the transcript records as
    /// `alert.shown app` with the handler it was raised in.
    case showAlert = "show_alert"
    /// The app presents the paywall again from inside the handler, as the `present` step does
    /// (the SDK's present call, or the SwiftUI binding set back to `true`).
    case present
    /// The app restores purchases through the SDK's own API from inside the handler, as the
    /// `app_restore` step does (AppDNA's `AppDNA.billing.restorePurchases()`).
    case appRestore = "app_restore"
    /// The app closes the in-app browser a web paywall opened in, as the `close_browser` step does.
    case closeBrowser = "close_browser"

    /// The capability an adapter needs to let the app do this.
    package var requiredCapability: Capability {
        switch self {
        case .dismiss: return .programmaticDismiss
        case .openLink: return .links
        case .showAlert: return .appAlerts
        // A plain `present` step needs no capability; presenting from inside a handler is a
        // model's own to declare, so one that ignores it is never handed the spec.
        case .present: return .appPresent
        case .appRestore: return .appRestore
        case .closeBrowser: return .inAppBrowser
        }
    }
}
