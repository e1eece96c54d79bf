import ConformKit
import Foundation
import Testing

/// A generated block of a docs page, between `<!-- NAME:begin -->` and `<!-- NAME:end -->`:
/// checked against what a test measured, or rewritten with `CONFORM_RECORD_OUTPUTS=1`.
enum DocsBlock {
    static func check(file: String, marker: String, wanted: String) throws {
        let path = ConformBinary.packageRoot + "/" + file
        let doc = try String(contentsOfFile: path, encoding: .utf8)
        let begin = "<!-- \(marker):begin -->\n", end = "<!-- \(marker):end -->"
        let parts = doc.components(separatedBy: begin)
        try #require(parts.count == 2, "\(file) has no '\(begin)' marker")
        let rest = parts[1].components(separatedBy: end)
        try #require(rest.count == 2, "\(file) has no '\(end)' marker")
        if ProcessInfo.processInfo.environment["CONFORM_RECORD_OUTPUTS"] == "1" {
            try (parts[0] + begin + wanted + end + rest[1]).write(toFile: path, atomically: true, encoding: .utf8)
        } else {
            #expect(rest[0] == wanted, "\(file)'s \(marker) block is stale; re-generate with CONFORM_RECORD_OUTPUTS=1:\n\(wanted)")
        }
    }
}
