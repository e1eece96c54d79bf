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
}
