import Foundation
import Testing
@testable import ConformKit

/// docs/recordings.md against the code: its example recording and declaration read, and its
/// JavaScript recorder, run with node, writes a recording of the current spec.
@Suite struct RecordingDocsTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The code blocks of docs/recordings.md tagged `language`.
    static func blocks(_ language: String) throws -> [String] {
        let doc = try String(contentsOfFile: root + "/docs/recordings.md", encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current?.joined(separator: "\n") ?? "")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The shipped spec a block records.
    static func spec(_ id: String) throws -> Spec {
        let loaded = try SuiteLoader(root: root + "/Specs").load(paths: [root + "/Specs/" + id + ".yaml"], jobs: 1)
        return try #require(loaded.specs.first)
    }

    @Test("the format section's recording reads, belongs to the current spec, and is the shipped file")
    func exampleRecording() throws {
        let block = try #require(try Self.blocks("jsonl").first)
        let recording = try Recording.read(block, file: "docs/recordings.md")
        #expect(recording.header.fingerprint == RecordingFingerprint.of(try Self.spec(recording.header.spec)))
        let shipped = try String(
            contentsOfFile: Self.root + "/Recordings/paywall-double@recorded/" + recording.header.spec + ".jsonl", encoding: .utf8)
        #expect(shipped == block + "\n")
    }

    @Test("the example declaration is a valid adapter.json")
    func exampleDeclaration() throws {
        let block = try #require(try Self.blocks("json").first)
        let handshake = try WireHandshake.read(WireFields(try JSONValue.parse(block), "adapter.json"))
        #expect(handshake.info(id: "adapty-device").capabilities.contains(.restore))
    }

    @Test("the JavaScript recorder writes a recording of the current spec that reads back")
    func javaScriptRecorder() throws {
        let script = try #require(try Self.blocks("javascript").first)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", script]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            withKnownIssue("node is not installed") { throw error }
            return
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let recording = try Recording.read(String(decoding: data, as: UTF8.self), file: "node")
        let spec = try Self.spec(recording.header.spec)
        #expect(recording.header.fingerprint == RecordingFingerprint.of(spec))
        #expect(recording.steps == spec.steps.map(\.value))
        #expect(recording.final == FinalState(state: .closed, result: "purchased"))
    }
}
