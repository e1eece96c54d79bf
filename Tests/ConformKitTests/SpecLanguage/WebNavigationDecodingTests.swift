import Testing
@testable import ConformKit

/// `given.web_navigation`: what opening a web paywall does, navigation by navigation (issue 25,
/// item 4: "a failed then successful navigation" could not be written while the only say was
/// Adapty's global `web_navigation_error` option).
@Suite struct WebNavigationDecodingTests {
    static func decode(_ given: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        SpecDecoder.decode(
            "title: t\ngiven:\n  products: [p]\n" + given + "steps:\n  - present\n  - web_purchase: p\nexpect:\n  state: open\n",
            id: "t", file: "t.yaml")
    }

    @Test(
        "one answer or a list reads, answers attempt by attempt with the last repeating, and needs web-navigation",
        arguments: [
            ("  web_navigation: opened\n", [WebNavigationAnswer.opened]),
            ("  web_navigation: failed\n", [.failed(code: "web_navigation_failed")]),
            ("  web_navigation: [failed web_payment_failed, opened]\n", [.failed(code: "web_payment_failed"), .opened])
        ])
    func reads(_ yaml: String, _ answers: [WebNavigationAnswer]) throws {
        let decoded = Self.decode(yaml)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let given = try #require(decoded.spec?.given)
        #expect(given.webNavigation == answers)
        #expect(given.requiredCapabilities.map(\.capability) == [.webNavigation])
        #expect(given.webNavigation(attempt: 0) == answers.first)
        #expect(given.webNavigation(attempt: 5) == answers.last)
        var attempts = StoreAttempts(given)
        #expect(attempts.nextWebNavigation() == answers.first)
        #expect(attempts.nextWebNavigation() == answers[min(1, answers.count - 1)])
        #expect(Capability.known.contains(.webNavigation))
    }

    @Test("unset, the spec does not say, and nothing is required")
    func unset() throws {
        let given = try #require(Self.decode("").spec?.given)
        #expect(given.webNavigation.isEmpty)
        #expect(given.webNavigation(attempt: 0) == nil)
        #expect(!given.requiredCapabilities.contains { $0.capability == .webNavigation })
    }

    @Test(
        "mistakes are located, with what to write instead",
        arguments: [
            ("  web_navigation: opend\n", "'opend' is not a web navigation answer", "did you mean 'opened'?", 4),
            ("  web_navigation: [opened, failed a b]\n", "'failed a b' is not a web navigation answer", nil, 4),
            ("  web_navigation: []\n", "'web_navigation' is an empty list", nil, 4),
            ("  web_navigaton: opened\n", "unknown key 'web_navigaton' in 'given'", "did you mean 'web_navigation'?", 4)
        ])
    func mistakes(_ yaml: String, _ message: String, _ note: String?, _ line: Int) throws {
        let decoded = Self.decode(yaml)
        #expect(decoded.spec == nil)
        let first = try #require(decoded.diagnostics.first)
        #expect(first.message == message)
        #expect(first.location.line == line)
        if let note { #expect(first.notes.contains(note), "\(first.notes)") }
    }
}
