import ConformKit

/// A model whose app can take a step inside one of its handlers (`does: present`, `app_restore`,
/// `close_browser`): the step runs exactly as the spec's own step would, just before the handler
/// answers. A handler cannot throw into the SDK, so a step the model refuses there is kept and
/// thrown at the next step, or at the end of the run.
protocol HandlerSteps: AdapterSession {
    /// The refusal of a step the app took inside a handler, until it is thrown.
    var refusedInHandler: (any Error)? { get set }
}

extension HandlerSteps {
    /// Performs the step `action` stands for inside a handler; a refusal waits for the next step.
    func performInHandler(_ action: AppAction, context: SessionContext) {
        guard refusedInHandler == nil, let step = action.step else { return }
        do { try perform(step, context: context) } catch { refusedInHandler = error }
    }

    /// Throws the refusal of a step the app took inside a handler, once.
    func throwRefusedInHandler() throws {
        guard let error = refusedInHandler else { return }
        refusedInHandler = nil
        throw error
    }
}
