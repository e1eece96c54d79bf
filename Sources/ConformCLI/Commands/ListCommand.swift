import ConformKit
import Foundation

/// `conform list`: the suite's specs, one per line.
enum ListCommand {
    static func main(_ a: Arguments) throws -> Int32 {
        let workspace = try Workspace.load()
        let loaded = try workspace.loadSuite(a.positional, jobs: ProcessInfo.processInfo.activeProcessorCount)
        let selection = Selection(filters: a.list("--filter").map(Glob.init), tags: a.list("--tag"))
        let specs = loaded.specs.filter(selection.selects)
        let width = specs.map(\.id.count).max() ?? 0
        var out = ""
        for spec in specs {
            out += spec.id.padding(toLength: width) + "  " + spec.title
            if !spec.tags.isEmpty { out += "  [" + spec.tags.joined(separator: ", ") + "]" }
            out += "\n"
        }
        for file in loaded.invalid.filter(selection.selects(invalid:)) {
            out += (file.specID ?? file.file).padding(toLength: width) + "  (invalid: run 'conform check \(file.file)')\n"
        }
        Terminal.out(out)
        return loaded.invalid.isEmpty ? 0 : 2
    }
}
