import ConformKit
import Foundation

/// `conform merge FILE…`: joins shard JSON reports into one verdict, exit code, report and
/// obsolete-golden check.
enum MergeCommand {
    static let declaration = CommandDeclaration(
        name: "merge",
        summary: "join shard JSON reports into one verdict, exit code and report",
        description: [
            """
            Joins the JSON reports of 'conform run --shard I/N --format json --output …' into one verdict \
            and exit code, as if the suite had run on one machine. The reports must come from the same spec \
            set (their fingerprints must match) and the same adapters. When every shard 1/N … N/N of a \
            full run is given, the obsolete-golden check runs over the whole suite. A shard missing from \
            the set is refused (exit 2, naming it), so a shard job that crashed before writing its report \
            cannot make a green gate; '--allow-partial' merges what is there, and every summary then says \
            which shards the verdict does not cover. Not-recorded pairs fail the merged verdict when a shard \
            ran with '--require-recordings', or with it here.
            """
        ],
        arguments: [.required("REPORT.json", repeating: true, path: .read(.file), help: "the shards' JSON reports")],
        options: [ReportOutput.format, Common.output("the merged report"), Common.report] + ReportOutput.files.map(\.option)
            + [allowPartial, Common.requireRecordings, Common.label, Common.quiet, Common.verbose, Common.show, Common.allowOutside])

    static let allowPartial = Flag(
        "--allow-partial",
        help: "merge even when shards of the run are missing; the summary names them (refused without it)")

    static func main(_ a: Arguments) throws -> Int32 {
        let reports = try ReportOutput(a)
        // Every missing report at once: in CI that is a shard job that crashed before writing it.
        let absent = a.positional.filter { !FileManager.default.fileExists(atPath: $0) }
        if !absent.isEmpty {
            throw ConformError.input(
                "no report at \(absent.map { "'\($0)'" }.joined(separator: ", ")): the merged verdict cannot cover \(absent.count == 1 ? "its" : "their") shard\(absent.count == 1 ? "" : "s")",
                next: "a shard job that failed before writing its report must be rerun; check the paths otherwise")
        }
        let parts = try a.positional.map { file in
            let (report, header) = try JSONReportReader.read(file: file)
            let ids = report.adapters.map(\.id)
            if let twice = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
                throw ConformError.input("'\(file)' names adapter '\(twice)' twice", next: "merge reports written by 'conform run --json FILE'")
            }
            return ShardMerge.Part(report: report, header: header, file: file)
        }
        let merge = try ShardMerge(parts, allowPartial: a[allowPartial])
        if !merge.missingShards.isEmpty {
            let missing = merge.missingShards
            Terminal.err(
                "conform: warning: shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing (--allow-partial): the merged verdict covers only the shards given\n"
            )
        }
        var merged = merge.report
        merged.quoteSources()
        // As a run prints them before its results: each problem of an invalid spec once, located.
        Workspace.printDiagnostics(merged.invalid)
        if a[Common.requireRecordings] { merged.requireRecordings = true }
        if let label = reports.label { merged.label = label }
        merged.outOfScope = parts.reduce(0) { $0 + $1.report.outOfScope }
        let workspace = try? Workspace.load()
        merged.goldenRoot = workspace?.config.golden
        for package in workspace?.packages ?? [] {
            for id in package.adapterIDs { merged.packageGoldenRoots[id] = package.golden }
        }
        // The obsolete-golden check of the whole suite, which no single shard could make — judged as
        // the run judges it (Workspace.judgeObsolete), unless the shards consulted no golden.
        let ran = merged.pairs.filter { $0.run != nil }
        if merged.fullRun, ran.isEmpty || ran.contains(where: { $0.golden.kindName != "not_checked" }) {
            let workspace = try Workspace.load()
            // Judged against this checkout's goldens: only when its specs are the ones the shards ran.
            let here = try workspace.loadSpecs([], jobs: ProcessInfo.processInfo.activeProcessorCount)
            let fingerprint = Fingerprint.of(here.specs, invalid: here.invalid)
            if fingerprint == merged.fingerprint {
                _ = try workspace.judgeObsolete(&merged, ownAdapters: merged.adapters.map(\.id) == workspace.defaultAdapters.map(\.id))
            } else {
                Terminal.err(
                    "conform: warning: the shards ran another spec set than this checkout holds (fingerprint \(merged.fingerprint) ≠ \(fingerprint)): "
                        + "no golden is judged obsolete here; merge in a checkout of the commit the shards ran\n")
            }
        }
        try reports.emit(merged, command: "merge", paths: a.positional)
        try GitHubOutput.publish(merged)
        return merged.exitCode
    }
}
