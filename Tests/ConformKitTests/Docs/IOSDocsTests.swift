import Foundation
import Testing

/// docs/ios.md's Swift is the code of Examples/ios-app and Examples/closure-app, packages of their
/// own that ci/ios-app.sh and ci/closure-app.sh build and test against this checkout: what the page
/// shows compiles and passes, and cannot drift from what does.
///
/// The marker convention: the line right before a ```swift fence is an HTML comment (invisible
/// when the page is rendered) naming the file, relative to the repository root —
///
/// - `<!-- file: Examples/ios-app/…/X.swift -->`: the block is the whole file, byte for byte;
/// - `<!-- part of: Examples/ios-app/Package.swift -->`: the block's lines are consecutive whole
///   lines of the file (a region: the rest of the file is not shown).
///
/// Every Swift block of the page carries one of them; a YAML block that carries one (the package's
/// `conform.yaml`) is held to it the same way.
@Suite struct IOSDocsTests {
    static let page = "docs/ios.md"
    /// The adapter and the test file an app writes for a simple coordinator: shown whole, and
    /// together at most `lineBudget` lines (issue 21: "at most 60 lines").
    static let appFiles = [
        "Examples/ios-app/Tests/PaywallConformanceTests/MyPaywallAdapter.swift",
        "Examples/ios-app/Tests/PaywallConformanceTests/PaywallConformanceTests.swift"
    ]
    static let lineBudget = 60
    /// The outside packages the page's code comes from.
    static let packages = ["Examples/ios-app/", "Examples/closure-app/"]

    /// A Swift block of the page: its marker (kind and path), its first line, its text.
    struct Block {
        var kind: String?
        var path: String?
        var line: Int
        var text: String
    }

    /// Every ```swift block of the page (or of `language`), with the marker on the line before it, if any.
    static func blocks(_ language: String = "swift") throws -> [Block] {
        let lines = try String(contentsOfFile: DocsExamplesTests.root + "/" + page, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index] == "```" + language else {
                index += 1
                continue
            }
            let marker = index > 0 ? marker(lines[index - 1]) : nil
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            blocks.append(Block(kind: marker?.kind, path: marker?.path, line: index - body.count + 1, text: body.joined(separator: "\n") + "\n"))
            index += 1
        }
        return blocks
    }

    /// `("file", path)` for `<!-- file: path -->`, `("part of", path)` for `<!-- part of: path -->`.
    static func marker(_ line: String) -> (kind: String, path: String)? {
        for kind in ["file", "part of"] {
            let open = "<!-- \(kind): "
            if line.hasPrefix(open), line.hasSuffix(" -->") {
                return (kind, String(line.dropFirst(open.count).dropLast(4)))
            }
        }
        return nil
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: DocsExamplesTests.root + "/" + path, encoding: .utf8)
    }

    @Test("every Swift block of docs/ios.md names the file of Examples/ios-app or Examples/closure-app it shows")
    func everyBlockIsMarked() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 4)
        for block in blocks {
            #expect(
                Self.packages.contains { block.path?.hasPrefix($0) == true },
                "docs/ios.md:\(block.line): a Swift block without '<!-- file: Examples/ios-app/… -->' or '<!-- part of: … -->' on the line before its fence"
            )
        }
    }

    @Test("the closure section shows Examples/closure-app's adapter whole: the adapter CI builds and tests is the docs' code")
    func closureAdapterIsShown() throws {
        let shown = try Self.blocks().filter { $0.kind == "file" }.compactMap(\.path)
        #expect(shown.contains("Examples/closure-app/Tests/ClosurePaywallTests/ClosurePaywallAdapter.swift"))
    }

    @Test("each marked block is its file, or a run of its whole lines, byte for byte")
    func blocksAreTheFiles() throws {
        let yaml = try Self.blocks("yaml").filter { $0.path != nil }
        #expect(!yaml.isEmpty, "docs/ios.md shows the package's conform.yaml in a marked YAML block")
        for block in try Self.blocks() + yaml {
            guard let path = block.path, let kind = block.kind else { continue }
            let file = try Self.read(path)
            if kind == "file" {
                guard block.text != file else { continue }
                let shown = block.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let actual = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let first = (0..<min(shown.count, actual.count)).first { shown[$0] != actual[$0] } ?? min(shown.count, actual.count)
                let page = first < shown.count ? shown[first] : "(nothing)"
                let source = first < actual.count ? actual[first] : "(nothing)"
                Issue.record(
                    "docs/ios.md:\(block.line + first) differs from \(path):\(first + 1): the page shows '\(page)', the file has '\(source)'; copy the file into the block (or the block into the file)"
                )
            } else {
                #expect(("\n" + file).contains("\n" + block.text), "docs/ios.md:\(block.line): these lines are not consecutive lines of \(path)")
            }
        }
    }

    @Test("the adapter and the test file are shown whole, and together fit the line budget")
    func adapterAndTestsFitTheBudget() throws {
        let shown = try Self.blocks().filter { $0.kind == "file" }.compactMap(\.path)
        var total = 0
        for path in Self.appFiles {
            #expect(shown.contains(path), "docs/ios.md does not show \(path) whole")
            total += try Self.read(path).split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
        #expect(total <= Self.lineBudget, "the adapter and the test file take \(total) lines, over \(Self.lineBudget)")
    }

    @Test("every Examples/ios-app and Examples/closure-app path the page names exists")
    func pathsExist() throws {
        let page = try Self.read(Self.page)
        let pattern = try NSRegularExpression(pattern: "Examples/(ios|closure)-app(/[A-Za-z0-9_.+@/-]*)?")
        let matches = pattern.matches(in: page, range: NSRange(page.startIndex..., in: page))
        #expect(!matches.isEmpty)
        for match in matches {
            guard let range = Range(match.range, in: page) else { continue }
            var path = String(page[range])
            while path.hasSuffix(".") || path.hasSuffix("/") { path.removeLast() }
            #expect(FileManager.default.fileExists(atPath: DocsExamplesTests.root + "/" + path), "docs/ios.md names '\(path)', which does not exist")
        }
    }
}
