import ConformKit
import Foundation
import Testing

/// `conform check` validates exactly what `conform run` validates (issue 27): over the whole corpus
/// of bad configurations, and over included packages whose configuration or divergence lists are
/// broken, both exit 2 and both name the same problems at the same places.
@Suite struct CheckRunAgreementTests {
    /// The located problem lines of `output`: `file:line:column: error: message`.
    static func problems(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { line in
            let parts = line.split(separator: ":", maxSplits: 3)
            return parts.count == 4 && Int(parts[1]) != nil && Int(parts[2]) != nil && !line.hasPrefix(" ")
                && (parts[3].hasPrefix(" error:") || parts[3].hasPrefix(" warning:"))
        }.sorted()
    }

    /// Runs `check` and `run` in `directory`; both must exit 2 with the same located problems.
    static func agree(in directory: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let check = try ConformBinary.run(["check"], in: directory)
        let run = try ConformBinary.run(["run"], in: directory)
        #expect(check.status == 2, "\(what): check exited \(check.status)\n\(check.stderrText)", sourceLocation: sourceLocation)
        #expect(run.status == 2, "\(what): run exited \(run.status)\n\(run.stdoutText)\n\(run.stderrText)", sourceLocation: sourceLocation)
        let checked = problems(check.stderrText), ran = problems(run.stderrText + run.stdoutText)
        #expect(!checked.isEmpty, "\(what): check located nothing\n\(check.stderrText)", sourceLocation: sourceLocation)
        #expect(checked == ran, "\(what): check and run disagree\ncheck: \(checked)\nrun:   \(ran)", sourceLocation: sourceLocation)
    }

    @Test("check and run refuse every bad conform.yaml of the corpus alike", arguments: BadInput.all.filter { $0.kind == .configs }.map(\.name))
    func configCorpus(_ name: String) throws {
        let box = try Sandbox()
        try box.write("Specs/ok.yaml", BadInputCorpusTests.validSpec)
        try FileManager.default.copyItem(atPath: BadInput.root + "/configs/" + name, toPath: box.path + "/conform.yaml")
        try Self.agree(in: box.path, name)
    }

    /// Included packages that are broken, each as a change to the fixture's `acme-conform`.
    static let brokenPackages: [(name: String, file: String, text: String)] = [
        ("a package's divergence list that does not parse", "acme-conform/Divergences/acme.tiny.yaml", "common/purchase/success: [oops\n"),
        (
            "a package's suite above the package", "acme-conform/conform.yaml",
            "package: acme\nsuite: ../../..\nadapters:\n  - name: tiny\n    replay: Recordings/tiny\n"
        ),
        ("a package's name of 300 characters", "acme-conform/conform.yaml", "package: \(String(repeating: "a", count: 300))\n"),
        ("a package that includes packages", "acme-conform/conform.yaml", "package: acme\npackages: [../x]\n"),
        ("a package's replay folder outside it", "acme-conform/conform.yaml", "package: acme\nadapters:\n  - name: tiny\n    replay: ../app/Specs\n")
    ]

    @Test("check and run refuse a broken included package alike, package divergence lists included", arguments: brokenPackages.indices)
    func packages(_ row: Int) throws {
        let (name, file, text) = Self.brokenPackages[row]
        let box = try Sandbox()
        let fixture = PackageGoldensCLITests.fixture
        try box.copyItem(fixture + "/Specs", to: "app/Specs")
        try box.copyItem(fixture + "/Golden", to: "app/Golden")
        try box.copyItem(fixture + "/Vendor/acme-conform", to: "acme-conform")
        try box.write("app/conform.yaml", "adapters:\n  - miniwall\npackages:\n  - ../acme-conform\n")
        try box.write(file, text)
        try Self.agree(in: box.path + "/app", name)
    }
}
