import Foundation

/// Records what happens on a device while a UI test or a person walks one spec's steps: each step,
/// each wait and each SDK callback, into a recording in the language-neutral JSON Lines format of
/// docs/recordings.md — the `conform/1` event shape — that a `replay` adapter plays back in CI.
///
/// Dependency-free (Foundation only) so an app can link it in debug builds; `conform record`
/// prints the spec id, fingerprint and step objects to give it. Thread-safe: SDK callbacks may
/// arrive on any queue.
///
/// ```swift
/// let recorder = ConformRecorder(spec: "common/purchase/success", fingerprint: "5d1c…", adapter: "adapty-device")
/// recorder.step(json: #"{"kind":"present","placement":null,"mode":"modal"}"#)   // then present
/// recorder.event("paywall.shown", native: "paywallControllerDidAppear(_:)")    // from the delegate
/// recorder.finish(state: "closed", result: "purchased")
/// try recorder.text.write(to: url, atomically: true, encoding: .utf8)
/// ```
public final class ConformRecorder: @unchecked Sendable {
    /// The format every recording's header names.
    public static let format = "conform-recording/1"

    /// The lines so far; the header first. Guarded by `lock`.
    private var lines: [String]
    /// The virtual time: the sum of the waits recorded so far, in milliseconds. Guarded by `lock`.
    private var now = 0
    /// Whether `finish` was called. Guarded by `lock`.
    private var finished = false
    /// When `finish` was called (uptime, nanoseconds). Guarded by `lock`.
    private var finishedAt: UInt64 = 0
    /// The callbacks that came after `finish`, described. Guarded by `lock`.
    private var late: [String] = []
    /// Guards the state: callbacks may come from any thread.
    private let lock = NSLock()
    /// The plan's steps, when started from one (`init(planAt:)`); set once, before any callback.
    var plannedSteps: [PlannedStep] = []
    /// Where the plan says the recording goes.
    var plannedFile: String?
    /// The plan's JSON text as read, when started from one: ConformTesting reads its world from it.
    package var planData: Data?

    /// The spec this recording is of.
    public let spec: String
    /// The adapter the recording is for, when named.
    public let adapter: String?

    /// Starts a recording of `spec`, made for the version of it whose fingerprint is `fingerprint`
    /// (both from `conform record`), for the adapter `adapter`, of `sdk` at `sdkVersion`.
    public init(spec: String, fingerprint: String, adapter: String? = nil, sdk: String? = nil, sdkVersion: String? = nil) {
        self.spec = spec
        self.adapter = adapter
        var header: [(String, String)] = [("type", "recording"), ("format", Self.format), ("spec", spec), ("fingerprint", fingerprint)]
        if let adapter { header.append(("adapter", adapter)) }
        if let sdk { header.append(("sdk", sdk)) }
        if let sdkVersion { header.append(("sdk_version", sdkVersion)) }
        lines = ["{" + header.map { "\(Self.quoted($0.0)):\(Self.quoted($0.1))" }.joined(separator: ",") + "}"]
    }

    /// Records a step about to be performed, as `conform record` prints its object:
    /// `{"kind":"buy","product":"premium_monthly"}`.
    public func step(json object: String) {
        append("{\"type\":\"step\",\"step\":\(Self.oneLine(object))}")
    }

    /// Records a step about to be performed from its kind and text fields:
    /// `step("buy", ["product": "premium_monthly"])`.
    public func step(_ kind: String, _ fields: [String: String] = [:]) {
        let members = [("kind", kind)] + fields.sorted { $0.key < $1.key }
        step(json: "{" + members.map { "\(Self.quoted($0.0)):\(Self.quoted($0.1))" }.joined(separator: ",") + "}")
    }

    /// Records a spec's `wait`, before waiting: callbacks recorded until the next step are stamped
    /// at its end.
    public func wait(milliseconds: Int) {
        lock.withLock {
            let from = now
            // Saturating: a plan's waits are input, and two of `Int.max` must not trap the app's test process.
            let (sum, overflow) = now.addingReportingOverflow(max(0, milliseconds))
            now = overflow ? Int.max : sum
            lines.append("{\"type\":\"advance\",\"by_ms\":\(now - from),\"to_ms\":\(now)}")
        }
    }

    /// Records one SDK callback: its canonical name and subject (docs/events.md), its native form,
    /// and its arguments as text.
    ///
    /// A callback after `finish` is not lost: it is written after the `end` line with how late it
    /// came (`late_ms`), where `conform record --check` and the replay report it, and listed in
    /// `lateCallbacks`.
    public func event(_ name: String, subject: String? = nil, native: String, arguments: [String: String] = [:]) {
        lock.withLock {
            guard !finished else {
                recordLate(name, subject: subject, native: native, arguments: arguments)
                return
            }
            events[lines.count] = (name, subject, native, arguments, now)
            lines.append(Self.eventLine(name, subject: subject, native: native, arguments: arguments, at: now))
        }
    }

    /// Adds a second native callback to the last event named `name`: one user action that fires
    /// several callbacks is one canonical event with every native form (`a + b`), its arguments
    /// the union (docs/events.md). Returns false when there is no such event.
    @discardableResult
    public func addNative(_ native: String, to name: String, arguments: [String: String] = [:]) -> Bool {
        lock.withLock {
            guard !finished else {
                recordLate(name, subject: nil, native: native, arguments: arguments)
                return false
            }
            guard let index = events.keys.filter({ events[$0]?.name == name }).max(),
                let previous = events[index]
            else { return false }
            let merged = previous.arguments.merging(arguments) { old, _ in old }
            lines[index] = Self.eventLine(
                previous.name, subject: previous.subject, native: previous.native + " + " + native,
                arguments: merged, at: previous.at)
            events[index] = (previous.name, previous.subject, previous.native + " + " + native, merged, previous.at)
            return true
        }
    }

    /// The events written, by line index, so `addNative` can rewrite one. Guarded by `lock`.
    private var events: [Int: (name: String, subject: String?, native: String, arguments: [String: String], at: Int)] = [:]

    /// Ends the recording with the paywall's final state (`open`, `closed` or `not_shown`) and the
    /// result the app received (`purchased`, `none`, …). Steps are not recorded after it; a
    /// callback after it is written as a late one (`event`).
    public func finish(state: String, result: String) {
        lock.withLock {
            guard !finished else { return }
            finished = true
            finishedAt = DispatchTime.now().uptimeNanoseconds
            lines.append("{\"type\":\"end\",\"final\":{\"state\":\(Self.quoted(state)),\"result\":\(Self.quoted(result))}}")
        }
    }

    /// The callbacks that came after `finish`, each with how late: `'purchase.failed'
    /// (onPurchaseFailure) 240 ms after finish`. Empty when the walk waited for every answer.
    public var lateCallbacks: [String] {
        lock.withLock { late }
    }

    /// Writes a callback that came after `finish` after the `end` line, with how late it came.
    /// Called with `lock` held.
    private func recordLate(_ name: String, subject: String?, native: String, arguments: [String: String]) {
        let lateMs = (DispatchTime.now().uptimeNanoseconds &- finishedAt) / 1_000_000
        late.append("'\(name)' (\(native)) \(lateMs) ms after finish")
        var line = Self.eventLine(name, subject: subject, native: native, arguments: arguments, at: now)
        line.removeLast()
        lines.append(line + ",\"late_ms\":\(lateMs)}")
    }

    /// The recording so far, one JSON object per line.
    public var text: String {
        lock.withLock { lines.joined(separator: "\n") + "\n" }
    }

    /// Writes the recording to `url`, creating its folder (atomically: a reader never sees half).
    public func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// Appends a line unless the recording is finished.
    private func append(_ line: String) {
        lock.withLock {
            guard !finished else { return }
            lines.append(line)
        }
    }

    /// One `event` line.
    private static func eventLine(_ name: String, subject: String?, native: String, arguments: [String: String], at: Int) -> String {
        var line = "{\"type\":\"event\",\"name\":\(quoted(name)),"
        if let subject { line += "\"subject\":\(quoted(subject))," }
        line += "\"native\":\(quoted(native)),\"args\":{"
        line += arguments.sorted { $0.key < $1.key }.map { "\(quoted($0.key)):\(quoted($0.value))" }.joined(separator: ",")
        return line + "},\"at\":\(at)}"
    }

    /// A JSON object's text on one line, as a recording holds each: a line break between tokens
    /// becomes a space, one inside a string (which JSON does not allow raw) its escape.
    static func oneLine(_ object: String) -> String {
        guard object.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return object }
        var out = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        for scalar in object.unicodeScalars {
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                switch scalar {
                case "\n": out.append(contentsOf: "\\n".unicodeScalars)
                case "\r": out.append(contentsOf: "\\r".unicodeScalars)
                default: out.append(scalar)
                }
            } else {
                if scalar == "\"" { inString = true }
                out.append(scalar == "\n" || scalar == "\r" ? " " : scalar)
            }
        }
        return String(out)
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
