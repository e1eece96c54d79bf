import ConformKit
import Foundation

/// `conform run`: the CI gate.
enum RunCommand {
    static let valueOptions = ["--adapter", "--filter", "--tag", "--jobs", "--format", "--output", "--pending-dir"]
    static let flagOptions = ["--update", "--force", "--verbose", "--no-golden"]
    static let formats = ["pretty", "json"]

    static func main(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, valueOptions: valueOptions, flagOptions: flagOptions, command: "run")
        if a.has("--help") {
            Terminal.out(Help.run)
            return 0
        }
        let format = a.value("--format") ?? "pretty"
        guard formats.contains(format) else {
            throw ConformError.input("unknown format '\(format)'", next: "use one of: \(formats.joined(separator: ", "))")
        }
        let update = a.has("--update")
        if update && Terminal.isCI && !a.has("--force") {
            throw ConformError.input("'--update' is refused in CI: goldens change only by review",
                                     next: "run it locally, or add '--force' if you really mean to rewrite goldens here")
        }
        let jobs = try a.positiveInt("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let workspace = try Workspace.load()
        let adapters = try workspace.adapters(a.list("--adapter"))
        let loaded = try workspace.loadSuite(a.positional, jobs: jobs)

        let golden: (any GoldenChecking)?
        if a.has("--no-golden") {
            golden = nil
        } else {
            // In CI nothing is written to the tree: pending files go only where --pending-dir says.
            let pendingDir = a.value("--pending-dir")
            golden = GoldenFiles(root: workspace.config.golden, pendingDirectory: pendingDir, writePending: !Terminal.isCI || pendingDir != nil)
        }
        let adapterIDs = adapters.map(\.info.id)
        let (divergences, divergenceDiagnostics, divergenceSources) = DivergenceFile.load(folder: workspace.config.divergences, adapters: adapterIDs)
        let runner = Runner(Runner.Options(
            adapters: adapters,
            filters: a.list("--filter").map(Glob.init),
            tags: a.list("--tag"),
            jobs: jobs,
            golden: golden,
            update: update,
            divergences: divergences))

        let invalid = loaded.invalid.filter(runner.selects(invalid:))
        Workspace.printDiagnostics(invalid)
        let colourErr = Terminal.colour(fd: 2)
        for d in divergenceDiagnostics {
            Terminal.err(DiagnosticRenderer.render(d, source: divergenceSources[d.location.file], colour: colourErr) + "\n")
        }
        let selected = loaded.specs.filter(runner.selects)
        if selected.isEmpty && invalid.isEmpty {
            throw ConformError.input("no spec matched: nothing to run",
                                     next: "check the paths, '--filter' and '--tag'; 'conform list' shows the suite")
        }
        let pairs = runner.run(selected)
        let fullRun = a.positional.isEmpty && a.list("--filter").isEmpty && a.list("--tag").isEmpty
        let stale = fullRun ? divergences.stale(knownSpecs: Set(loaded.specs.map(\.id))) : []
        let report = RunReport(pairs: pairs, invalid: invalid, adapters: adapters.map(\.info), specCount: selected.count + invalid.count,
                               staleDivergences: stale, divergenceDiagnostics: divergenceDiagnostics)

        let text: String
        switch format {
        case "json": text = JSONReport.render(report, toolVersion: CLI.version)
        default: text = PrettyReport.render(report, colour: a.value("--output") == nil && Terminal.colour(fd: 1), verbose: a.has("--verbose"))
        }
        if let output = a.value("--output") {
            try FileOutput.write(text, to: output)
            Terminal.err(PrettyReport.summary(report, style: Style(colour: colourErr)))
        } else {
            Terminal.out(text)
        }
        if update {
            let written = pairs.filter(\.goldenUpdated).count
            Terminal.err("conform: updated \(written) golden\(written == 1 ? "" : "s")\n")
        }
        return report.exitCode
    }
}

/// Writes report files atomically, with errors that name the path.
enum FileOutput {
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ConformError.infrastructure("cannot write '\(path)': \(error.localizedDescription)", next: "check the folder exists and is writable")
        }
    }
}
