import ConformKit
import Testing

/// `Adapter` is the public face of every adapter; the runner opens a session on whichever contract
/// one speaks (`Adapter.openSession`): the synchronous one of the built-in models directly, the two
/// asynchronous ones through their bridge — and an adapter that conforms to `Adapter` alone is
/// refused with the protocols to use, never run as if it had fired nothing.
@Suite struct OpenSessionTests {
    /// An outsider's adapter that declares itself and nothing more.
    struct DeclarationOnly: Adapter {
        let info = AdapterInfo(id: "bare", sdk: "Bare", sdkVersion: "1", summary: "declares itself only", capabilities: [], emits: ["paywall"])
    }

    /// A main-actor adapter whose session only says the paywall is open.
    struct Open: MainActorAdapter {
        let info = AdapterInfo(id: "open", sdk: "Open", sdkVersion: "1", summary: "always open", capabilities: [], emits: ["paywall"])
        func startSession(given: Given, context: AsyncSessionContext) async throws -> any MainActorAdapterSession { OpenSession() }
    }

    @MainActor final class OpenSession: MainActorAdapterSession {
        func perform(_ step: Step, context: AsyncSessionContext) async throws {}
        func finish(context: AsyncSessionContext) async throws -> FinalState { .open }
    }

    static func context() -> SessionContext {
        let clock = VirtualClock()
        return SessionContext(recorder: Recorder(clock: clock), clock: clock, specID: "s")
    }

    @Test("an adapter that conforms to Adapter alone is refused, naming MainActorAdapter and AsyncAdapter")
    func declarationOnlyIsRefused() {
        #expect {
            _ = try DeclarationOnly().openSession(given: Given(), context: Self.context())
        } throws: { error in
            "\(error)".contains("conforms to Adapter alone; conform to MainActorAdapter or AsyncAdapter")
        }
    }

    @Test("a main-actor adapter is opened through the bridge, and its session's final state comes back")
    func mainActorAdapterIsBridged() throws {
        let context = Self.context()
        let session = try Open().openSession(given: Given(), context: context)
        #expect(try session.finish(context: context).isOpen)
    }
}
