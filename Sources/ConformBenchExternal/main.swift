import ConformKit
import Foundation

/// `conform-bench-external`: round trips per second through an external adapter (by default the
/// Python example), driven the way `conform run` drives it — replay, events checked and recorded.
/// Run from the package root: `swift run -c release conform-bench-external [--specs N] [--steps N]
/// [--jobs N] [--command CMD…]`.
struct BenchOptions {
    /// How many specs to run.
    var specs = 200
    /// Custom-action steps per spec.
    var steps = 100
    /// The job counts to measure.
    var jobs = [1, 2]
    /// The adapter's command.
    var command = ["python3", "Examples/python/miniwall_web.py"]

    /// Reads the options; exits with a usage message on anything else.
    init(_ args: [String]) {
        var rest = args[...]
        while let arg = rest.popFirst() {
            switch arg {
            case "--specs": specs = Self.number(rest.popFirst(), arg)
            case "--steps": steps = Self.number(rest.popFirst(), arg)
            case "--jobs": jobs = [Self.number(rest.popFirst(), arg)]
            case "--command":
                command = Array(rest)
                rest = []
            default:
                FileHandle.standardError.write(Data("usage: conform-bench-external [--specs N] [--steps N] [--jobs N] [--command CMD…]\n".utf8))
                exit(2)
            }
        }
    }

    /// A positive whole number option value; exits with a message otherwise.
    private static func number(_ text: String?, _ option: String) -> Int {
        guard let text, let n = Int(text), n > 0 else {
            FileHandle.standardError.write(Data("conform-bench-external: \(option) needs a positive whole number\n".utf8))
            exit(2)
        }
        return n
    }
}

/// Specs of `present` then `steps` custom actions, each answered with one event and `done`.
func makeSpecs(_ options: BenchOptions) -> [Spec] {
    (0..<options.specs).map { i in
        var steps: [Located<Step>] = [Located(.present(Presentation()), at: SourceLocation(file: "bench", line: 1, column: 1))]
        for s in 0..<options.steps {
            steps.append(Located(.action(id: "a\(s)"), at: SourceLocation(file: "bench", line: s + 2, column: 1)))
        }
        return Spec(id: "bench/s\(i)", file: "bench", title: "bench", steps: steps)
    }
}

let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
let specs = makeSpecs(options)
// Per spec: begin, the steps, end — each one request answered by its replies.
let requestsPerSpec = options.steps + 3
let repliesPerSpec = options.steps + 3 + options.steps
print("conform-bench-external: \(options.command.joined(separator: " "))")
print("\(options.specs) specs × \(requestsPerSpec) requests (\(options.steps) custom actions, one event each)")
for jobs in options.jobs {
    let adapter = ExternalAdapter(ExternalAdapter.Configuration(id: "bench", process: AdapterProcess.Configuration(command: options.command)))
    if let reason = adapter.info.unavailable {
        print("the adapter is unavailable: \(reason)")
        exit(3)
    }
    let runner = Runner(Runner.Options(jobs: jobs))
    let start = Date()
    let results = runner.run(specs, on: [adapter])
    let seconds = Date().timeIntervalSince(start)
    adapter.shutdown()
    let failed = results.filter { $0.verdict != .pass }
    if let first = failed.first {
        print("\(failed.count) specs did not pass: \(first.specID): \(first.explanation ?? first.verdict.rawValue)")
        exit(1)
    }
    let requests = Double(options.specs * requestsPerSpec)
    let messages = Double(options.specs * (requestsPerSpec + repliesPerSpec))
    print(
        String(
            format: "jobs %d: %.2f s, %.0f round trips/s (request → events → done), %.0f messages/s (lines either way)",
            jobs, seconds, requests / seconds, messages / seconds))
}
