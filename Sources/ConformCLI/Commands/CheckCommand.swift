import ConformKit
import Foundation

/// `conform check`: validate specs, conform.yaml and divergence lists; run nothing.
enum CheckCommand {
    static func main(_ a: Arguments) throws -> Int32 {
        let jobs = try a.positiveInt("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let workspace = try Workspace.load()
        let check = try workspace.check(a.positional, jobs: jobs, allowOutside: a.has("--allow-outside"))
        for note in check.specs.notes { Terminal.err("conform: \(note)\n") }
        Workspace.printDiagnostics(check.specs.invalid)
        if !check.divergenceDiagnostics.isEmpty {
            Terminal.err(DiagnosticRenderer.render(check.divergenceDiagnostics, sources: check.divergenceSources, colour: Terminal.colour(fd: 2)) + "\n")
        }
        let total = check.fileCount
        if total == 0 {
            throw ConformError.input("no spec files found", next: "give a folder of .yaml specs, such as 'Specs/'")
        }
        let problems = check.problemCount
        if !a.has("--quiet") {
            Terminal.out("\(total) spec file\(total == 1 ? "" : "s"): \(check.specs.validCount) valid, \(check.specs.invalid.count) invalid (\(problems) problem\(problems == 1 ? "" : "s"))\n")
        }
        return problems > 0 ? 2 : 0
    }
}
