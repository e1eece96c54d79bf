import Foundation
import Testing
@testable import ConformKit

/// The docs' own examples, parsed by the code: docs and code cannot drift apart.
@Suite struct DocsExamplesTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Every fenced block of `language` in `file`, with the line it starts on.
    static func blocks(_ file: String, language: String) throws -> [(line: Int, text: String)] {
        let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
        var blocks: [(Int, String)] = []
        var current: [String]?
        var start = 0
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, line == "```" + language {
                current = []
                start = i + 2
            } else if current != nil, line == "```" {
                blocks.append((start, (current ?? []).joined(separator: "\n") + "\n"))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    @Test(
        "every spec example in the spec-language reference, the README and the migration guide is a valid spec",
        arguments: ["docs/spec-language.md", "README.md", "docs/migration.md"])
    func specExamples(_ file: String) throws {
        let examples = try Self.blocks(file, language: "yaml")
        #expect(!examples.isEmpty)
        for example in examples {
            let decoded = SpecDecoder.decode(example.text, id: "docs/example", file: "\(file):\(example.line)")
            #expect(decoded.diagnostics.isEmpty, "\(file) example at line \(example.line): \(decoded.diagnostics.map(\.message))")
            #expect(decoded.spec != nil)
        }
    }

    @Test("the conform.yaml and divergence-list examples in the CLI reference are valid")
    func configExamples() throws {
        let examples = try Self.blocks("docs/cli.md", language: "yaml")
        #expect(examples.count >= 2)
        for example in examples {
            if example.text.contains("adapters:") {
                let parsed = ConformConfig.parse(example.text, file: "docs/cli.md")
                #expect(parsed.diagnostics.isEmpty, "line \(example.line): \(parsed.diagnostics.map(\.message))")
                #expect(parsed.config != nil)
            } else {
                let parsed = DivergenceFile.parse(example.text, file: "docs/cli.md", adapter: "example")
                #expect(parsed.diagnostics.isEmpty, "line \(example.line): \(parsed.diagnostics.map(\.message))")
                #expect(!parsed.entries.isEmpty)
            }
        }
    }

    @Test("the diagnostic shown in the spec-language reference is what the tool prints")
    func diagnosticExample() throws {
        let spec = "title: x\nstpes:\n  - present\nexpect:\n  state: open\n"
        let decoded = SpecDecoder.decode(spec, id: "x", file: "Specs/miniwall/purchase/x.yaml")
        let first = try #require(decoded.diagnostics.first)
        let rendered = DiagnosticRenderer.render(first, source: spec, colour: false)
        let doc = try String(contentsOfFile: Self.root + "/docs/spec-language.md", encoding: .utf8)
        for line in rendered.split(separator: "\n").prefix(4) {
            #expect(doc.contains(String(line)), "docs/spec-language.md lacks '\(line)'")
        }
    }

    @Test("every event in the vocabulary table parses as a pattern")
    func vocabulary() throws {
        let doc = try String(contentsOfFile: Self.root + "/docs/events.md", encoding: .utf8)
        let names = doc.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { line -> String? in
            line.split(separator: "`").dropFirst().first.map(String.init)
        }
        #expect(names.count >= 25)
        for name in names where !name.contains("<") {
            #expect((try? EventPattern.parse(name).get()) != nil, "'\(name)'")
        }
    }
}
