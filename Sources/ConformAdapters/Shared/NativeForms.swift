/// The native form of a canonical event that several native callbacks report at once
/// (docs/events.md, "One action, several native callbacks").
enum NativeForms {
    /// What separates the callbacks in one native form.
    static let separator = " + "

    /// The callbacks the app registered, in firing order, as one native form; nil when none is left
    /// (the event is then not recorded).
    static func joined(_ natives: [String]) -> String? {
        natives.isEmpty ? nil : natives.joined(separator: separator)
    }

    /// An analytics event the SDK tracks by itself, as the models that record one name it: `analytics: paywall_view`.
    static func analytics(_ name: String) -> String {
        "analytics: \(name)"
    }
}
