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
        let matrix1 = try ConformBinary.run(["matrix", "--format", "markdown", "--jobs", "1"], in: ConformBinary.packageRoot)
        let matrix4 = try ConformBinary.run(["matrix", "--format", "markdown", "--jobs", "4"], in: ConformBinary.packageRoot)
        #expect(matrix1.stdout == matrix4.stdout)
        #expect(!matrix1.stdout.isEmpty)
    }
}
