@testable import ConformCLI
import Foundation
import Testing

/// Short options as argument-parser users type them: together (`-qv`), with a value attached
/// (`-j2`, `-oFILE`), or the value next (`-o FILE`), and `-o` for `--output`.
@Suite struct ShortOptionTests {
    @Test("-qv is -q -v; -j2 and -j 2 are --jobs 2; -o FILE and -oFILE are --output FILE; a group may end in a value")
    func groups() throws {
        let run = try CommandDeclarationTests.declaration("run")
        let grouped = try Arguments(["-qv", "-j2", "-o", "out.json"], for: run)
        #expect(grouped.has("--quiet") && grouped.has("--verbose"))
        #expect(grouped.value("--jobs") == "2")
        #expect(grouped.value("--output") == "out.json")
        let attached = try Arguments(["-oreport.tap", "-qj", "3"], for: run)
        #expect(attached.value("--output") == "report.tap")
        #expect(attached.has("--quiet"))
        #expect(attached.value("--jobs") == "3")
    }

    @Test("an undeclared letter in a group is refused with the group's command help; a value letter at the end needs its value")
    func refusals() throws {
        let run = try CommandDeclarationTests.declaration("run")
        let unknown = try #require(CommandDeclarationTests.parseError(["-qz"], for: run))
        #expect(unknown.contains("'-z'"), "\(unknown)")
        let missing = try #require(CommandDeclarationTests.parseError(["-qj"], for: run))
        #expect(missing.contains("option '--jobs' needs a value"), "\(missing)")
    }

    @Test("conform run -qj2 -o FILE runs quietly on two jobs and writes the report to FILE")
    func endToEnd() throws {
        let box = try Sandbox()
        try box.copy("Specs/miniwall")
        try box.copy("Golden/miniwall/miniwall")
        let out = try ConformBinary.run(["run", "-qj2", "--adapter", "miniwall", "--format", "json", "-o", "r.json"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(try box.read("r.json").hasPrefix("{\n  \"schema\": \"conform-report/1\""))
    }
}
