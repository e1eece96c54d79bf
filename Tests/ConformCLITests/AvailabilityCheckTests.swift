import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// ci/check-availability.py, which `.ci/run` runs: Conform's sources use no toolchain API above the
/// Apple platforms Package.swift declares, and no Linux-only call outside its `#if` — read from the
/// toolchain's own interface files, so a Mac build is checked from Linux.
@Suite struct AvailabilityCheckTests {
    func check(_ arguments: [String]) throws -> Subprocess.Output {
        try Subprocess.run(
            "/usr/bin/env", ["python3", ConformBinary.packageRoot + "/ci/check-availability.py"] + arguments,
            directory: ConformBinary.packageRoot, environment: ProcessInfo.processInfo.environment, timeout: 120)
    }

    @Test("the shipped sources pass at the declared floor")
    func shippedSourcesPass() throws {
        let out = try check([])
        #expect(out.status == 0, "\(out.stdoutText)\(out.stderrText)")
        #expect(out.stdoutText.contains("floor macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1: no API above the floor"))
    }

    @Test("a planted Mutex, Atomic or bare prctl fails the check at its line; comments, strings and guarded calls do not")
    func plantedUseFails() throws {
        let box = try Sandbox()
        try box.write(
            "Sources/X/Planted.swift",
            """
            import Synchronization
            let lock = Mutex(0)
            let counter = Atomic<Int>(0)
            func f() { _ = prctl(1, 0, 0, 0, 0) }
            #if os(Linux)
            func g() { _ = prctl(1, 0, 0, 0, 0) }
            #endif
            // Mutex in a comment
            let text = "Mutex"

            """)
        let out = try check(["--sources", box.path + "/Sources"])
        #expect(out.status == 1)
        let lines = out.stdoutText.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") }
        #expect(lines.count == 3, "\(out.stdoutText)")
        #expect(out.stdoutText.contains("Planted.swift:2: Mutex (Synchronization struct) needs macOS 15, iOS 18"))
        #expect(out.stdoutText.contains("Planted.swift:3: Atomic (Synchronization struct) needs macOS 15, iOS 18"))
        #expect(out.stdoutText.contains("Planted.swift:4: prctl exists only on Linux"))
        #expect(out.stderrText.contains("check-availability: 3 finding(s) in 1 files"))
    }

    @Test("a package that declares no platforms is refused: nothing says which systems it supports")
    func noPlatforms() throws {
        let box = try Sandbox()
        try box.write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\")\n")
        let out = try check(["--package", box.path + "/Package.swift"])
        #expect(out.status == 2)
        #expect(out.stderrText.contains("declares no 'platforms:'"))
    }
}
