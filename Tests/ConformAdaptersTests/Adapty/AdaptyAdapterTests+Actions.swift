import ConformAdapters
import ConformKit
import Testing

/// Button actions and dismissals: `.close`, `.openURL`, `.custom`, and the app dismissing in code.
extension AdaptyAdapterTests {
    /// How a close reaches the app, by adapter and handlers.
    struct CloseCase: Sendable, CustomTestStringConvertible {
        /// The case's name in test output.
        var name: String
        /// The adapter.
        var id: String
        /// The handlers the spec sets.
        var handlers: [String: HandlerScript]
        /// The events after presenting.
        var tail: [String]
        /// The case as test output names it.
        var testDescription: String { name }
    }

    /// The app's didPerformAction that closes the paywall, as the page's SwiftUI sample does on `.close`.
    static let closing = HandlerScript(calls: [HandlerCall(.registered, does: [.dismiss])])

    // SDK-FACTS: ".close (default dismisses, then DidDisappear)" — the default of an app that does not implement
    // didPerformAction; the docs' SwiftUI sample: "case .close: paywallPresented = false" — an app that does, closing
    // in its own code; the modifier's fallback without didPerformAction: presentationMode.wrappedValue.dismiss().
    @Test(
        "close reports the action, then the dismissal of the app or the default, in the version's and surface's form",
        arguments: [
            CloseCase(
                name: "UIKit 3.17.2, the app closes", id: "adapty@3", handlers: ["didPerformAction": closing],
                tail: [
                    "action close | paywallController(_:didPerform:) | action=.close", AdaptyLine.disappeared("dismissed")
                ]),
            CloseCase(
                name: "UIKit 3.17.2, the default closes", id: "adapty@3", handlers: ["didPerformAction": .absent],
                tail: [
                    AdaptyLine.disappeared("closed")
                ]),
            CloseCase(
                name: "SwiftUI 3.17.2, the sample closure", id: "adapty@3-swiftui", handlers: ["didPerformAction": closing],
                tail: [
                    "action close | .paywall(didPerformAction:) | action=.close", "paywall.closed dismissed | .paywall(didDisappear:)"
                ]),
            CloseCase(
                name: "SwiftUI, sample closure, no didDisappear", id: "adapty@3-swiftui",
                handlers: ["didDisappear": .absent, "didPerformAction": closing],
                tail: [
                    "action close | .paywall(didPerformAction:) | action=.close", "paywall.closed dismissed | isPresented = false"
                ]),
            CloseCase(
                name: "SwiftUI, no closures", id: "adapty@3-swiftui", handlers: ["didDisappear": .absent, "didPerformAction": .absent],
                tail: [
                    "paywall.closed closed | presentationMode.wrappedValue.dismiss()"
                ]),
            CloseCase(
                name: "UIKit 3.1 (no disappear callback), the app closes", id: "adapty@3.1", handlers: ["didPerformAction": closing],
                tail: [
                    "action close | paywallController(_:didPerform:) | action=.close", AdaptyLine.dismissed("dismissed")
                ]),
            CloseCase(
                name: "UIKit 2.11.3, the default closes", id: "adapty@2", handlers: ["didPerformAction": .absent],
                tail: [
                    AdaptyLine.dismissed("closed")
                ])
        ])
    func close(_ close: CloseCase) throws {
        let given = AdaptyHarness.given(handlers: close.handlers)
        let presented = try AdaptyHarness.run(close.id, given, [AdaptyHarness.present])
        let run = try AdaptyHarness.run(close.id, given, [AdaptyHarness.present, .close, .close, .buy(product: AdaptyHarness.monthly)])
        #expect(Array(run.lines.dropFirst(presented.lines.count)) == close.tail)
        let result = close.handlers["didPerformAction"] == .absent ? "closed" : "dismissed"
        #expect(run.final == FinalState(state: .closed, result: result))
    }

    // The default lives in the default implementation: an app that implements didPerformAction and does nothing on .close.
    @Test("an app that implements didPerformAction and does not close keeps the paywall", arguments: ["adapty@3", "adapty@3-swiftui", "adapty@2"])
    func closeNotHandled(_ id: String) throws {
        let run = try AdaptyHarness.run(id, AdaptyHarness.given(), [AdaptyHarness.present, .close])
        #expect(run.final == FinalState(state: .open, result: "none"))
        #expect(run.lines.last?.hasPrefix("action close") == true)
    }

    // SDK-FACTS: ".openURL(url) (default opens it), .custom(id) (default nothing)". The default is the default
    // implementation's: an app that implements didPerformAction hears the tap and nothing opens the link but its
    // own code (the page: "Вам также необходимо реализовать обработку кнопок (… открытие ссылок …)"), so the tap
    // is `link.tapped`, never `link.opened`.
    @Test(
        "links and custom actions reach the app that implements didPerformAction, no link is opened, and the paywall stays",
        arguments: ["adapty@3", "adapty@3-swiftui", "adapty@3.12", "adapty@3.10", "adapty@3.1", "adapty@2"])
    func linksAndCustomActions(id: String) throws {
        let steps: [Step] = [AdaptyHarness.present, .openLink(url: "https://adapty.io/terms"), .action(id: "login")]
        let run = try AdaptyHarness.run(id, AdaptyHarness.given(), steps)
        let native = id == "adapty@3-swiftui" ? ".paywall(didPerformAction:)" : "paywallController(_:didPerform:)"
        #expect(
            Array(run.lines.suffix(2)) == [
                "link.tapped https://adapty.io/terms | \(native) | action=.openURL url=https://adapty.io/terms",
                "action login | \(native) | action=.custom id=login"
            ])
        #expect(!run.events.contains { $0.name == .linkOpened })
        #expect(run.final == Self.open)
    }

    @Test("without didPerformAction the default opens the link, and the app hears nothing", arguments: ["adapty@3", "adapty@3-swiftui", "adapty@2"])
    func linkDefaultOpens(id: String) throws {
        let given = AdaptyHarness.given(handlers: ["didPerformAction": .absent])
        let run = try AdaptyHarness.run(id, given, [AdaptyHarness.present, .openLink(url: "https://adapty.io/terms")])
        #expect(run.lines.last == "link.opened https://adapty.io/terms | UIApplication.shared.open(_:) | url=https://adapty.io/terms")
        #expect(!run.events.contains { $0.name == .linkTapped })
    }

    @Test(
        "the app dismissing in code is reported as dismissed",
        arguments: [
            ("adapty@3", AdaptyLine.disappeared("dismissed")),
            ("adapty@3-swiftui", "paywall.closed dismissed | .paywall(didDisappear:)"),
            ("adapty@2", AdaptyLine.dismissed("dismissed"))
        ])
    func programmaticDismiss(id: String, line: String) throws {
        let run = try AdaptyHarness.run(id, AdaptyHarness.given(), [AdaptyHarness.present, .dismiss, .dismiss])
        #expect(run.lines.last == line)
        #expect(run.events.filter { $0.name == .paywallClosed }.count == 1)
        #expect(run.final == FinalState(state: .closed, result: "dismissed"))
    }

    @Test("an absent didPerformAction hides the action, and close still dismisses")
    func absentPerformAction() throws {
        let run = try AdaptyHarness.run(
            "adapty@3", AdaptyHarness.given(handlers: ["didPerformAction": .absent]),
            [AdaptyHarness.present, .action(id: "login"), .close])
        #expect(run.lines == [AdaptyLine.shown, AdaptyLine.selected(), AdaptyLine.disappeared("closed")])
    }
}
