import ConformKit
import Foundation

/// `conform mutate [PATHS]`: the suite's mutation score. The work is `MutationRun`'s; this reads the
/// command line, runs the suite through `Suite`, and writes the rendered report.
enum MutateCommand {
    /// The report formats, the default first.
    static let formats = ["pretty", "json", "markdown"]

    /// Runs the command: 0 when the score was measured, 1 under '--min-score', 2 or 3 as declared.
    static func main(_ a: Arguments) throws -> Int32 {
        let format = a.value("--format") ?? "pretty"
        guard formats.contains(format) else {
            throw ConformError.input("unknown format '\(format)'", next: "use one of: \(formats.joined(separator: ", "))")
        }
        let minimumText = a.value("--min-score")
        let minimum = try minimumText.map(parseMinimum)
        let limit = try a.positiveInt("--max-mutants") ?? MutationRun.defaultLimit
        let jobs = try a.positiveInt("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let run = try SuiteExecution.execute(SuiteExecution.Request(
            paths: a.positional, adapterIDs: a.list("--adapter"), filters: a.list("--filter"), tags: a.list("--tag"),
            jobs: jobs, golden: .ignore, update: false, keepTranscripts: true, keepSpecs: true,
            traceAdapter: a.has("--trace-adapter")))
        let report = MutationRun.run(run, jobs: jobs, limit: limit)
        let output = a.value("--output")
        let text: String
        switch format {
        case "json": text = MutationRenderer.json(report, toolVersion: CLI.version)
        case "markdown": text = MutationRenderer.markdown(report)
        default: text = MutationRenderer.text(report, colour: output == nil && Terminal.colour(fd: 1), verbose: a.has("--verbose"))
        }
        if let output {
            try FileOutput.write(text, to: output)
            Terminal.err("conform mutate: \(report.averaged.percent) of mutants killed \(MutationRenderer.headline(report)); written to '\(output)'\n")
        } else {
            Terminal.out(text)
        }
        if let patchFile = a.value("--suggest") {
            let patch = SuggestionPatch.patch(report, read: SuggestionPatch.readSpec)
            try FileOutput.write(patch.patch, to: patchFile)
            Terminal.err(patch.specs == 0 ? "conform mutate: no expectation to suggest that holds on every adapter; wrote an empty patch to '\(patchFile)'\n"
                : "conform mutate: \(patch.expectations) suggested expectation\(patch.expectations == 1 ? "" : "s") for \(patch.specs) spec\(patch.specs == 1 ? "" : "s") written to '\(patchFile)': review it, then 'git apply \(patchFile)'\n")
        }
        let code = report.exitCode(minimum: minimum)
        if code == 1, let minimumText {
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
