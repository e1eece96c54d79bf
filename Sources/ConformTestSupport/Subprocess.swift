import Dispatch
import ConformKit
import Foundation

/// The one wrapper around `Foundation.Process`: sets stdin explicitly, drains stdout and stderr
/// concurrently before waiting (a full pipe otherwise deadlocks), and kills on timeout.
package enum Subprocess {
    /// What a finished process left behind.
    package struct Output: Sendable {
        /// The exit status (or 128 + signal when it was killed by one).
        package var status: Int32
        /// Everything written to stdout.
        package var stdout: Data
        /// Everything written to stderr.
        package var stderr: Data
        /// Whether it was killed for running past the timeout.
        package var timedOut: Bool

        /// stdout as UTF-8 text (invalid bytes replaced).
        package var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        /// stderr as UTF-8 text (invalid bytes replaced).
        package var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments` to completion, feeding `input` on stdin. With
    /// `stdoutClosed`, nobody reads its stdout: the pipe's read end is closed before it starts, so
    /// its first write to stdout meets a closed pipe (`conform adapters | true`, deterministically).
    package static func run(
        _ executable: String, _ arguments: [String], directory: String? = nil,
        environment: [String: String]? = nil, input: Data = Data(), timeout: Double = 60,
        stdoutClosed: Bool = false
    ) throws -> Output {
        // A child that exits before reading all its input must not take this program with it.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        if stdoutClosed { try? stdout.fileHandleForReading.close() }
        do {
            try process.run()
        } catch {
            throw ConformError.infrastructure(
                "cannot start '\(executable)': \(error.localizedDescription)", next: "check the command exists and is executable")
        }
        let drained = Locked<[Int: Data]>([:])
        let group = DispatchGroup()
        for (index, pipe) in [stdout, stderr].enumerated() where !(stdoutClosed && index == 0) {
            group.enter()
            let handle = pipe.fileHandleForReading
            DispatchQueue.global().async {
                let data = handle.readDataToEndOfFile()
                drained.withLock { $0[index] = data }
                group.leave()
            }
        }
        let writer = stdin.fileHandleForWriting
        DispatchQueue.global().async {
            if !input.isEmpty { try? writer.write(contentsOf: input) }
            try? writer.close()
        }
        let timedOut = group.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            _ = group.wait(timeout: .now() + 5)
        }
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        let (out, err) = drained.withLock { ($0[0] ?? Data(), $0[1] ?? Data()) }
        return Output(status: status, stdout: out, stderr: err, timedOut: timedOut)
    }
}
