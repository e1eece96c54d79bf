import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// Specs of what an older release did, run at that release (Tests/Fixtures/versioned-specs/): a
/// spec scoped to one old version runs on no adapter of the shipped workspace, so it lives here,
/// where a test runs it where it is true and where it is not.
@Suite struct SuperwallVersionedSpecTests {
    static let root = AdaptyFactTableTests.root + "/Tests/Fixtures/versioned-specs"

    /// The verdict of the fixture spec `path` on `superwall@<version>`, the scope set aside.
    static func verdict(_ path: String, at version: String) throws -> Verdict {
        let loaded = try SuiteLoader(root: root).load(paths: [root + "/" + path], jobs: 1)
        var spec = try #require(loaded.specs.first, "\(loaded.invalid)")
        spec.scope.adapters = []
        let id = "superwall@\(version)"
        let member = try SuperwallFamily().member(id)
        let adapter = SuperwallFamily().adapter(member, id: id)
        return try #require(Runner(Runner.Options(jobs: 1)).run([spec], on: [adapter]).first).verdict
    }

    @Test("before 4.12.6 a purchase dismisses whatever shouldDismiss says (97d133a0 adds the flag): true at 4.12.5, false at 4.12.6")
    func shouldDismissFlag() throws {
        #expect(try Self.verdict("superwall/should-dismiss-before-4-12-6.yaml", at: "4.12.5") == .pass)
        #expect(try Self.verdict("superwall/should-dismiss-before-4-12-6.yaml", at: "4.12.6") == .fail)
    }
}
