import ConformAdapters
import ConformKit
import Foundation
import Testing

/// The docs' spec examples name only handlers, options and capabilities the built-in adapters
/// declare, with behaviours and values they accept: what the docs show, `conform check` accepts.
@Suite struct DocsValidationTests {
    /// The package root, found from this file's path.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Every ```yaml block of `file` that reads as a spec, with the line its fence opens on.
    static func specs(in file: String) throws -> [(line: Int, spec: Spec)] {
        let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
        var found: [(Int, Spec)] = []
        var block: (start: Int, lines: [Substring])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var open = block {
                if line == "```" {
                    let yaml = open.lines.joined(separator: "\n") + "\n"
                    if let spec = SpecDecoder.decode(yaml, id: "docs/example", file: "\(file):\(open.start)").spec {
                        found.append((open.start, spec))
                    }
                    block = nil
                } else {
                    open.lines.append(line)
                    block = open
                }
            } else if line == "```yaml" {
                block = (index + 1, [])
            }
        }
        return found
    }

    @Test(
        "every spec example in the docs passes the check against the built-in adapters",
        arguments: ["docs/spec-language.md", "README.md"])
    func examplesValidate(_ file: String) throws {
        let examples = try Self.specs(in: file)
        #expect(!examples.isEmpty)
        let validation = GivenValidation(adapters: BuiltinAdapters.all.map(\.info))
        for example in examples {
            let problems = validation.diagnostics(for: example.spec)
            #expect(problems.isEmpty, "\(file):\(example.line): \(problems.map(\.message))")
        }
    }
}
