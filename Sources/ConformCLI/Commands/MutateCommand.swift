import ConformAdapters
import ConformKit
import Foundation

/// `conform mutate [PATHS]`: the suite's mutation score. The work is `MutationRun`'s; this reads the
/// command line, runs the suite through `Suite`, and writes the rendered report.
enum MutateCommand {
    static let declaration = CommandDeclaration(
        name: "mutate",
        summary: "the mutation score: how much of each transcript a green verdict pins down",
        description: [
            """
            Measures what a passing verdict guarantees. Runs the specs (goldens ignored), takes the \
            transcript of every pair that meets its expectations and derives mutants of it the way SDK \
            releases regress — an event dropped, duplicated, swapped within its step, moved across a \
            close or delayed past the next step; renamed to a sibling outcome (completed as failed); a \
            close, an error or a failure inserted; a value replaced by another real one or removed; a \
            time shifted; the final state or result changed with its close event — then checks each \
            mutant against the spec's expectations with the runner's matcher and the adapter's \
            observability. A mutant is killed when the expectations reject it. Mutants of unspecified \
            events, of events only some adapters fire, and those the spec declares equivalent are set \
            apart, not counted. A spec's score is the mean of its adapters' shares killed; the overall \
            and folder scores the mean of their specs'. Every surviving mutant is spelled out ("still \
            passes if `purchase.completed premium_monthly` arrives as `purchase.failed premium_monthly`") \
            with the expectation that would kill it.
            """,
            """
            Pairs that fail their expectations, error, are not applicable or not observable are counted as \
            skipped ('-v' gives the reasons). Mutants are enumerated in a fixed order; a pair with more than \
            '--max-mutants' of them is sampled evenly, and the report says so. See docs/mutation.md.
            """,
        ],
        arguments: [.optional("PATHS", repeating: true, help: "spec files or folders (default: the suite root)")],
        options: [adapter, Common.filter, Common.tag, Common.jobs, format, output, minScore, maxMutants, suggest, verbose,
                  Common.traceAdapter, Common.allowOutside],
        examples: [
            "conform mutate Specs/common",
            "conform mutate --adapter miniwall --format markdown --output mutation.md",
            "conform mutate --format json --min-score 80",
            "conform mutate Specs/common --suggest strengthen.patch && git apply strengthen.patch",
        ],
        notes: [
            "The report goes to stdout (or '--output'); notes, diagnostics and progress to stderr.",
        ],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "the score was measured (a score is information, not a failure)"),
            ExitCodeDeclaration(code: ExitStatus.failures, meaning: "'--min-score' was given and the overall score is below it"),
            ExitCodeDeclaration(code: ExitStatus.invalidInput, meaning: "invalid input: a bad spec, conform.yaml or argument; or nothing selected"),
            ExitCodeDeclaration(code: ExitStatus.infrastructure, meaning: "adapter error: an adapter crashed, hung or broke the protocol"),
        ])

    static let adapter = Common.adapter("only adapter A")
    static let format = Common.format(["pretty", "json", "markdown"])
    static let output = Common.output("the report")
    static let minScore = Option<String?>("--min-score", "P", help: "exit 1 when the overall score is below P percent, such as 80 or 92.5")
    static let maxMutants = Option<Int?>("--max-mutants", "N", help: "check at most N mutants a pair (default \(MutationRun.defaultLimit))")
    static let suggest = Option<String?>("--suggest", "FILE",
                                         help: "write the expectations that kill the survivors, where they hold on every adapter, as a patch to review ('git apply FILE')").writing()
    static let verbose = Flag("--verbose", short: "v",
                              help: "every spec with survivors, every survivor, the scores per adapter and every skipped pair (default: a summary)")

    /// Runs the command: 0 when the score was measured, 1 under '--min-score', 2 or 3 as declared.
    static func main(_ a: Arguments) throws -> Int32 {
        let format = try a[Self.format]
        let minimumText = try a[minScore]
        let minimum = try minimumText.map(parseMinimum)
        let limit = try a[maxMutants] ?? MutationRun.defaultLimit
        let jobs = try a[Common.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        let run = try SuiteExecution.execute(Suite.Request(
            paths: a.positional, adapterIDs: try a[adapter],
            selection: Selection(filters: try a[Common.filter].map(Glob.init), tags: try a[Common.tag]),
            jobs: jobs, golden: .ignore, keepTranscripts: true, keepSpecs: true), traceAdapter: a[Common.traceAdapter])
        let report = MutationRun.run(run, jobs: jobs, limit: limit, names: AdapterNames(BuiltinAdapters.families))
        let output = try a[Self.output]
        let text = switch format {
        case "json": MutationRenderer.json(report, toolVersion: CLI.version)
        case "markdown": MutationRenderer.markdown(report)
        default: MutationRenderer.text(report, colour: output == nil && Terminal.colour(fd: 1), verbose: a[verbose])
        }
        if let output {
            try FileOutput.write(text, to: output)
            Terminal.err("conform mutate: \(report.averaged.percent) of mutants killed \(MutationRenderer.headline(report)); written to '\(output)'\n")
        } else {
            Terminal.out(text)
        }
        if let patchFile = try a[suggest] {
            let patch = SuggestionPatch.patch(report, read: SuggestionPatch.readSpec)
            try FileOutput.write(patch.patch, to: patchFile)
            Terminal.err(patch.specs == 0 ? "conform mutate: no expectation to suggest that holds on every adapter; wrote an empty patch to '\(patchFile)'\n"
                : "conform mutate: \(patch.expectations) suggested expectation\(patch.expectations == 1 ? "" : "s") for \(patch.specs) spec\(patch.specs == 1 ? "" : "s") written to '\(patchFile)': review it, then 'git apply \(patchFile)'\n")
        }
        let code = report.exitCode(minimum: minimum)
        if code == ExitStatus.failures, let minimumText {
            let wanted = minimumText.hasSuffix("%") ? minimumText : minimumText + "%"
            if report.averaged.ratio == nil {
                Terminal.err("conform: no mutant was counted (no pair passed its expectations, or every mutant was set apart), so the minimum \(wanted) is not met\n")
            } else {
                Terminal.err("conform: the mutation score \(report.averaged.percent) is below the minimum \(wanted)\n")
            }
        }
        return code
    }

    /// `80`, `92.5` or `80%`: a percent from 0 to 100, written in plain decimal digits (not `1e1`,
    /// `0x50`, `inf` or `+80`, which `Double` would read).
    static func parseMinimum(_ text: String) throws -> Double {
        let number = text.hasSuffix("%") ? String(text.dropLast()) : text
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        let plain = (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 >= "0" && $0 <= "9" } }
        guard plain, let value = Double(number), value.isFinite, value >= 0, value <= 100 else {
            throw ConformError.input("'--min-score' must be a percent from 0 to 100, not '\(text)'", next: "for example: --min-score 80")
        }
        return value
    }
}
