import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// Runs the built `conform` binary, as a user would, in a chosen folder.
enum ConformBinary {
    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The `conform` executable that `swift test` built beside the test bundle.
    static let path: String = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("conform").path,
            packageRoot + "/.build/debug/conform"
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
    }()

    /// Runs `conform args…` in `directory` with CI variables and `COLUMNS` removed (plus `environment`).
    static func run(
        _ args: [String], in directory: String, environment: [String: String] = [:], input: String = "",
        stdoutClosed: Bool = false
    ) throws -> Subprocess.Output {
        var env = ProcessInfo.processInfo.environment
        for key in ContinuousIntegration.variables + ["NO_COLOR", "COLUMNS"] {
            env.removeValue(forKey: key)
        }
        env.merge(environment) { $1 }
        return try Subprocess.run(
            path, args, directory: directory, environment: env, input: Data(input.utf8), timeout: 120,
            stdoutClosed: stdoutClosed)
    }
}

/// A scratch folder with a copy of part of the shipped suite, removed when the test ends.
final class Sandbox {
    /// The folder.
    let path: String

    /// Creates an empty sandbox.
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("conform-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Copies `relative` (a file or folder of the package) into the sandbox at the same place.
    func copy(_ relative: String) throws {
        let destination = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ConformBinary.packageRoot + "/" + relative, toPath: destination)
    }

    /// Copies `relative` (a file or folder of the package) into the sandbox at `destination`.
    func copyItem(_ relative: String, to destination: String) throws {
        let target = path + "/" + destination
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ConformBinary.packageRoot + "/" + relative, toPath: target)
    }

    /// Writes `text` to `relative`, creating folders.
    func write(_ relative: String, _ text: String) throws {
        let destination = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: destination))
    }

    /// Reads `relative` as text.
    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    /// Whether `relative` exists.
    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + relative)
    }

    /// Waits until `relative` exists — a fixture's signal that it reached a point — for at most
    /// `seconds`; fails the test when it never comes.
    func waitForFile(_ relative: String, seconds: Double = 20) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !exists(relative) && Date() < deadline { usleep(10_000) }
        try #require(exists(relative), "'\(relative)' appeared within \(Int(seconds)) s")
    }

    /// Every file below the sandbox, relative, sorted.
    func files() -> [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { name in
                var dir: ObjCBool = false
                return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &dir) && !dir.boolValue
            }
            .sorted()
    }
}
