import Foundation
import Testing
@testable import ConformKit

/// A file that is not a JSON report of this version is refused with its name, where the JSON
/// breaks when it does, and one next step.
@Suite struct JSONReportReaderTests {
    /// The message `text`, read as the report `file`, is refused with.
    static func refusal(_ text: String, file: String = "nightly.json") -> String {
        do {
            _ = try JSONReportReader.read(Data(text.utf8), file: file)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test("a report cut short names the file and the line and column where it ends", arguments: [
        ("{\"schema\": \"conform-report/1\",\n  \"adapters\": [\n    {\"id\": \"mini", "line 3, column 17"),
        ("{\"schema\": \"conform-report/1\",\n", "line 2, column 1"),
    ])
    func truncated(_ text: String, _ place: String) {
        let message = Self.refusal(text)
        #expect(message.contains("'nightly.json' is not valid JSON: it ends at \(place), in the middle of a value (cut short?)"), "\(message)")
        #expect(message.contains("next: give JSON reports written by 'conform run --json FILE'"), "\(message)")
    }

    @Test("a syntax error is located where the parser says it is")
    func syntax() {
        let message = Self.refusal("{\"schema\": \"conform-report/1\",\n \"b\": 2,, }")
        #expect(message.contains("'nightly.json' is not valid JSON: "), "\(message)")
        #expect(message.contains("line 2, column 9") || message.contains("line 2"), "\(message)")
    }

    @Test("JSON that is not a report, an empty file and another schema version are each refused by name", arguments: [
        ("[1, 2]", "'nightly.json' is not a JSON report: it holds no JSON object"),
        ("{\"tests\": 3}", "'nightly.json' is not a JSON report: it names no 'schema'"),
        ("", "'nightly.json' is not valid JSON: the file is empty"),
        ("{\"schema\": \"conform-report/2\"}", "'nightly.json' has schema 'conform-report/2', not 'conform-report/1'"),
    ])
    func notAReport(_ text: String, _ expected: String) {
        let message = Self.refusal(text)
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(message.contains("\n  next: "), "\(message)")
    }

    @Test("a missing file and a folder are refused by name")
    func files() {
        for (path, expected) in [("/nonexistent/r.json", "cannot read '/nonexistent/r.json': no such file"), ("/tmp", "'/tmp' is not a regular file")] {
            do {
                _ = try JSONReportReader.read(file: path)
                Issue.record("'\(path)' was read")
            } catch {
                #expect("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }
}
