import ConformKit

/// How a Miniwall screen finishes: the result `present` returns and an embedded screen's onFinish receives.
enum MiniwallResult: Equatable {
    /// onPurchase returned true for this package.
    case purchased(packageId: String)
    /// onRestore did not return false.
    case restored
    /// The user closed the screen.
    case closed
    /// The user skipped the screen.
    case skipped
    /// A "Run your code" button was pressed and no onAction was passed.
    case action

    /// Every canonical result, as `paywall.closed` carries them (`AdapterInfo.closeSubjects`).
    static let names: Set<String> = ["purchased", "restored", "closed", "skipped", "action"]

    /// The canonical result: `purchased`, `restored`, `closed`, `skipped`, `action`.
    var name: String {
        switch self {
        case .purchased: return "purchased"
        case .restored: return "restored"
        case .closed: return "closed"
        case .skipped: return "skipped"
        case .action: return "action"
        }
    }

    /// The result's native case as Swift spells it: `.purchased(packageId:)`, `.closed`.
    var nativeCase: String {
        if case .purchased = self { return ".purchased(packageId:)" }
        return ".\(name)"
    }

    /// The case's associated values as native arguments.
    var arguments: [Argument] {
        if case .purchased(let packageId) = self { return [Argument("packageId", packageId)] }
        return []
    }
}

/// Native forms that several parts of the model record.
enum MiniwallNative {
    /// `present` returning its result.
    static let presentReturns = "present(_:options:) ->"
    /// `present` throwing a load failure.
    static let presentThrows = "present(_:options:) throws"
    /// The app's error callback.
    static let onError = "onError(_:)"
    /// The system's default for a link when the app passes no onOpenURL.
    static let systemOpen = "UIApplication.open(_:)"
    /// The app's onOpenURL opening the link itself (`does: open_link`).
    static let appOpen = "UIApplication.open(_:) in onOpenURL"
}
