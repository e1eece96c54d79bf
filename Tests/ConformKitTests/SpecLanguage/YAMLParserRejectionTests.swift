import Testing
@testable import ConformKit

/// What the parser rejects, where it says so, and how it recovers to report every error.
@Suite struct YAMLParserRejectionTests {
    /// One invalid document and the first diagnostic it must produce.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The document.
        var yaml: String
        /// The expected diagnostic id.
        var id: String
        /// The expected 1-based line.
        var line: Int
        /// The expected 1-based column.
        var column: Int
        /// Names the case in test output.
        var testDescription: String { "\(id) in \(String(reflecting: yaml))" }

        /// A case: `yaml` must be rejected with `id` at `line`:`column`.
        init(_ yaml: String, _ id: String, _ line: Int, _ column: Int) {
            self.yaml = yaml
            self.id = id
            self.line = line
            self.column = column
        }
    }

    /// Invalid documents, each with the diagnostic it must produce first.
    static let cases: [Case] = [
        Case("a: b\n\tc: d", "yaml.tab-indent", 2, 1),
        Case("a:\n\t- x", "yaml.tab-indent", 2, 1),
        Case("a: b\t# c", "yaml.tab", 1, 5),
        Case("a: &x b", "yaml.unsupported-anchor", 1, 4),
        Case("a: *x", "yaml.unsupported-alias", 1, 4),
        Case("a: !t b", "yaml.unsupported-tag", 1, 4),
        Case("%YAML 1.2\na: b", "yaml.unsupported-directive", 1, 1),
        Case("---\na: b", "yaml.document-marker", 1, 1),
        Case("a: b\n...\n", "yaml.document-marker", 2, 1),
        Case("a: b\n---\nc: d", "yaml.multiple-documents", 2, 1),
        Case("? a\n: b", "yaml.unsupported-complex-key", 1, 1),
        Case("[a]: b", "yaml.unsupported-complex-key", 1, 1),
        Case("{a: b}: c", "yaml.unsupported-complex-key", 1, 1),
        Case("a: 1\nb: 2\na: 3", "yaml.duplicate-key", 3, 1),
        Case("a: {x: 1, x: 2}", "yaml.duplicate-key", 1, 11),
        Case("a: 'x\nb: c", "yaml.unterminated-string", 1, 4),
        Case("a: \"x", "yaml.unterminated-string", 1, 4),
        Case("a: [x, y\nb: c", "yaml.unterminated-flow", 1, 4),
        Case("a: {x: y", "yaml.unterminated-flow", 1, 4),
        Case("a: [\n  b\n]", "yaml.bad-indent", 3, 1),
        Case("a:\n  b: 1\n   c: 2", "yaml.bad-indent", 3, 4),
        Case("a:\n  b: 1\n c: 2", "yaml.bad-indent", 3, 2),
        Case("a: b\n  - c", "yaml.bad-indent", 2, 3),
        Case("a: |\n     \n  x", "yaml.bad-indent", 3, 3),
        Case("a: b: c", "yaml.unexpected-colon", 1, 5),
        Case("a: @x", "yaml.reserved-indicator", 1, 4),
        Case("a: `x`", "yaml.reserved-indicator", 1, 4),
        Case("a: %x", "yaml.invalid-plain-scalar", 1, 4),
        Case("a: [b, |x]", "yaml.invalid-plain-scalar", 1, 8),
        Case("a: [b, -]", "yaml.invalid-plain-scalar", 1, 8),
        Case("a: [x:y]", "yaml.ambiguous-character", 1, 6),
        Case("a: [x?y]", "yaml.ambiguous-character", 1, 6),
        Case("a: [k: v]", "yaml.unsupported-flow-pair", 1, 6),
        Case("a: {k}", "yaml.missing-colon", 1, 6),
        Case("a: b\nc", "yaml.missing-colon", 2, 1),
        Case("\"a\nb\": c", "yaml.multiline-key", 1, 1),
        Case("<<: x", "yaml.unsupported-merge-key", 1, 1),
        Case("a: \"\\q\"", "yaml.invalid-escape", 1, 5),
        Case("a: \"\\u12\"", "yaml.invalid-escape", 1, 5),
        Case("a: \"\\uD800\"", "yaml.invalid-escape", 1, 5),
        Case("a: |2\n  x", "yaml.unsupported-indentation-indicator", 1, 5),
        Case("a: |x\n", "yaml.unexpected-text", 1, 5),
        Case("a: \"b\" c", "yaml.unexpected-text", 1, 8),
        Case("a: [b] c", "yaml.unexpected-text", 1, 8),
        Case("a: - b", "yaml.unexpected-indicator", 1, 4),
        Case("a:\n  - b\n  c: d", "yaml.expected-item", 3, 3),
        Case("a: 1\n- b", "yaml.expected-key", 2, 1),
        Case("a: [b,,c]", "yaml.unexpected-character", 1, 7),
        Case("a: [b}", "yaml.unexpected-character", 1, 6),
        Case("a: \u{7}", "yaml.invalid-character", 1, 4),
        Case("a: b\rc", "yaml.invalid-character", 1, 5),
        Case("x: \u{2028}", "yaml.invalid-character", 1, 4),
        Case("a: b\u{FEFF}", "yaml.invalid-character", 1, 5),
        Case("title: [日本語, @x]", "yaml.reserved-indicator", 1, 14),
        Case("title: '日本語\nnext: 1", "yaml.unterminated-string", 1, 8)
    ]

    /// Checks that it rejects each unsupported or ambiguous construct with its id at its line and column.
    @Test("rejects each unsupported or ambiguous construct with its id at its line and column", arguments: cases)
    func rejection(_ example: Case) throws {
        let diagnostics = YAMLParser.parse(example.yaml, file: "t.yaml").diagnostics
        let first = try #require(diagnostics.first, "expected '\(example.id)', got nothing")
        #expect(first.id.rawValue == example.id)
        #expect(first.location == SourceLocation(file: "t.yaml", line: example.line, column: example.column))
        #expect(first.severity == .error)
    }

    /// Checks that every message starts lowercase, has no final period, and comes with a note.
    @Test("every message starts lowercase, has no final period, and comes with a note", arguments: cases)
    func messageStyle(_ example: Case) {
        for diagnostic in YAMLParser.parse(example.yaml, file: "t.yaml").diagnostics {
            #expect(diagnostic.message.first?.isLowercase == true, "\(diagnostic.message)")
            #expect(diagnostic.message.last != ".")
            #expect(!diagnostic.notes.isEmpty)
            #expect(diagnostic.id.area == "yaml")
        }
    }

    /// Checks that a duplicate key's note points at the first occurrence.
    @Test("a duplicate key's note points at the first occurrence")
    func duplicateNote() throws {
        let diagnostic = try #require(YAMLParser.parse("steps: a\ntitle: b\nsteps: c", file: "t").diagnostics.first)
        #expect(diagnostic.message == "duplicate key 'steps'")
        #expect(diagnostic.notes.first?.contains("line 1") == true)
    }

    /// Checks that tab indentation tells the user to indent with spaces.
    @Test("tab indentation tells the user to indent with spaces")
    func tabNote() throws {
        let diagnostic = try #require(YAMLParser.parse("a:\n\tb: c", file: "t").diagnostics.first)
        #expect(diagnostic.notes.contains("indent with spaces, not tabs"))
    }

    /// Checks that it reports every error in a file, not only the first, and keeps the valid parts.
    @Test("reports every error in a file, not only the first, and keeps the valid parts")
    func allErrors() throws {
        let yaml = """
            title: ok
            tags: [a, b
            anchor: &x value
            steps:
            \t- tabbed
            name: "unterminated
            expect: fine
            title: again

            """
        let result = YAMLParser.parse(yaml, file: "t.yaml")
        let found = result.diagnostics.map { "\($0.location.line):\($0.id)" }
        #expect(
            found == [
                "2:yaml.unterminated-flow", "3:yaml.unsupported-anchor", "5:yaml.tab-indent",
                "6:yaml.unterminated-string", "8:yaml.duplicate-key"
            ])
        let keys = try #require(result.root?.entries).map(\.key)
        #expect(keys == ["title", "tags", "anchor", "steps", "name", "expect"])
        #expect(result.diagnostics == result.diagnostics.sorted())
    }

    /// Checks that it recovers at the next line indented no deeper than the broken construct.
    @Test("recovers at the next line indented no deeper than the broken construct")
    func recovery() throws {
        let yaml = "a:\n  b: x: y\n    deeper: 1\n  c: 2\nd: [1, 2\n  ,3]\ne: 4\n"
        let result = YAMLParser.parse(yaml, file: "t")
        #expect(result.diagnostics.map(\.id) == [.yamlUnexpectedColon])
        let root = try #require(result.root)
        #expect(YAMLTree(root) == .map(("a", .map(("b", "x: y"), ("c", "2"))), ("d", .list(["1", "2", "3"])), ("e", "4")))
    }

    /// Checks that it caps nesting depth with a diagnostic instead of overflowing the stack.
    @Test(
        "caps nesting depth with a diagnostic instead of overflowing the stack",
        arguments: [
            String(repeating: "[", count: 5000),
            String(repeating: "{a: ", count: 5000),
            String(repeating: "- ", count: 5000) + "x",
            (0..<400).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        ])
    func depthCap(yaml: String) {
        let result = YAMLParser.parse(yaml, file: "t")
        #expect(result.diagnostics.contains { $0.id == .yamlTooDeep })
    }
}
