import ConformAdapters
import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// `conform init` in an empty folder, as a new app team meets it: the workspace it writes, a first
/// `conform run` that is green and turns red on a regression, and the files it never overwrites.
@Suite struct InitCLITests {
    @Test("init --sdk adapty@3.17.2 in an empty folder writes the workspace and records its goldens; the next run is green, a regression red")
    func adaptyWorkspace() throws {
        let box = try Sandbox()
        let out = try ConformBinary.run(["init", "--sdk", "adapty@3.17.2"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stdoutText.hasPrefix("conform: started a workspace for adapty@3.17.2 (Adapty iOS 3.17.2):\n  conform.yaml "))
        // The common specs Adapty's model never runs (an auto-dismiss after a purchase or restore, a reported load failure) are left out.
        #expect(
            out.stdoutText.contains(
                "  Specs/common/                   13 specs: the cross-SDK contract as adapty@3.17.2 runs it (3 more it never runs left out)\n"),
            "\(out.stdoutText)")
        #expect(out.stdoutText.contains("  .github/workflows/conform.yml   CI: three shards and a merge job that refuses a missing shard\n"))
        #expect(
            out.stdoutText.contains(
                "Divergences/adapty@3.17.2.yaml  2 common specs the Adapty iOS model fails, with the reason: common/close/close-button, common/links/https\n"
            ))
        #expect(out.stdoutText.contains(" goldens recorded: the transcripts every later run is compared with\n"))
        #expect(out.stdoutText.hasSuffix("  conform upgrade --from adapty@3.17.2 --to adapty@<new>   before an SDK bump\n"))
        for file in [
            "conform.yaml", "Specs/app/purchase.yaml", "Specs/common/purchase/success.yaml", ".github/workflows/conform.yml", ".gitignore",
            "Golden/adapty@3.17.2/app/purchase.transcript", "Golden/adapty@3.17.2/common/purchase/success.transcript"
        ] {
            #expect(box.exists(file), "\(file) was written")
        }
        // The reason comes from the shipped list of the same SDK, not a made-up one.
        #expect(try box.read("Divergences/adapty@3.17.2.yaml").contains("common/close/close-button: 'the Adapty page makes closing the app''s job"))
        #expect(try box.read("conform.yaml").contains("adapters:\n  - adapty@3.17.2\n"))
        // A failing spec's pending marker is ignored too, so the `git add .` init suggests never commits one (docs/cli.md).
        #expect(try box.read(".gitignore").contains("*.transcript.new\n*.transcript.new.failing\n"))
        #expect(try box.read("Specs/app/purchase.yaml").contains("#   didFinishPurchase: paywallController(_:didFinishPurchase:purchaseResult:)"))

        let run = try ConformBinary.run(["run"], in: box.path)
        #expect(run.status == 0, "\(run.stdoutText)\(run.stderrText)")
        #expect(run.stdoutText.contains("14 specs × 1 adapter: "), "\(run.stdoutText)")
        #expect(run.stdoutText.contains("2 expected failures"))

        let golden = "Golden/adapty@3.17.2/common/purchase/success.transcript"
        // Another SDK version that tells the same story is no change: the golden's sdk line alone differs.
        let recorded = try box.read(golden)
        try box.write(golden, recorded.replacingOccurrences(of: "sdk: Adapty iOS 3.17.2", with: "sdk: Adapty iOS 3.17.1"))
        #expect(try ConformBinary.run(["run"], in: box.path).status == 0)
        try box.write(golden, recorded)
        try box.write(golden, try box.read(golden).replacingOccurrences(of: "premium_monthly", with: "premium_annual"))
        let broken = try ConformBinary.run(["run"], in: box.path)
        #expect(broken.status == 1)
        #expect(broken.stdoutText.contains("CHANGED      adapty@3.17.2  common/purchase/success"))
    }

    @Test("the workflow init writes and the shipped one run every job in the same Swift image, pinned by digest")
    func containerPinned() throws {
        let box = try Sandbox()
        #expect(try ConformBinary.run(["init", "--external", "--", "python3", "adapter.py"], in: box.path).status == 0)
        let pattern = /container: (swift:[0-9.]+-[a-z]+@sha256:[0-9a-f]{64})\n/
        let written = try box.read(".github/workflows/conform.yml").matches(of: pattern).map { String($0.1) }
        let shipped = try String(contentsOfFile: ConformBinary.packageRoot + "/ci/github/conform.yml", encoding: .utf8)
            .matches(of: pattern).map { String($0.1) }
        #expect(written.count == 3 && shipped.count == 3, "every job names a pinned image")
        #expect(Set(written + shipped).count == 1, "one image: \(Set(written + shipped))")
        #expect(!(try box.read(".github/workflows/conform.yml")).contains("container: swift:6.0\n"))
    }

    @Test("init never overwrites: a workspace already there is exit 2 with nothing touched; an existing .gitignore is kept with a note")
    func neverOverwrites() throws {
        let box = try Sandbox()
        try box.write(".gitignore", "mine\n")
        let first = try ConformBinary.run(["init", "--sdk", "miniwall"], in: box.path)
        #expect(first.status == 0)
        #expect(first.stderrText.contains("conform: note: kept your '.gitignore'"))
        #expect(!first.stdoutText.contains(".gitignore "))
        #expect(try box.read(".gitignore") == "mine\n")
        let config = try box.read("conform.yaml")
        let again = try ConformBinary.run(["init", "--sdk", "appdna"], in: box.path)
        #expect(again.status == 2)
        #expect(
            again.stderrText == "conform: error: this folder is a workspace already: conform.yaml exists, and 'conform init' never overwrites\n"
                + "  next: run 'conform run' here, or start the new workspace in an empty folder\n")
        #expect(try box.read("conform.yaml") == config)

        let specs = try Sandbox()
        try specs.write("Specs/common/purchase/success.yaml", "title: mine\n")
        let clash = try ConformBinary.run(["init", "--sdk", "miniwall"], in: specs.path)
        #expect(clash.status == 2)
        #expect(clash.stderrText.contains("'conform init' never overwrites, and this file exists: Specs/common/purchase/success.yaml"))
        #expect(!specs.exists("conform.yaml"))
    }

    @Test("an unknown SDK, no SDK, or both --sdk and --external is exit 2 with the next step, and nothing is written")
    func refusals() throws {
        let box = try Sandbox()
        let unknown = try ConformBinary.run(["init", "--sdk", "miniwal"], in: box.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderrText.hasPrefix("conform: error: no built-in model of 'miniwal'\n  next: did you mean 'miniwall'?"))
        let none = try ConformBinary.run(["init"], in: box.path)
        #expect(none.status == 2)
        #expect(none.stderrText.contains("'conform init' needs the SDK the workspace checks"))
        let both = try ConformBinary.run(["init", "--sdk", "miniwall", "--external", "--", "python3", "a.py"], in: box.path)
        #expect(both.status == 2)
        #expect(both.stderrText.contains("'--sdk' and '--external' both name the adapter"))
        #expect(box.files().isEmpty)
    }

    @Test("init --external writes the adapter's command and its next steps, and runs nothing")
    func externalAdapter() throws {
        let box = try Sandbox()
        let out = try ConformBinary.run(["init", "--external", "--name", "acme", "--", "python3", "adapters/acme.py"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(try box.read("conform.yaml").contains("  - name: acme\n    command: ['python3', 'adapters/acme.py']\n"))
        #expect(out.stdoutText.contains("next:\n  conform adapter-check python3 adapters/acme.py"))
        #expect(!box.exists("Golden"))
        #expect(try box.read(".github/workflows/conform.yml").contains("# Your external adapter's runtime"))
    }

    @Test("init --sdk revenuecatui-android@<version> starts a green workspace for that Android release, its divergences read from the model")
    func androidVersion() throws {
        let box = try Sandbox()
        let out = try ConformBinary.run(["init", "--sdk", "revenuecatui-android@7.2.1"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stdoutText.contains("started a workspace for revenuecatui-android@7.2.1 (RevenueCatUI Android 7.2.1)"), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("conform upgrade --from revenuecatui-android@7.2.1 --to revenuecatui-android@<new>"))
        // 7.2.1 has no onPurchaseCancelled (7.3.1) and no onUrlOpened (10.16.0): their common specs are its divergences.
        let divergences = try box.read("Divergences/revenuecatui-android@7.2.1.yaml")
        for spec in ["common/purchase/cancel", "common/links/https", "common/purchase/pending", "common/errors/load-failure-reported"] {
            #expect(divergences.contains(spec + ": "), "\(spec): \(divergences)")
        }
        let run = try ConformBinary.run(["run", "-q"], in: box.path)
        #expect(run.status == 0 && run.stdoutText.contains("4 expected failures"), "\(run.stdoutText)\(run.stderrText)")
        let other = try Sandbox()
        let old = try ConformBinary.run(["init", "--sdk", "revenuecatui-android@7.0.0"], in: other.path)
        #expect(old.status == 2 && old.stderrText.contains("7.1.0"), "a version before the module is refused naming the range: \(old.stderrText)")
    }

    @Test("the starter suite is green after init on every built-in model, and clean under check --strict")
    func everyModel() throws {
        for id in BuiltinAdapters.all.map(\.id) {
            let box = try Sandbox()
            let out = try ConformBinary.run(["init", "--sdk", id], in: box.path)
            #expect(out.status == 0, "\(id): \(out.stderrText)")
            let run = try ConformBinary.run(["run", "-q"], in: box.path)
            #expect(run.status == 0, "\(id): \(run.stdoutText)\(run.stderrText)")
            #expect(!run.stdoutText.contains("not applicable"), "init writes no spec the SDK never runs: \(id): \(run.stdoutText)")
            // A team that adds --strict to CI, as the README suggests, is green on day one (issue 37 item 4).
            let strict = try ConformBinary.run(["check", "--strict"], in: box.path)
            #expect(
                strict.status == 0 && strict.stdoutText.contains("; 0 that can never fail (--strict)") && strict.stderrText.isEmpty,
                "\(id): \(strict.stdoutText)\(strict.stderrText)")
            // The upgrade init suggests works when pasted (issue 37 item 6), and an SDK with no
            // versioned model is offered none.
            let line = out.stdoutText.split(separator: "\n").first { $0.contains("conform upgrade --from") }
            let versioned = BuiltinAdapters.families.contains { family in BuiltinAdapters.all.first { $0.id == id }?.info.sdk == family.sdk }
            #expect((line != nil) == versioned, "\(id): \(out.stdoutText)")
            if let line, let family = BuiltinAdapters.families.first(where: { line.contains("--to \($0.name)@<new>") }), let newest = family.newest {
                let words = line.split(separator: " ").map(String.init)
                let args = Array(words.dropFirst().prefix(5)).map { $0.replacingOccurrences(of: "<new>", with: newest.description) }
                let upgrade = try ConformBinary.run(args, in: box.path)
                #expect(upgrade.status == 0 || upgrade.status == 1, "\(id): conform \(args.joined(separator: " ")): \(upgrade.stderrText)")
            }
        }
    }

    /// Adapty's starter example, copied into another SDK's workspace: a handler RevenueCatUI has not.
    static let copiedSpec = """
        title: copied from Adapty's starter
        given:
          products: [monthly]
          store:
            monthly: purchased
          handlers:
            didFinishPurchase: absent
        steps:
          - present
          - buy: monthly
        expect:
          order: [purchase.completed monthly]

        """

    @Test("a spec copied from another SDK's workspace is an invalid spec in check and run, naming who has the handler; scoped to that SDK it is not")
    func copiedAcrossSDKs() throws {
        let box = try Sandbox()
        #expect(try ConformBinary.run(["init", "--sdk", "revenuecatui@5.60.0"], in: box.path).status == 0)
        try box.write("Specs/app/copied.yaml", Self.copiedSpec)
        let check = try ConformBinary.run(["check"], in: box.path)
        #expect(check.status == 2, "\(check.stdoutText)")
        #expect(
            check.stderrText.contains("Specs/app/copied.yaml:7:5: error: no adapter this workspace runs has a host handler 'didFinishPurchase'"),
            "\(check.stderrText)")
        #expect(
            check.stderrText.contains(
                "have it; the workspace runs 'revenuecatui@5.60.0' (conform.yaml's adapters:), so the spec would apply nowhere"),
            "\(check.stderrText)")
        #expect(
            check.stderrText.contains("next: use what the workspace's adapters have ('conform adapters -v revenuecatui@5.60.0' lists it)"),
            "\(check.stderrText)")
        let run = try ConformBinary.run(["run", "-q"], in: box.path)
        #expect(run.status == 2 && run.stdoutText.contains("1 invalid spec file"), "\(run.stdoutText)")
        // Scoped to Adapty, the spec says whom it is for: valid, and --strict says it runs nowhere.
        try box.write("Specs/app/copied.yaml", "scope:\n  adapters: [adapty]\n" + Self.copiedSpec)
        #expect(try ConformBinary.run(["check"], in: box.path).status == 0)
        let strict = try ConformBinary.run(["check", "--strict"], in: box.path)
        #expect(
            strict.status == 1
                && strict.stderrText.contains(
                    "Specs/app/copied.yaml:1:1: warning: no adapter of this workspace runs the spec: its scope names 'adapty'"),
            "\(strict.stdoutText)\(strict.stderrText)")
    }

    @Test(
        "the starter spec's example is the chosen SDK's own handler and option, never another SDK's",
        arguments: [
            ("qonversion-nocodes@6.10.0", "#     noCodesFailedToLoadScreen: absent", "#   on_purchase_success: none | close"),
            ("adapty@3.17.2", "#     didFinishPurchase: absent      # the SDK's default runs (", "#     observer_mode: true"),
            ("appdna", "#     onPaywallRestoreCompleted: absent", "#   post_purchase: none | next_step | deep_link <url>"),
            ("adapty-android@3.6.0", "#     onActionPerformed: absent      # the SDK's default runs (", "#     observer_mode: true")
        ])
    func starterExample(_ sdk: String, _ handler: String, _ option: String) throws {
        let box = try Sandbox()
        #expect(try ConformBinary.run(["init", "--sdk", sdk], in: box.path).status == 0)
        let spec = try box.read("Specs/app/purchase.yaml")
        #expect(spec.contains(handler), "\(spec)")
        #expect(spec.contains(option), "\(spec)")
        if !sdk.hasPrefix("adapty@") { #expect(!spec.contains("didFinishPurchase"), "Adapty iOS's handler in a \(sdk) workspace: \(spec)") }
    }

    @Test("the contract conform init writes is the repository's Specs/common and Divergences/, byte for byte")
    func embeddedFilesAreCurrent() throws {
        let check = try Subprocess.run(
            "/usr/bin/env", ["python3", ConformBinary.packageRoot + "/ci/embed-starter.py", "--check"],
            directory: ConformBinary.packageRoot, environment: ProcessInfo.processInfo.environment)
        #expect(check.status == 0, "\(check.stderrText)")
    }
}
