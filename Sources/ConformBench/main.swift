import ConformAdapters
import ConformKit
import Foundation

/// conform-bench: measures the real pipeline — read, parse, check, replay, match, golden compare, report —
/// on synthetic suites of 100, 1,000 and 10,000 specs against the built-in adapters.
/// Run with `swift run -c release conform-bench [sizes…] [--jobs N] [--keep DIR]`; `--keep` leaves
/// the generated suite (Specs/, Golden/) in DIR, to time the real `conform run` on it; `--adapter
/// a,b` runs only those built-ins (to compare figures with a run of fewer adapters); `--specs-only`
/// with `--keep DIR` writes the suite's Specs/ and stops (no goldens, nothing timed), for a check
/// that runs the real CLI on a big suite with `--no-golden`.
let arguments = Array(CommandLine.arguments.dropFirst())
var sizes: [Int] = []
var jobs = ProcessInfo.processInfo.activeProcessorCount
var keep: String?
var only: [String] = []
var specsOnly = false
var index = 0
while index < arguments.count {
    if arguments[index] == "--keep", index + 1 < arguments.count {
        keep = arguments[index + 1]
        index += 2
        continue
    }
    if arguments[index] == "--specs-only" {
        specsOnly = true
        index += 1
        continue
    }
    if arguments[index] == "--adapter", index + 1 < arguments.count {
        only += arguments[index + 1].split(separator: ",").map(String.init)
        index += 2
        continue
    }
    if arguments[index] == "--jobs", index + 1 < arguments.count, let n = Int(arguments[index + 1]) {
        jobs = n
        index += 2
        continue
    }
    if let n = Int(arguments[index]) { sizes.append(n) }
    index += 1
}
if sizes.isEmpty { sizes = [100, 1_000, 10_000] }

if specsOnly {
    guard let keep else {
        FileHandle.standardError.write(Data("conform-bench: --specs-only needs --keep DIR\n".utf8))
        exit(2)
    }
    for size in sizes {
        let root = sizes.count > 1 ? "\(keep)/\(size)" : keep
        do {
            try? FileManager.default.removeItem(atPath: root + "/Specs")
            let bytes = try SyntheticSuite.write(count: size, root: root)
            print("conform-bench: wrote \(size) specs (\(bytes) bytes) under '\(root)/Specs'")
        } catch {
            FileHandle.standardError.write(Data("conform-bench: \(error)\n".utf8))
            exit(1)
        }
    }
    exit(0)
}
let adapters = only.isEmpty ? BuiltinAdapters.all : BuiltinAdapters.all.filter { only.contains($0.id) }
print(
    "conform-bench: \(adapters.count) adapters (\(adapters.map(\.info.id).joined(separator: ", "))), \(jobs) jobs, \(ProcessInfo.processInfo.activeProcessorCount) cores"
)
for size in sizes {
    do {
        try Benchmark(size: size, adapters: adapters, jobs: jobs, keep: keep.map { sizes.count > 1 ? "\($0)/\(size)" : $0 }).run()
    } catch {
        FileHandle.standardError.write(Data("conform-bench: \(error)\n".utf8))
        exit(1)
    }
}
