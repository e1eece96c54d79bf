import Testing
@testable import ConformKit

/// What the parser builds from valid input: exact trees, strings left as written, and locations.
@Suite struct YAMLParserTests {
    /// One valid document and the tree it must produce.
    struct Case: Sendable, CustomTestStringConvertible {
        /// What the case shows.
        var name: String
        /// The document.
        var yaml: String
        /// The expected tree.
        var expected: YAMLTree
        /// Names the case in test output.
        var testDescription: String { name }
    }

    /// Parses `yaml`, expecting no diagnostics, and returns the root's tree.
    private func tree(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> YAMLTree? {
        let result = YAMLParser.parse(yaml, file: "t.yaml")
        #expect(
            result.diagnostics.isEmpty, "unexpected: \(result.diagnostics.map { "\($0.location) \($0.id) \($0.message)" })",
            sourceLocation: sourceLocation)
        return result.root.map(YAMLTree.init)
    }

    /// Documents exercising each collection construct.
    static let structures: [Case] = [
        Case(name: "block mapping", yaml: "a: b\nc: d\n", expected: .map(("a", "b"), ("c", "d"))),
        Case(
            name: "nested mappings", yaml: "a:\n  b:\n    c: d\n  e: f\ng: h\n",
            expected: .map(("a", .map(("b", .map(("c", "d"))), ("e", "f"))), ("g", "h"))),
        Case(name: "block sequence", yaml: "- a\n- b\n", expected: .list(["a", "b"])),
        Case(
            name: "sequence of mappings, keys aligned to the first", yaml: "- buy: x\n  then: y\n- close: z\n",
            expected: .list([.map(("buy", "x"), ("then", "y")), .map(("close", "z"))])),
        Case(
            name: "sequence under a key at the key's column", yaml: "steps:\n- a\n- b\nnext: c\n",
            expected: .map(("steps", .list(["a", "b"])), ("next", "c"))),
        Case(name: "nested compact sequences", yaml: "- - a\n  - b\n- c\n", expected: .list([.list(["a", "b"]), "c"])),
        Case(name: "item on the line after its dash", yaml: "-\n  a: b\n-\n", expected: .list([.map(("a", "b")), .empty])),
        Case(
            name: "key with nothing after it is empty", yaml: "a:\nb: # comment\nc: x\n",
            expected: .map(("a", .empty), ("b", .empty), ("c", "x"))),
        Case(name: "flow sequence", yaml: "tags: [a, b, 'c d', \"e\"]\n", expected: .map(("tags", .list(["a", "b", "c d", "e"])))),
        Case(
            name: "nested flow collections", yaml: "a: {k: v, k2: [x, {y: z}], k3: , k4: []}\n",
            expected: .map(("a", .map(("k", "v"), ("k2", .list(["x", .map(("y", "z"))])), ("k3", .empty), ("k4", .list([])))))),
        Case(
            name: "flow collection spanning lines, trailing comma", yaml: "a: [\n  one,\n  two,\n  ]\n",
            expected: .map(("a", .list(["one", "two"])))),
        Case(name: "flow at the top level", yaml: "[a, {b: c}]", expected: .list(["a", .map(("b", "c"))])),
        Case(name: "quoted keys", yaml: "\"a b\": 1\n'c': 2\n", expected: .map(("a b", "1"), ("c", "2"))),
        Case(
            name: "comments everywhere", yaml: "# head\na: b # tail\n  # indented\nc: [x, # inside\n  y]\n",
            expected: .map(("a", "b"), ("c", .list(["x", "y"])))),
        Case(name: "a scalar document", yaml: "just text\n", expected: "just text"),
        Case(
            name: "the spec example from the design", yaml: YAMLParserTests.designExample,
            expected: .map(
                ("title", "A successful purchase is recorded before the paywall finishes"),
                ("source", "miniwall-callbacks \"Order for a purchase\""),
                ("tags", .list(["purchase", "smoke"])),
                (
                    "given",
                    .map(
                        ("products", .list(["premium_monthly", "premium_annual"])),
                        ("store", .map(("premium_monthly", "purchased"))))
                ),
                ("steps", .list(["present", .map(("buy", "premium_monthly"))])),
                (
                    "expect",
                    .map(
                        (
                            "order",
                            .list([
                                "purchase.started premium_monthly", "purchase.completed premium_monthly",
                                "recorded.purchase", "paywall.closed purchased"
                            ])
                        ),
                        ("never", .list(["purchase.failed", "error"])),
                        ("state", "closed"))
                )))
    ]

    /// Checks that it builds the exact tree for each block and flow construct.
    @Test("builds the exact tree for each block and flow construct", arguments: structures)
    func structure(_ example: Case) {
        #expect(tree(example.yaml) == example.expected)
    }

    /// Documents exercising each scalar form.
    static let scalars: [Case] = [
        Case(name: "no implicit booleans", yaml: "a: no", expected: .map(("a", "no"))),
        Case(name: "no implicit numbers", yaml: "a: 1.0", expected: .map(("a", "1.0"))),
        Case(name: "no implicit null", yaml: "a: ~", expected: .map(("a", "~"))),
        Case(name: "plain with inner punctuation", yaml: "a: b:c, d]e -f 'g' \"h\"", expected: .map(("a", "b:c, d]e -f 'g' \"h\""))),
        Case(name: "hash without a space is text", yaml: "a: x#y", expected: .map(("a", "x#y"))),
        Case(name: "hash after a space starts a comment", yaml: "a: x #y", expected: .map(("a", "x"))),
        Case(name: "leading dash, colon and question mark", yaml: "a: -1\nb: :x\nc: ?y", expected: .map(("a", "-1"), ("b", ":x"), ("c", "?y"))),
        Case(name: "single quotes double to escape", yaml: "a: 'it''s'", expected: .map(("a", "it's"))),
        Case(name: "empty quoted strings", yaml: "a: ''\nb: \"\"", expected: .map(("a", ""), ("b", ""))),
        Case(
            name: "double-quoted escapes", yaml: #"a: "q\" b\\ n\n t\t u\u00e9 U\U0001F600 x\x41 s\/""#,
            expected: .map(("a", "q\" b\\ n\n t\t u\u{e9} U\u{1F600} xA s/"))),
        Case(name: "multi-line plain folds", yaml: "a: one\n  two\n\n  three\n", expected: .map(("a", "one two\nthree"))),
        Case(name: "multi-line quoted folds", yaml: "a: \"one  \n   two\n\n   three\"", expected: .map(("a", "one two\nthree"))),
        Case(name: "escaped line break joins", yaml: "a: \"one \\\n   two\"", expected: .map(("a", "one two"))),
        Case(name: "literal keeps one final break", yaml: "a: |\n  x\n    y\n  z\n\nb: c", expected: .map(("a", "x\n  y\nz\n"), ("b", "c"))),
        Case(name: "literal strip", yaml: "a: |-\n  x\n\n", expected: .map(("a", "x"))),
        Case(name: "no final break when the file ends without one", yaml: "a: |\n  x", expected: .map(("a", "x"))),
        Case(name: "literal keep", yaml: "a: |+\n  x\n\n\nb: c", expected: .map(("a", "x\n\n\n"), ("b", "c"))),
        Case(name: "literal with leading empty lines", yaml: "a: |\n\n  x\n", expected: .map(("a", "\nx\n"))),
        Case(name: "literal with a comment-like line", yaml: "a: |\n  # kept\n", expected: .map(("a", "# kept\n"))),
        Case(
            name: "folded joins lines, keeps paragraphs and indented lines",
            yaml: "a: >\n  one\n  two\n\n  three\n    indented\n  four\n",
            expected: .map(("a", "one two\nthree\n  indented\nfour\n"))),
        Case(name: "block text in a sequence", yaml: "- |\n  x\n- >-\n  y\n  z\n", expected: .list(["x\n", "y z"])),
        Case(name: "CRLF line endings", yaml: "a: b\r\nc: |\r\n  x\r\n", expected: .map(("a", "b"), ("c", "x\n"))),
        Case(name: "a leading byte order mark", yaml: "\u{FEFF}a: b", expected: .map(("a", "b"))),
        Case(name: "non-ASCII text", yaml: "title: 日本語 é", expected: .map(("title", "日本語 é")))
    ]

    /// Checks that it reads every scalar as the string YAML would.
    @Test("reads every scalar as the string YAML would", arguments: scalars)
    func scalar(_ example: Case) {
        #expect(tree(example.yaml) == example.expected)
    }

    /// Checks that it keeps the scalar style.
    @Test(
        "keeps the scalar style",
        arguments: [
            ("a: x", YAMLNode.ScalarStyle.plain), ("a: 'x'", .singleQuoted), ("a: \"x\"", .doubleQuoted),
            ("a: |-\n  x", .literal), ("a: >-\n  x", .folded)
        ])
    func style(yaml: String, style: YAMLNode.ScalarStyle) {
        let value = YAMLParser.parse(yaml, file: "t.yaml").root?.entries?.first?.value
        #expect(value?.kind == .scalar("x", style))
    }

    /// Checks that an empty or comment-only document has no root and no diagnostics.
    @Test("an empty or comment-only document has no root and no diagnostics", arguments: ["", "\n\n", "# only\n  # comments\n", "\u{FEFF}", "   \n"])
    func emptyDocument(yaml: String) {
        let result = YAMLParser.parse(yaml, file: "t.yaml")
        #expect(result.root == nil)
        #expect(result.diagnostics.isEmpty)
    }

    /// Checks that it records 1-based line and column of keys and values.
    @Test("records 1-based line and column of keys and values")
    func locations() throws {
        let yaml = "title: x\nsteps:\n  - buy: y\n    then: [a, 'b']\nnote: 日本 z\n"
        let root = try #require(YAMLParser.parse(yaml, file: "s.yaml").root)
        let entries = try #require(root.entries)
        #expect(root.location == SourceLocation(file: "s.yaml", line: 1, column: 1))
        #expect(entries[0].keyLocation == SourceLocation(file: "s.yaml", line: 1, column: 1))
        #expect(entries[0].value.location == SourceLocation(file: "s.yaml", line: 1, column: 8))
        let steps = try #require(entries[1].value.items)
        #expect(entries[1].value.location.line == 3 && entries[1].value.location.column == 3)
        let buy = try #require(steps[0].entries)
        #expect(buy[0].keyLocation.line == 3 && buy[0].keyLocation.column == 5)
        #expect(buy[1].keyLocation.line == 4 && buy[1].keyLocation.column == 5)
        let then = try #require(buy[1].value.items)
        #expect(then[1].location.line == 4 && then[1].location.column == 15)
        #expect(entries[2].value.location.column == 7)
    }

    /// Checks that it counts columns in Characters after wide and combining characters.
    @Test("counts columns in Characters after wide and combining characters")
    func columnsInCharacters() throws {
        let yaml = "k: [日本語, e\u{301}x, z]"
        let items = try #require(YAMLParser.parse(yaml, file: "t").root?.entries?.first?.value.items)
        #expect(items.map(\.location.column) == [5, 10, 14])
    }

    /// Checks that the location of an empty value is just after its colon.
    @Test("the location of an empty value is just after its colon")
    func emptyLocation() throws {
        let entries = try #require(YAMLParser.parse("key:\nother: 1", file: "t").root?.entries)
        #expect(entries[0].value.kind == .empty)
        #expect(entries[0].value.location.line == 1 && entries[0].value.location.column == 5)
    }

    /// The spec example in DESIGN.md's "The spec language", verbatim.
    static let designExample = """
        title: A successful purchase is recorded before the paywall finishes
        source: miniwall-callbacks "Order for a purchase"     # the documented claim it encodes
        tags: [purchase, smoke]

        given:
          products: [premium_monthly, premium_annual]
          store:
            premium_monthly: purchased        # purchased | cancelled | pending | failed: <code>

        steps:
          - present
          - buy: premium_monthly

        expect:
          order:                              # these, in this relative order; others may interleave
            - purchase.started premium_monthly
            - purchase.completed premium_monthly
            - recorded.purchase
            - paywall.closed purchased
          never: [purchase.failed, error]
          state: closed

        """
}
