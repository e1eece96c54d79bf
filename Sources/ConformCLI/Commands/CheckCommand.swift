import ConformKit
import Foundation

/// `conform check`: validate specs, conform.yaml and divergence lists; run nothing.
enum CheckCommand {
    static let declaration = CommandDeclaration(
        name: "check",
        summary: "validate spec files, conform.yaml and divergence lists without running anything",
        description: [
            """
            Validates spec files (default: the suite root), conform.yaml and divergence lists, reporting \
            every problem as file:line:column with the line, a caret and a next step. Runs nothing. \
            Handlers, SDK options and required capabilities are checked against what the adapters \
            declare ('conform adapters'); external ones are asked only when the built-ins do not know a name. \
            An external adapter whose handshake fails is one error, with its stderr tail and the \
            'conform adapter-check' command to run next; a spec scoped to it that names what only it \
            could declare is left unchecked and named there, not reported as an error of its own.
            """,
            """
            With --strict it also finds what can never fail, against the adapters 'conform run' runs: a \
            spec no adapter runs, a 'never:' of an event no adapter in its scope emits or of one it \
            declares unspecified, a 'count' from 0 with no bound, an expectation no adapter in scope can \
            observe, and divergence entries for specs that are gone or scoped away from their adapter.
            """
        ],
        arguments: [.paths()],
        options: [Common.jobs, quiet, strict, Common.allowOutside],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "every file is valid (and, with --strict, nothing is vacuous)"),
            ExitCodeDeclaration(code: ExitStatus.failures, meaning: "with --strict: the files are valid, but something can never fail"),
            ExitCodeDeclaration(code: ExitStatus.invalidInput, meaning: "invalid input: a spec file, conform.yaml or a divergence list has problems"),
            ExitCodeDeclaration(code: ExitStatus.infrastructure, meaning: "an external adapter the specs are checked against failed its handshake")
        ])

    static let quiet = Flag("--quiet", help: "print no summary line; problems still go to stderr")
    static let strict = Flag("--strict", help: "also report what can never fail (vacuous expectations, specs that run nowhere, stale divergences)")

    static func main(_ a: Arguments) throws -> Int32 {
        let jobs = try a[Common.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        let workspace = try Workspace.load()
        let strict = a[Self.strict]
        let check = try workspace.check(a.positional, jobs: jobs, allowOutside: a[Common.allowOutside], strict: strict)
        for note in check.specs.notes { Terminal.err("conform: \(note)\n") }
        Workspace.printDiagnostics(check.specs.invalid)
        if !check.divergenceDiagnostics.isEmpty {
            Terminal.err(
                DiagnosticRenderer.render(check.divergenceDiagnostics, sources: check.divergenceSources, colour: Terminal.colour(fd: 2)) + "\n")
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
        if !a[quiet] {
            let vacuous = strict ? "; \(findings) that can never fail (--strict)" : ""
            Terminal.out(
                "\(total) spec file\(total == 1 ? "" : "s"): \(check.specs.validCount) valid, \(check.specs.invalid.count) invalid (\(problems) problem\(problems == 1 ? "" : "s"))\(vacuous)\n"
            )
        }
        // An adapter that cannot declare itself is an adapter error (3); invalid input still wins.
        return problems > 0
            ? ExitStatus.invalidInput
            : !check.specs.unavailableAdapters.isEmpty
                ? ExitStatus.infrastructure
                : findings > 0 ? ExitStatus.failures : ExitStatus.success
    }
}
