import ConformKit

/// An executable model of the Miniwall iOS SDK's callbacks, written from its documentation page
/// ("Callbacks", seed 003) sentence by sentence; see docs/adapters/miniwall.md.
package struct MiniwallAdapter: SynchronousAdapter {
    package init() {}

    /// Who the adapter is, what it can do and which event families it reports.
    package let info: AdapterInfo = Self.declaration

    /// The declaration `info` holds: the closed subjects are the results `present` returns.
    private static let declaration: AdapterInfo = {
        var info = AdapterInfo(
            id: "miniwall",
            sdk: "Miniwall iOS",
            sdkVersion: "1.x (docs)",
            summary: "a model of Miniwall iOS callbacks, from the docs page 'Callbacks' (seed 003)",
            capabilities: [
                .restore, .restoreButton, .questions, .customAction, .links, .skip,
                .embedded, .autoPlacement, .busyScreen, .renderFailure, .screenFailure, .autoDismiss, .restoreDismiss,
                .handlerScripts, .storeAttempts, .restoreAttempts, .restoreDelay, .screenNavigation
            ],
            emits: [
                "paywall.closed", "paywall.load_failed", "purchase", "restore", "action", "answer",
                "link", "error", "recorded", "render"
            ],
            handlers: MiniwallHandler.signatures,
            options: []
        )
        info.closeSubjects = MiniwallResult.names
        return info
    }()

    /// Opens a session for `given`; its handlers were checked against `MiniwallHandler.signatures`
    /// before the spec got here (`GivenValidation`, `AdapterInfo.inapplicability(of:)`).
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        MiniwallSession(given: given)
    }
}

/// The native names of Miniwall's callbacks (the options of `present`) and their documented signatures.
enum MiniwallHandler {
    /// `var onPurchase: ((PurchaseRequest) async throws -> Bool)?`
    static let onPurchase = "onPurchase"
    /// `var onRestore: (() async throws -> Bool)?`
    static let onRestore = "onRestore"
    /// `var onAction: ((String, [String: Flow.Answer]) async -> Bool)?`
    static let onAction = "onAction"
    /// `var onAnswer: ((String, Flow.Answer?, [String: Flow.Answer]) -> Void)?`
    static let onAnswer = "onAnswer"
    /// `var onOpenURL: ((URL) -> Void)?`
    static let onOpenURL = "onOpenURL"
    /// `var onError: ((Error) -> Void)?`
    static let onError = "onError"

    /// What a spec may say each handler does, from its signature on the page.
    static let signatures: [HandlerSignature] = [
        HandlerSignature(
            name: onPurchase, returns: .bool, canThrow: true, canWait: true,
            signature: "var onPurchase: ((PurchaseRequest) async throws -> Bool)?"),
        HandlerSignature(name: onRestore, returns: .bool, canThrow: true, canWait: true, signature: "var onRestore: (() async throws -> Bool)?"),
        HandlerSignature(name: onAction, returns: .bool, canWait: true, signature: "var onAction: ((String, [String: Flow.Answer]) async -> Bool)?"),
        HandlerSignature(name: onAnswer, signature: "var onAnswer: ((String, Flow.Answer?, [String: Flow.Answer]) -> Void)?"),
        HandlerSignature(name: onOpenURL, signature: "var onOpenURL: ((URL) -> Void)?", receivesLink: true),
        HandlerSignature(name: onError, signature: "var onError: ((Error) -> Void)?")
    ]
}
