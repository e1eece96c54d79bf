import ConformKit
import Foundation

/// `conform check`: validate specs, conform.yaml and divergence lists; run nothing.
enum CheckCommand {
    static func main(_ a: Arguments) throws -> Int32 {
        let jobs = try a.positiveInt("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let workspace = try Workspace.load()
        let strict = a.has("--strict")
        let check = try workspace.check(a.positional, jobs: jobs, allowOutside: a.has("--allow-outside"), strict: strict)
        for note in check.specs.notes { Terminal.err("conform: \(note)\n") }
        Workspace.printDiagnostics(check.specs.invalid)
        if !check.divergenceDiagnostics.isEmpty {
            Terminal.err(DiagnosticRenderer.render(check.divergenceDiagnostics, sources: check.divergenceSources, colour: Terminal.colour(fd: 2)) + "\n")
        }
        let total = check.fileCount
        if total == 0 {
            throw ConformError.input("no spec files found", next: "give a folder of .yaml specs, such as 'Specs/'")
        }
        if !check.strictFindings.isEmpty {
            Terminal.err(DiagnosticRenderer.render(check.strictFindings, sources: check.strictSources, colour: Terminal.colour(fd: 2)) + "\n")
        }
        let problems = check.problemCount
        let findings = check.strictFindings.count
        if !a.has("--quiet") {
            let vacuous = strict ? "; \(findings) that can never fail (--strict)" : ""
            Terminal.out("\(total) spec file\(total == 1 ? "" : "s"): \(check.specs.validCount) valid, \(check.specs.invalid.count) invalid (\(problems) problem\(problems == 1 ? "" : "s"))\(vacuous)\n")
        }
        // An adapter that cannot declare itself is an adapter error (3); invalid input still wins.
        return problems > 0 ? 2 : !check.specs.unavailableAdapters.isEmpty ? 3 : findings > 0 ? 1 : 0
    }
}
