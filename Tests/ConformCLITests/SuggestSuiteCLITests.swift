import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// `conform mutate --suggest` on the shipped suite, for every adapter of its conform.yaml and for all
/// of them together: the whole patch applies and keeps every passing pair green, and it pins nothing
/// one adapter alone emits into a cross-SDK spec (issue 40, item 5).
@Suite struct SuggestSuiteCLITests {
    /// A copy of the shipped suite: specs, config, example adapters, recordings, divergences.
    static func shippedSuite() throws -> Sandbox {
        let box = try Sandbox()
        for item in ["Specs", "conform.yaml", "Examples", "Recordings", "Divergences"] { try box.copy(item) }
        return box
    }

    /// The verdict of each (spec, adapter) pair of `conform run --no-golden --format json` in `box`,
    /// and the adapters in the run's order.
    static func verdicts(_ box: Sandbox) throws -> (verdicts: [String: String], adapters: [String]) {
        let out = try ConformBinary.run(["run", "--no-golden", "--format", "json"], in: box.path)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdoutText.utf8)) as? [String: Any], "\(out.stderrText)")
        let results = try #require(json["results"] as? [[String: Any]])
        var verdicts: [String: String] = [:]
        for r in results {
            guard let spec = r["spec"] as? String, let adapter = r["adapter"] as? String, let verdict = r["verdict"] as? String else { continue }
            verdicts[spec + " on " + adapter] = verdict
        }
        let adapters = (json["adapters"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        return (verdicts, adapters)
    }

    /// What applying the `--suggest` patch for `adapter` (nil: every adapter) did: the passing pairs
    /// it turned red, the lines it adds to cross-SDK specs under Specs/common, and the exit status.
    struct Outcome: Sendable {
        var adapter: String
        var status: Int32
        var stderr: String
        var turnedRed: [String] = []
        var commonLines: [String] = []
        var applied = false
    }

    static func apply(adapter: String?, passing: Set<String>) -> Outcome {
        var outcome = Outcome(adapter: adapter ?? "every adapter", status: -1, stderr: "")
        do {
            let box = try shippedSuite()
            let args = ["mutate", "--suggest", "fix.patch"] + (adapter.map { ["--adapter", $0] } ?? [])
            let out = try ConformBinary.run(args, in: box.path)
            outcome.status = out.status
            outcome.stderr = out.stderrText
            guard box.exists("fix.patch") else { return outcome }
            let patch = try box.read("fix.patch")
            var file = ""
            for line in patch.split(separator: "\n") {
                if line.hasPrefix("+++ b/") {
                    file = String(line.dropFirst(6))
                } else if line.hasPrefix("+"), file.hasPrefix("Specs/common/") {
                    outcome.commonLines.append(String(line))
                }
            }
            let apply = try Subprocess.run(
                "/usr/bin/env", ["git", "apply", "fix.patch"], directory: box.path,
                environment: ProcessInfo.processInfo.environment, input: Data(), timeout: 60)
            outcome.applied = apply.status == 0
            guard outcome.applied else { return outcome }
            let after = try verdicts(box).verdicts
            outcome.turnedRed = passing.filter { after[$0] != "pass" }.sorted()
        } catch {
            outcome.stderr += "\(error)"
        }
        return outcome
    }

    /// `work` run on a dispatch thread, so a long wait does not hold a thread of the cooperative pool.
    static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    @Test("the whole --suggest patch, for every adapter of the shipped suite and for all together, applies and keeps every passing pair green")
    func everyAdapterStaysGreen() async throws {
        // Minutes of subprocesses: waited for off the cooperative pool, which other tests need.
        let base = try await Self.offPool { try Self.verdicts(try Self.shippedSuite()) }
        let passing = Set(base.verdicts.filter { $0.value == "pass" }.map(\.key))
        #expect(passing.count > 500, "the shipped suite passes: \(passing.count) pairs")
        let targets: [String?] = [nil] + base.adapters.map { Optional($0) }
        #expect(targets.count > 10, "\(base.adapters)")
        let all = try await Self.offPool {
            let outcomes = Locked([Outcome?](repeating: nil, count: targets.count))
            DispatchQueue.concurrentPerform(iterations: targets.count) { i in
                let outcome = Self.apply(adapter: targets[i], passing: passing)
                outcomes.withLock { $0[i] = outcome }
            }
            return outcomes.withLock { $0 }
        }
        var written = 0
        for case let outcome? in all {
            if outcome.status == 1 {
                #expect(
                    outcome.stderr.contains("no patch written to 'fix.patch': no suggested expectation fits a spec's claim"),
                    "\(outcome.adapter): \(outcome.stderr)")
                continue
            }
            #expect(outcome.status == 0, "\(outcome.adapter): \(outcome.stderr)")
            #expect(outcome.applied, "\(outcome.adapter): the patch does not apply")
            #expect(
                outcome.turnedRed.isEmpty,
                "\(outcome.adapter): the patch turns \(outcome.turnedRed.count) passing pairs red: \(outcome.turnedRed.prefix(5))")
            #expect(
                !outcome.commonLines.contains { $0.contains("recorded.") },
                "\(outcome.adapter) pins an SDK's own analytics into a cross-SDK spec: \(outcome.commonLines)")
            written += 1
        }
        #expect(written >= targets.count / 2, "most adapters have something to suggest")
    }
}
