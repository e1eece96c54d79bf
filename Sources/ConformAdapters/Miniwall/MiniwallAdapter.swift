import ConformKit

/// An executable model of the Miniwall iOS SDK's callbacks, written from its documentation page
/// ("Callbacks", seed 003) sentence by sentence; see docs/adapters/miniwall.md.
public struct MiniwallAdapter: Adapter {
    /// The handlers a spec may declare: the options of `present` the page documents.
    static let handlerNames: Set<String> = [
        MiniwallHandler.onPurchase, MiniwallHandler.onRestore, MiniwallHandler.onAction,
        MiniwallHandler.onAnswer, MiniwallHandler.onOpenURL, MiniwallHandler.onError,
    ]

    /// Creates the adapter.
    public init() {}

    /// Who the adapter is, what it can do and which event families it reports.
    public let info: AdapterInfo = AdapterInfo(
        id: "miniwall",
        sdk: "Miniwall iOS",
        sdkVersion: "1.x (docs)",
        summary: "a model of Miniwall iOS callbacks, from the docs page 'Callbacks' (seed 003)",
        capabilities: [.restore, .restoreButton, .questions, .customAction, .links, .skip,
                       .embedded, .autoPlacement, .busyScreen, .renderFailure, .screenFailure],
        observableFamilies: ["paywall.closed", "paywall.load_failed", "purchase", "restore", "action", "answer",
                             "link", "error", "recorded", "render"],
        handlers: Self.handlerNames,
        options: []
    )

    /// Opens a session for `given`, refusing handler behaviours the documented signatures cannot have.
    public func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        for (name, behaviour) in given.handlers.sorted(by: { $0.key < $1.key }) {
            if let problem = Self.problem(with: behaviour, of: name) {
                throw AdapterError.unsupported(problem)
            }
        }
        return MiniwallSession(given: given)
    }

    /// Why `behaviour` cannot be what handler `name` does, judged by its documented signature.
    static func problem(with behaviour: HandlerBehaviour, of name: String) -> String? {
        guard handlerNames.contains(name) else {
            return "miniwall has no handler '\(name)'"
        }
        switch behaviour {
        case .absent, .registered:
            return nil
        case .returns(let value):
            guard MiniwallHandler.returnsBool.contains(name) else {
                return "handler '\(name)' returns nothing, so it cannot return '\(value)'"
            }
            guard value == "true" || value == "false" else {
                return "handler '\(name)' returns a Bool, so it cannot return '\(value)' (use 'true' or 'false')"
            }
            return nil
        case .throwsError:
            guard MiniwallHandler.throwing.contains(name) else {
                return "handler '\(name)' is not declared 'throws', so it cannot throw"
            }
            return nil
        }
    }
}

/// The native names of Miniwall's callbacks (the options of `present`) and what their signatures allow.
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

    /// Handlers whose signature returns a Bool.
    static let returnsBool: Set<String> = [onPurchase, onRestore, onAction]
    /// Handlers whose signature is declared `throws`.
    static let throwing: Set<String> = [onPurchase, onRestore]
}
