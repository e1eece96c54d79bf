import Foundation
import Testing

/// Expected outputs of the built binary, kept under Tests/Fixtures/ and compared byte for byte.
/// `CONFORM_RECORD_OUTPUTS=1 swift test` rewrites them from what the binary prints now — and fails,
/// so a run that recorded never passes by accident; review the diff, then run again without it.
enum RecordedOutput {
    /// Whether this run records instead of comparing.
    static var recording: Bool { ProcessInfo.processInfo.environment["CONFORM_RECORD_OUTPUTS"] == "1" }

    /// Compares `actual` with the fixture at `relative` (under Tests/Fixtures/), or records it.
    static func check(_ actual: String, against relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = ConformBinary.packageRoot + "/Tests/Fixtures/" + relative
        if recording {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
            Issue.record(
                "recorded Tests/Fixtures/\(relative); review it, then run again without CONFORM_RECORD_OUTPUTS", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record(
                "no recorded output Tests/Fixtures/\(relative): run with CONFORM_RECORD_OUTPUTS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false),
                e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Array(zip(a, e)).firstIndex { $0 != $1 } ?? min(a.count, e.count)
            let got = line < a.count ? String(a[line]) : "(end)", want = line < e.count ? String(e[line]) : "(end)"
            Issue.record(
                "output differs from Tests/Fixtures/\(relative) at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\n(CONFORM_RECORD_OUTPUTS=1 re-records it)",
                sourceLocation: sourceLocation)
        }
    }
}
