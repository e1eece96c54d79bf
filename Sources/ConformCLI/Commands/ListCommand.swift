import ConformKit
import Foundation

/// `conform list`: the suite's specs, one per line.
enum ListCommand {
    static let declaration = CommandDeclaration(
        name: "list",
        summary: "list the specs of the suite",
        description: ["Lists the suite's specs: id, title and tags."],
        arguments: [.paths()],
        options: [Common.filter, Common.tag, Common.allowOutside],
        exitCodes: ExitCodeDeclaration.listing("the specs were listed"))

    static func main(_ a: Arguments) throws -> Int32 {
        let workspace = try Workspace.load()
        let loaded = try workspace.loadSuite(
            a.positional, jobs: ProcessInfo.processInfo.activeProcessorCount,
            allowOutside: a[Common.allowOutside])
        let selection = Selection(filters: try a[Common.filter].map(Glob.init), tags: try a[Common.tag])
        let specs = loaded.specs.filter(selection.selects)
        if specs.isEmpty && !loaded.invalid.contains(where: selection.selects(invalid:)) {
            // As 'run' and 'matrix' do: an empty list is a filter or path that names nothing, not a suite.
            throw ConformError.input(
                "no spec matched: nothing to list", next: "check the paths, '--filter' and '--tag'; 'conform list' alone shows the suite")
        }
        let width = specs.map(\.id.count).max() ?? 0
        var out = ""
        // Titles, tags and file names are the user's: shown escaped, so none can break a line or
        // start a CI workflow command.
        for spec in specs {
            out += spec.id.padding(toLength: width) + "  " + VisibleText.escaped(spec.title)
            if !spec.tags.isEmpty { out += "  [" + spec.tags.map(VisibleText.escaped).joined(separator: ", ") + "]" }
            out += "\n"
        }
        for file in loaded.invalid.filter(selection.selects(invalid:)) {
            let name = VisibleText.escaped(file.specID ?? file.file)
            out += name.padding(toLength: width) + "  (invalid: run 'conform check \(VisibleText.escaped(file.file))')\n"
        }
        Terminal.out(out)
        return loaded.invalid.isEmpty ? ExitStatus.success : ExitStatus.invalidInput
    }
}
