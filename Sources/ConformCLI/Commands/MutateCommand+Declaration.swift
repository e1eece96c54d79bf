import ConformKit

extension MutateCommand {
    /// `conform mutate`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "mutate",
        summary: "the mutation score: how much of each transcript a green verdict pins down",
        description: [
            """
            Measures what a passing verdict guarantees. Runs the specs (goldens ignored), takes the \
            transcript of every pair that meets its expectations and derives mutants of it — an event \
            dropped, duplicated or swapped with its neighbour, a subject or argument value changed, an \
            event's virtual time shifted, the final state or result changed — then checks each mutant \
            against the spec's expectations with the runner's matcher and the adapter's observability. \
            A mutant is killed when the expectations reject it; the score is the share killed, per spec, \
            per adapter, per folder and overall, and every surviving mutant is spelled out ("still passes \
            if `purchase.started premium_monthly` is dropped").
            """,
            """
            Pairs that fail their expectations, error, are not applicable or not observable are listed as \
            skipped with the reason. Mutants are enumerated in a fixed order; a pair with more than \
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
            .traceAdapter,
        ],
        examples: [
            "conform mutate Specs/common",
            "conform mutate --adapter miniwall --format markdown --output mutation.md",
            "conform mutate --format json --min-score 80",
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
