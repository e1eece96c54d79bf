import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// `--artifacts DIR` is where the user said, and its two folders `DIR/pending` and `DIR/diffs` are
/// conform's, held inside DIR as each pending file is held inside `--pending-dir` (issue 41, item
/// 3): a link among them that leads elsewhere is refused — the two folders before anything runs,
/// a deeper one by the same check every pending file goes through — and nothing is written
/// outside. A report path under a file, or under a folder that does not exist, is an error naming
/// the path and the part in the way, never a Foundation error domain.
@Suite struct ArtifactsPlacementCLITests {
    /// A miniwall workspace whose purchase golden differs from what the run sees, and a folder outside it.
    static func workspace() throws -> (box: Sandbox, ws: String) {
        let box = try Sandbox()
        let ws = box.path + "/ws"
        try FileManager.default.createDirectory(atPath: ws, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: box.path + "/outside", withIntermediateDirectories: true)
        #expect(try ConformBinary.run(["init", "--sdk", "miniwall"], in: ws).status == 0)
        let golden = "ws/Golden/miniwall/common/purchase/success.transcript"
        try box.write(golden, try box.read(golden).replacingOccurrences(of: "premium_monthly", with: "premium_annual"))
        return (box, ws)
    }

    @Test("DIR/pending or DIR/diffs a symbolic link out of --artifacts DIR is refused before anything runs", arguments: ["pending", "diffs"])
    func linkedSubfolder(_ sub: String) throws {
        let (box, ws) = try Self.workspace()
        try FileManager.default.createDirectory(atPath: ws + "/art", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: ws + "/art/" + sub, withDestinationPath: "../../outside")
        let out = try ConformBinary.run(["run", "--artifacts", "art"], in: ws)
        #expect(out.status == 2)
        #expect(out.stderrText.hasPrefix("conform: error: refusing to write under 'art/\(sub)': a symbolic link leads to '"), "\(out.stderrText)")
        #expect(out.stderrText.hasSuffix("/outside', outside '--artifacts art'\n  next: remove the link, or name another folder with --artifacts\n"))
        #expect(out.stdoutText.isEmpty, "nothing ran")
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.path + "/outside").isEmpty)
    }

    @Test("a link deeper in DIR/diffs is refused as one in --pending-dir is, and nothing is written outside")
    func linkedAdapterFolder() throws {
        let (box, ws) = try Self.workspace()
        try FileManager.default.createDirectory(atPath: ws + "/art/diffs", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: ws + "/art/diffs/miniwall", withDestinationPath: "../../../outside")
        let out = try ConformBinary.run(["run", "--artifacts", "art"], in: ws)
        #expect(out.status == 3, "\(out.stdoutText)")
        #expect(
            out.stdoutText.contains(
                "refusing 'art/diffs/miniwall/common/purchase/success.diff': a symbolic link leads outside 'art/diffs'; replace the link with a folder"
            ),
            "\(out.stdoutText)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.path + "/outside").isEmpty)

        try FileManager.default.removeItem(atPath: ws + "/art/diffs/miniwall")
        let plain = try ConformBinary.run(["run", "--artifacts", "art"], in: ws)
        #expect(plain.status == 1)
        #expect(FileManager.default.fileExists(atPath: ws + "/art/diffs/miniwall/common/purchase/success.diff"))
        #expect(FileManager.default.fileExists(atPath: ws + "/art/pending/miniwall/common/purchase/success.transcript.new"))
    }

    /// Output paths that cannot be written, and what the error names.
    static let unwritable: [(args: [String], error: String)] = [
        (
            ["run", "Specs/common/close", "--json", "afile/r.json"],
            "conform: error: cannot write 'afile/r.json': 'afile' is a file, where a folder should be\n"
        ),
        (["run", "Specs/common/close", "--json", "nodir/r.json"], "conform: error: cannot write 'nodir/r.json': the folder 'nodir' does not exist\n"),
        (
            ["diff", "adapty@3.10.0..adapty@3.17.2", "Specs/common/close", "--artifacts", "afile/m"],
            "conform: error: cannot create the folder 'afile/m': 'afile' is a file, where a folder should be\n"
        )
    ]

    @Test("a report path under a file or a missing folder names the part in the way, with no Foundation error text", arguments: unwritable.indices)
    func unwritableOutput(_ index: Int) throws {
        let (args, error) = Self.unwritable[index]
        let (box, ws) = try Self.workspace()
        try box.write("ws/afile", "mine\n")
        let out = try ConformBinary.run(args, in: ws)
        #expect(out.status == 3, "\(out.stderrText)")
        #expect(
            out.stderrText.hasSuffix(
                error + "  next: "
                    + (error.contains("does not exist")
                        ? "create it first, or name a file in a folder that exists\n"
                        : "check the path: each folder on the way must be a folder you may write in\n")), "\(out.stderrText)")
        #expect(!out.stderrText.contains("NSCocoaErrorDomain") && !out.stderrText.contains("The operation could not be completed"))
        #expect(try box.read("ws/afile") == "mine\n")
    }

    @Test("a report named as a device or a FIFO is written into it, as a shell redirection would, never replaced by a file")
    func streams() throws {
        // A FIFO in the sandbox stands for /dev/null and '>(jq …)': a regression must not replace the machine's /dev/null.
        let (box, ws) = try Self.workspace()
        let fifo = box.path + "/report.fifo"
        try #require(mkfifo(fifo, 0o644) == 0)
        // The reader: a thread that reads the FIFO to its end.
        let received = LockedBox("")
        let reader = Thread {
            let handle = FileHandle(forReadingAtPath: fifo)
            received.set(String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self))
        }
        reader.start()
        let out = try ConformBinary.run(["run", "Specs/common/close", "--json", fifo], in: ws)
        #expect(out.status == 0, "\(out.stderrText)")
        let deadline = Date().addingTimeInterval(10)
        while received.get().isEmpty && Date() < deadline { usleep(10_000) }
        #expect(received.get().contains("\"schema\": \"conform-report/2\""), "\(received.get().prefix(200))")
        #expect(
            (try FileManager.default.attributesOfItem(atPath: fifo))[.type] as? FileAttributeType != .typeRegular,
            "the FIFO is not replaced by a file")
    }
}

/// A value shared with a reader thread.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ new: Value) { lock.withLock { value = new } }
}
