import Foundation
import Testing
@testable import ConformKit

/// The example adapters in Examples/ (Python and node, standard library only).
enum ExternalExamples {
    /// The Miniwall Web model in Python.
    static func python(jobs: Int = 1) -> ExternalAdapter {
        ExternalAdapter(
            ExternalAdapter.Configuration(
                id: "miniwall@web",
                process: AdapterProcess.Configuration(command: ["python3", ExternalFixtures.packageRoot + "/Examples/python/miniwall_web.py"])))
    }

    /// The AppDNA React Native model in node.
    static func node() -> ExternalAdapter {
        ExternalAdapter(
            ExternalAdapter.Configuration(
                id: "appdna-rn",
                process: AdapterProcess.Configuration(command: ["node", ExternalFixtures.packageRoot + "/Examples/node/appdna_rn.js"])))
    }
}

/// The examples pass `adapter-check` and every shipped spec that applies to them.
@Suite struct ExternalExamplesTests {
    @Test(
        "each example passes every adapter-check",
        arguments: [
            ["python3", "Examples/python/miniwall_web.py"], ["node", "Examples/node/appdna_rn.js"]
        ])
    func adapterCheck(_ command: [String]) {
        let configuration = AdapterProcess.Configuration(command: command, directory: ExternalFixtures.packageRoot)
        let results = AdapterCheck.run(configuration, timeout: .seconds(5))
        #expect(results.count >= 15)
        #expect(results.allSatisfy { $0.passed }, "\(AdapterCheck.render(results, command: command.joined(separator: " ")))")
    }

    @Test("the examples pass every shipped spec that applies to them (known divergences aside), and each runs some")
    func shippedSuite() throws {
        let loaded = try SuiteLoader(root: ExternalFixtures.packageRoot + "/Specs").load(paths: [], jobs: 2)
        #expect(loaded.invalid.isEmpty)
        let python = ExternalExamples.python()
        let node = ExternalExamples.node()
        let (divergences, problems, _) = DivergenceFile.load(
            folder: ExternalFixtures.packageRoot + "/Divergences",
            adapters: ["miniwall@web", "appdna-rn"])
        #expect(problems.isEmpty)
        let results = Runner(Runner.Options(jobs: 2, divergences: divergences)).run(loaded.specs, on: [python, node])
        python.shutdown()
        node.shutdown()
        for result in results where ![.pass, .notApplicable, .expectedFail].contains(result.verdict) {
            Issue.record("\(result.adapterID) \(result.specID): \(result.verdict.rawValue) \(result.explanation ?? "") \(result.violations)")
        }
        let passed = Dictionary(grouping: results.filter { $0.verdict == .pass }, by: \.adapterID).mapValues(\.count)
        #expect((passed["miniwall@web"] ?? 0) >= 40, "the whole Miniwall suite runs on the Web model")
        #expect((passed["appdna-rn"] ?? 0) >= 7)
    }
}
