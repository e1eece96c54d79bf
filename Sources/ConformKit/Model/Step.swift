/// One thing the user (or the app, or time) does in a scenario.
public enum Step: Sendable, Hashable {
    /// Present the paywall.
    case present(Presentation)
    /// Tap a product to select it.
    case select(product: String)
    /// Tap buy; nil buys the selected product.
    case buy(product: String?)
    /// Tap the restore button.
    case restore
    /// Tap the paywall's close button.
    case close
    /// Tap a skip button (screens that can be skipped finish with `skipped`).
    case skip
    /// Tap outside the paywall (dismisses a sheet).
    case tapOutside
    /// The app dismisses the paywall in code.
    case dismiss
    /// Tap a link; `opens` says how the paywall opens it (nil: as the paywall's default does).
    case openLink(url: String, opens: LinkOpening? = nil)
    /// Tap a custom action button.
    case action(id: String)
    /// Answer (or clear, with nil) a question on the screen.
    case answer(question: String, value: Answer?)
    /// Submit a promo code.
    case promo(code: String)
    /// Start a purchase through a web paywall.
    case webPurchase(product: String)
    /// Let virtual time pass.
    case wait(VirtualTime)
    /// Confirm (tap OK on) an alert the SDK shows.
    case confirmAlert
    /// Swipe a paywall presented as a sheet down to dismiss it.
    case swipeDismiss
    /// Go to another screen of the paywall (a "Go to another screen" button), or back with nil.
    case navigate(screen: String?)
    /// Close the in-app browser a web paywall opened in.
    case closeBrowser
    /// The app restores purchases through the SDK's own API, outside any paywall (AppDNA's
    /// `AppDNA.billing.restorePurchases()`).
    case appRestore
    /// Press the system back button, or make the back gesture (Android's `OnBackPressedDispatcher`;
    /// Compose's `BackHandler`): what the SDK does with it is the model's.
    case pressBack
    /// The app loads the paywalls without presenting one (Superwall's `preloadAllPaywalls()`).
    case preload

    /// The step's keyword in the spec language (`present`, `buy`, `tap_outside`, …).
    public var keyword: String {
        switch self {
        case .present: return "present"
        case .select: return "select"
        case .buy: return "buy"
        case .restore: return "restore"
        case .close: return "close"
        case .skip: return "skip"
        case .tapOutside: return "tap_outside"
        case .dismiss: return "dismiss"
        case .openLink: return "open_link"
        case .action: return "action"
        case .answer: return "answer"
        case .promo: return "promo"
        case .webPurchase: return "web_purchase"
        case .wait: return "wait"
        case .confirmAlert: return "confirm_alert"
        case .swipeDismiss: return "swipe_dismiss"
        case .navigate: return "navigate"
        case .closeBrowser: return "close_browser"
        case .appRestore: return "app_restore"
        case .pressBack: return "press_back"
        case .preload: return "preload"
        }
    }

    /// The word `navigate` takes to go back to the previous screen.
    package static let backScreen = "back"

    /// Every step keyword, for did-you-mean suggestions and docs.
    package static let keywords = [
        "present", "select", "buy", "restore", "close", "skip", "tap_outside", "dismiss",
        "open_link", "action", "answer", "promo", "web_purchase", "wait", "confirm_alert",
        "swipe_dismiss", "navigate", "close_browser", "app_restore", "press_back", "preload"
    ]

    /// The steps that take no value, by keyword: a spec writes them bare (`- restore`) and the wire
    /// sends them as a `kind` alone, so both read them from this one table.
    package static let valueless: [String: Step] = Dictionary(
        uniqueKeysWithValues: [
            Step.restore, .close, .skip, .tapOutside, .dismiss, .confirmAlert, .swipeDismiss, .closeBrowser, .appRestore, .pressBack,
            .preload
        ]
        .map { ($0.keyword, $0) })

    /// The capability an adapter must declare to perform this step, if any beyond the basics.
    package var requiredCapability: Capability? {
        switch self {
        case .restore: return .restore
        case .answer: return .questions
        case .promo: return .promoCode
        case .webPurchase: return .webPurchase
        case .tapOutside: return .tapOutside
        case .dismiss: return .programmaticDismiss
        case .action: return .customAction
        case .openLink(_, let opens): return opens == nil ? .links : .linkOpening
        case .select: return .productSelection
        case .skip: return .skip
        case .confirmAlert: return .alerts
        case .swipeDismiss: return .swipeDismiss
        case .navigate: return .screenNavigation
        case .closeBrowser: return .inAppBrowser
        case .appRestore: return .appRestore
        case .pressBack: return .systemBack
        case .preload: return .preload
        case .present(let presentation): return presentation.requiredCapability
        case .buy, .close, .wait: return nil
        }
    }

    /// How the step reads in a transcript: `buy premium_monthly`, `wait 2s`.
    package var transcriptForm: String {
        switch self {
        case .present(let p):
            var parts = ["present"]
            if let placement = p.placement { parts.append(placement) }
            if p.mode != .modal { parts.append("mode=\(p.mode.rawValue)") }
            if p.selectedBy != .id { parts.append("by=\(p.selectedBy.rawValue)") }
            if let style = p.style { parts.append("style=\(style.rawValue)") }
            if p.from != .app { parts.append("from=\(p.from.rawValue)") }
            return parts.joined(separator: " ")
        case .select(let product): return "select \(product)"
        case .buy(let product): return product.map { "buy \($0)" } ?? "buy"
        case .openLink(let url, let opens): return opens.map { "open_link \(url) opens=\($0.rawValue)" } ?? "open_link \(url)"
        case .action(let id): return "action \(id)"
        case .answer(let question, let value): return "answer \(question) \(value?.description ?? "(cleared)")"
        case .promo(let code): return "promo \(code)"
        case .webPurchase(let product): return "web_purchase \(product)"
        case .wait(let t): return "wait \(t)"
        case .navigate(let screen): return "navigate \(screen ?? Step.backScreen)"
        case .restore, .close, .skip, .tapOutside, .dismiss, .confirmAlert, .swipeDismiss, .closeBrowser, .appRestore, .pressBack, .preload:
            return keyword
        }
    }
}

/// How the paywall is presented.
public struct Presentation: Sendable, Hashable {
    /// How the screen reaches the user.
    package enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Presented by the app (`present`), modally.
        case modal
        /// Embedded in the app's own view.
        case embedded
        /// Shown by an automatic placement rule.
        case auto
    }

    /// Who picks the paywall: the app, by the paywall's id, or the SDK, by its rules for the placement.
    package enum SelectedBy: String, Sendable, Hashable, CaseIterable {
        /// The app presents the paywall it names (the SDK's present-by-id call).
        case id
        /// The SDK picks the paywall for `placement` by its own rules (audience rules, experiments).
        case placement
    }

    /// How the paywall covers the app's screen.
    package enum Style: String, Sendable, Hashable, CaseIterable {
        /// Full screen: nothing to swipe away.
        case fullScreen = "full_screen"
        /// A sheet (a modal card) that a swipe down dismisses.
        case sheet
    }

    /// Where the presentation is launched from: the app's own present call, or an onboarding flow.
    package enum LaunchedFrom: String, Sendable, Hashable, CaseIterable {
        /// The app presents it (the SDK's present call).
        case app
        /// An onboarding flow of the SDK launches it (AppDNA's `present_paywall` step outcome).
        case onboarding
    }

    /// The placement it is presented for, if any.
    public var placement: String?
    /// Modal, embedded or automatic.
    package var mode: Mode
    /// Who picks the paywall.
    package var selectedBy: SelectedBy
    /// How it covers the screen; nil is the SDK's default.
    package var style: Style?
    /// Who launches it: the app, or an onboarding flow.
    package var from: LaunchedFrom = .app

    /// Creates a plain presentation: modal, the paywall picked by id, the SDK's default style.
    public init(placement: String? = nil) {
        self.init(placement: placement, mode: .modal)
    }

    package init(placement: String? = nil, mode: Mode = .modal, selectedBy: SelectedBy = .id, style: Style? = nil) {
        self.placement = placement
        self.mode = mode
        self.selectedBy = selectedBy
        self.style = style
    }

    /// The capability an adapter needs for this presentation beyond a plain `present`: an embedded
    /// or automatic presentation first (an adapter without it reports the spec not applicable,
    /// never an adapter error), then how it is launched, picked and styled.
    package var requiredCapability: Capability? {
        switch mode {
        case .embedded: return .embedded
        case .auto: return .autoPlacement
        case .modal: break
        }
        if from == .onboarding { return .onboardingPresentation }
        if selectedBy == .placement { return .presentByPlacement }
        if style != nil { return .presentationStyle }
        return nil
    }
}

/// The value of an answered question: an option id, several ids, or typed text.
public enum Answer: Sendable, Hashable, CustomStringConvertible {
    /// One option id.
    case option(String)
    /// Several option ids (multiple choice).
    case options([String])
    /// Typed text.
    case text(String)

    /// `option:yes`, `options:[a,b]`, `text:"hello"`.
    public var description: String {
        switch self {
        case .option(let id): return "option:\(id)"
        case .options(let ids): return "options:[\(ids.joined(separator: ","))]"
        case .text(let text): return "text:\(text.debugDescription)"
        }
    }
}
