import ConformAdapters
import ConformKit
import Testing

/// Links: the scheme filter, onOpenURL and its default.
extension MiniwallAdapterTests {
    // "Only http, https, mailto, tel and links that start with a single / reach it." Schemes are case-insensitive.
    // "The default opens it in the system browser": passing onOpenURL replaces it, so the app hears the link and
    // nothing opens it unless its own code does — `link.tapped`, never `link.opened`.
    @Test(
        "allowed links reach onOpenURL, which replaces the default: nothing opens them",
        arguments: [
            "https://example.com/terms", "http://example.com", "mailto:help@example.com", "tel:+15551234567", "/settings/plan",
            "HTTPS://EXAMPLE.COM", "Mailto:help@example.com", "/a:b"
        ])
    func allowedLinks(url: String) throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation()), .openLink(url: url)])
        #expect(run.lines == ["link.tapped \(url) | onOpenURL(_:) | url=\(url)"])
        #expect(run.final == Self.open)
    }

    // "The default opens it in the system browser."
    @Test("without onOpenURL an allowed link opens in the system browser")
    func defaultOpensBrowser() throws {
        let run = try MiniwallHarness.run(
            MiniwallHarness.given(handlers: ["onOpenURL": .absent]), [.present(Presentation()), .openLink(url: "https://example.com")])
        #expect(run.lines == ["link.opened https://example.com | UIApplication.open(_:) | url=https://example.com"])
    }

    // "Others call onError." — and onError "receives … links that were refused".
    @Test(
        "other links are refused through onError",
        arguments: [
            "//evil.example.com/x", "ftp://files.example.com", "javascript:alert(1)", "JavaScript:alert(1)", "sms:+1555", "terms",
            "", " https://example.com", "1http://example.com"
        ])
    func refusedLinks(url: String) throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(), [.present(Presentation()), .openLink(url: url)])
        #expect(
            run.lines == [
                "link.refused \(url) | onError(_:) | url=\(url)",
                "error link_refused | onError(_:) | code=link_refused url=\(url)"
            ])
        #expect(run.final == Self.open)
    }

    @Test("a refused link without onError reaches no callback")
    func refusedWithoutOnError() throws {
        let run = try MiniwallHarness.run(MiniwallHarness.given(handlers: ["onError": .absent]), [.present(Presentation()), .openLink(url: "//host")])
        #expect(run.lines.isEmpty)
    }
}
