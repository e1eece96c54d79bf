import ConformAdapters
import ConformKit
import Foundation

/// One benchmark size: makes the suite and its goldens, then times each phase and the whole run.
struct Benchmark {
    let size: Int
    let adapters: [any Adapter]
    let jobs: Int
    /// Where to leave the generated suite and goldens (for timing the real CLI on them), if anywhere.
    var keep: String? = nil

    func run() throws {
        let root = keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("conform-bench-\(size)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: root)
        defer { if keep == nil { try? FileManager.default.removeItem(atPath: root) } }
        let bytes = try SyntheticSuite.write(count: size, root: root)
        let specsRoot = root + "/Specs", goldenRoot = root + "/Golden"
        let suite = Suite(Workspace(suite: specsRoot, golden: goldenRoot, divergences: root + "/Divergences", adapters: adapters))

        // Phase: check — `conform check` end to end, through the `Workspace.check` it calls: find
        // the files, read each once, decode, validate against every adapter, keep only the count,
        // read the divergence lists. First, while the process holds little else, as the CLI's does;
        // fast and noisy, so the median of a few runs, with the range.
        let checkTimes = try timeCheck(suite, specsRoot: specsRoot)
        let check = checkTimes[checkTimes.count / 2]

        // Goldens first (not timed): one untimed run with --update semantics, through the same
        // pipeline `conform run` takes.
        let loader = SuiteLoader(root: specsRoot)
        let warm = try loader.load(paths: [], jobs: jobs)
        guard warm.invalid.isEmpty else { throw ConformError.input("synthetic spec invalid: \(warm.invalid[0].diagnostics)", next: nil) }
        _ = try suite.run(Suite.Request(jobs: jobs, golden: .compare(pendingDirectory: nil, write: false), update: true))

        // Phase: read — the bytes of every file a run must read, the specs and their goldens, and
        // nothing else: the floor any implementation stands on.
        let files = try SuiteLoader.specFiles(under: specsRoot)
        let goldenFiles = Self.files(under: goldenRoot)
        var t = Clock.now
        let texts = ParallelMap.map(files, jobs: jobs) { path in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        let goldenBytes = ParallelMap.map(goldenFiles, jobs: jobs) { path in FileManager.default.contents(atPath: path)?.count ?? 0 }
        let read = t.elapsed

        // Phase: parse (decode every spec).
        t = Clock.now
        let specs = ParallelMap.map(Array(texts.enumerated()), jobs: jobs) { (i, text) in
            SpecDecoder.decode(text, id: "s/\(i)", file: files[i]).spec
        }.compactMap { $0 }
        let parse = t.elapsed

        // Phases: replay, match, golden compare — single-threaded, per pair, to attribute time.
        let sample = Array(warm.specs.prefix(min(warm.specs.count, 2_000)))
        let (replay, match, golden) = try timePairs(sample, store: GoldenStore(root: goldenRoot))
        let scale = Double(warm.specs.count) / Double(max(1, sample.count))

        // The whole run, as `conform run` does it: load, run all pairs in parallel with goldens, report.
        let memoryBefore = Memory.peakKilobytes()
        t = Clock.now
        let report = try suite.run(Suite.Request(jobs: jobs, golden: .compare(pendingDirectory: nil, write: false)))
        let pairs = report.pairs
        let reportStart = Clock.now
        // The bytes `conform run --json FILE` writes, as it writes them: no String in between.
        let json = JSONReport.renderBytes(report, toolVersion: "bench")
        let reportTime = reportStart.elapsed
        let total = t.elapsed
        let htmlStart = Clock.now
        let html = HTMLReport.render(report, title: "bench")
        let htmlTime = htmlStart.elapsed
        let counts = report.counts
        let ran = pairs.count - (counts[.notApplicable] ?? 0)

        print("")
        print(
            "suite: \(size) specs, \(String(format: "%.1f", Double(bytes) / 1_048_576)) MB of spec text, \(specs.count) parsed, \(pairs.count) pairs (\(ran) ran)"
        )
        print(
            String(
                format: "  read            %8.1f ms   (%d spec files and %d goldens, %.1f MB)", read * 1000, files.count, goldenFiles.count,
                Double(bytes + goldenBytes.reduce(0, +)) / 1_048_576))
        print(String(format: "  parse           %8.1f ms   (%.1f MB/s on %d jobs)", parse * 1000, Double(bytes) / 1_048_576 / max(parse, 1e-9), jobs))
        print(
            String(
                format: "  check           %8.1f ms   (%.1f MB/s on %d jobs, end to end as 'conform check'; median of %d runs, %.1f–%.1f ms)",
                check * 1000, Double(bytes) / 1_048_576 / max(check, 1e-9), jobs, checkTimes.count,
                (checkTimes.first ?? 0) * 1000, (checkTimes.last ?? 0) * 1000))
        print(
            String(
                format: "  replay          %8.1f ms   (1 thread, %.2f µs per pair)", replay * scale * 1000,
                replay / Double(max(1, sample.count * adapters.count)) * 1e6))
        print(String(format: "  match           %8.1f ms   (1 thread)", match * scale * 1000))
        print(String(format: "  golden compare  %8.1f ms   (1 thread)", golden * scale * 1000))
        print(String(format: "  report (JSON)   %8.1f ms   (%d KB)", reportTime * 1000, json.count / 1024))
        print(String(format: "  report (HTML)   %8.1f ms   (%d KB, not in the whole run)", htmlTime * 1000, html.utf8.count / 1024))
        print(
            String(
                format: "  whole run       %8.1f ms   %.0f specs/s, %.0f pairs/s, %.1f× the time to read the files",
                total * 1000, Double(size) / total, Double(pairs.count) / total, total / max(read, 1e-9)))
        print(
            "  verdicts        " + counts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: " ")
        )
        print("  peak memory     \(Memory.peakKilobytes() / 1024) MB (before the timed run: \(memoryBefore / 1024) MB)")
    }
}

extension Benchmark {
    /// The check phase's times, sorted: `Workspace.check` over the suite, `checkRuns` times.
    private func timeCheck(_ suite: Suite, specsRoot: String) throws -> [Double] {
        var times: [Double] = []
        for _ in 0..<Self.checkRuns {
            let t = Clock.now
            let check = try suite.workspace.check([specsRoot], jobs: jobs)
            times.append(t.elapsed)
            guard check.fileCount == size, check.problemCount == 0 else {
                throw ConformError.input("check found \(check.problemCount) problems in \(check.fileCount) synthetic specs", next: nil)
            }
        }
        return times.sorted()
    }

    /// Replay, match and golden compare of every applicable pair of `sample`, one thread, each
    /// phase timed on its own.
    private func timePairs(_ sample: [Spec], store: GoldenStore) throws -> (replay: Double, match: Double, golden: Double) {
        var replay = 0.0, match = 0.0, golden = 0.0
        let names = AdapterNames(BuiltinAdapters.families)
        for spec in sample {
            for adapter in adapters where names.inapplicability(of: spec, to: adapter.info) == nil {
                var s = Clock.now
                guard case .completed(let transcript) = Replay.run(spec, on: adapter) else { continue }
                replay += s.elapsed
                s = Clock.now
                _ = Matcher(spec.expect, surface: adapter.info.surface).match(transcript.events, final: transcript.final)
                match += s.elapsed
                s = Clock.now
                let text = TranscriptFormat.write(transcript)
                _ = try store.compare(transcript, text: text)
                golden += s.elapsed
            }
        }
        return (replay, match, golden)
    }

    /// How many times the check phase runs (its median is reported).
    static let checkRuns = 5

    /// Every file below `root`.
    static func files(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".transcript") { files.append(root + "/" + relative) }
        }
        return files
    }
}

/// Monotonic time for phases.
enum Clock {
    static var now: Instant { Instant(start: DispatchTime.now().uptimeNanoseconds) }

    struct Instant {
        let start: UInt64
        var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    }
}

/// The process's peak resident memory, from /proc.
enum Memory {
    static func peakKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
