import Foundation
import Testing

/// One reading of adapter ids, through the built binary: the variant before the version is refused
/// wherever it is written, naming the one spelling; an unknown family gets the family it nearly
/// names; two spellings of one model version run the same pairs; an upgrade that compares nothing
/// is exit 2, never "nothing differs".
@Suite struct AdapterIdsCLITests {
    static let refusal = "'revenuecatui-swiftui@5.60.0' names the variant before the version; the one spelling is 'revenuecatui@5.60.0-swiftui'"

    @Test(
        "--adapter, diff and init --sdk refuse the variant before the version, naming the one spelling",
        arguments: [
            ["run", "--adapter", "revenuecatui-swiftui@5.60.0"], ["diff", "revenuecatui-swiftui@5.60.0", "revenuecatui@5.61.0-swiftui"],
            ["show", "common/purchase/success", "--adapter", "revenuecatui-swiftui@5.60.0"], ["init", "--sdk", "revenuecatui-swiftui@5.60.0"]
        ])
    func variantFirstRefused(_ args: [String]) throws {
        let box = try Sandbox()
        if args[0] != "init" { try box.write("Specs/.keep", "") }
        let out = try ConformBinary.run(args, in: args[0] == "init" ? box.path : ConformBinary.packageRoot)
        #expect(out.status == 2)
        #expect(out.stdoutText.isEmpty)
        #expect(out.stderrText.contains("conform: error: " + Self.refusal), "\(out.stderrText)")
        #expect(out.stderrText.contains("next: write 'revenuecatui@5.60.0-swiftui'"), "\(out.stderrText)")
        if args[0] == "init" { #expect(try FileManager.default.contentsOfDirectory(atPath: box.path).isEmpty, "init wrote before refusing") }
    }

    @Test("conform.yaml naming the variant before the version is a located diagnostic, as is a version out of range")
    func configRefusal() throws {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - revenuecatui-swiftui@5.60.0\n  - adapty@3.99.0\n")
        try box.write("Specs/.keep", "")
        let out = try ConformBinary.run(["run"], in: box.path)
        #expect(out.status == 2)
        #expect(out.stderrText.contains("conform.yaml:2:5: error: " + Self.refusal), "\(out.stderrText)")
        #expect(out.stderrText.contains("conform.yaml:3:5: error: 'adapty@3.99.0' is outside the modelled range of 'adapty'"), "\(out.stderrText)")
        #expect(!out.stderrText.contains("unknown adapter"), "\(out.stderrText)")
    }

    @Test(
        "an unknown family gets the family it nearly names: --adapter, a chain, upgrade and init",
        arguments: [
            (["run", "--adapter", "qonversion@6.2.0"], "did you mean 'qonversion-nocodes@6.2.0'?"),
            (["diff", "qonversion@6.2.0..qonversion@6.10.0"], "did you mean 'qonversion-nocodes@6.2.0'?"),
            (["upgrade", "--from", "qonversion@6.2.0", "--to", "qonversion-nocodes@6.10.0"], "did you mean 'qonversion-nocodes@6.2.0'?"),
            (["upgrade", "--to", "qonversion@6.10.0"], "did you mean 'qonversion-nocodes@6.10.0'?"),
            (["init", "--sdk", "qonversion@6.10.0"], "did you mean 'qonversion-nocodes@6.10.0'?")
        ])
    func familySuggestion(_ args: [String], _ suggestion: String) throws {
        let box = try Sandbox()
        let out = try ConformBinary.run(args, in: args[0] == "init" ? box.path : ConformBinary.packageRoot)
        #expect(out.status == 2)
        #expect(out.stderrText.contains(suggestion), "\(out.stderrText)")
    }

    @Test("the named SwiftUI model and its version spelt out run the same pairs of the shipped suite")
    func spellingsRunTheSamePairs() throws {
        func pairs(_ id: String) throws -> String {
            let out = try ConformBinary.run(["run", "--adapter", id, "--no-golden", "-q"], in: ConformBinary.packageRoot)
            let summary = out.stdoutText.split(separator: "\n").last.map(String.init) ?? ""
            return String(summary.split(separator: ";").last ?? "")
        }
        let named = try pairs("revenuecatui-swiftui")
        #expect(named.contains("pairs scoped to other adapters"), "\(named)")
        #expect(try pairs("revenuecatui@5.85.0-swiftui") == named)
        #expect(try pairs("adapty@3.12") == pairs("adapty@3.12.0"))
    }

    @Test("an upgrade no spec of the workspace runs on compares nothing: exit 2 with the next step, not 'nothing differs'")
    func upgradeComparingNothing() throws {
        let box = try Sandbox()
        try box.write(
            "Specs/mini.yaml",
            """
            title: a Miniwall-only spec
            scope:
              adapters: [miniwall]
            given:
              products: [premium_monthly]
            steps:
              - present
              - buy: premium_monthly
            expect:
              order: [purchase.started]

            """)
        let out = try ConformBinary.run(["upgrade", "--from", "adapty@3.10.0", "--to", "adapty@3.17.2"], in: box.path)
        #expect(out.status == 2, "\(out.stdoutText)\(out.stderrText)")
        #expect(
            out.stdoutText.contains(
                "0 specs compared: no spec runs on both sides, so nothing was checked (exit 2); scope specs to the SDK ('adapters: [adapty]')"),
            "\(out.stdoutText)")
        #expect(!out.stdoutText.contains("nothing the specs observe differs"))
    }

    @Test("status and accept select an adapter's changes by the model it names, however spelt")
    func pendingBySpelling() throws {
        let box = try Sandbox()
        try box.copy("Specs/adapty/products/retry-only-on-screen-3.12.yaml")
        let run = try ConformBinary.run(["run", "--adapter", "adapty@3.12"], in: box.path)
        #expect(run.status == 1 && run.stdoutText.contains("1 new"), "a new golden is pending review: \(run.stdoutText)")
        for (spelling, changes) in [("adapty@3.12", 1), ("adapty@3.12.0", 1), ("adapty@3.10", 0), ("adapty@3.12.0-swiftui", 0)] {
            let status = try ConformBinary.run(["status", "--adapter", spelling, "--format", "json"], in: box.path)
            #expect(status.status == 0, "\(spelling): \(status.stderrText)")
            let json = try #require(try JSONSerialization.jsonObject(with: status.stdout) as? [String: Any])
            let found = (json["groups"] as? [[String: Any]] ?? []).reduce(0) { $0 + (($1["changes"] as? [Any])?.count ?? 0) }
            #expect(found == changes, "--adapter \(spelling): \(found) changes")
        }
        let accept = try ConformBinary.run(["accept", "--adapter", "adapty@3.12.0"], in: box.path)
        #expect(accept.status == 0, "\(accept.stderrText)")
        #expect(box.files().contains("Golden/adapty@3.12/adapty/products/retry-only-on-screen-3.12.transcript"), "\(box.files())")
    }
}
