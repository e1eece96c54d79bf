import ConformKit

/// `conform badge REPORT.json`: an SVG badge of one adapter's conformance in a JSON report.
enum BadgeCommand {
    static let declaration = CommandDeclaration(
        name: "badge",
        summary: "an SVG badge of one adapter's conformance, drawn from a JSON report",
        description: [
            """
            Reads a JSON report written by 'conform run --json FILE' (or 'conform merge --json FILE') and \
            draws a README badge in shields.io's flat style: a grey label, 'conform <adapter>' unless \
            '--label' says otherwise, beside the adapter's conformance — passes ÷ applicable pairs, as \
            'conform run' and 'conform matrix' count it, rounded down to one decimal so only a clean \
            sheet reads 100%. The colour: brightgreen at 100%, green from 95%, yellowgreen from 90%, \
            yellow from 75%, orange from 50%, red below; lightgrey 'n/a' when nothing applied. Known \
            divergences never count as conforming; the badge's title names them.
            """,
            """
            The badge is drawn from the report, not from a new run, so in CI it shows the very run that \
            gated the build. A shard's report scores that shard only: merge the shards first.
            """
        ],
        arguments: [.required("REPORT.json", path: .read(.file), help: "the JSON report of a run")],
        options: [adapter, label, output, Common.allowOutside],
        examples: [
            "conform run --json report.json && conform badge report.json --adapter adapty@3 --output badge.svg",
            "conform badge report.json --adapter miniwall --label 'miniwall conformance'"
        ],
        notes: [
            "The SVG goes to stdout (or '--output'); notes and errors to stderr."
        ],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "the badge was drawn, whatever the score (a score is information, not a failure)"),
            ExitCodeDeclaration(
                code: ExitStatus.invalidInput,
                meaning: "invalid input: a file that is not a JSON report of this version; a missing or unknown adapter"),
            ExitCodeDeclaration(code: ExitStatus.infrastructure, meaning: "the badge could not be written")
        ],
        usesWorkspace: false)

    static let adapter = Option<String?>("--adapter", "A", help: "the adapter to draw; needed when the report has several")
    static let label = Option<String?>("--label", "TEXT", help: "the label, the badge's left half (default 'conform <adapter>')")
    static let output = Common.output("the SVG")

    static func main(_ a: Arguments) throws -> Int32 {
        let file = a.positional[0]  // exactly one: `Arguments.checkArgumentCount`
        let (report, header) = try JSONReportReader.read(file: file)
        let score = try Self.score(in: report, file: file, adapter: try a[adapter])
        let badge = ConformanceBadge(score: score, label: try a[label])
        if let shard = header.shard {
            Terminal.err(
                "conform: note: '\(file)' is shard \(shard) of a run; the badge scores that shard only (merge the shards first: conform merge … --json FILE)\n"
            )
        }
        let output = try a[Self.output]
        if let output {
            try FileOutput.write(badge.svg(), to: output)
            Terminal.err("conform: wrote the badge '\(badge.label): \(badge.message)' to '\(output)'\n")
        } else {
            Terminal.out(badge.svg())
        }
        return ExitStatus.success
    }

    /// The score of the adapter `wanted` names in `report` (read from `file`), or of its only
    /// adapter when `wanted` is nil; an error listing the report's adapters otherwise.
    static func score(in report: RunReport, file: String, adapter wanted: String?) throws -> AdapterScore {
        let scores = report.scores
        let ids = scores.map(\.adapter)
        let listed = ids.map { "'\($0)'" }.joined(separator: ", ")
        guard let first = ids.first else {
            throw ConformError.input(
                "'\(file)' has no adapters, so no conformance to draw", next: "give the report of a run that ran at least one adapter")
        }
        guard let wanted else {
            guard ids.count == 1 else {
                throw ConformError.input(
                    "'\(file)' has \(ids.count) adapters (\(listed)): say which one the badge is for",
                    next: "for example: conform badge \(file) --adapter \(first)")
            }
            return scores[0]
        }
        guard let score = scores.first(where: { $0.adapter == wanted }) else {
            var next = "give one of \(listed)"
            if let near = Suggestion.nearest(to: wanted, among: ids) { next = "did you mean '--adapter \(near)'? (\(next))" }
            throw ConformError.input("'\(file)' has no adapter '\(wanted)'; it has \(listed)", next: next)
        }
        return score
    }
}
