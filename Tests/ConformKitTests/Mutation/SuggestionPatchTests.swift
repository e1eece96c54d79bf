import Testing
@testable import ConformKit

/// The `--suggest` patch: suggestions written into a spec's own text as line edits — flow lists
/// and mappings extended, block lists given lines, new keys at the end of `expect:` — rendered as a
/// unified diff, merged `order` items placed where the transcript puts them.
@Suite struct SuggestionPatchTests {
    typealias F = MutationFixtures

    static func spec(_ text: String) -> Spec {
        let (spec, diagnostics) = SpecDecoder.decode(text, id: "s", file: "Specs/s.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return spec ?? Spec(id: "s", file: "f", title: "t")
    }

    static func pattern(_ text: String) -> EventPattern {
        (try? EventPattern.parse(text).get()) ?? EventPattern(name: "x")
    }

    @Test("flow collections are extended on their line, block lists get a line, absent keys come at the end of expect, comments stay")
    func edits() {
        let text = """
            title: t
            steps: [present]
            expect:
              order:
                - purchase.started p   # the start
                - paywall.closed purchased
              never: [error]  # no error
              count: {purchase.started: 1}
            tags: [x]

            """
        var additions = SuggestionPatch.Additions()
        additions.never = [Self.pattern("purchase.failed")]
        additions.counts = [(Self.pattern("purchase.completed p"), 1)]
        additions.result = "purchased"
        additions.order = [Self.pattern("purchase.completed p")]
        additions.orderEvents = [F.event("purchase.started p"), F.event("purchase.completed p"), F.event("paywall.closed purchased")]
        let (edits, count) = SpecEditor.edits(text, spec: Self.spec(text), additions: additions)
        #expect(count == 4)
        let diff = UnifiedDiff.render(path: "Specs/s.yaml", old: SpecEditor.lines(text), edits: edits)
        #expect(
            diff == """
                --- a/Specs/s.yaml
                +++ b/Specs/s.yaml
                @@ -3,7 +3,9 @@
                 expect:
                   order:
                     - purchase.started p   # the start
                +    - purchase.completed p
                     - paywall.closed purchased
                -  never: [error]  # no error
                -  count: {purchase.started: 1}
                +  never: [error, purchase.failed]  # no error
                +  count: {purchase.started: 1, purchase.completed p: 1}
                +  result: purchased
                 tags: [x]

                """)
    }

    @Test("a unified diff's hunks count their lines and shift by the lines added before them")
    func hunks() {
        let old = (1...20).map { "line \($0)" }
        let diff = UnifiedDiff.render(
            path: "f", old: old, edits: [.init(line: 1, insert: ["new a"]), .init(line: 15, remove: 1, insert: ["new b", "new c"])])
        #expect(diff.contains("@@ -1,4 +1,5 @@\n line 1\n+new a\n line 2\n line 3\n line 4\n"))
        #expect(diff.contains("@@ -13,7 +14,8 @@\n line 13\n line 14\n line 15\n-line 16\n+new b\n+new c\n line 17\n"))
        #expect(UnifiedDiff.render(path: "f", old: old, edits: []).isEmpty)
    }

    @Test("counts between a general and a specific one of the same number add nothing and are left out")
    func middles() {
        let counts = [
            (Self.pattern("paywall.closed"), 1), (Self.pattern("paywall.closed purchased"), 1),
            (Self.pattern("paywall.closed purchased packageId=p"), 1), (Self.pattern("purchase.started p"), 1)
        ]
        #expect(
            SuggestionPatch.withoutMiddles(counts).map(\.0.description)
                == ["paywall.closed", "paywall.closed purchased packageId=p", "purchase.started p"])
    }

    @Test("merged order items land at the events they match, after the existing items they follow")
    func placement() {
        let spec = Self.spec("title: t\nsteps: [present]\nexpect:\n  order: [b, d]\n")
        let events = ["a", "b", "c", "d", "e"].map { F.event($0) }
        let merged = SpecEditor.placement(spec.expect.order, adding: [Self.pattern("c"), Self.pattern("a"), Self.pattern("e")], events: events)
        #expect(merged.map(\.item.description) == ["a", "b", "c", "d", "e"])
        #expect(merged.map(\.existing) == [nil, 0, nil, 1, nil])
    }
}
