import Foundation
import Testing
@testable import ConformKit

/// docs/transcript-format.md and the code agree: every example parses and is written back byte for
/// byte, and the documented diff is what the renderer prints.
@Suite struct TranscriptDocsTests {
    /// The reference page, found from this file's path.
    private static let page: String? = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return try? String(contentsOf: url.appendingPathComponent("docs/transcript-format.md"), encoding: .utf8)
    }()

    /// The contents of every fenced block tagged `language`, each ending with a newline.
    private static func blocks(_ language: String) -> [String] {
        guard let page else { return [] }
        var blocks: [String] = []
        var current: [Substring]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if var lines = current {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if line == "```" + language {
                current = []
            }
        }
        return blocks
    }

    /// Parses a documented example or records why not.
    private static func parsed(_ text: String) -> Transcript? {
        switch TranscriptFormat.parse(text, file: "docs/transcript-format.md") {
        case .success(let transcript): return transcript
        case .failure(let error):
            Issue.record("a documented transcript does not parse:\n\(error)\n\(text)")
            return nil
        }
    }

    @Test("the page exists and shows at least two complete transcripts: a header, steps with their events, and a final state")
    func examplesExist() {
        #expect(Self.page != nil)
        let examples = Self.blocks("transcript")
        #expect(examples.count >= 2)
        for example in examples {
            guard let transcript = Self.parsed(example) else { continue }
            #expect(!transcript.specID.isEmpty && !transcript.adapterID.isEmpty && !transcript.sdk.isEmpty, "\(example)")
            #expect(transcript.entries.contains { if case .step = $0 { true } else { false } }, "no step in:\n\(example)")
            #expect(!transcript.events.isEmpty, "no event in:\n\(example)")
            #expect(example.split(separator: "\n").last?.hasPrefix("final: ") == true, "no final state in:\n\(example)")
        }
    }

    @Test("every documented transcript parses and is written back byte for byte", arguments: blocks("transcript"))
    func roundTrips(example: String) {
        guard let transcript = Self.parsed(example) else { return }
        #expect(Array(TranscriptFormat.write(transcript).utf8) == Array(example.utf8))
    }

    @Test("the documented diff is what the renderer prints for the first and last examples")
    func documentedDiff() {
        let examples = Self.blocks("transcript")
        guard let first = examples.first.flatMap(Self.parsed), let last = examples.last.flatMap(Self.parsed) else {
            Issue.record("missing examples")
            return
        }
        let rendered = TranscriptDiffRenderer(colour: false)
            .render(TranscriptDiff(from: first, to: last), goldenPath: "Golden/miniwall/purchase/success.transcript")
        #expect(Self.blocks("conform-diff") == [rendered], "\(rendered)")
    }
}
