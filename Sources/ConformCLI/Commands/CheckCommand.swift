import ConformKit
import Foundation

/// `conform check`: validate specs, conform.yaml and divergence lists; run nothing.
enum CheckCommand {
    static func main(_ a: Arguments) throws -> Int32 {
        let jobs = try a.positiveInt("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let workspace = try Workspace.load()
        // Nothing runs, so no typed spec is kept: each is dropped once it is known to be valid.
        let loaded = try workspace.loadSuite(a.positional, jobs: jobs, allowOutside: a.has("--allow-outside"), keepingSpecs: false)
        Workspace.printDiagnostics(loaded.invalid)
        let (_, divergenceDiagnostics, sources) = DivergenceFile.load(folder: workspace.config.divergences,
                                                                      adapters: workspace.registry.keys.sorted())
        if !divergenceDiagnostics.isEmpty {
            Terminal.err(DiagnosticRenderer.render(divergenceDiagnostics, sources: sources, colour: Terminal.colour(fd: 2)) + "\n")
        }
        let total = loaded.validCount + loaded.invalid.count
        if total == 0 {
            throw ConformError.input("no spec files found", next: "give a folder of .yaml specs, such as 'Specs/'")
        }
        let problems = loaded.invalid.reduce(0) { $0 + $1.diagnostics.count } + divergenceDiagnostics.count
        if !a.has("--quiet") {
            Terminal.out("\(total) spec file\(total == 1 ? "" : "s"): \(loaded.validCount) valid, \(loaded.invalid.count) invalid (\(problems) problem\(problems == 1 ? "" : "s"))\n")
        }
        return problems > 0 ? 2 : 0
    }
}
