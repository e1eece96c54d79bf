import Foundation
import Testing

/// A capability an option's value grants, through the built binary: Superwall reports a StoreKit
/// timeout only with `storekit_version: '1'`, so a `timeout` answer without it is not applicable —
/// with the value to set — rather than an adapter error.
@Suite struct OptionGrantCLITests {
    static func workspace() throws -> Sandbox {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - superwall\n  - revenuecatui\n")
        let world = "given:\n  products: [premium_monthly]\n  store: {premium_monthly: timeout}\n"
        let rest = "steps:\n  - present\n  - buy: premium_monthly\nexpect:\n  order: [purchase.started premium_monthly]\n"
        try box.write("Specs/sk2.yaml", "title: sk2\n" + world + rest)
        try box.write("Specs/sk1.yaml", "title: sk1\n" + world + "  options: {storekit_version: '1'}\n" + rest)
        return box
    }

    @Test("a timeout on StoreKit 2 is not applicable on superwall, naming the option value that gives store-timeout; on StoreKit 1 it runs")
    func timeout() throws {
        let box = try Self.workspace()
        let run = try ConformBinary.run(["run", "--no-golden", "--adapter", "superwall", "-v"], in: box.path, environment: ["NO_COLOR": "1"])
        #expect(run.status == 0, "\(run.stderrText)")
        #expect(run.stdoutText.contains("N/A"), "\(run.stdoutText)")
        #expect(
            run.stdoutText.contains(
                "the adapter lacks capability 'store-timeout' for 'given.store.premium_monthly' (option 'storekit_version: 1' gives it)"),
            "\(run.stdoutText)")
        #expect(run.stdoutText.hasSuffix("2 specs × 1 adapter: 1 passed, 1 not applicable\n"), "\(run.stdoutText)")
        #expect(!run.stdoutText.contains("ERROR") && !run.stderrText.contains("unsupported"), "no adapter error: \(run.stderrText)")
        let adapters = try ConformBinary.run(["adapters", "superwall"], in: box.path)
        #expect(adapters.stdoutText.contains("storekit_version: 1 | 2  — SuperwallOptions.storeKitVersion"), "\(adapters.stdoutText)")
        #expect(adapters.stdoutText.contains("; '1' gives store-timeout\n"), "\(adapters.stdoutText)")
    }
}
