import ConformKit
import Foundation

/// `conform status | accept | reject`: the pending golden changes, grouped by the change itself, and
/// the decisions on them without a terminal. `conform review` walks the same groups interactively.
enum PendingCommands {
    /// The selection `status`, `accept`, `reject` and `review` share: which pending changes.
    static let selectionArguments: [ArgumentDeclaration] = [
        .optional("SPEC-GLOB", repeating: true, help: "only specs whose id matches (e.g. 'miniwall/purchase/*')")
    ]

    /// The selection options `accept`, `reject` and `review` share: they consume the pending
    /// files, so a `--pending-dir` outside the workspace needs `--allow-outside`.
    static let selectionOptions: [any OptionKey] = [adapter, group, pendingDirectory.writing(.folder), Common.allowOutside]

    static let adapter = Common.adapter("only adapter A")
    static let group = Option<String?>("--group", "N", help: "only group N, as 'conform status' numbers them")
    /// `--pending-dir DIR`, as the selection commands take it.
    static let pendingDirectory = Option<String?>("--pending-dir", "DIR", help: "where 'conform run --pending-dir' left the pending files")
        .reading(.folder)
    /// `--format json`, which only `status` takes.
    static let format = Option<ReportFormat?>(
        "--format", "FORMAT", choices: [ReportFormat.json], help: "print the groups as JSON (schema conform-pending/1), for tools")

    static let statusDeclaration = CommandDeclaration(
        name: "status",
        summary: "list pending golden changes, grouped by the change itself",
        description: [
            """
            Lists the pending golden changes ('.transcript.new' files a run left), grouped by the change \
            itself: identical changes across specs and adapters are one group, largest first, numbered.
            """
        ],
        arguments: selectionArguments,
        options: [adapter, group, pendingDirectory, Common.allowOutside, format],  // status only reads the pending files: no .writing()
        exitCodes: ExitCodeDeclaration.listing("the pending changes were listed (or there are none)"))

    static let acceptDeclaration = CommandDeclaration(
        name: "accept",
        summary: "accept pending golden changes (filters, or a group)",
        description: [
            """
            Makes the selected pending changes the goldens (all of them when nothing is selected). \
            Writes are atomic: a temporary file, then a rename. A pending file that does not read back \
            as a transcript of its pair (cut short, hand-edited, not UTF-8) is refused with its problems \
            located, its golden stays as it was, and the exit status is 2.
            """
        ],
        arguments: selectionArguments,
        options: selectionOptions,
        exitCodes: ExitCodeDeclaration.listing("the selected changes were accepted (or nothing was pending)"))

    static let rejectDeclaration = CommandDeclaration(
        name: "reject",
        summary: "reject pending golden changes (filters, or a group)",
        description: ["Deletes the selected pending changes (all of them when nothing is selected); goldens stay."],
        arguments: selectionArguments,
        options: selectionOptions,
        exitCodes: ExitCodeDeclaration.listing("the selected changes were rejected (or nothing was pending)"))

    /// The pending changes selected by the arguments, grouped.
    struct PendingChanges {
        let store: GoldenStore
        /// The selected groups, each with its number (1-based) as `status` shows it.
        var groups: [(number: Int, group: PendingGroup)]
        /// The `--pending-dir` the pending files were read from, which every hint repeats.
        let pendingDirectory: String?

        /// How many changes the selected groups hold.
        var total: Int { groups.reduce(0) { $0 + $1.group.changes.count } }
        /// `3 pending changes in 2 groups`.
        var headline: String { FailureText.count(total, "pending change") + " in " + FailureText.count(groups.count, "group") }
    }

    /// Selects the pending changes; a command that decides on them (`writing`) first checks the
    /// golden folder may be written and clears what interrupted writes left there.
    static func select(_ a: Arguments, writing: Bool) throws -> PendingChanges {
        let workspace = try Workspace.load()
        let store = try workspace.goldenStore(pendingDirectory: try a[pendingDirectory], writing: writing, allowOutside: a[Common.allowOutside])
        if writing { store.removeStaleTemporaryFiles() }
        let keys = try store.listPending()
        let globs = a.positional.map(Glob.init)
        // An adapter is the model it names however spelt: '--adapter adapty@3.12.0' selects adapty@3.12's changes.
        let names = workspace.names
        let adapters = try a[adapter].map { AdapterSelector.adapter(names.name(of: $0)) }
        let chosen = keys.filter { key in
            (globs.isEmpty || globs.contains { $0.matches(key.specID) })
                && (adapters.isEmpty || adapters.contains { $0.selects(names.name(of: key.adapterID)) })
        }
        let all = PendingGroup.group(try chosen.map { try PendingChange.load($0, from: store) })
        var groups = all.enumerated().map { (number: $0.offset + 1, group: $0.element) }
        if let text = try a[group] {
            guard let n = Int(text), n >= 1, n <= all.count else {
                throw ConformError.input(
                    "there is no group '\(text)' (\(all.count) group\(all.count == 1 ? "" : "s") pending)",
                    next: "run 'conform status' to see the groups")
            }
            groups = [groups[n - 1]]
        }
        return PendingChanges(store: store, groups: groups, pendingDirectory: try a[pendingDirectory])
    }

    static func status(_ a: Arguments) throws -> Int32 {
        let s = try select(a, writing: false)
        Terminal.out(try a[format] == .json ? json(s) : text(s, colour: Terminal.colour(fd: 1)))
        return ExitStatus.success
    }

    /// `conform accept` and `conform reject`.
    static func decide(_ a: Arguments, accept: Bool) throws -> Int32 {
        var s = try select(a, writing: true)
        // Accepting without naming a group never takes a failing spec's transcript along: it is
        // accepted only when its group is named (`--group N`), after a look at why it fails.
        if accept, try a[group] == nil {
            let failing = s.groups.filter(\.group.isFailing)
            if !failing.isEmpty {
                s.groups.removeAll { $0.group.isFailing }
                let count = failing.reduce(0) { $0 + $1.group.changes.count }
                let numbers = failing.map { "\($0.number)" }.joined(separator: ", ")
                Terminal.err(
                    "conform: left \(count) pending change\(count == 1 ? "" : "s") of failing specs (group\(failing.count == 1 ? "" : "s") \(numbers)): "
                        + "their expectations fail\n  next: fix the spec or the adapter, or accept one with 'conform accept --group N' after 'conform status'\n"
                )
            }
        }
        let changes = s.groups.flatMap(\.group.changes)
        guard !changes.isEmpty else {
            guard try a.positional.isEmpty && a[adapter].isEmpty && a[group] == nil else {
                throw ConformError.input("nothing pending matches", next: "run 'conform status' to see what is pending")
            }
            Terminal.out("nothing pending\n")
            return ExitStatus.success
        }
        let outcome = try PendingDecision.apply(changes, accept: accept, store: s.store)
        let done = outcome.decided.count
        Terminal.out(
            "\(accept ? "accepted" : "rejected") \(done) pending change\(done == 1 ? "" : "s") in \(s.groups.count) group\(s.groups.count == 1 ? "" : "s")\n"
        )
        return report(outcome.refused)
    }

    /// Prints the pending files accepting refused, located, with the next step; 2 when there were any.
    static func report(_ refused: [PendingDecision.Refusal]) -> Int32 {
        guard let first = refused.first else { return ExitStatus.success }
        let colour = Terminal.colour(fd: 2)
        for refusal in refused { Terminal.err(refusal.render(colour: colour) + "\n") }
        let count = refused.count
        Terminal.err(
            "conform: error: refused \(count) pending change\(count == 1 ? "" : "s") that \(count == 1 ? "does" : "do") not read back as a transcript; \(count == 1 ? "its golden was" : "their goldens were") left as \(count == 1 ? "it was" : "they were")\n"
        )
        Terminal.err("  next: \(count == 1 ? first.nextStep : "reject them with 'conform reject', then run 'conform run' to record them again")\n")
        return ExitStatus.invalidInput
    }

    static func text(_ s: PendingChanges, colour: Bool) -> String {
        let style = Style(colour: colour)
        guard s.total > 0 else { return "nothing pending\n" }
        var out = s.headline + "\n"
        for (number, group) in s.groups {
            let marker = group.isFailing ? style.red("FAILING ") : ""
            out +=
                "\n" + marker
                + style.bold(
                    "group \(number) — \(group.changes.count) change\(group.changes.count == 1 ? "" : "s") (adapters: \(group.adapters.joined(separator: ", ")))"
                ) + "\n"
            for line in group.signature { out += "    " + line + "\n" }
            for change in group.changes.prefix(10) {
                out += "  " + style.dim("\(change.key.adapterID)  \(change.key.specID)") + "\n"
                if let failing = change.failing { out += "    " + style.red("fails: " + failing) + "\n" }
            }
            if group.changes.count > 10 { out += "  " + style.dim("… and \(group.changes.count - 10) more") + "\n" }
            let folder = s.pendingDirectory.map { " --pending-dir \($0)" } ?? ""
            out += "  accept: conform accept --group \(number)\(folder)    reject: conform reject --group \(number)\(folder)\n"
        }
        return out
    }

    static func json(_ s: PendingChanges) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.string("schema", "conform-pending/1")
        w.objects("groups", s.groups) { w, numbered in
            let (number, group) = numbered
            w.objects("changes", group.changes) { w, change in
                w.string("adapter", change.key.adapterID)
                w.int("changed_lines", change.diff?.changeCount ?? 0)
                w.optionalString("failing", change.failing)
                w.bool("new", change.diff == nil && change.problem == nil)
                w.string("spec", change.key.specID)
            }
            w.bool("failing", group.isFailing)
            w.int("number", number)
            w.strings("signature", group.signature)
        }
        w.endObject()
        return w.text + "\n"
    }
}
