import ConformKit

/// A callback of the app that a version of its SDK declares or not, named in `given.handlers` by its raw value.
protocol VersionedCallback: RawRepresentable where RawValue == String {
    /// What tells the SDK's versions apart (`AdaptyFeatures`).
    associatedtype Features
    /// Whether the version `features` describes declares the callback.
    func exists(in features: Features) -> Bool
}

extension VersionedCallback {
    /// Whether the app implements the callback in the version `features` describes: the version
    /// declares it, and the spec does not say the app left it out (`absent`).
    func isImplemented(in features: Features, by given: Given) -> Bool {
        exists(in: features) && !given.isAbsent(rawValue)
    }
}

/// A model whose SDK calls the app's handlers one call at a time, each call doing what the spec's
/// script for that handler says (`HandlerCalls`): whether the app left a handler out, the next call
/// of one, and the call recorded, are the same for each such model; what the app does inside the
/// call is the model's own (`deliver`).
protocol CallbackSession: HandlerSteps {
    /// The SDK's callbacks.
    associatedtype Callback: VersionedCallback
    /// The version's behaviour gates.
    var features: Callback.Features { get }
    /// The app's handlers, counting the SDK's calls of each.
    var calls: HandlerCalls { get set }
    /// Records `call` (nothing when it is nil) as `name subject` with `arguments`, the callback's
    /// native form followed by `suffix`, then does what the app does inside it.
    func deliver(
        _ call: HandlerCall?, _ callback: Callback, _ name: EventName, _ subject: String?, suffix: String, context: SessionContext,
        _ arguments: [Argument])
}

extension CallbackSession {
    /// Whether the spec says the app does not register `callback`, so the SDK's default runs unseen.
    func isAbsent(_ callback: Callback) -> Bool {
        !calls.isRegistered(callback.rawValue)
    }

    /// The SDK calls `callback`: what the app's handler does on this call, or nil when the version
    /// lacks the callback or the app did not register it.
    func call(_ callback: Callback) -> HandlerCall? {
        guard callback.exists(in: features) else { return nil }
        return calls.next(callback.rawValue)
    }

    /// Calls `callback` and delivers the call (`deliver`); returns it, nil when not delivered.
    @discardableResult
    func emit(
        _ callback: Callback, _ name: EventName, _ subject: String? = nil, suffix: String = "", context: SessionContext,
        _ arguments: [Argument] = []
    ) -> HandlerCall? {
        let delivered = call(callback)
        deliver(delivered, callback, name, subject, suffix: suffix, context: context, arguments)
        return delivered
    }
}
