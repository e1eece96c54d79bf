import ConformKit
import Foundation
import Testing

/// The same inputs give byte-identical reports, whatever the job count and however often.
@Suite struct DeterminismTests {
    @Test("the full suite's JSON, JUnit and matrix are byte-identical across job counts and repeated runs")
    func repeatedRuns() throws {
        var outputs: [String: Data] = [:]
        for jobs in ["1", "3", "8", "2", "1"] {
            for format in ["json", "junit", "tap"] {
                let out = try ConformBinary.run(["run", "Specs/", "--format", format, "--jobs", jobs], in: ConformBinary.packageRoot)
                #expect(out.status == 0, "jobs \(jobs): \(out.stderrText)")
                if let previous = outputs[format] {
                    #expect(previous == out.stdout, "\(format) differs at --jobs \(jobs)")
                } else {
                    outputs[format] = out.stdout
                }
            }
        }
        // Every report names each pair once: the same pairs, whatever the job count.
        let json = try #require(outputs["json"])
        let report = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let pairs = try #require(report["results"] as? [[String: Any]])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(pairs.count == summary["pairs"] as? Int && pairs.count > 500, "\(pairs.count) pairs, summary \(summary)")
        let names = pairs.map { "\($0["spec"] ?? "")|\($0["adapter"] ?? "")" }
        #expect(Set(names).count == names.count, "a pair is reported twice")
        var matrices: [Data] = []
        for jobs in ["1", "4", "1"] {
            let matrix = try ConformBinary.run(["matrix", "--format", "markdown", "--jobs", jobs], in: ConformBinary.packageRoot)
            #expect(matrix.status == 0, "matrix --jobs \(jobs): \(matrix.stderrText)")
            #expect(matrix.stdoutText.contains("| spec"), "matrix --jobs \(jobs): \(matrix.stdoutText.prefix(200))")
            matrices.append(matrix.stdout)
        }
        #expect(Set(matrices).count == 1, "the matrix differs across job counts or repeated runs")
    }
}
