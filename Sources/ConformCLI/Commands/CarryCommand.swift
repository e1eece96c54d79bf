import ConformKit
import Foundation

/// `conform carry FROM TO`: the goldens and the divergence list of an adapter the workspace no
/// longer has, carried over to the adapter that replaced it (`GoldenCarry`, `DivergenceFile.carry`).
enum CarryCommand {
    static let declaration = CommandDeclaration(
        name: "carry",
        summary: "carry an adapter's goldens and divergence list to another (SDK version pinned)",
        description: [
            """
            When conform.yaml pins another version of an SDK's model (adapty@3.17.2 → adapty@3.17.1) or \
            renames an adapter, the goldens recorded for the old id are obsolete and the new id has none. \
            'conform run' says so and offers this command. It rewrites each golden of FROM for TO (the \
            adapter line; the sdk line stays, so the next run shows only what the new version changed) \
            and writes it atomically beside TO's goldens, then removes FROM's. A spec TO already has a \
            golden for is left as it is, and FROM's golden of it kept; a damaged golden is not carried. \
            FROM's divergence list (Divergences/FROM.yaml) becomes TO's the same way, unless TO has one.
            """
        ],
        arguments: [
            .required("FROM", help: "the adapter the goldens were recorded for (a folder of the golden folder)"),
            .required("TO", help: "the adapter that replaces it")
        ],
        options: [keep, Common.allowOutside],
        examples: ["conform carry adapty@3.17.2 adapty@3.17.1"],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "the goldens were carried (or there was nothing left to carry)"),
            ExitCodeDeclaration(
                code: ExitStatus.invalidInput, meaning: "invalid input: no goldens of FROM, an unknown TO, FROM is TO; or a damaged golden left"),
            ExitCodeDeclaration(code: ExitStatus.infrastructure, meaning: "a golden could not be read or written")
        ])

    static let keep = Flag("--keep", help: "keep FROM's goldens and divergence list (copy instead of move)")

    static func main(_ a: Arguments) throws -> Int32 {
        let from = a.positional[0], to = a.positional[1]
        guard from != to else {
            throw ConformError.input(
                "FROM and TO are both '\(VisibleText.escaped(from))'",
                next: "name the adapter the goldens were recorded for, then the one that replaces it")
        }
        let workspace = try Workspace.load()
        // TO must be an adapter this workspace can run, or the carried goldens would be obsolete at once.
        _ = try workspace.adapter(to)
        let store = try workspace.goldenStore(writing: true, allowOutside: a[Common.allowOutside])
        store.removeStaleTemporaryFiles()
        let keys = try store.listGoldens()
        let folder = workspace.config.divergences
        if !a[Common.allowOutside] { try workspace.checkDivergencesInside() }
        let hasList = GoldenStore.problem(withAdapterID: from) == nil && FileManager.default.fileExists(atPath: folder + "/" + from + ".yaml")
        guard keys.contains(where: { $0.adapterID == from }) || hasList else {
            let folders = Set(keys.map(\.adapterID)).sorted()
            let near = Suggestion.nearest(to: from, among: folders.filter { $0 != to }).map { "did you mean '\($0)'? " } ?? ""
            throw ConformError.input(
                "there are no goldens of adapter '\(VisibleText.escaped(from))' in \(VisibleText.escaped(store.root)), nor a divergence list in \(VisibleText.escaped(folder))",
                next: near + (folders.isEmpty ? "the golden folder is empty" : "goldens are kept for: \(folders.joined(separator: ", "))"))
        }
        let outcome = try GoldenCarry.carry(from: from, to: to, store: store, keep: a[keep])
        let verb = a[keep] ? "copied" : "carried"
        Terminal.out("\(verb) \(FailureText.count(outcome.carried.count, "golden")) of \(VisibleText.escaped(from)) to \(VisibleText.escaped(to))\n")
        if !outcome.alreadyThere.isEmpty {
            Terminal.out(
                "left \(FailureText.count(outcome.alreadyThere.count, "spec")) \(VisibleText.escaped(to)) already has a golden for, and \(VisibleText.escaped(from))'s of \(outcome.alreadyThere.count == 1 ? "it" : "them"): "
                    + outcome.alreadyThere.prefix(5).joined(separator: ", ") + (outcome.alreadyThere.count > 5 ? ", …" : "") + "\n")
        }
        switch try DivergenceFile.carry(from: from, to: to, folder: folder, keep: a[keep]) {
        case .none: break
        case .carried(let source, let target, let entries):
            Terminal.out(
                "\(a[keep] ? "copied" : "moved") the divergence list \(VisibleText.escaped(source)) to \(VisibleText.escaped(target)) (\(FailureText.count(entries, "known divergence")))\n"
            )
        case .bothKept(let source, let target):
            Terminal.out(
                "left the divergence list \(VisibleText.escaped(source)): \(VisibleText.escaped(target)) exists; move the entries \(VisibleText.escaped(to)) still fails by hand, then remove \(VisibleText.escaped(source))\n"
            )
        }
        if !outcome.carried.isEmpty {
            Terminal.out(
                "next: 'conform run' compares \(VisibleText.escaped(to)) with them: what its SDK version changed shows as CHANGED, with the diff\n")
        }
        guard outcome.damaged.isEmpty else {
            for (spec, problem) in outcome.damaged {
                Terminal.err(
                    "conform: not carried, damaged: \(VisibleText.escaped(from)) \(VisibleText.escaped(spec)): \(problem.location): \(problem.message)\n"
                )
            }
            Terminal.err(
                "  next: 'conform run' records \(VisibleText.escaped(to))'s golden of \(outcome.damaged.count == 1 ? "that spec" : "those specs") afresh; remove the damaged one\(outcome.damaged.count == 1 ? "" : "s") with 'conform run --prune'\n"
            )
            return ExitStatus.invalidInput
        }
        return ExitStatus.success
    }
}
