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
            observability. A mutant is killed when the expectations reject it; a pattern that names no \
            event ('*', a family prefix) kills nothing. A surviving mutant of an unspecified event, or one \
            the spec declares equivalent, is left open: reported with its reason and counted as not \
            killed. Mutants of events only some adapters fire are set apart, not counted. A spec's score \
            is the mean of its adapters' shares killed (0 when nothing was counted); the overall and \
            folder scores the mean of their specs'. Every surviving mutant is spelled out ("still \
            passes if `purchase.completed premium_monthly` arrives as `purchase.failed premium_monthly`") \
            with the expectation that would kill it.
            """,
            """
            Pairs that fail their expectations, error, are not applicable or not observable are counted as \
            skipped ('-v' gives the reasons). Mutants are enumerated in a fixed order; a pair with more than \
            '--max-mutants' of them is sampled evenly, and the report says so. See docs/mutation.md.
            """
        ],
        arguments: [.paths()],
        options: [
            adapter, Common.filter, Common.tag, Common.jobs, format, output, minScore, maxMutants, suggest, verbose,
            Common.traceAdapter, Common.allowOutside
        ],
        examples: [
            "conform mutate Specs/common",
            "conform mutate --adapter miniwall --format markdown --output mutation.md",
            "conform mutate --format json --min-score 80",
            "conform mutate Specs/common --suggest strengthen.patch && git apply strengthen.patch"
        ],
        notes: [
            "The report goes to stdout (or '--output'); notes, diagnostics and progress to stderr."
        ],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "the score was measured (a score is information, not a failure)"),
            ExitCodeDeclaration(
                code: ExitStatus.failures, meaning: "'--min-score' was given and the overall score is below it, or '--suggest' had nothing to write"),
            ExitCodeDeclaration(code: ExitStatus.invalidInput, meaning: "invalid input: a bad spec, conform.yaml or argument; or nothing selected"),
            ExitCodeDeclaration(code: ExitStatus.infrastructure, meaning: "adapter error: an adapter crashed, hung or broke the protocol")
        ])

    static let adapter = Common.adapter("only adapter A")
    static let format = Common.format([.pretty, .json, .markdown])
    static let output = Common.output("the report")
    static let minScore = Option<String?>("--min-score", "P", help: "exit 1 when the overall score is below P percent, such as 80 or 92.5")
    static let maxMutants = Option<Int?>("--max-mutants", "N", help: "check at most N mutants a pair (default \(MutationRun.defaultLimit))")
    static let suggest = Option<String?>(
        "--suggest", "FILE",
        help: "write the expectations that kill the survivors, where they fit the spec's claim, as a patch to review ('git apply FILE')"
    ).writing()
    static let verbose = Flag(
        "--verbose", short: "v",
        help: "every spec, every survivor and mutant left open, the scores per adapter and every skipped pair (default: a summary)")

    /// Runs the command: 0 when the score was measured, 1 under '--min-score', 2 or 3 as declared.
    static func main(_ a: Arguments) throws -> Int32 {
        let format = try a[Self.format]
        let minimumText = try a[minScore]
        let minimum = try minimumText.map(parseMinimum)
        let limit = try a[maxMutants] ?? MutationRun.defaultLimit
        let jobs = try a[Common.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        let workspace = try Workspace.load(traceAdapter: a[Common.traceAdapter])
        // Every adapter of the workspace runs, so a spec's scope and the claim its suggestions must fit
        // are the same whatever '--adapter' chose; only the chosen adapters' pairs are mutated.
        let chosen = try a[adapter]
        let mutated = chosen.isEmpty ? nil : Set(try workspace.adapters(chosen).map(\.id))
        let running = chosen.isEmpty ? [] : chosen + workspace.defaultAdapters.map(\.id)
        let selection = Selection(filters: try a[Common.filter].map(Glob.init), tags: try a[Common.tag])
        let run = try SuiteExecution.execute(
            MutationRun.suiteRequest(Suite.Request(paths: a.positional, adapterIDs: running, selection: selection, jobs: jobs)),
            in: workspace)
        let patchFile = try a[suggest]
        // The orders the suite leaves open are read from the whole suite, when only part of it ran:
        // the rest of the suite runs too, quietly; the part that ran is not run again.
        let partial = !a.positional.isEmpty || !selection.filters.isEmpty || !selection.tags.isEmpty
        let rest =
            patchFile != nil && partial && run.invalid.isEmpty ? try restOfSuite(besides: run, running: running, jobs: jobs, in: workspace) : nil
        let report = MutationRun.run(run, jobs: jobs, limit: limit, names: AdapterNames(BuiltinAdapters.families), mutating: mutated, rest: rest)
        let output = try a[Self.output]
        let text =
            switch format {
            case .json: MutationRenderer.json(report, toolVersion: CLI.version)
            case .markdown: MutationRenderer.markdown(report)
            default: MutationRenderer.text(report, colour: output == nil && Terminal.colour(fd: 1), verbose: a[verbose])
            }
        if let output {
            try FileOutput.write(text, to: output)
            Terminal.err(
                "conform mutate: \(report.averaged.percent) of mutants killed \(MutationRenderer.headline(report)); written to '\(output)'\n")
        } else {
            Terminal.out(text)
        }
        let refusal = try patchFile.flatMap { try writePatch(report, to: $0) }
        let code = report.exitCode(minimum: minimum)
        if code == ExitStatus.failures, let minimumText {
            let wanted = minimumText.hasSuffix("%") ? minimumText : minimumText + "%"
            if report.averaged.ratio == nil {
                Terminal.err("conform: no pair passed its expectations, so there is no mutation score and the minimum \(wanted) is not met\n")
            } else {
                Terminal.err("conform: the mutation score \(report.averaged.percent) is below the minimum \(wanted)\n")
            }
        }
        // A patch not written is the failure to report, unless the run itself failed worse.
        if let refusal, code == ExitStatus.success || code == ExitStatus.failures { return refusal }
        return code
    }

    /// The run of the suite's specs that `run` did not run, on the same adapters, quietly; nil when
    /// it ran them all.
    static func restOfSuite(besides run: RunReport, running: [String], jobs: Int, in workspace: Workspace) throws -> RunReport? {
        var loaded = try workspace.loadSpecs([], jobs: jobs)
        let ran = Set(run.specs.map(\.id))
        loaded.specs.removeAll { ran.contains($0.id) }
        guard !loaded.specs.isEmpty else { return nil }
        var request = MutationRun.suiteRequest(Suite.Request(adapterIDs: running, jobs: jobs))
        request.loaded = loaded
        return try SuiteExecution.execute(request, in: workspace, quiet: true)
    }

    /// Writes the `--suggest` patch, or says why none is written and returns the exit status: an
    /// invalid spec file (2: the suggestions could not be checked against it), a spec file with
    /// suggestions that cannot be read (2: the patch would be partial), nothing to suggest (1: an
    /// empty patch would make 'git apply' fail or do nothing). Nil once the patch is written.
    static func writePatch(_ report: MutationReport, to file: String) throws -> Int32? {
        if !report.invalid.isEmpty {
            Terminal.err(
                "conform mutate: no patch written to '\(file)': \(FailureText.count(report.invalid.count, "spec file")) could not be read "
                    + "(\(report.invalid.map(\.file).joined(separator: ", "))); fix \(report.invalid.count == 1 ? "it" : "them") and run again\n")
            return ExitStatus.invalidInput
        }
        let patch = SuggestionPatch.patch(report, read: SuggestionPatch.readSpec)
        if !patch.unread.isEmpty {
            Terminal.err(
                "conform mutate: no patch written to '\(file)': \(patch.unread.map { "'\($0)'" }.joined(separator: ", ")) could not be read, "
                    + "so the patch would be partial; check the file\(patch.unread.count == 1 ? "" : "s") can be read and run again\n")
            return ExitStatus.invalidInput
        }
        guard patch.specs > 0 else {
            Terminal.err(
                "conform mutate: no patch written to '\(file)': no suggested expectation fits a spec's claim (holds on every adapter it passes on, "
                    + "pins nothing one adapter alone emits and no order the suite leaves open); '-v' lists every survivor\n")
            return ExitStatus.failures
        }
        try FileOutput.write(patch.patch, to: file)
        Terminal.err(
            "conform mutate: \(patch.expectations) suggested expectation\(patch.expectations == 1 ? "" : "s") for \(patch.specs) spec\(patch.specs == 1 ? "" : "s") written to '\(file)': review it, then 'git apply \(file)'\n"
        )
        return nil
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
