import ConformKit
import Foundation
import Testing

/// Confinement by construction (issue 27): every write the tool makes to a golden folder — a run
/// leaving pending files, `--update`, `--prune`, `accept`, `reject`, `review` — goes through the
/// workspace's one boundary check, for the workspace's own goldens and for each included package's;
/// a golden folder that leads out (`..`, or a symbolic link) is refused unless `--allow-outside`,
/// and nothing is written there. The places options name for a command to write (reports,
/// `--pending-dir`, `--artifacts`, plans, patches) go through the same `Confinement.resolve`:
/// `OutputConfinementCLITests` enumerates them from the commands' declarations.
@Suite struct ConfinementCLITests {
    /// Every command line that writes to a golden folder, with its exit status when refused.
    static let writingRoutes: [[String]] = [
        ["run"],
        ["run", "--update"],
        ["run", "--prune"],
        ["accept"],
        ["reject"],
        ["review"]
    ]

    /// How the package's golden folder leads out of the package.
    enum Escape: String, CaseIterable, Sendable {
        /// `golden: ../../outside/g` in the package's conform.yaml.
        case dotDot
        /// The package's `Golden` is a symbolic link to a folder outside.
        case link
    }

    /// `app/` including `../acme-conform`, whose goldens lead to `outside/` as `escape` says.
    static func workspace(_ escape: Escape) throws -> Sandbox {
        let box = try Sandbox()
        let fixture = PackageGoldensCLITests.fixture
        try box.copyItem(fixture + "/Specs", to: "app/Specs")
        try box.copyItem(fixture + "/Golden", to: "app/Golden")
        try box.copyItem(fixture + "/Vendor/acme-conform", to: "acme-conform")
        try box.write("app/conform.yaml", "adapters:\n  - miniwall\npackages:\n  - ../acme-conform\n")
        try FileManager.default.createDirectory(atPath: box.path + "/outside", withIntermediateDirectories: true)
        switch escape {
        case .dotDot:
            let config = try box.read("acme-conform/conform.yaml")
            try box.write("acme-conform/conform.yaml", config + "golden: ../outside/g\n")
        case .link:
            try FileManager.default.removeItem(atPath: box.path + "/acme-conform/Golden")
            try FileManager.default.createSymbolicLink(atPath: box.path + "/acme-conform/Golden", withDestinationPath: box.path + "/outside")
        }
        return box
    }

    @Test(
        "every write to a package's golden folder that leads out of the package is refused without --allow-outside",
        arguments: Escape.allCases, writingRoutes)
    func refused(_ escape: Escape, _ route: [String]) throws {
        let box = try Self.workspace(escape)
        let result = try ConformBinary.run(route, in: box.path + "/app", input: "q\n")
        #expect(result.status == 2, "\(route): \(result.stdoutText)\n\(result.stderrText)")
        #expect(
            result.stderrText.contains("refusing to write goldens in '../acme-conform/") && result.stderrText.contains("outside the package 'acme'"),
            "\(result.stderrText)")
        #expect(result.stderrText.contains("add '--allow-outside'"), "\(result.stderrText)")
        let written = box.files().filter { $0.hasPrefix("outside/") }
        #expect(written.isEmpty, "\(route) wrote outside: \(written)")
    }

    @Test("with --allow-outside, run --update writes the package's goldens where its conform.yaml says", arguments: Escape.allCases)
    func allowed(_ escape: Escape) throws {
        let box = try Self.workspace(escape)
        let result = try ConformBinary.run(["run", "--update", "--allow-outside"], in: box.path + "/app")
        #expect(result.status == 0, "\(result.stdoutText)\n\(result.stderrText)")
        let prefix = escape == .dotDot ? "outside/g/acme.tiny/" : "outside/acme.tiny/"
        #expect(box.files().contains { $0.hasPrefix(prefix) }, "\(box.files())")
    }

    @Test("the workspace's own Golden leading out is refused on every writing route, as before")
    func ownGolden() throws {
        for route in Self.writingRoutes {
            let box = try Self.workspace(.dotDot)
            try box.write("app/conform.yaml", "adapters:\n  - miniwall\ngolden: ../outside/own\n")
            let result = try ConformBinary.run(route, in: box.path + "/app", input: "q\n")
            #expect(result.status == 2 && result.stderrText.contains("outside the workspace"), "\(route): \(result.stderrText)")
            #expect(!box.files().contains { $0.hasPrefix("outside/") }, "\(route)")
        }
    }

    @Test("a suite conform.yaml names outside the workspace is refused like a typed path, unless --allow-outside")
    func ownSuite() throws {
        let box = try Sandbox()
        try box.write("elsewhere/Specs/a.yaml", BadInputCorpusTests.validSpec)
        try box.write("app/conform.yaml", "suite: ../elsewhere/Specs\nadapters: [miniwall]\n")
        for command in [["run"], ["check"], ["list"]] {
            let refused = try ConformBinary.run(command, in: box.path + "/app")
            #expect(refused.status == 2, "\(command): \(refused.stdoutText)")
            #expect(
                refused.stderrText.contains("the suite '../elsewhere/Specs' that conform.yaml names is outside the workspace"),
                "\(refused.stderrText)")
            let allowed = try ConformBinary.run(command + ["--allow-outside"], in: box.path + "/app")
            #expect(allowed.status != 2, "\(command) --allow-outside: \(allowed.stderrText)")
        }
    }

    /// The places in Sources that write, create or remove files, and what each is: every one is
    /// either the golden store's (through `FileSystem`, behind `Workspace.goldenStore`, which
    /// `checkGoldenInside` guards) or a place the user names on the command line.
    static let writers: [String: String] = [
        "Sources/ConformKit/FileSystem/FileSystem.swift": "the primitives: atomic write, remove, create folders",
        "Sources/ConformKit/Golden/GoldenStoreError.swift": "the golden store's wrappers of the primitives",
        "Sources/ConformKit/Golden/GoldenStore.swift": "goldens and pending files, under roots Workspace.goldenStore checked",
        "Sources/ConformKit/FileSystem/TemporaryFiles.swift": "the sweep of an interrupted run's temporary files, in a golden store's folders",
        "Sources/ConformKit/Golden/GoldenFiles.swift": "rendered diffs under --artifacts DIR (user-named)",
        "Sources/ConformCLI/FileOutput.swift": "report files: --output, --json, --junit, … (user-named)",
        "Sources/ConformCLI/MigrationOutput.swift": "migration artifacts under --artifacts DIR (user-named)",
        "Sources/ConformCLI/GitHubOutput.swift": "the step summary $GITHUB_STEP_SUMMARY names (the runner's)",
        "Sources/ConformKit/FileSystem/OutputFile.swift": "the primitives for files the user names (reports, artifacts) and init's starter files",
        "Sources/ConformCLI/Starter/StarterTransaction.swift":
            "conform init's starter files, in the current folder (StarterChecks confines them), and their removal when init fails",
        "Sources/ConformKit/Config/DivergenceFile+Carry.swift":
            "conform carry's divergence list, in the divergence folder (Workspace.checkDivergencesInside)"
    ]

    @Test("every place in the sources that writes a file is one of the known writers")
    func everyWriteIsKnown() throws {
        let root = ConformBinary.packageRoot
        let calls = [
            "writeAtomically(", "createFile(", ".write(to:", "forWritingAtPath", "createDirectory(", "moveItem(", "removeItem(",
            "copyItem(", "createSymbolicLink(", "FileSystem.remove(", "O_CREAT", "O_WRONLY", "O_RDWR"
        ]
        var found: Set<String> = []
        let files = FileManager.default.enumerator(atPath: root + "/Sources")?.allObjects as? [String] ?? []
        for file in files
        where file.hasSuffix(".swift") && !file.hasPrefix("ConformRecorder/") && !file.hasPrefix("ConformBench")
            && !file.hasPrefix("ConformFuzz") && !file.hasPrefix("ConformTesting/")
        {
            let text = try String(contentsOfFile: root + "/Sources/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                // Writers of JSON into memory (`JSONWriter`) and pipes to child processes are not files.
                if line.contains("write(to: &") { continue }
                if calls.contains(where: { line.contains($0) && !line.contains("func ") }) { found.insert("Sources/" + file) }
                // The C calls, as calls: not an enum case or a method of the same name (`.rename(`, the mutation operator).
                if line.contains(/(^|[^.\w])(rename|unlink|rmdir)\(/) && !line.contains("func ") && !line.contains("case ") {
                    found.insert("Sources/" + file)
                }
            }
        }
        let process = found.filter { $0.hasPrefix("Sources/ConformKit/Process/") }
        let unknown = found.subtracting(Self.writers.keys).subtracting(process)
        #expect(
            unknown.isEmpty,
            "files that write but are not known writers (route them through Workspace.goldenStore or name them here): \(unknown.sorted())")
    }
}
