import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// `conform init` under hostile folders (issue 41): a `Specs`, `.github`, `Golden` or `Divergences`
/// that is a symbolic link to elsewhere, goldens and divergence lists already there, a file where a
/// folder should be, a read-only folder, names conform.yaml would refuse. Each is refused before
/// anything is written — nothing outside changes, nothing is overwritten, no Foundation error text
/// reaches the user — and the next `conform init`, the obstacle gone, works.
@Suite struct InitSafetyCLITests {
    /// Every entry below `root`: a file's text, a link's destination, a folder as `/`.
    static func snapshot(_ root: String) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ relative: String) {
            let full = relative.isEmpty ? root : root + "/" + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
                let path = relative.isEmpty ? name : relative + "/" + name
                let type = (try? FileManager.default.attributesOfItem(atPath: root + "/" + path))?[.type] as? FileAttributeType
                switch type {
                case .typeSymbolicLink?:
                    result[path] = "-> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + path)) ?? "?")
                case .typeDirectory?: result[path] = "/"; walk(path)
                default: result[path] = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? "<unreadable>"
                }
            }
        }
        walk("")
        return result
    }

    /// The folders init writes in, each a symbolic link to a folder outside the workspace.
    static let linkedFolders = ["Specs", ".github", "Divergences", "Golden"]

    @Test("a folder init writes in that is a symbolic link to outside is refused before anything is written", arguments: linkedFolders)
    func linkOutside(_ folder: String) throws {
        let box = try Sandbox()
        try box.write("outside/mine.txt", "mine\n")
        try FileManager.default.createDirectory(atPath: box.path + "/ws", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: box.path + "/ws/" + folder, withDestinationPath: "../outside")
        let before = Self.snapshot(box.path)
        let out = try ConformBinary.run(["init", "--sdk", "adapty@3.17.2"], in: box.path + "/ws")
        #expect(out.status == 2, "\(folder): \(out.stderrText)")
        #expect(out.stderrText.hasPrefix("conform: error: refusing to write '\(folder)/"), "\(out.stderrText)")
        #expect(out.stderrText.contains("a symbolic link leads to '") && out.stderrText.contains("nothing was written"), "\(out.stderrText)")
        #expect(out.stdoutText.isEmpty)
        #expect(Self.snapshot(box.path) == before, "nothing inside or outside changed")
    }

    @Test("goldens or a divergence list of the adapter already there are never overwritten: exit 2, nothing written")
    func existingGoldens() throws {
        let cases: [(file: String, named: String)] = [
            ("Golden/adapty@3.17.2/common/purchase/success.transcript", "Golden/adapty@3.17.2/ (with files in it)"),
            ("Divergences/adapty@3.17.2.yaml", "Divergences/adapty@3.17.2.yaml")
        ]
        for (file, named) in cases {
            let box = try Sandbox()
            try box.write(file, "mine\n")
            let before = Self.snapshot(box.path)
            let out = try ConformBinary.run(["init", "--sdk", "adapty@3.17.2"], in: box.path)
            #expect(out.status == 2, "\(file): \(out.stderrText)")
            #expect(
                out.stderrText == "conform: error: 'conform init' never overwrites, and this file exists: \(named)\n"
                    + "  next: move it aside, or start in an empty folder\n")
            #expect(Self.snapshot(box.path) == before)
            #expect(try box.read(file) == "mine\n")
        }
        // An empty golden folder holds nothing to overwrite.
        let empty = try Sandbox()
        try FileManager.default.createDirectory(atPath: empty.path + "/Golden/miniwall", withIntermediateDirectories: true)
        #expect(try ConformBinary.run(["init", "--sdk", "miniwall"], in: empty.path).status == 0)
    }

    @Test("a file where init needs a folder is exit 2 naming it, with nothing written; once it is moved, init works")
    func fileWhereAFolderShouldBe() throws {
        for folder in ["Specs", ".github", "Golden", "Specs/common"] {
            let box = try Sandbox()
            try box.write(folder, "a file\n")
            let before = Self.snapshot(box.path)
            let out = try ConformBinary.run(["init", "--sdk", "miniwall"], in: box.path)
            #expect(out.status == 2, "\(folder): \(out.stderrText)")
            #expect(out.stderrText.contains(": '\(folder)' is a file, where a folder should be\n"), "\(out.stderrText)")
            #expect(!out.stderrText.contains("NSCocoaErrorDomain") && !out.stderrText.contains("The operation could not be completed"))
            #expect(Self.snapshot(box.path) == before)
            try FileManager.default.removeItem(atPath: box.path + "/" + folder)
            let again = try ConformBinary.run(["init", "--sdk", "miniwall"], in: box.path)
            #expect(again.status == 0, "\(again.stderrText)")
        }
    }

    @Test("a read-only folder: init writes the whole workspace or nothing, never a Foundation error, and the next init works")
    func readOnlyFolder() throws {
        let box = try Sandbox()
        try FileManager.default.createDirectory(atPath: box.path + "/Specs/common", withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: box.path + "/Specs/common")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: box.path + "/Specs/common") }
        let out = try ConformBinary.run(["init", "--sdk", "miniwall"], in: box.path)
        #expect(
            !out.stderrText.contains("NSCocoaErrorDomain") && !out.stderrText.contains("The operation could not be completed"), "\(out.stderrText)")
        if out.status == 0 {
            // The folder was writable after all (a superuser writes anywhere): the whole workspace is there.
            #expect(box.exists("conform.yaml") && box.exists("Golden/miniwall/common/purchase/success.transcript"))
        } else {
            #expect(out.status == 3, "\(out.stderrText)")
            #expect(out.stderrText.contains("Specs/common") && out.stderrText.contains("permission denied"), "\(out.stderrText)")
            #expect(box.files().isEmpty, "nothing written: \(box.files())")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: box.path + "/Specs/common")
            #expect(try ConformBinary.run(["init", "--sdk", "miniwall"], in: box.path).status == 0)
        }
    }

    @Test("a first run that cannot come out green takes back everything init wrote: the user's files stay, the next init works")
    func failedFirstRunTakesBack() throws {
        let box = try Sandbox()
        try box.write("Specs/common/mine.yaml", "title: mine\nsteps: [bogus]\n")
        let before = Self.snapshot(box.path)
        let out = try ConformBinary.run(["init", "--sdk", "miniwall"], in: box.path)
        #expect(out.status == 2, "\(out.stderrText)")
        #expect(out.stderrText.contains("Specs/common/mine.yaml:2:9: error: unknown step 'bogus'"), "\(out.stderrText)")
        #expect(
            out.stderrText.hasSuffix(
                "conform: error: the folder holds spec files init did not write that are invalid: 'Specs/common/mine.yaml'\n"
                    + "  next: fix or move it, then run 'conform init' again; nothing was written\n"),
            "\(out.stderrText)")
        #expect(Self.snapshot(box.path) == before, "conform.yaml, the starter specs, goldens and the divergence list were taken back")
        try FileManager.default.removeItem(atPath: box.path + "/Specs/common/mine.yaml")
        #expect(try ConformBinary.run(["init", "--sdk", "miniwall"], in: box.path).status == 0)
    }

    /// Names and commands conform.yaml would refuse, with what init says.
    static let refusedExternal: [(args: [String], error: String)] = [
        (["--name", "Acme", "--", "python3", "a.py"], "'--name Acme' cannot name an adapter: 'A' is not allowed"),
        (["--name", "miniwall", "--", "python3", "a.py"], "'--name miniwall' is the id of a built-in model"),
        (["--name", "adapty@3.9", "--", "python3", "a.py"], "'--name adapty@3.9' is the id of a built-in model"),
        (["--name", "a..b", "--", "python3", "a.py"], "'--name a..b' cannot name an adapter: '.' and '..' are not allowed"),
        (["--name", "@", "--", "python3", "a.py"], "'--name @' cannot name an adapter: it must start with a letter or a digit"),
        (["--name", String(repeating: "a", count: 300), "--", "python3", "a.py"], "it is 300 characters long, over the 128"),
        (["--", "python3", "a\nb.py"], "argument 2 of the adapter's command, 'a\\nb.py', holds a control character")
    ]

    @Test("init --external refuses a name or command conform.yaml would refuse, writing nothing", arguments: refusedExternal.indices)
    func refusedNames(_ index: Int) throws {
        let (args, error) = Self.refusedExternal[index]
        let box = try Sandbox()
        let out = try ConformBinary.run(["init", "--external"] + args, in: box.path)
        #expect(out.status == 2)
        #expect(out.stderrText.hasPrefix("conform: error: ") && out.stderrText.contains(error), "\(out.stderrText)")
        #expect(out.stderrText.contains("\n  next: "))
        #expect(box.files().isEmpty)
    }

    @Test("what init writes, conform check accepts: an external adapter's name and command read back as given")
    func externalReadsBack() throws {
        let box = try Sandbox()
        let out = try ConformBinary.run(["init", "--external", "--name", "acme-2@web", "--", "python3", "it's here.py", "--flag=a b"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        let check = try ConformBinary.run(["check"], in: box.path)
        #expect(check.status == 0, "\(check.stdoutText)\(check.stderrText)")
        #expect(try box.read("conform.yaml").contains("  - name: acme-2@web\n    command: ['python3', 'it''s here.py', '--flag=a b']\n"))
    }

    @Test("--name with --sdk is refused, not ignored: a built-in model keeps its own id")
    func nameWithSDK() throws {
        let box = try Sandbox()
        let out = try ConformBinary.run(["init", "--sdk", "miniwall", "--name", "acme"], in: box.path)
        #expect(out.status == 2)
        #expect(
            out.stderrText == "conform: error: '--name acme' names an external adapter; a built-in model keeps its own id\n"
                + "  next: leave '--name' out: conform init --sdk miniwall\n")
        #expect(box.files().isEmpty)
    }

    @Test(
        "init --sdk writes the id it ran, and the next run is green: a short version, a variant as docs/cli.md spells it",
        arguments: [("adapty@3.9", "adapty@3.9.0"), ("adapty@3.10.2-swiftui", "adapty@3.10.2-swiftui")])
    func idItRan(_ sdk: String, _ id: String) throws {
        let box = try Sandbox()
        let out = try ConformBinary.run(["init", "--sdk", sdk], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stdoutText.hasPrefix("conform: started a workspace for \(id) "), "\(out.stdoutText)")
        #expect(try box.read("conform.yaml").contains("adapters:\n  - \(id)\n"))
        #expect(box.exists("Golden/\(id)/common/purchase/success.transcript"))
        let run = try ConformBinary.run(["run"], in: box.path)
        #expect(run.status == 0, "\(run.stdoutText)")
        #expect(!run.stdoutText.contains("obsolete") && !run.stdoutText.contains("NEW "), "\(run.stdoutText)")
    }
}
