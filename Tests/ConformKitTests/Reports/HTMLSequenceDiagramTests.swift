@testable import ConformKit
import Testing
import ConformTestSupport

/// The sequence diagram: events on the lifelines their names imply, steps from the App, time in
/// the margin, the first violation in red, every text escaped.
@Suite struct HTMLSequenceDiagramTests {
    typealias F = HTMLReportFixtures

    @Test(
        "events are routed to the lifelines their canonical names imply",
        arguments: [
            ("recorded.purchase_click", SequenceDiagram.Route.record),
            ("recorded.paywall_close", .record),
            ("purchase.started", .request),
            ("restore.started", .request),
            ("web.purchase.started", .request),
            ("purchase.completed", .reply),
            ("purchase.cancelled", .reply),
            ("purchase.failed", .reply),
            ("restore.completed", .reply),
            ("products.loaded", .reply),
            ("web.purchase.finished", .reply),
            ("paywall.shown", .callback),
            ("paywall.closed", .callback),
            ("error", .callback),
            ("action", .callback),
            ("link.opened", .callback),
            ("answer.changed", .callback),
            ("product.selected", .callback)
        ])
    func routes(name: String, route: SequenceDiagram.Route) {
        #expect(SequenceDiagram.route(of: Event(EventName(name), native: "n")) == route)
    }

    @Test("routes run between the lifelines they name")
    func routeEnds() {
        #expect(SequenceDiagram.Route.callback.ends == (.sdk, .app))
        #expect(SequenceDiagram.Route.request.ends == (.sdk, .store))
        #expect(SequenceDiagram.Route.reply.ends == (.store, .sdk))
        #expect(SequenceDiagram.Route.record.ends == (.sdk, .analytics))
    }

    @Test("one arrow per step and per event, labelled canonical and native, in transcript order")
    func arrows() {
        let svg = SequenceDiagram.render(TranscriptFixtures.purchase)
        #expect(svg.hasPrefix("<svg class=\"seq\""))
        #expect(svg.hasSuffix("</svg>"))
        #expect(F.count("<g class=\"ev ", in: svg) == TranscriptFixtures.purchase.events.count)
        #expect(F.count("<g class=\"st\"", in: svg) == 2)
        #expect(F.count("<g class=\"wait\"", in: svg) == 1)
        #expect(svg.contains("<g class=\"ev rec\"><title>event recorded.purchase_click premium_monthly"))
        #expect(svg.contains("<text class=\"c\" x=\"616\" y=\"239\">purchase.started premium_monthly</text>"))
        #expect(svg.contains(">onPurchase(_:) · packageId=&quot;premium_monthly&quot;</text>"))
        #expect(svg.contains(">final: closed purchased</text>"))
        for lifeline in ["App", "SDK", "Store", "Analytics"] { #expect(svg.contains(">\(lifeline)</text>")) }
        let order = ["paywall.shown", "recorded.purchase_click", "purchase.started", "products.loaded"]
            .compactMap { svg.range(of: ">\($0)")?.lowerBound }
        #expect(order.count == 4 && order == order.sorted())
    }

    @Test("virtual time stands in the margin only where it is not zero")
    func time() {
        let svg = SequenceDiagram.render(TranscriptFixtures.purchase)
        #expect(F.count("<text class=\"t\"", in: svg) == 1)
        #expect(svg.contains("<text class=\"t\" x=\"8\" y=\""))
        #expect(svg.contains("\">2s</text>"))
    }

    @Test("a violation on an event marks that arrow; on the state, the final box; with no event, a note")
    func marks() {
        let t = TranscriptFixtures.purchase
        let location = SourceLocation(file: "s.yaml", line: 1, column: 1)
        let onEvent = SequenceDiagram.render(
            t,
            violations: [
                Violation(kind: .never, location: location, message: "m1", eventIndex: 1),
                Violation(kind: .never, location: location, message: "m2", eventIndex: 0)
            ])
        #expect(F.count("violated", in: onEvent) == 1)
        #expect(onEvent.contains("<g class=\"ev rec violated\"><title>event recorded.purchase_click"))
        #expect(onEvent.contains("× never: m1</text>"))
        #expect(!onEvent.contains("m2"), "only the first violation is drawn")

        let onState = SequenceDiagram.render(t, violations: [Violation(kind: .state, location: location, message: "expected open")])
        #expect(onState.contains("<g class=\"final violated\">"))
        #expect(onState.contains("× state: expected open</text>"))

        let missing = SequenceDiagram.render(t, violations: [Violation(kind: .order, location: location, message: "never came", eventIndex: 99)])
        #expect(missing.contains("<g class=\"missing violated\">"))
        #expect(SequenceDiagram.mark(for: nil, in: t) == .none)
    }

    @Test("the diagram grows with its rows and is as high as its viewBox says")
    func geometry() {
        let empty = Transcript(specID: "s", adapterID: "a", sdk: "x", entries: [], final: FinalState(state: .notShown, result: "none"))
        let svg = SequenceDiagram.render(empty)
        let height = SequenceDiagram.Layout.bodyTop + SequenceDiagram.Layout.finalRow
        #expect(svg.contains("height=\"\(height)\" viewBox=\"0 0 \(SequenceDiagram.Layout.width) \(height)\""))
        let long = SequenceDiagram.render(TranscriptFixtures.long(events: 50))
        #expect(F.count("<g class=\"ev ", in: long) == 50)
    }

    @Test("long labels are cut with an ellipsis, and the whole line stays in the tooltip")
    func longLabels() {
        let native = String(repeating: "paywallController(_:didFinishPurchase:)", count: 4)
        let t = F.transcript(spec: "s", adapter: "a", events: [Event(.paywallClosed, "purchased", native: native)])
        let svg = SequenceDiagram.render(t)
        #expect(svg.contains("…</text>"))
        #expect(svg.contains("<title>event paywall.closed purchased | \(native)</title>"))
    }

    @Test("markup depends only on structure: input text never adds a tag, attribute or quote", arguments: 0..<40)
    func randomTranscriptsStayEscaped(seed: Int) {
        var random = SplitMix(seed: UInt64(seed) &+ 1_000)
        let t = TranscriptFixtures.random(&random)
        let plain = Transcript(
            specID: "x", adapterID: "x", sdk: "x",
            entries: t.entries.map { entry in
                switch entry {
                case .step(let text, let time): return .step(text.hasPrefix("wait ") ? "wait x" : "x", time: time)
                case .event(let e):
                    return .event(
                        Event(
                            e.name, e.subject == nil ? nil : "x", native: "x",
                            arguments: e.arguments.map { _ in Argument("x", "x") }, time: e.time))
                }
            },
            final: FinalState(state: t.final.state, result: "x"))
        let svg = SequenceDiagram.render(t)
        let reference = SequenceDiagram.render(plain)
        #expect(F.count("<", in: svg) == F.count("<", in: reference))
        #expect(F.count(">", in: svg) == F.count(">", in: reference))
        #expect(F.count("\"", in: svg) == F.count("\"", in: reference))
    }
}
