import Foundation
import Testing
@testable import ConformKit

/// The long-lived adapter process: lines split and bounded, stderr tail bounded, writes with a
/// deadline, and a stop that takes the whole process group with it.
@Suite struct ExternalProcessTests {
    /// Starts `script` with /bin/sh.
    func shell(_ script: String, maxLineBytes: Int = 1 << 20) throws -> AdapterProcess {
        try AdapterProcess.start(AdapterProcess.Configuration(command: ["/bin/sh", "-c", script], maxLineBytes: maxLineBytes))
    }

    /// Every stdout item until the end (or 5 s).
    func drain(_ process: AdapterProcess) -> [LineItem] {
        var items: [LineItem] = []
        let deadline = Date().addingTimeInterval(5)
        while let item = process.nextLine(until: deadline) {
            items.append(item)
            if case .line = item { continue }
            break
        }
        return items
    }

    /// The text of the line items.
    func texts(_ items: [LineItem]) -> [String] {
        items.compactMap { if case .line(let bytes) = $0 { return String(decoding: bytes, as: UTF8.self) } else { return nil } }
    }

    @Test("stdout is split into lines, CRLF is understood, and a last line without newline still arrives")
    func lines() throws {
        let process = try shell("printf 'a\\r\\nb\\n\\nc'")
        let items = drain(process)
        process.stop(grace: 1)
        #expect(texts(items) == ["a", "b", "", "c"])
        guard case .end? = items.last else { Issue.record("no end: \(items)"); return }
    }

    @Test("a line longer than the limit is reported as soon as it is known, without buffering it whole")
    func oversized() throws {
        let process = try shell("echo ok; head -c 5000000 /dev/zero | tr '\\0' x; echo", maxLineBytes: 1000)
        let items = drain(process)
        process.stop(grace: 0)
        #expect(texts(items) == ["ok"])
        guard case .oversized(let limit)? = items.last else { Issue.record("not oversized: \(items.count) items"); return }
        #expect(limit == 1000)
    }

    @Test("stderr keeps only its tail, however much is written, and is drained while the process runs")
    func stderrTail() throws {
        let process = try shell("i=0; while [ $i -lt 20000 ]; do echo \"noise line $i\" >&2; i=$((i+1)); done; echo done")
        let items = drain(process)
        process.stop(grace: 1)
        #expect(texts(items) == ["done"], "a full stderr pipe would have blocked the process")
        let tail = process.stderrTail()
        #expect(tail.hasPrefix("…\n"))
        #expect(tail.hasSuffix("noise line 19999"))
        #expect(tail.split(separator: "\n").count <= 21)
    }

    @Test("writing to an adapter that does not read times out instead of blocking")
    func writeDeadline() throws {
        let process = try shell("sleep 30")
        let big = String(repeating: "x", count: 1 << 20)
        #expect(throws: AdapterProcess.Failure.timedOut) {
            for _ in 0..<4 { try process.send(big, deadline: Date().addingTimeInterval(0.3)) }
        }
        process.stop(grace: 0)
        #expect(process.hasExited)
    }

    @Test("stop takes the whole process group, grandchildren included")
    func processGroup() throws {
        let process = try shell("sleep 300 & echo $!; wait")
        let first = process.nextLine(until: Date().addingTimeInterval(5))
        guard case .line(let bytes)? = first, let grandchild = Int32(String(decoding: bytes, as: UTF8.self)) else {
            Issue.record("no pid: \(String(describing: first))")
            process.stop(grace: 0)
            return
        }
        #expect(ExternalFixtures.isAlive(grandchild))
        process.stop(grace: 0)
        #expect(ExternalFixtures.survivors([process.pid, grandchild]).isEmpty)
    }

    @Test("stop takes a child that left the process group with setsid: it carries the adapter's token")
    func sessionChild() throws {
        let process = try shell("setsid sleep 300 & echo $!; wait")
        let first = process.nextLine(until: Date().addingTimeInterval(5))
        guard case .line(let bytes)? = first, let child = Int32(String(decoding: bytes, as: UTF8.self)) else {
            Issue.record("no pid: \(String(describing: first))")
            process.stop(grace: 0)
            return
        }
        #expect(ExternalFixtures.isAlive(child))
        // Right after the fork the child may still be starting: give it a moment to show its environment.
        let deadline = Date().addingTimeInterval(3)
        while ProcessTree.carrying(token: process.token, among: [child]).isEmpty && Date() < deadline { usleep(10_000) }
        #expect(ProcessTree.carrying(token: process.token, among: [child]) == [child], "the child inherited the token")
        process.stop(grace: 0)
        #expect(ExternalFixtures.survivors([process.pid, child]).isEmpty)
    }

    @Test("the wire log and messages name the adapter's own process, also under the guard")
    func adapterPid() throws {
        let process = try shell("echo $$; cat")
        let first = process.nextLine(until: Date().addingTimeInterval(5))
        guard case .line(let bytes)? = first else {
            Issue.record("no line")
            process.stop(grace: 0)
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == String(process.pid))
        #expect((AdapterGuard.executable != nil) == (process.pid != process.processID), "under the guard, the group is the guard's")
        process.stop(grace: 1)
        #expect(process.hasExited)
    }
}
