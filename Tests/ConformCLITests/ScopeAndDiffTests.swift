import Foundation
import Testing

/// Specs scoped to another SDK are no results, and the migration report compares what ran.
@Suite struct ScopeAndDiffTests {
    @Test("specs scoped to other adapters are neither listed, counted nor skipped in JUnit")
    func outOfScopeIsNoResult() throws {
        let root = ConformBinary.packageRoot
        let out = try ConformBinary.run(["run", "Specs/", "--adapter", "miniwall", "--no-golden", "--format", "junit"], in: root)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(!out.stdoutText.contains("name=\"adapty/"), "an Adapty spec is no test case of miniwall")
        #expect(!out.stdoutText.contains("scoped to"))
        let pretty = try ConformBinary.run(["run", "Specs/", "--adapter", "miniwall", "--no-golden"], in: root)
        #expect(pretty.stdoutText.contains("pairs scoped to other adapters, not counted"), "\(pretty.stdoutText)")
        #expect(!pretty.stdoutText.contains("not applicable"), "no Miniwall spec lacks a capability; the others are not results")
    }

    @Test("'conform diff adapty@2 adapty@3' compares the specs both ran and reports their differences")
    func diffCompares() throws {
        let out = try ConformBinary.run(["diff", "adapty@2", "adapty@3", "--format", "json"], in: ConformBinary.packageRoot)
        #expect(out.status == 1, "differences exit 1: \(out.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: out.stdout) as? [String: Any])
        let compared = (json["summary"] as? [String: Any])?["compared"] as? Int ?? (json["compared"] as? Int ?? 0)
        #expect(compared > 20, "\(out.stdoutText.prefix(600))")
        #expect(out.stdoutText.contains("didCancelPurchase"), "the removed cancel callback is reported")
    }

    @Test("'conform diff adapty@3.17.2 revenuecatui@5.85.0' resolves both versioned ids and compares the shared contract across SDKs")
    func diffAcrossSDKs() throws {
        let out = try ConformBinary.run(
            ["diff", "adapty@3.17.2", "revenuecatui@5.85.0", "Specs/common", "--format", "markdown"],
            in: ConformBinary.packageRoot)
        #expect(out.status == 1, "differences exit 1: \(out.stderrText)")
        #expect(
            out.stdoutText.contains("`conform diff adapty@3.17.2 revenuecatui@5.85.0` — Adapty iOS 3.17.2 → RevenueCatUI iOS 5.85.0"),
            "\(out.stdoutText.prefix(400))")
        #expect(out.stdoutText.contains("paywallViewController(_:didFinishPurchasingWith:)"), "RevenueCatUI's natives are reported")
        let unknown = try ConformBinary.run(["diff", "adapty@3.17.2", "revenuecatui@9.0.0"], in: ConformBinary.packageRoot)
        #expect(unknown.status == 2, "a version outside the model's range is invalid input: \(unknown.stderrText)")
        // revenuecatui is a versioned model: the error names its range and how to list the versions.
        #expect(unknown.stderrText.contains("'revenuecatui@9.0.0' is outside the modelled range of 'revenuecatui': 4.31.5 … 5.85.0"))
        #expect(unknown.stderrText.contains("next: 'conform adapters --versions revenuecatui' lists the versions"))
    }
}
