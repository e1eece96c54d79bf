import Foundation
import Testing

/// `conform merge` judges obsolete goldens against the checkout it runs in: only when that checkout
/// holds the spec set the shards ran (issue 41, item 7). Merged elsewhere, it says so and judges
/// none, instead of silently comparing the shards' pairs with other specs' goldens.
@Suite struct MergeCheckoutCLITests {
    @Test("shards merged in a checkout whose specs differ: a warning naming both fingerprints, and no golden judged obsolete")
    func otherCheckout() throws {
        let box = try Sandbox()
        #expect(try ConformBinary.run(["init", "--sdk", "miniwall"], in: box.path).status == 0)
        #expect(try ConformBinary.run(["run", "--shard", "1/2", "--json", "s1.json"], in: box.path).status == 0)
        #expect(try ConformBinary.run(["run", "--shard", "2/2", "--json", "s2.json"], in: box.path).status == 0)
        let same = try ConformBinary.run(["merge", "s1.json", "s2.json"], in: box.path)
        #expect(same.status == 0)
        #expect(same.stderrText.isEmpty, "\(same.stderrText)")

        // The checkout moves on: a spec is gone, and its golden would be obsolete for a run here.
        try FileManager.default.removeItem(atPath: box.path + "/Specs/common/close")
        try box.write("Golden/miniwall/common/extra/left.transcript", try box.read("Golden/miniwall/common/purchase/success.transcript"))
        let moved = try ConformBinary.run(["merge", "s1.json", "s2.json"], in: box.path)
        #expect(moved.status == 0, "\(moved.stdoutText)")
        #expect(
            moved.stderrText.hasPrefix("conform: warning: the shards ran another spec set than this checkout holds (fingerprint "),
            "\(moved.stderrText)")
        #expect(moved.stderrText.hasSuffix("): no golden is judged obsolete here; merge in a checkout of the commit the shards ran\n"))
        #expect(!moved.stdoutText.contains("obsolete"), "\(moved.stdoutText)")
    }
}
