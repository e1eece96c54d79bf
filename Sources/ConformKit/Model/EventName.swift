/// A canonical event name from the suite's vocabulary (docs/events.md), as a type: adapters write
/// `.purchaseStarted`, not `"purchase.started"`, so a misspelt name is a compile error.
///
/// It wraps the name's text and nothing else, so an `Event` holding one costs no more than a
/// string. Names outside the vocabulary (an external adapter's own, read from the wire or a golden)
/// are made with `init(_:)`; the built-in adapters only ever use the static members.
public struct EventName: Sendable, Hashable, Comparable, RawRepresentable, CustomStringConvertible {
    /// The name as transcripts and specs spell it, e.g. `purchase.started`.
    public var rawValue: String

    /// Wraps `rawValue` as it is; a name outside the vocabulary is kept, not rejected.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps `name` as it is.
    public init(_ name: String) { self.rawValue = name }

    /// The name's text.
    public var description: String { rawValue }

    /// Orders by the name's text.
    public static func < (lhs: EventName, rhs: EventName) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The family: the name up to the first dot (`purchase`, `recorded`), or the whole name (`error`).
    package var family: Substring { Event.family(of: rawValue) }

    /// The family of `recorded.<name>` events: the SDK's own analytics records.
    package static let recordedFamily = "recorded"

    /// `recorded.<name>`: the SDK recorded analytics event `name` (`recorded("purchase_click")`).
    public static func recorded(_ name: String) -> EventName { EventName(rawValue: recordedFamily + "." + name) }

    /// Whether the name is `recorded.<something>`.
    package var isRecorded: Bool { rawValue.hasPrefix(Self.recordedFamily + ".") && rawValue.utf8.count > Self.recordedFamily.utf8.count + 1 }

    /// Whether the name is in the vocabulary: one of `canonical`, or a `recorded.<name>`.
    package var isCanonical: Bool { isRecorded || Self.canonicalSet.contains(self) }

    /// Every fixed name of the vocabulary, in the order docs/events.md lists them (`recorded.<name>`
    /// aside, which is a family of names).
    package static let canonical: [EventName] = [
        .paywallShown, .paywallLoading, .paywallClosing, .paywallClosed, .paywallLoadFailed, .featureRan, .alertShown, .productSelected,
        .purchaseStarted, .purchaseCompleted, .purchaseCancelled, .purchasePending, .purchaseFailed,
        .purchaseDeepLink, .purchaseNextStep,
        .restoreStarted, .restoreCompleted, .restoreFailed,
        .productsLoaded, .productsFailed, .productsPartial, .renderFailed,
        .action, .actionCTA, .actionFeature, .linkOpened, .linkTapped, .linkRefused, .answerChanged, .promoSubmitted,
        .promoAnswered, .webPurchaseStarted, .webPurchaseFinished, .webBrowserOpened, .webBrowserClosed, .error
    ]

    /// `canonical` as a set, for membership.
    static let canonicalSet = Set(canonical)
}

extension EventName {
    /// `paywall.shown`: the paywall appeared on screen.
    public static let paywallShown = EventName(rawValue: "paywall.shown")
    /// `paywall.loading`: the paywall is still loading, and a placeholder shows in its place.
    public static let paywallLoading = EventName(rawValue: "paywall.loading")
    /// `paywall.closing <result>`: the paywall is about to be dismissed (a will-dismiss callback).
    public static let paywallClosing = EventName(rawValue: "paywall.closing")
    /// `paywall.closed <result>`: the paywall finished or was dismissed.
    public static let paywallClosed = EventName(rawValue: "paywall.closed")
    /// `paywall.load_failed <code>`: presenting failed because the screen could not load.
    public static let paywallLoadFailed = EventName(rawValue: "paywall.load_failed")
    /// `feature.ran`: the feature the paywall gates was let through: the app's feature block ran.
    public static let featureRan = EventName(rawValue: "feature.ran")
    /// `alert.shown <kind>`: the SDK put up an alert the user must dismiss.
    public static let alertShown = EventName(rawValue: "alert.shown")
    /// `product.selected <product>`: a product was selected, by the user or automatically.
    public static let productSelected = EventName(rawValue: "product.selected")
    /// `purchase.started <product>`: the purchase flow started.
    public static let purchaseStarted = EventName(rawValue: "purchase.started")
    /// `purchase.completed <product>`: the purchase succeeded.
    public static let purchaseCompleted = EventName(rawValue: "purchase.completed")
    /// `purchase.cancelled <product>`: the user cancelled.
    public static let purchaseCancelled = EventName(rawValue: "purchase.cancelled")
    /// `purchase.pending <product>`: the purchase is pending (Ask to Buy, SCA).
    public static let purchasePending = EventName(rawValue: "purchase.pending")
    /// `purchase.failed <product>`: the purchase failed; `code=` carries the error code.
    public static let purchaseFailed = EventName(rawValue: "purchase.failed")
    /// `purchase.deep_link <url>`: the post-purchase step handed the app a deep link.
    public static let purchaseDeepLink = EventName(rawValue: "purchase.deep_link")
    /// `purchase.next_step`: the post-purchase step asked the app to go on to its next step.
    public static let purchaseNextStep = EventName(rawValue: "purchase.next_step")
    /// `restore.started`: a restore started.
    public static let restoreStarted = EventName(rawValue: "restore.started")
    /// `restore.completed`: a restore finished (possibly finding nothing).
    public static let restoreCompleted = EventName(rawValue: "restore.completed")
    /// `restore.failed`: a restore failed; `code=` carries the error code.
    public static let restoreFailed = EventName(rawValue: "restore.failed")
    /// `products.loaded`: products loaded (after a retry, typically).
    public static let productsLoaded = EventName(rawValue: "products.loaded")
    /// `products.failed`: loading products failed; `code=` carries the error code.
    public static let productsFailed = EventName(rawValue: "products.failed")
    /// `products.partial`: some products failed to load; `missing=` lists them.
    public static let productsPartial = EventName(rawValue: "products.partial")
    /// `render.failed`: the paywall could not be rendered.
    public static let renderFailed = EventName(rawValue: "render.failed")
    /// `action <id>`: a custom action button was tapped.
    public static let action = EventName(rawValue: "action")
    /// `action.cta <product>`: the main call-to-action button was tapped, before any purchase starts.
    public static let actionCTA = EventName(rawValue: "action.cta")
    /// `action.feature <id>`: a feature item was selected.
    public static let actionFeature = EventName(rawValue: "action.feature")
    /// `link.opened <url>`: a link was opened — by the SDK (its default), or the SDK told the app it opened one.
    public static let linkOpened = EventName(rawValue: "link.opened")
    /// `link.tapped <url>`: a link was tapped and handed to the app's handler, which replaces the
    /// SDK's opening it: the link opens only if the app's code opens it.
    public static let linkTapped = EventName(rawValue: "link.tapped")
    /// `link.refused <url>`: a link was refused by the SDK's URL rule.
    public static let linkRefused = EventName(rawValue: "link.refused")
    /// `answer.changed <question>`: an answer changed; `value=` carries it.
    public static let answerChanged = EventName(rawValue: "answer.changed")
    /// `promo.submitted <code>`: a promo code was submitted for validation.
    public static let promoSubmitted = EventName(rawValue: "promo.submitted")
    /// `promo.answered <code>`: the app answered the promo code's validation (AppDNA's
    /// `completion(Bool)`), when its handler did — possibly later than the submission.
    public static let promoAnswered = EventName(rawValue: "promo.answered")
    /// `web.purchase.started <product>`: a web paywall purchase was started.
    public static let webPurchaseStarted = EventName(rawValue: "web.purchase.started")
    /// `web.purchase.finished <product>`: the web paywall navigation finished.
    public static let webPurchaseFinished = EventName(rawValue: "web.purchase.finished")
    /// `web.browser.opened <product>`: a web paywall opened in an in-app browser, over the paywall.
    public static let webBrowserOpened = EventName(rawValue: "web.browser.opened")
    /// `web.browser.closed`: the in-app browser a web paywall opened in was closed.
    public static let webBrowserClosed = EventName(rawValue: "web.browser.closed")
    /// `error <code>`: the SDK reported an error to the app's error callback.
    public static let error = EventName(rawValue: "error")
}
