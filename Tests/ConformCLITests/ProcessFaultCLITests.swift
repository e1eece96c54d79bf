#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// Adapters die with conform, and what they start dies with them, through the built binary: a
/// `kill -9` of conform, an interrupt, a timeout and the self-test each leave no process behind —
/// not even a child that left the adapter's process group with `setsid`.
@Suite struct ProcessFaultCLITests {
    /// The fixture that starts a child in a new session, then hangs on 'action: boom'.
    static let sessionChild = ConformBinary.packageRoot + "/Tests/Fixtures/broken-adapters/session_child.py"
    /// The guard the built binary runs adapters under.
    static let guardProgram = (ConformBinary.path as NSString).deletingLastPathComponent + "/conform-guard"

    /// A sandbox whose one spec taps 'boom', run on the session-child fixture with `timeout`.
    func sandbox(timeout: String) throws -> Sandbox {
        let box = try Sandbox()
        try box.write(
            "conform.yaml",
            """
            adapters:
              - {name: sessions, command: [python3, '\(Self.sessionChild)'], timeout: \(timeout), environment: {FIXTURE_PID_DIR: pids, PYTHONDONTWRITEBYTECODE: '1'}}

            """)
        try box.write("Specs/t/b.yaml", "title: b\nsteps: [present, {action: boom}]\nexpect:\n  order: [action boom]\n")
        try FileManager.default.createDirectory(atPath: box.path + "/pids", withIntermediateDirectories: true)
        return box
    }

    /// The pids the fixture wrote: the adapter's and its session child's.
    func pids(in box: Sandbox) -> [Int32] {
        box.files().filter { $0.hasPrefix("pids/") }.compactMap { Int32($0.dropFirst(5).dropLast(4)) }
    }

    /// Starts `conform args` in `box` without waiting; stdout and stderr are dropped.
    func start(_ args: [String], in box: Sandbox, environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ConformBinary.path)
        process.arguments = args
        process.currentDirectoryURL = URL(fileURLWithPath: box.path)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits until the fixture wrote both pids (it is up, its child started).
    func waitForPids(in box: Sandbox) throws -> [Int32] {
        let deadline = Date().addingTimeInterval(20)
        var found: [Int32] = []
        while found.count < 2 && Date() < deadline {
            usleep(50_000)
            found = pids(in: box)
        }
        try #require(found.count == 2, "the fixture and its session child are up: \(found)")
        return found
    }

    @Test("kill -9 of conform while its adapter hangs: the adapter and the child it started in a new session die with it")
    func killNine() throws {
        let box = try sandbox(timeout: "60s")
        let conform = try start(["run", "--no-golden"], in: box)
        let pids = try waitForPids(in: box)
        try box.waitForFile("pids/hanging.mark")
        kill(conform.processIdentifier, SIGKILL)
        conform.waitUntilExit()
        #expect(Self.survivors(pids, timeout: 5).isEmpty, "nothing outlives conform: \(pids)")
    }

    @Test("an interrupt (SIGINT, SIGTERM) of conform takes the adapter's session child too", arguments: [SIGINT, SIGTERM])
    func interrupt(_ signal: Int32) throws {
        let box = try sandbox(timeout: "60s")
        let conform = try start(["run", "--no-golden"], in: box)
        let pids = try waitForPids(in: box)
        try box.waitForFile("pids/hanging.mark")
        kill(conform.processIdentifier, signal)
        conform.waitUntilExit()
        #expect(conform.terminationStatus == 128 + signal)
        #expect(Self.survivors(pids, timeout: 5).isEmpty, "\(pids)")
    }

    @Test("an adapter stopped at its timeout takes its session child with it, under the guard and without it", arguments: [true, false])
    func timeout(_ guarded: Bool) throws {
        let box = try sandbox(timeout: "1s")
        let out = try ConformBinary.run(["run", "--no-golden"], in: box.path, environment: guarded ? [:] : ["CONFORM_GUARD": ""])
        #expect(out.status == 3)
        #expect(out.stdoutText.contains("did not answer 'step'"), "\(out.stdoutText)")
        let pids = pids(in: box)
        #expect(pids.count == 2)
        #expect(Self.survivors(pids, timeout: 5).isEmpty, "\(pids)")
    }

    @Test("adapter-check leaves no process: the adapter's session child is stopped with it")
    func adapterCheck() throws {
        let box = try sandbox(timeout: "1s")
        let out = try ConformBinary.run(
            ["adapter-check", "python3", Self.sessionChild], in: box.path,
            environment: ["FIXTURE_PID_DIR": box.path + "/pids"])
        #expect(out.status == 0, "\(out.stdoutText)")
        let pids = pids(in: box)
        #expect(pids.count == 2)
        #expect(Self.survivors(pids, timeout: 5).isEmpty, "\(pids)")
    }

    @Test(
        "the guard exits as its adapter did: the same status, or the same signal",
        arguments: [
            ("exit 3", Int32(3)), ("exit 0", Int32(0)), ("kill -9 $$", Int32(128 + SIGKILL)), ("kill -15 $$", Int32(128 + SIGTERM))
        ])
    func guardMirrors(_ script: String, _ status: Int32) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.guardProgram))
        let out = try Subprocess.run(Self.guardProgram, [String(getpid()), "/bin/sh", "-c", script], timeout: 20)
        #expect(out.status == status, "\(out.stderrText)")
    }

    @Test("the guard starts nothing when the parent it was told of is not its parent (already gone)")
    func guardParentGone() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.guardProgram))
        let box = try Sandbox()
        let out = try Subprocess.run(
            Self.guardProgram, [String(GoldenSafetyCLITests.deadPid()), "/bin/sh", "-c", "touch started"],
            directory: box.path, timeout: 20)
        #expect(out.status == 125)
        #expect(!box.exists("started"))
    }

    /// The pids of `pids` still alive after waiting up to `timeout` seconds (a zombie is dead).
    static func survivors(_ pids: [Int32], timeout: Double) -> [Int32] {
        let deadline = Date().addingTimeInterval(timeout)
        var alive = pids.filter { kill($0, 0) == 0 && !ExternalCLITests.isZombie($0) }
        while !alive.isEmpty && Date() < deadline {
            usleep(20_000)
            alive = alive.filter { kill($0, 0) == 0 && !ExternalCLITests.isZombie($0) }
        }
        return alive
    }
}
