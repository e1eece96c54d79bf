import ConformAdapters
import ConformKit

/// What `conform init` checks before it writes anything, so a refused init leaves the folder as it
/// found it: the adapter's name and command, that the conform.yaml it writes is one `conform check`
/// accepts and reads back as the adapter init ran, that no file it would write exists (it never
/// overwrites), and that every path it writes stays in this folder (the same `Confinement` every
/// other writer goes through: a `Specs`, `.github`, `Golden` or `Divergences` that is a symbolic
/// link to elsewhere is refused).
enum StarterChecks {
    /// Throws when `name` cannot name the external adapter: an id conform.yaml refuses, one that
    /// does not start with a letter or digit, or the id of a built-in model.
    static func checkExternalName(_ name: String) throws {
        let shown = VisibleText.escaped(name)
        let next = "use a-z, 0-9, '.', '_', '-' and '@', starting with a letter or digit, e.g. --name acme"
        if let problem = GoldenStore.problem(withAdapterID: name) {
            throw ConformError.input("'--name \(shown)' cannot name an adapter: \(problem)", next: next)
        }
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("0"..."9").contains(first) else {
            throw ConformError.input("'--name \(shown)' cannot name an adapter: it must start with a letter or a digit", next: next)
        }
        let names = AdapterNames(BuiltinAdapters.families)
        if BuiltinAdapters.all.contains(where: { $0.id == name }) || (try? names.member(name)) != nil {
            throw ConformError.input(
                "'--name \(shown)' is the id of a built-in model; an external adapter needs a name of its own",
                next: "give it another name, such as '\(name)-external', or start with the model: conform init --sdk \(name)")
        }
    }

    /// Throws when an argument of the external adapter's command holds a control character
    /// (a newline): conform.yaml holds each argument on one line.
    static func checkCommand(_ command: [String]) throws {
        for (index, argument) in command.enumerated() where argument.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw ConformError.input(
                "argument \(index + 1) of the adapter's command, '\(VisibleText.escaped(argument))', holds a control character",
                next: "pass the command without newlines or tabs in an argument; a script can take them from a file")
        }
    }

    /// Throws unless `text`, the conform.yaml init is about to write, is one `conform check`
    /// accepts and reads back as `choice`: the same adapter id, and for an external adapter the
    /// same command.
    static func checkReadsBack(_ text: String, as choice: StarterWorkspace.AdapterChoice) throws {
        let parsed = ConformConfig.parse(text, file: "conform.yaml")
        var builtins = Set(BuiltinAdapters.all.map(\.id))
        if case .builtin(let adapter) = choice { builtins.insert(adapter.id) }
        let problems = parsed.diagnostics + (parsed.config?.adapterDiagnostics(builtins: builtins) ?? [])
        let entries = parsed.config?.adapters ?? []
        let command: [String]? = if case .external(_, let command) = choice { command } else { nil }
        guard problems.isEmpty, entries.count == 1, entries[0].id == choice.id, entries[0].command == command else {
            let why = problems.first.map { ": \($0.message)" } ?? ""
            throw ConformError.input(
                "'conform init' would write a conform.yaml that does not read back as '\(VisibleText.escaped(choice.id))'\(why)",
                next: "choose another --name or command; nothing was written")
        }
    }

    /// Throws when one of `paths` — the files init writes, and the folders and files its first run
    /// writes — exists (init never overwrites: `Golden/<adapter>` counts when it holds a file), is
    /// below a file where a folder should be, or leads outside this folder.
    static func checkPlaces(writing paths: [String], runWrites: [String]) throws {
        let clashes =
            paths.filter { OutputFile.exists($0) }
            + runWrites.filter { OutputFile.exists($0) && !OutputFile.isEmptyFolder($0) }.map {
                OutputFile.isFolder($0) ? $0 + "/ (with files in it)" : $0
            }
        if !clashes.isEmpty {
            let shown = clashes.map(VisibleText.escaped).joined(separator: ", ")
            throw ConformError.input(
                "'conform init' never overwrites, and \(clashes.count == 1 ? "this file exists" : "these files exist"): \(shown)",
                next: "move \(clashes.count == 1 ? "it" : "them") aside, or start in an empty folder")
        }
        for path in paths + runWrites {
            if let obstacle = OutputFile.obstacle(below: OutputFile.parent(of: path)) {
                throw ConformError.input(
                    "'conform init' cannot write '\(VisibleText.escaped(path))': \(obstacle)",
                    next: "move it aside, or start in an empty folder; nothing was written")
            }
            guard let confined = Confinement.resolve(path, within: "."), !confined.inside else { continue }
            throw ConformError.input(
                "refusing to write '\(VisibleText.escaped(path))': \(confined.how), outside this folder '\(confined.boundary)'",
                next: "make it a folder of the workspace, or start in an empty folder; nothing was written")
        }
    }
}
