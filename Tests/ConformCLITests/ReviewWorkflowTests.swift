import ConformKit
import Foundation
import Testing

/// The golden review workflow end to end: status, review, accept, reject.
@Suite(.serialized) struct ReviewWorkflowTests {
    /// A sandbox with the Miniwall suite whose goldens spell onPurchase's native form differently,
    /// as if the model had changed one callback across many specs; the run leaves pending files.
    func changedSuite() throws -> (Sandbox, changed: Int) {
        let box = try Sandbox()
        try box.copy("Specs/miniwall")
        try box.copy("Golden/miniwall/miniwall")
        var changed = 0
        for file in box.files() where file.hasPrefix("Golden/miniwall/miniwall/") && file.hasSuffix(".transcript") {
            let text = try box.read(file)
            let edited = text.replacingOccurrences(of: "onPurchase(_:)", with: "onPurchase(request:)")
            if edited != text {
                try box.write(file, edited)
                changed += 1
            }
        }
        let run = try ConformBinary.run(["run", "Specs/"], in: box.path)
        #expect(run.status == 1)
        return (box, changed)
    }

    @Test("one callback changed across many specs is one group, and one keypress accepts it")
    func oneGroupOneKey() throws {
        let (box, changed) = try changedSuite()
        #expect(changed >= 5)
        let status = try ConformBinary.run(["status", "--format", "json"], in: box.path)
        #expect(status.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: status.stdout) as? [String: Any])
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.count == 1)
        #expect((groups.first?["changes"] as? [Any])?.count == changed)
        #expect((groups.first?["signature"] as? [String]) == ["~ native 'onPurchase(request' → 'onPurchase(_'"])

        let review = try ConformBinary.run(["review"], in: box.path, input: "a\n")
        #expect(review.status == 0)
        #expect(review.stdoutText.contains("accepted \(changed), rejected 0, left 0 pending"))
        let again = try ConformBinary.run(["run", "Specs/"], in: box.path)
        #expect(again.status == 0, "\(again.stdoutText)")
        #expect(!box.files().contains { $0.hasSuffix(".new") })
    }

    @Test("review shows every new golden of a group whole before it asks to accept them all (issue 37: it showed one of three)")
    func newGoldensShownWhole() throws {
        let box = try Sandbox()
        try box.copy("Specs/miniwall/purchase")
        let run = try ConformBinary.run(["run", "Specs/"], in: box.path)
        #expect(run.status == 1, "\(run.stdoutText)")
        let pending = box.files().filter { $0.hasSuffix(".transcript.new") }
        #expect(pending.count >= 3, "\(pending)")
        let review = try ConformBinary.run(["review"], in: box.path, input: "s\n")
        #expect(review.status == 0, "\(review.stderrText)")
        let out = review.stdoutText
        for file in pending {
            let golden = String(file.dropLast(".new".count))
            #expect(out.contains("no golden yet: \(golden) would be added with this run's transcript"), "\(golden) was not shown:\n\(out)")
        }
        #expect(out.contains("accept all \(pending.count) (each shown above)?") || pending.count == 1, "\(out)")
        #expect(out.contains("accepted 0, rejected 0, left \(pending.count) pending"))
    }

    @Test("reject with a filter deletes only the matching pending files and leaves goldens alone")
    func rejectFiltered() throws {
        let (box, changed) = try changedSuite()
        let golden = "Golden/miniwall/miniwall/purchase/order.transcript"
        let before = try box.read(golden)
        let reject = try ConformBinary.run(["reject", "miniwall/purchase/order"], in: box.path)
        #expect(reject.status == 0)
        #expect(reject.stdoutText.contains("rejected 1 pending change"))
        #expect(try box.read(golden) == before)
        #expect(!box.exists(golden + ".new"))
        #expect(box.files().filter { $0.hasSuffix(".new") }.count == changed - 1)
    }

    @Test("accept by group number makes the pending files the goldens")
    func acceptGroup() throws {
        let (box, _) = try changedSuite()
        let accept = try ConformBinary.run(["accept", "--group", "1"], in: box.path)
        #expect(accept.status == 0, "\(accept.stderrText)")
        #expect(try ConformBinary.run(["run", "Specs/"], in: box.path).status == 0)
        let bad = try ConformBinary.run(["accept", "--group", "7"], in: box.path)
        #expect(bad.status == 2)
        #expect(bad.stderrText.contains("there is no group '7'"))
    }
}
