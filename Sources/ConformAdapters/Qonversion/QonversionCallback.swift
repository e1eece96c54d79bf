import ConformKit

/// One `NoCodesDelegate` method, named as the SDK spells it; specs use these names in `given.handlers`.
enum QonversionCallback: String, Sendable, Hashable, CaseIterable, VersionedCallback {
    /// `noCodesHasShownScreen(id:)`.
    case noCodesHasShownScreen
    /// `noCodesStartsExecuting(action:)`.
    case noCodesStartsExecuting
    /// `noCodesFinishedExecuting(action:)`.
    case noCodesFinishedExecuting
    /// `noCodesFailedToExecute(action:error:)`: effectively mandatory (see `isRequired`).
    case noCodesFailedToExecute
    /// `noCodesReceivedCustomAction(value:)` (6.13.0+).
    case noCodesReceivedCustomAction
    /// `noCodesFinished()`: the flow finished and the screen closed.
    case noCodesFinished
    /// `noCodesFailedToLoadScreen(error:)`: after it the host must call `NoCodes.shared.close()`.
    case noCodesFailedToLoadScreen

    /// The native form recorded in transcripts.
    var native: String {
        switch self {
        case .noCodesHasShownScreen: return "noCodesHasShownScreen(id:)"
        case .noCodesStartsExecuting: return "noCodesStartsExecuting(action:)"
        case .noCodesFinishedExecuting: return "noCodesFinishedExecuting(action:)"
        case .noCodesFailedToExecute: return "noCodesFailedToExecute(action:error:)"
        case .noCodesReceivedCustomAction: return "noCodesReceivedCustomAction(value:)"
        case .noCodesFinished: return "noCodesFinished()"
        case .noCodesFailedToLoadScreen: return "noCodesFailedToLoadScreen(error:)"
        }
    }

    /// Whether the callback exists in `version`.
    func exists(in version: SDKVersion) -> Bool {
        self != .noCodesReceivedCustomAction || version >= QonversionGate.customAction.since
    }

    /// Whether the app must implement it: the protocol extension's default is declared as
    /// `noCodesFailedToExecute(action:)`, without `error:`, so it implements no requirement and the
    /// real requirement `noCodesFailedToExecute(action:error:)` has no default (SDK-FACTS, Flag).
    var isRequired: Bool { self == .noCodesFailedToExecute }

    /// What a spec may say the handler does: none returns or throws; the mandatory one cannot be absent.
    var signature: HandlerSignature {
        HandlerSignature(name: rawValue, returns: .nothing, canThrow: false, isRequired: isRequired, signature: native)
    }
}
