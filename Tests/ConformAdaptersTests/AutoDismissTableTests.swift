import ConformAdapters
import ConformKit
import Foundation
import Testing

/// The cross-SDK auto-dismiss table is generated from the models' declarations, and each
/// declaration says what its model does: the page cannot drift from the code, nor the code from it.
@Suite struct AutoDismissTableTests {
    /// The checked-in page.
    static let page = "docs/adapters/auto-dismiss.md"

    @Test("docs/adapters/auto-dismiss.md holds the table rendered from the built-in models (CONFORM_RECORD_DOCS=1 rewrites it)")
    func pageMatchesModels() throws {
        let path = DocsValidationTests.root + "/" + Self.page
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let table = AutoDismissTable.markdown(BuiltinAdapters.all)
        let expected = try #require(AutoDismissTable.replacing(in: text, with: table), "\(Self.page) has no generated-table markers")
        if ProcessInfo.processInfo.environment["CONFORM_RECORD_DOCS"] == "1", expected != text {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            text == expected,
            "\(Self.page) differs from the models' declarations: run 'CONFORM_RECORD_DOCS=1 swift test --filter AutoDismissTableTests' and review the diff"
        )
    }

    /// One outcome a declaration speaks of, as a world and steps.
    struct Outcome: Sendable, CustomTestStringConvertible {
        /// The column's name.
        var name: String
        /// The world.
        var given: Given
        /// The steps after presenting.
        var step: Step
        /// The declaration's answer for this outcome.
        var answer: @Sendable (AutoDismissPolicy) -> AutoDismissPolicy.Answer
        /// The case as test output names it.
        var testDescription: String { name }
    }

    /// The four outcomes of the table's columns.
    static let outcomes: [Outcome] = [
        Outcome(
            name: "purchase", given: Given(products: ["p"], store: ["p": StoreAnswer(outcome: .purchased)]), step: .buy(product: "p"),
            answer: { $0.purchase }),
        Outcome(
            name: "pending", given: Given(products: ["p"], store: ["p": StoreAnswer(outcome: .pending)]), step: .buy(product: "p"),
            answer: { $0.pending }),
        Outcome(
            name: "cancel", given: Given(products: ["p"], store: ["p": StoreAnswer(outcome: .cancelled)]), step: .buy(product: "p"),
            answer: { $0.cancel }),
        Outcome(name: "restore", given: Given(products: ["p"], restore: .products(["p"])), step: .restore, answer: { $0.restore })
    ]

    @Test("each model's declaration says whether its paywall closes, with its defaults", arguments: outcomes)
    func declarationsHold(_ outcome: Outcome) throws {
        for adapter in BuiltinAdapters.all {
            guard let declaring = adapter as? any AutoDismissDeclaring else { continue }
            let run = try AdapterHarness.run(adapter, outcome.given, [.present(Presentation()), outcome.step])
            #expect((run.final.state == .closed) == outcome.answer(declaring.autoDismiss).dismisses, "\(adapter.id): \(outcome.name)")
        }
    }
}
