import Foundation
import Testing
@testable import ConformKit

/// Adapter packages included from conform.yaml: names that cannot collide, and the packages that
/// cannot be included.
@Suite struct AdapterPackageTests {
    static let spec = "title: t\ngiven:\n  products: [premium_monthly]\nsteps:\n  - present\nexpect:\n  state: open\n"

    /// A workspace whose conform.yaml includes `packages`, each written from (folder, conform.yaml).
    static func workspace(_ packages: [(String, String?)], mainSpecs: [String] = ["common/a.yaml"]) throws -> (
        TemporaryFolder, Result<Workspace, ConfigError>
    ) {
        let folder = try TemporaryFolder()
        try folder.write("conform.yaml", "adapters: [miniwall]\npackages: [\(packages.map(\.0).joined(separator: ", "))]\n")
        for spec in mainSpecs { try folder.write("Specs/" + spec, Self.spec) }
        for (path, config) in packages {
            try folder.folder(path)
            if let config { try folder.write(path + "/conform.yaml", config) }
            try folder.write(path + "/Specs/own/b.yaml", Self.spec)
        }
        do {
            return (folder, .success(try Workspace.open(directory: folder.path, builtins: [MiniwallStub()])))
        } catch let error as ConfigError {
            return (folder, .failure(error))
        }
    }

    @Test("a package's adapters are '<package>.<name>' and its specs '<package>/<path>'")
    func namespaced() throws {
        let (folder, opened) = try Self.workspace([("vendor/acme", "package: acme\nadapters:\n  - {name: device, replay: Recordings/device}\n")])
        defer { withExtendedLifetime(folder) {} }
        let workspace = try opened.get()
        #expect(workspace.registry["acme.device"] != nil)
        #expect(workspace.defaultAdapters.map(\.id) == ["miniwall", "acme.device"])
        #expect(try workspace.loadSpecs([], jobs: 1).specs.map(\.id) == ["acme/own/b", "common/a"])
        let package = try #require(workspace.home(of: "acme.device"))
        #expect(package.golden.hasSuffix("vendor/acme/Golden") && package.divergences.hasSuffix("vendor/acme/Divergences"))
    }

    /// Packages that cannot be included, and a part of the message each gets.
    static let refused: [([(String, String?)], [String], String)] = [
        ([("vendor/a", "suite: Specs\n")], [], "names no 'package'"),
        ([("vendor/a", nil)], [], "has no conform.yaml"),
        ([("vendor/a", "package: acme\n"), ("vendor/b", "package: acme\n")], [], "two packages are named 'acme'"),
        ([("vendor/a", "package: common\n")], ["common/a.yaml"], "named like the suite's folder"),
        ([("vendor/a", "package: acme\nadapters: [miniwall]\n")], [], "lists the built-in adapter 'miniwall'"),
        ([("vendor/a", "package: acme\npackages: [x]\n")], [], "'package' and 'packages' together"),
        // issue 27: a suite, divergence list or replay folder outside the package is refused at its key.
        ([("vendor/a", "package: acme\nsuite: ../../..\n")], [], "names 'suite' '../../..' outside its folder"),
        ([("vendor/a", "package: acme\ndivergences: /tmp\n")], [], "names 'divergences' '/tmp' outside its folder"),
        (
            [("vendor/a", "package: acme\nadapters:\n  - {name: d, replay: ../../elsewhere}\n")], [],
            "names 'replay' '../../elsewhere' outside its folder"
        ),
        ([("vendor/a", "package: \(String(repeating: "a", count: 300))\n")], [], "over the 64 a package name may have"),
        (
            [("vendor/a", "package: acme\nadapters:\n  - {name: \(String(repeating: "d", count: 127)), replay: R}\n")], [],
            "cannot name a golden folder"
        )
    ]

    @Test("a package that would make ids collide, or is not a package, is refused at its entry", arguments: refused.indices)
    func refuses(_ row: Int) throws {
        let (packages, specs, message) = Self.refused[row]
        let (folder, opened) = try Self.workspace(packages, mainSpecs: specs.isEmpty ? ["common/a.yaml"] : specs)
        defer { withExtendedLifetime(folder) {} }
        guard case .failure(let error) = opened else {
            Issue.record("the workspace opened")
            return
        }
        #expect(error.diagnostics.contains { $0.id == .configBadPackage && $0.message.contains(message) }, "\(error.diagnostics.map(\.message))")
    }

    @Test("a package's suite that is a symbolic link out of the package is refused at 'suite'")
    func suiteThroughLink() throws {
        let outside = try TemporaryFolder()
        try outside.write("x.yaml", Self.spec)
        let (folder, _) = try Self.workspace([("vendor/a", "package: acme\nsuite: Linked\n")])
        defer { withExtendedLifetime((folder, outside)) {} }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/vendor/a/Linked", withDestinationPath: outside.path)
        do {
            _ = try Workspace.open(directory: folder.path, builtins: [MiniwallStub()])
            Issue.record("the workspace opened")
        } catch let error as ConfigError {
            let problem = try #require(error.diagnostics.first)
            #expect(problem.message.contains("names 'suite' 'Linked' outside its folder: a symbolic link leads to"), "\(problem.message)")
            #expect(problem.location.line == 2 && problem.location.file.hasSuffix("vendor/a/conform.yaml"))
        }
    }

    @Test("'package' and 'packages' together are refused at 'packages' (issue 27: every spec was renamed 'top/…')")
    func packageAndPackages() {
        let parsed = ConformConfig.parse("package: top\npackages: [../acme]\n", file: "conform.yaml")
        #expect(parsed.config == nil)
        #expect(parsed.diagnostics.map(\.id) == [.configBadPackage])
        #expect(parsed.diagnostics.first?.location.line == 2 && parsed.diagnostics.first?.location.column == 1)
    }

    @Test("'package' is one word, so it can prefix ids")
    func packageName() {
        let parsed = ConformConfig.parse("package: Acme Corp\n", file: "conform.yaml")
        #expect(parsed.config == nil)
        #expect(parsed.diagnostics.first?.id == .configBadPackage)
    }
}

/// A built-in adapter named `miniwall` that declares itself only.
struct MiniwallStub: SynchronousAdapter {
    let info = AdapterInfo(id: "miniwall", sdk: "Stub", sdkVersion: "1", summary: "", capabilities: [], emits: ["paywall"])
    func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession { throw AdapterError.unsupported("stub") }
}
