import ConformKit

extension MutateCommand {
    /// `conform mutate`: what it takes and what its help says.
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
        options: [
            .adapter("only adapter A"),
            .filter,
            .tag,
            .jobs,
            .format(formats),
            .output("the report"),
            .value("--min-score", "P", help: "exit 1 when the overall score is below P percent, such as 80 or 92.5"),
            .value("--max-mutants", "N", help: "check at most N mutants a pair (default \(MutationRun.defaultLimit))"),
            .value("--suggest", "FILE", help: "write the expectations that kill the survivors, where they hold on every adapter, as a patch to review ('git apply FILE')").writing(),
            .flag("--verbose", short: "v", help: "every spec with survivors, every survivor, the scores per adapter and every skipped pair (default: a summary)"),
            .traceAdapter,
            .allowOutside,
        ],
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
            ExitCodeDeclaration(code: 0, meaning: "the score was measured (a score is information, not a failure)"),
            ExitCodeDeclaration(code: 1, meaning: "'--min-score' was given and the overall score is below it"),
            ExitCodeDeclaration(code: 2, meaning: "invalid input: a bad spec, conform.yaml or argument; or nothing selected"),
            ExitCodeDeclaration(code: 3, meaning: "adapter error: an adapter crashed, hung or broke the protocol"),
        ])
}
