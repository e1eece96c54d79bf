import Foundation
import Testing
@testable import ConformKit

/// Path safety of the suite: spec ids never leave the suite root, not through a symbolic link to a
/// file or to a folder. Links that lead outside are refused with a diagnostic (the run fails,
/// nothing is silently skipped); links inside are followed once, cycles included.
@Suite struct SpecDiscoveryTests {
    /// A valid spec.
    static let spec = "title: x\nsteps: [present]\nexpect:\n  state: open\n"

    /// The loader over `folder/Specs`, loading `paths` (the whole suite by default).
    static func load(_ folder: TemporaryFolder, _ paths: [String] = []) throws -> SuiteLoader.Loaded {
        try SuiteLoader(root: folder.path + "/Specs").load(paths: paths, jobs: 1)
    }

    /// Checks that a spec file that is a link to a file outside the suite is refused, not read.
    @Test("a spec file that is a link to a file outside the suite is refused, not read")
    func fileLinkOutside() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/inside.yaml", Self.spec)
        let secret = try folder.write("outside/secret.yaml", Self.spec)
        let link = try folder.link("Specs/escape.yaml", to: secret)
        let loaded = try Self.load(folder)
        #expect(loaded.specs.map(\.id) == ["inside"])
        let refused = try #require(loaded.invalid.first)
        #expect(loaded.invalid.count == 1)
        #expect(refused.file == link && refused.specID == "escape")
        #expect(refused.diagnostics.map(\.id) == [.specOutsideSuite])
        #expect(
            refused.diagnostics.first?.message
                == "the spec file '\(link)' is a symbolic link to '\(secret)', outside '\(folder.path)/Specs'; it was not read")
        // Named directly, the same file is refused too.
        #expect(try Self.load(folder, [link]).invalid.first?.diagnostics.map(\.id) == [.specOutsideSuite])
    }

    /// Checks that a folder that is a link to a folder outside the suite is refused, and nothing below it is read.
    @Test("a folder that is a link to a folder outside the suite is refused, and nothing below it is read")
    func folderLinkOutside() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/inside.yaml", Self.spec)
        try folder.write("outside/a.yaml", Self.spec)
        try folder.write("outside/deeper/b.yaml", Self.spec)
        let link = try folder.link("Specs/shared", to: folder.path + "/outside")
        let loaded = try Self.load(folder)
        #expect(loaded.specs.map(\.id) == ["inside"])
        #expect(loaded.invalid.map(\.file) == [link])
        #expect(
            loaded.invalid.first?.diagnostics.first?.message.hasPrefix("the folder '\(link)' is a symbolic link to '\(folder.path)/outside'") == true)
        // A file named through the link is refused as well.
        let named = try Self.load(folder, [link + "/a.yaml"])
        #expect(named.specs.isEmpty && named.invalid.first?.diagnostics.map(\.id) == [.specOutsideSuite])
    }

    /// Checks that links that stay inside the suite are followed, and a link back up the tree is walked once.
    @Test("links that stay inside the suite are followed, and a link back up the tree is walked once")
    func linksInside() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/a/one.yaml", Self.spec)
        try folder.link("Specs/b/alias.yaml", to: folder.path + "/Specs/a/one.yaml")
        try folder.link("Specs/a/loop", to: folder.path + "/Specs")
        try folder.link("Specs/c", to: "a")
        let loaded = try Self.load(folder)
        #expect(loaded.invalid.isEmpty, "\(loaded.invalid.flatMap(\.diagnostics).map(\.message))")
        #expect(loaded.specs.map(\.id) == ["a/one", "b/alias"], "the cycle and the second way into 'a' are walked once")
    }

    /// Checks that a dangling link with a spec's name is reported, not skipped.
    @Test("a dangling link with a spec's name is reported, not skipped")
    func danglingLink() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/inside.yaml", Self.spec)
        try folder.link("Specs/gone.yaml", to: folder.path + "/nowhere.yaml")
        let loaded = try Self.load(folder)
        #expect(loaded.specs.map(\.id) == ["inside"])
        #expect(loaded.invalid.flatMap(\.diagnostics).map(\.id) == [.specBrokenLink])
    }

    /// Checks that a suite root that is itself a link, and a spec named outside any suite, still load.
    @Test("a suite root that is itself a link, and a spec named outside any suite, still load")
    func rootLinkAndOutsideFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("real/x.yaml", Self.spec)
        try folder.link("Specs", to: folder.path + "/real")
        #expect(try Self.load(folder).specs.map(\.id) == ["x"])
        let elsewhere = try folder.write("elsewhere/y.yaml", Self.spec)
        #expect(try Self.load(folder, [elsewhere]).specs.map(\.id) == ["y"])
    }

    /// Checks that hidden files and folders are skipped, other files are ignored.
    @Test("hidden files and folders are skipped, other files are ignored")
    func hidden() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/a.yaml", Self.spec)
        try folder.write("Specs/.hidden/b.yaml", Self.spec)
        try folder.write("Specs/.c.yaml", Self.spec)
        try folder.write("Specs/README.md", "# notes\n")
        #expect(try Self.load(folder).specs.map(\.id) == ["a"])
    }
}
