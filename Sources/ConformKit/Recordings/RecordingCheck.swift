/// `conform record --check FILE`: whether a recording that came back from a device can be replayed
/// for a spec on a replay adapter — it reads, it is of that spec, it was made for the spec's
/// current version, it performs the spec's steps, its events are ones the adapter declares — and
/// how the spec's expectations judge it. One ✓ or ✗ per check, as `adapter-check` prints them.
package enum RecordingCheck {
    /// One check and how it went, as `adapter-check` has them (never skipped, deprecated or grouped).
    package typealias Result = AdapterCheck.Result

    /// The text of the recording at `path`, read within the transcript size limit; a file that is
    /// missing or unreadable is invalid input.
    package static func load(_ path: String) throws -> [UInt8] {
        switch BoundedFile.read(path, limit: Limits.maxTranscriptBytes) {
        case .success(let bytes): return bytes
        case .failure(.missing):
            throw ConformError.input("no such file '\(path)'", next: "give the recording that came back from the device")
        case .failure(let problem):
            throw ConformError.input("cannot read '\(path)': \(problem)", next: "give the recording that came back from the device")
        }
    }

    /// Checks `text`, read from `file`, as a recording of `spec` for `adapter`. The last element,
    /// when every check passed, is the spec's verdict on the replay (informational).
    package static func run(_ text: String, file: String, spec: Spec, adapter: ReplayAdapter) -> (results: [Result], replay: String?) {
        run(bytes: Array(text.utf8), file: file, spec: spec, adapter: adapter)
    }

    /// Checks `bytes`, read from `file`, as `run(_:file:spec:adapter:)` does, through the reader a
    /// replay uses: a file this passes, `conform run` replays; one it refuses, a replay refuses too.
    package static func run(bytes: [UInt8], file: String, spec: Spec, adapter: ReplayAdapter) -> (results: [Result], replay: String?) {
        var results: [Result] = []
        let recording: Recording
        do {
            recording = try Recording.read(bytes: bytes, file: file)
        } catch {
            results.append(Result(check: "reads as a \(Recording.format) file", passed: false, detail: error.description))
            return (results, nil)
        }
        let steps = recording.entries.filter { if case .event = $0 { return false } else { return true } }.count
        let events = recording.entries.count - steps
        results.append(
            Result(
                check: "reads as a \(Recording.format) file", passed: true,
                detail:
                    "\(steps) step\(steps == 1 ? "" : "s"), \(events) event\(events == 1 ? "" : "s"), final \(recording.final.state.rawValue) \(recording.final.result)"
            ))
        results.append(
            Result(
                check: "is a recording of '\(spec.id)'", passed: recording.header.spec == spec.id,
                detail: recording.header.spec == spec.id ? "" : "its header names '\(recording.header.spec)'"))
        let current = RecordingFingerprint.of(spec)
        let fresh = recording.header.fingerprint == current
        results.append(
            Result(
                check: "was made for the current version of the spec", passed: fresh,
                detail: fresh
                    ? "fingerprint \(current)"
                    : "stale: made for fingerprint \(recording.header.fingerprint), the spec's given and steps now give \(current); re-record it: \(adapter.recordCommand(spec.id))"
            ))
        results.append(stepsCheck(recording, spec: spec))
        results.append(eventsCheck(recording, file: file, info: adapter.info))
        guard results.allSatisfy(\.passed) else { return (results, nil) }
        let pair = Runner().runPair(spec, RecordedFile(info: adapter.info, recording: recording, path: file))
        var verdict = pair.verdict.rawValue
        if let first = pair.violations.first {
            verdict += ": \(first.message) (line \(first.location.line))"
        } else if let why = pair.explanation {
            verdict += ": \(why)"
        }
        return (results, verdict)
    }

    /// The recorded steps, `wait`s included, against the spec's.
    private static func stepsCheck(_ recording: Recording, spec: Spec) -> Result {
        let check = "performs the spec's \(spec.steps.count) step\(spec.steps.count == 1 ? "" : "s"), in order"
        let wanted = spec.steps.map(\.value)
        let recorded = recording.steps
        for index in 0..<max(wanted.count, recorded.count) {
            let want = index < wanted.count ? wanted[index].transcriptForm : nil
            let got = index < recorded.count ? recorded[index].transcriptForm : nil
            guard want != got else { continue }
            let detail =
                "step \(index + 1): the spec performs \(want.map { "'\($0)'" } ?? "nothing more"), the recording \(got.map { "'\($0)'" } ?? "nothing more")"
            return Result(check: check, passed: false, detail: detail)
        }
        return Result(check: check, passed: true, detail: "")
    }

    /// Every event's name: one a spec can write (the rule `adapter-check` applies), in the adapter's
    /// declared surface — the check a replay makes (`Recording.undeclaredEvent`).
    private static func eventsCheck(_ recording: Recording, file: String, info: AdapterInfo) -> Result {
        let check = "reports only events '\(info.id)' declares"
        guard let problem = Recording.undeclaredEvent(recording, file: file, info: info) else {
            return Result(check: check, passed: true, detail: "")
        }
        return Result(check: check, passed: false, detail: "line \(problem.line): \(problem.message)")
    }

    /// The results as text: one `✓`/`✗` line per check, details indented, a summary, the replay.
    package static func render(_ results: [Result], replay: String?, file: String, spec: String, adapter: ReplayAdapter) -> String {
        // The file name and what the recording says (its header, its lines) are the user's: escaped.
        var text = "conform record: checking '\(VisibleText.escaped(file))' as '\(spec)' for '\(adapter.id)'\n"
        for result in results {
            text += "\(result.passed ? "✓" : "✗") \(VisibleText.escaped(result.check))\n"
            if !result.detail.isEmpty { text += "    \(VisibleText.escaped(result.detail))\n" }
        }
        let failed = results.filter { !$0.passed }.count
        text += failed == 0 ? "\(results.count) checks: all passed\n" : "\(results.count) checks: \(failed) failed\n"
        if let replay {
            text += "replayed against the spec's expectations: \(VisibleText.escaped(replay))\n"
            let home = adapter.path(of: spec)
            if PathResolver.normalised(file) != PathResolver.normalised(home) {
                text += "next: save it as '\(VisibleText.escaped(home))', then run 'conform run --adapter \(adapter.id)'\n"
            } else {
                text += "next: run 'conform run --adapter \(adapter.id)'\n"
            }
        }
        return text
    }
}

/// A single recording file replayed as an adapter, for `RecordingCheck`'s verdict.
struct RecordedFile: SynchronousAdapter {
    /// The replay adapter's declaration.
    let info: AdapterInfo
    let recording: Recording
    /// Where it is.
    let path: String

    /// Replays the recording.
    func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        try ReplaySession(recording: recording, path: path, context: context)
    }
}
