import ConformAdapters
import ConformKit
import Foundation

/// `conform init --sdk ID` (or `--external -- CMD…`): a workspace for one SDK in the current
/// folder, never overwriting, with its first goldens recorded so the next run is green.
enum InitCommand {
    static let declaration = CommandDeclaration(
        name: "init",
        summary: "start a workspace here: conform.yaml, the common contract, a CI workflow",
        description: [
            """
            Writes a workspace for one SDK into the current folder: conform.yaml naming the adapter, \
            Specs/common (the cross-SDK contract, as this version of conform ships it), Specs/app with one \
            commented spec of the app's own that lists the handlers the SDK lets an app implement, \
            .github/workflows/conform.yml (sharded, with a merge job that refuses a missing shard) and \
            .gitignore. It never overwrites: conform.yaml, a starter spec, or the adapter's goldens or divergence \
            list already there is refused, and an existing .gitignore or workflow is kept. It writes only in \
            this folder (a Specs, .github, Golden or Divergences linked elsewhere is refused) and writes all \
            of it or nothing.
            """,
            """
            With --sdk it then runs the starter suite once: the common specs the SDK's model is known to \
            fail go to Divergences/<adapter>.yaml with their reasons (as expected failures, so a fix shows \
            up as an unexpected pass), and the goldens are recorded, so the next 'conform run' is green. \
            With --external the adapter's command is written to conform.yaml and nothing runs: check it \
            with 'conform adapter-check' first.
            """
        ],
        arguments: [.optional("CMD", repeating: true, help: "with --external: the adapter's command and its arguments")],
        options: [sdk, external, name],
        optionPlacement: .beforeArguments,
        examples: [
            "conform init --sdk adapty@3.17.2",
            "conform init --external --name acme -- python3 adapters/acme.py"
        ],
        notes: [
            "What was written, and what to do next, goes to stdout; notes and errors to stderr."
        ],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "the workspace was written (and, with --sdk, its goldens recorded)"),
            ExitCodeDeclaration(
                code: ExitStatus.invalidInput, meaning: "invalid input: an unknown SDK, a file already there, a place or name refused"),
            ExitCodeDeclaration(code: ExitStatus.infrastructure, meaning: "a file could not be written, or the first run failed; nothing is left")
        ],
        usesWorkspace: false)

    static let sdk = Option<String?>(
        "--sdk", "ID", help: "a built-in model: adapty@3.17.2, revenuecatui@5.85.0, superwall, miniwall, … ('conform adapters')")
    static let external = Flag("--external", help: "an external adapter: its command follows ('--external -- python3 my_adapter.py')")
    static let name = Option<String?>("--name", "NAME", help: "with --external: the adapter's name, a-z 0-9 . _ - @ (default: app-sdk)")

    /// The `conform upgrade` that walks `adapter`'s SDK to a newer version: from its family, version
    /// and variant (`revenuecatui@5.85.0-swiftui` for `revenuecatui-swiftui`), to the same variant;
    /// nil for an SDK with no versioned model (AppDNA, Miniwall), which has no chain to walk.
    static func upgradeCommand(of adapter: any Adapter) -> String? {
        guard let (family, variant) = BuiltinAdapters.families.model(ofAdapter: adapter.id),
            let version = SDKVersion(adapter.info.sdkVersion)
        else { return nil }
        let from = FamilyMember(family: family.name, version: version, variant: variant).id
        return "conform upgrade --from \(from) --to \(family.name)@<new>\(variant.map { "-\($0)" } ?? "")"
    }

    static func main(_ a: Arguments) throws -> Int32 {
        let choice = try adapterChoice(a)
        let invocation = "conform init " + (try a[sdk].map { "--sdk \($0)" } ?? "--external")
        if OutputFile.exists("conform.yaml") {
            throw ConformError.input(
                "this folder is a workspace already: conform.yaml exists, and 'conform init' never overwrites",
                next: "run 'conform run' here, or start the new workspace in an empty folder")
        }
        let config = StarterWorkspace.config(choice, invocation: invocation)
        try StarterChecks.checkReadsBack(config, as: choice)
        var files: [(path: String, text: String)] = [("conform.yaml", config)]
        files += StarterFiles.commonSpecs
        files.append(("Specs/app/purchase.yaml", StarterWorkspace.appSpec(choice)))
        // Fitted to a built-in SDK, so 'conform check --strict' is clean on what init writes.
        var leftOut: [(path: String, reason: String)] = []
        if case .builtin(let adapter) = choice {
            let fitted = StarterTailoring.fit(files, to: adapter)
            (files, leftOut) = (fitted.files, fitted.leftOut)
        }
        let commonCount = files.filter { $0.path.hasPrefix("Specs/common/") }.count
        var kept: [String] = []
        for (path, text) in [
            (".github/workflows/conform.yml", StarterWorkflow.text(externalAdapter: a[external])), (".gitignore", StarterWorkspace.gitignore)
        ] {
            if OutputFile.exists(path) { kept.append(path) } else { files.append((path, text)) }
        }
        // What the first run writes: the divergence list and the goldens of the one adapter.
        let runWrites = if case .builtin(let adapter) = choice { ["Divergences/\(adapter.id).yaml", "Golden/\(adapter.id)"] } else { [String]() }
        try StarterChecks.checkPlaces(writing: files.map(\.path), runWrites: runWrites)

        let transaction = StarterTransaction()
        var baseline: (divergences: [String], goldens: Int)?
        do {
            for file in files { try transaction.write(file.text, to: file.path) }
            if case .builtin(let adapter) = choice {
                transaction.willFill("Golden/\(adapter.id)")
                baseline = try recordBaseline(adapter, into: transaction)
            }
        } catch {
            transaction.rollBack()
            throw error
        }

        var rows: [(String, String)] = [
            ("conform.yaml", "the adapter"),
            (
                "Specs/common/",
                "\(FailureText.count(commonCount, "spec")): the cross-SDK contract "
                    + (leftOut.isEmpty ? "every adapter runs" : "as \(choice.id) runs it (\(leftOut.count) more it never runs left out)")
            ),
            ("Specs/app/purchase.yaml", "your app's own claim: edit it, add more beside it")
        ]
        if !kept.contains(".github/workflows/conform.yml") {
            rows.append((".github/workflows/conform.yml", "CI: three shards and a merge job that refuses a missing shard"))
        }
        if !kept.contains(".gitignore") { rows.append((".gitignore", "pending goldens and reports stay out of commits")) }
        for path in kept { Terminal.err("conform: note: kept your '\(path)'; see docs/ci.md for what conform's would hold\n") }

        guard case .builtin(let adapter) = choice else {
            var out = table("conform: started a workspace for \(choice.id):", rows)
            out += "next:\n"
            out += "  conform adapter-check \(a.positional.joined(separator: " "))   the adapter speaks conform/1\n"
            out += "  conform run --update                                the first goldens, to review and commit\n"
            Terminal.out(out)
            return ExitStatus.success
        }
        let (divergences, goldens) = baseline ?? ([], 0)
        if !divergences.isEmpty {
            rows.append(
                (
                    "Divergences/\(adapter.id).yaml",
                    "\(FailureText.count(divergences.count, "common spec")) the \(adapter.info.sdk) model fails, with the reason: \(divergences.joined(separator: ", "))"
                ))
        }
        rows.append(("Golden/\(adapter.id)/", "\(FailureText.count(goldens, "golden")) recorded: the transcripts every later run is compared with"))
        var out = table("conform: started a workspace for \(adapter.id) (\(adapter.info.sdk) \(adapter.info.sdkVersion)):", rows)
        out += "next:\n"
        out += "  conform run                 green now; red when the SDK's callbacks change\n"
        out += "  git add . && git commit     the goldens are part of the contract\n"
        if let upgrade = Self.upgradeCommand(of: adapter) {
            out += "  \(upgrade)   before an SDK bump\n"
        }
        Terminal.out(out)
        return ExitStatus.success
    }

    /// The adapter the command line names, checked.
    static func adapterChoice(_ a: Arguments) throws -> StarterWorkspace.AdapterChoice {
        if a[external] {
            guard try a[sdk] == nil else {
                throw ConformError.input("'--sdk' and '--external' both name the adapter", next: "give one of them")
            }
            guard !a.positional.isEmpty else {
                throw ConformError.input(
                    "'--external' needs the adapter's command after it", next: "for example: conform init --external -- python3 adapters/acme.py")
            }
            let name = try a[Self.name] ?? "app-sdk"
            try StarterChecks.checkExternalName(name)
            try StarterChecks.checkCommand(a.positional)
            return .external(name: name, command: a.positional)
        }
        guard let id = try a[sdk] else {
            throw ConformError.input(
                "'conform init' needs the SDK the workspace checks",
                next: "for example: conform init --sdk adapty@3.17.2 (the models: 'conform adapters'), or --external -- CMD for your own adapter")
        }
        if !a.positional.isEmpty {
            throw ConformError.input(
                "unexpected '\(VisibleText.escaped(a.positional[0]))': a command follows only '--external'", next: "conform init --sdk \(id)")
        }
        if let named = try a[Self.name] {
            throw ConformError.input(
                "'--name \(VisibleText.escaped(named))' names an external adapter; a built-in model keeps its own id",
                next: "leave '--name' out: conform init --sdk \(id)")
        }
        // The reading conform.yaml and every command use: a named model, else a family's version.
        if let named = BuiltinAdapters.all.first(where: { $0.id == id }) { return .builtin(named) }
        let names = AdapterNames(BuiltinAdapters.families)
        if let (family, member) = try names.member(id) { return .builtin(family.adapter(member, id: member.id)) }
        var next = "run 'conform adapters' for the built-in models; a versioned family takes any version it models (adapty@3.9.2)"
        if let near = names.suggestion(for: id) ?? Suggestion.nearest(to: id, among: BuiltinAdapters.all.map(\.id)) {
            next = "did you mean '\(near)'? " + next
        }
        throw ConformError.input("no built-in model of '\(id)'", next: next)
    }

    /// Runs the starter suite: the common specs the model fails become known divergences with their
    /// reasons, then every golden is recorded. Returns the divergent spec ids and the goldens written.
    static func recordBaseline(_ adapter: any Adapter, into transaction: StarterTransaction) throws -> (divergences: [String], goldens: Int) {
        func run(golden: Suite.GoldenMode, update: Bool) throws -> RunReport {
            try SuiteExecution.execute(
                Suite.Request(
                    adapterIDs: [adapter.id], jobs: ProcessInfo.processInfo.activeProcessorCount,
                    golden: golden, update: update))
        }
        let first = try run(golden: .ignore, update: false)
        // A spec file of the user's beside the starter specs that does not read stops init (its
        // problems were printed); what init wrote is taken back.
        if !first.invalid.isEmpty {
            let files = first.invalid.map { "'\(VisibleText.escaped($0.file))'" }.joined(separator: ", ")
            throw ConformError.input(
                "the folder holds spec files init did not write that are invalid: \(files)",
                next: "fix or move \(first.invalid.count == 1 ? "it" : "them"), then run 'conform init' again; nothing was written")
        }
        let failing = first.pairs.filter { $0.verdict == .fail }
        if !failing.isEmpty {
            var text = "# Specs \(adapter.id) (\(adapter.info.sdk) \(adapter.info.sdkVersion)) is known to fail, each with the reason.\n"
            text += "# Written by 'conform init' from the model; an entry whose spec starts to pass is an unexpected pass (red).\n"
            for pair in failing {
                let reason = shippedReason(spec: pair.specID, adapter: adapter.id) ?? "the \(adapter.info.sdk) model: \(FailureText.summary(pair))"
                text += "\(pair.specID): '\(reason.replacingOccurrences(of: "'", with: "''"))'\n"
            }
            try transaction.write(text, to: "Divergences/\(adapter.id).yaml")
        }
        let recorded = try run(golden: .compare(pendingDirectory: nil, write: true), update: true)
        guard recorded.exitCode == ExitStatus.success else {
            throw ConformError.infrastructure(
                "the first run of the starter suite on \(adapter.id) did not come out green (exit \(recorded.exitCode))",
                next: "run 'conform run' to see why, and report it: the starter suite should pass on every built-in model")
        }
        return (failing.map(\.specID), recorded.pairs.filter(\.goldenUpdated).count)
    }

    /// The reason a shipped divergence list gives for `spec` on the adapter `id` models: the list of
    /// that very model first (`adapty@3` for `adapty@3.17.2`), then of its variant at other versions,
    /// then of its family, each list's name read as an adapter id is (`AdapterNames`).
    static func shippedReason(spec: String, adapter id: String) -> String? {
        let names = AdapterNames(BuiltinAdapters.families)
        let model = names.name(of: id)
        let lists = StarterFiles.divergences.map { file -> (adapter: String, text: String, rank: Int?) in
            let adapter = String(file.path.dropFirst("Divergences/".count).dropLast(".yaml".count))
            let name = names.name(of: adapter)
            let rank: Int? =
                if AdapterSelector.adapter(name).selects(model) { 0 } else if name.family == model.family && name.variant == model.variant {
                    1
                } else if name.family == model.family { 2 } else { nil }
            return (adapter, file.text, rank)
        }
        let ranked = lists.filter { $0.rank == 0 } + lists.filter { $0.rank == 1 } + lists.filter { $0.rank == 2 }
        for list in ranked {
            let entries = DivergenceFile.parse(list.text, file: "Divergences/\(list.adapter).yaml", adapter: list.adapter).entries
            if let entry = entries.first(where: { $0.spec == spec }) { return entry.reason }
        }
        return nil
    }

    /// `title`, then each row's path and what it holds, in two columns.
    static func table(_ title: String, _ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return title + "\n" + rows.map { "  " + $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 + "\n" }.joined()
    }
}
