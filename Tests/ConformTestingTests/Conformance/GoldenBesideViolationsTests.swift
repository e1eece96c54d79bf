import ConformKit
import ConformTesting
import Foundation
import Testing

/// A case whose expectation broke and whose callbacks changed shows both, as `conform run` does:
/// the broken expectation at its line, and the golden's diff at the golden's line (issue 38, item 7).
@Suite struct GoldenBesideViolationsTests {
    @Test("a broken expectation keeps the golden diff beside it")
    func bothShown() throws {
        let folder = try TemporarySpecs(["Specs/wrong/success-stays-open.yaml": TemporarySpecs.wrongSuccess])
        let recording = ConformanceSuite(
            specs: folder.path + "/Specs", golden: folder.path + "/Golden", adapters: [PaywallDoubleAdapter()], record: .all)
        _ = recording.failures(for: try #require(recording.cases.first))
        let golden = folder.path + "/Golden/paywall-double/wrong/success-stays-open.transcript"
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(text.contains("purchase.completed"))
        try Data(text.replacingOccurrences(of: "purchase.completed", with: "purchase.pending").utf8).write(to: URL(fileURLWithPath: golden))

        let checking = ConformanceSuite(
            specs: folder.path + "/Specs", golden: folder.path + "/Golden", adapters: [PaywallDoubleAdapter()], record: .never)
        let failures = checking.failures(for: try #require(checking.cases.first))
        #expect(failures.count == 2, "\(failures.map(\.message))")
        #expect(failures.first?.location.line == 9)
        #expect(failures.first?.message.contains("the paywall ended closed, expected open") == true)
        let diff = try #require(failures.last)
        #expect(diff.location.file == golden)
        #expect(diff.message.hasPrefix("wrong/success-stays-open × paywall-double: the SDK's callbacks differ from the golden ("), "\(diff.message)")
    }
}
