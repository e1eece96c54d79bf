#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
@testable import ConformKit

/// The fixture adapters under Tests/Fixtures and the specs the external-adapter tests run.
enum ExternalFixtures {
    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The folder of the deliberately broken adapters.
    static let brokenAdapters = packageRoot + "/Tests/Fixtures/broken-adapters"

    /// An external adapter running `script` from the broken-adapters folder, writing its pid into `pids`.
    static func adapter(
        _ script: String, id: String = "fixture", timeout: Duration = .seconds(5), maxEvents: Int = 10_000,
        pids: PidFolder, trace: WireTrace? = nil
    ) -> ExternalAdapter {
        ExternalAdapter(
            ExternalAdapter.Configuration(
                id: id,
                process: AdapterProcess.Configuration(
                    command: ["python3", brokenAdapters + "/" + script],
                    environment: ["FIXTURE_PID_DIR": pids.path, "PYTHONDONTWRITEBYTECODE": "1"]),
                timeout: timeout, maxEvents: maxEvents, trace: trace))
    }

    /// A spec read from YAML text.
    static func spec(_ id: String, _ yaml: String) -> Spec? {
        SpecDecoder.decode(yaml, id: id, file: id + ".yaml").spec
    }

    /// Three specs: the middle one taps `action: boom`, which each broken fixture answers badly.
    static var threeSpecs: [Spec] {
        [
            spec("t/a-ok", "title: a\nsteps: [present, {action: ok}]\nexpect:\n  order: [action ok]\n  state: open\n"),
            spec("t/b-boom", "title: b\nsteps: [present, {action: boom}]\nexpect:\n  order: [action boom]\n"),
            spec(
                "t/c-ok",
                "title: c\nsteps: [present, {action: ok}, close]\nexpect:\n  order: [action ok, paywall.closed closed]\n  state: closed\n  result: closed\n"
            )
        ].compactMap { $0 }
    }

    /// Whether `pid` names a live process (a zombie awaiting its reaper is not alive).
    static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z" && state != "X"
    }

    /// Waits up to `timeout` seconds for every pid in `pids` to be gone; the live ones left.
    static func survivors(_ pids: [Int32], timeout: Double = 3) -> [Int32] {
        let deadline = Date().addingTimeInterval(timeout)
        var alive = pids.filter(isAlive)
        while !alive.isEmpty && Date() < deadline {
            usleep(20_000)
            alive = alive.filter(isAlive)
        }
        return alive
    }
}

/// A scratch folder where fixture adapters write `<pid>.pid`, removed when the test ends.
final class PidFolder {
    /// The folder.
    let path: String

    /// Creates an empty folder.
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("conform-pids-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The pids written so far, sorted.
    var pids: [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .compactMap { $0.hasSuffix(".pid") ? Int32($0.dropLast(4)) : nil }
            .sorted()
    }
}
