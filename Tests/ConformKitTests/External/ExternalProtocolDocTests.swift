import Foundation
import Testing
@testable import ConformKit

/// docs/adapter-protocol.md is the contract external adapters are written from: every message it
/// shows is accepted by the runner's decoder, it shows every message type and step kind, its
/// 30-line adapter passes `adapter-check`, and its annotated transcript is what the runner records.
@Suite struct ExternalProtocolDocTests {
    /// The page's text.
    static let page: String = (try? String(contentsOfFile: ExternalFixtures.packageRoot + "/docs/adapter-protocol.md", encoding: .utf8)) ?? ""

    /// The fenced blocks of `language`, each with the line its fence opens on.
    static func blocks(_ language: String) -> [(line: Int, text: String)] {
        var result: [(Int, String)] = []
        var open: (language: Substring, start: Int, lines: [Substring])?
        for (index, line) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let block = open {
                if line == "```" {
                    if block.language == language { result.append((block.start, block.lines.joined(separator: "\n"))) }
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if line.hasPrefix("```") {
                open = (line.dropFirst(3), index + 1, [])
            }
        }
        return result
    }

    /// Every message of the page: a ```json block is one message, a ```jsonl block one per line.
    static var messages: [(line: Int, text: String)] {
        blocks("json")
            + blocks("jsonl").flatMap { block in
                block.text.split(separator: "\n").enumerated().map { (block.line + $0.offset + 1, String($0.element)) }
            }
    }

    @Test("every JSON example in docs/adapter-protocol.md is accepted by the runner's decoder")
    func examplesDecode() throws {
        let examples = Self.messages
        #expect(examples.count >= 40, "the page has \(examples.count) examples")
        var types = Set<String>()
        var kinds = Set<String>()
        for example in examples {
            do {
                let message = try WireMessage.decode(Array(example.text.utf8))
                types.insert(message.type)
                if case .step(_, let step) = message { kinds.insert(step.keyword) }
            } catch {
                Issue.record("docs/adapter-protocol.md:\(example.line): \(error.message)\n\(example.text)")
            }
        }
        #expect(types == Set(WireMessage.types), "message types the page never shows: \(Set(WireMessage.types).subtracting(types).sorted())")
        let wireKinds = Set(Step.keywords).subtracting(["wait"])
        #expect(kinds == wireKinds, "step kinds the page never shows: \(wireKinds.subtracting(kinds).sorted())")
    }

    @Test("the page names every message field the decoder reads")
    func fieldsDocumented() {
        for field in [
            "protocol", "limits", "max_line_bytes", "max_events", "timeout_ms", "adapter", "sdk", "sdk_version", "summary",
            "capabilities", "emits", "cannot_see", "handlers", "options", "volatile", "spec", "given", "step", "by_ms", "to_ms",
            "horizon_ms", "name", "subject", "native", "args", "at", "final", "state", "result", "message",
            "products", "store", "delay_ms", "restore", "product_loading", "failures", "missing", "error",
            "render_failure", "screen_failure", "kind", "value", "placement", "mode", "product", "url", "id",
            "question", "option", "text", "code", "returns", "throws", "required", "signature", "values", "waits", "calls", "after_ms", "does",
            "then", "by", "style", "screen", "products_at_init", "linked_screen_failures", "web_navigation",
            "screen_loading_ms", "product_metadata", "title", "description", "price", "localized_price", "currency"
        ] {
            #expect(Self.page.contains("`\(field)`"), "'\(field)' is not documented")
        }
    }

    @Test("every conform.yaml example on the page is a valid config naming external adapters")
    func configExamples() throws {
        let examples = Self.blocks("yaml")
        #expect(examples.count >= 2)
        for example in examples {
            let parsed = ConformConfig.parse(example.text, file: "docs/adapter-protocol.md")
            #expect(parsed.diagnostics.isEmpty, "docs/adapter-protocol.md:\(example.line): \(parsed.diagnostics)")
            #expect(parsed.config?.adapters.contains { $0.command != nil } == true)
        }
    }

    @Test("the page's first adapter, in 30 lines of Python, passes every adapter-check")
    func firstAdapter() throws {
        let code = try #require(Self.blocks("python").first?.text)
        #expect(code.split(separator: "\n").count <= 30)
        let pids = try PidFolder()
        let file = pids.path + "/tiny.py"
        try Data(code.utf8).write(to: URL(fileURLWithPath: file))
        let results = AdapterCheck.run(AdapterProcess.Configuration(command: ["python3", file]), timeout: .seconds(5))
        #expect(results.allSatisfy { $0.passed }, "\(AdapterCheck.render(results, command: "tiny.py"))")
    }

    @Test("the annotated session's transcript is what the runner records for that spec on the Python example")
    func annotatedTranscript() throws {
        let documented = try #require(Self.blocks("").first { $0.text.hasPrefix("step present\nstep buy") }?.text)
        let file = ExternalFixtures.packageRoot + "/Specs/miniwall/purchase/busy-ignores-close.yaml"
        let spec = try #require(
            SpecDecoder.decode(
                try String(contentsOfFile: file, encoding: .utf8),
                id: "miniwall/purchase/busy-ignores-close", file: file
            ).spec)
        let adapter = ExternalExamples.python()
        let result = Runner().runPair(spec, adapter)
        adapter.shutdown()
        #expect(result.verdict == .pass, "\(result.explanation ?? "")")
        #expect(result.transcriptText?.contains(documented) == true, "\(result.transcriptText ?? "")")
    }
}
