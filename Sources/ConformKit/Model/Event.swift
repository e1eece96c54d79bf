/// One callback an SDK fired, recorded twice: in the suite's canonical vocabulary, which specs
/// speak, and in its native form, exactly as the SDK called it.
package struct Event: Sendable, Hashable {
    /// The canonical name, e.g. `.purchaseStarted`, `.paywallClosed`, `.recorded("purchase_click")`.
    package var name: EventName
    /// The canonical subject, e.g. the product id of `purchase.started premium_monthly`, or the
    /// result of `paywall.closed purchased`; nil when the event has none.
    package var subject: String?
    /// The native callback as the SDK spelled it, e.g. `paywallController(_:didFinishPurchase:purchaseResult:)`.
    package var native: String
    /// The native arguments, sorted by key (the recorder keeps them sorted).
    package var arguments: [Argument]
    /// When it fired on the virtual clock.
    package var time: VirtualTime

    /// Creates an event; arguments are sorted by key.
    package init(_ name: EventName, _ subject: String? = nil, native: String, arguments: [Argument] = [], time: VirtualTime = .zero) {
        self.name = name
        self.subject = subject
        self.native = native
        self.arguments = arguments.count > 1 ? arguments.sorted { $0.key < $1.key } : arguments
        self.time = time
    }

    /// The family an adapter declares it can observe: the canonical name up to the first dot
    /// (`purchase`, `recorded`), or the whole name when it has none (`error`, `action`).
    package var family: Substring { name.family }

    /// The family of a canonical name.
    package static func family(of name: String) -> Substring {
        if let dot = name.firstIndex(of: ".") { return name[..<dot] }
        return name[...]
    }

    /// The value of the argument `key`, if present.
    package func argument(_ key: String) -> String? {
        arguments.first(where: { $0.key == key })?.value
    }

    /// `purchase.started premium_monthly`: the canonical form specs match.
    package var canonical: String {
        if let subject { return "\(name.rawValue) \(subject)" }
        return name.rawValue
    }
}

/// A named argument of a native callback, its value rendered as text.
public struct Argument: Sendable, Hashable {
    /// The argument's label, e.g. `product`, `purchaseResult`, `code`.
    public var key: String
    /// Its value as text, e.g. `premium_monthly`, `.userCancelled`.
    public var value: String

    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}
