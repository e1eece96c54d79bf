import Foundation

#if os(Linux)
    /// The test binary itself, run once more on the tests `filter` names, with Swift Testing's
    /// event stream written to a file (the one an IDE reads): how a test sees what a real run
    /// reports, known issues and cancellations included.
    enum EventStream {
        /// The run's exit status and its event stream, one JSON record a line.
        static func run(filter: String) throws -> (status: Int32, lines: [Substring]) {
            let binary = ProcessInfo.processInfo.arguments[0]
            let events = FileManager.default.temporaryDirectory.appendingPathComponent("conform-events-\(UUID().uuidString).jsonl").path
            defer { try? FileManager.default.removeItem(atPath: events) }
            let run = Process()
            run.executableURL = URL(fileURLWithPath: binary)
            run.arguments = [
                "--testing-library", "swift-testing", "--filter", filter, "--event-stream-output-path", events, "--event-stream-version", "0"
            ]
            run.standardOutput = FileHandle.nullDevice
            run.standardError = FileHandle.nullDevice
            try run.run()
            run.waitUntilExit()
            return (run.terminationStatus, try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n"))
        }
    }
#endif
