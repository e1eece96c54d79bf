import ConformKit
import Testing
@testable import ConformAdapters

/// A version of Adapty's core SDK that is no paywall UI release is refused as that, naming the UI
/// version to use (issue 35): the UI's 2.x tags pin their core (`AdaptyCorePins`).
@Suite struct AdaptyCoreReleaseTests {
    /// The refusal's message and next step, nil when `id` is a version.
    static func refusal(_ id: String) -> (message: String, next: String?)? {
        do {
            _ = try AdaptyFamily().member(id)
            return nil
        } catch ConformError.input(let message, let next) {
            return (message, next)
        } catch {
            return ("\(error)", nil)
        }
    }

    @Test("core 2.10.2 is no UI release: the UI releases that build with it are named")
    func builtWith() throws {
        let error = try #require(Self.refusal("adapty@2.10.2"))
        #expect(error.message.contains("a release of Adapty's core SDK (adaptyteam/AdaptySDK-iOS), not of its 2.x paywall UI"), "\(error.message)")
        #expect(error.next == "with core 2.10.2 an app resolves AdaptyUI 2.1.4 or 2.1.5: name 'adapty@2.1.4' or 'adapty@2.1.5'")
    }

    @Test("core 2.10.0, which no UI release builds with, names the nearest UI releases and their cores")
    func noneBuildsWith() throws {
        let error = try #require(Self.refusal("adapty@2.10.0"))
        #expect(
            error.next
                == "no AdaptyUI release builds with core 2.10.0; the nearest are 'adapty@2.1.2' (core 2.9.6) and 'adapty@2.1.3' (core 2.10.1): name the AdaptyUI version the app resolves"
        )
    }

    @Test("a UI release is a version, and a version neither SDK released keeps the plain refusal")
    func others() throws {
        #expect(Self.refusal("adapty@2.1.5") == nil)
        let never = try #require(Self.refusal("adapty@2.1.9"))
        #expect(never.message.contains("never released"), "\(never.message)")
    }
}
