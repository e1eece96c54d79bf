/// Reads a recording file (docs/recordings.md): every line is checked, and the first problem is
/// reported with its line. Events reuse the `conform/1` event decoder, steps the step decoder.
/// `conform run` (through `ReplayAdapter`) and `conform record --check` read through here alike:
/// the same UTF-8 check, the same limits (`Limits.maxSteps`, `Limits.maxEventsPerSpec`), and the
/// same check of events against the adapter's declaration (`undeclaredEvent`).
extension Recording {
    /// Reads `bytes`, the contents of `file`: not valid UTF-8 is a problem at its line.
    package static func read(bytes: [UInt8], file: String) throws(RecordingError) -> Recording {
        switch SourceText.decode(bytes, file: file, id: .specNotUTF8, what: "the recording") {
        case .success(let text): return try read(text, file: file)
        case .failure(let bad):
            let at = bad.diagnostic.location
            let offset = SourceText.firstInvalidOffset(in: bytes)
            let hex = offset < bytes.count ? String(bytes[offset], radix: 16, uppercase: true) : "?"
            throw RecordingError(
                file: file, line: at.line,
                message:
                    "not valid UTF-8: byte 0x\(hex.count < 2 ? "0" + hex : hex) at column \(at.column); a recording is UTF-8 JSON Lines (save it as UTF-8)"
            )
        }
    }

    /// The first event of `recording` that `info` does not declare — a name a spec cannot write, or
    /// one in no family of the declaration's `emits` — at its line; nil when every event is declared.
    static func undeclaredEvent(_ recording: Recording, file: String, info: AdapterInfo) -> RecordingError? {
        for entry in recording.entries {
            guard case .event(let event, let line) = entry else { continue }
            let name = event.name.rawValue
            if !AdapterCheck.isNameable(name) {
                return RecordingError(file: file, line: line, message: AdapterCheck.unnameable(name))
            }
            if info.unavailable == nil, info.surface.visibility(of: name) != .emitted {
                return RecordingError(
                    file: file, line: line,
                    message:
                        "'\(name)' is in no family '\(ReplayAdapter.declarationFile)' lists in 'emits': declare '\(Event.family(of: name))' or '\(name)'"
                )
            }
        }
        return nil
    }

    /// Reads `text`, the contents of `file`; throws the first problem with its line.
    package static func read(_ text: String, file: String) throws(RecordingError) -> Recording {
        var header: Recording.Header?
        var entries: [Recording.Entry] = []
        var final: FinalState?
        var now = VirtualTime.zero
        var lastEvent = VirtualTime.zero
        var events = 0
        var steps = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let trimmed = raw.hasSuffix("\r") ? raw.dropLast() : raw
            guard !trimmed.allSatisfy(\.isWhitespace) else { continue }
            func fail(_ message: String) -> RecordingError { RecordingError(file: file, line: line, message: message) }
            let fields: WireFields
            do {
                fields = try WireFields(try JSONValue.parse(String(trimmed)), "the line")
            } catch let error as JSONSyntaxError {
                throw fail(
                    final == nil
                        ? "not JSON: \(error.message) at column \(error.location(in: Array(trimmed.utf8)).column)"
                        : "nothing may follow the 'end' line")
            } catch let error as WireDecodingError {
                throw fail(final == nil ? error.message : "nothing may follow the 'end' line")
            } catch {
                throw fail("\(error)")
            }
            if final != nil { throw fail(afterEnd(fields)) }
            do throws(WireDecodingError) {
                let type = try fields.string("type")
                if header == nil {
                    guard type == "recording" else {
                        throw WireDecodingError("the first line must be the header, {\"type\":\"recording\", …}, not a '\(type)' line")
                    }
                    header = try readHeader(fields)
                    continue
                }
                switch type {
                case "step":
                    steps += 1
                    guard steps <= Limits.maxSteps else {
                        throw WireDecodingError("more than \(Limits.describe(count: Limits.maxSteps)) steps: a spec has at most that many")
                    }
                    guard let step = fields.members["step"] else { throw fields.missing("step", "object") }
                    entries.append(.step(try WireStep.read(step), line: line))
                case "advance":
                    let by = try fields.integer("by_ms", in: 0...WireMessage.maxMilliseconds)
                    let to = try fields.integer("to_ms", in: 0...WireMessage.maxMilliseconds)
                    guard to == now.milliseconds + by else {
                        throw WireDecodingError(
                            "'advance' goes from \(now.milliseconds) ms by \(by) ms, so 'to_ms' must be \(now.milliseconds + by), not \(to)")
                    }
                    now = VirtualTime(milliseconds: to)
                    entries.append(.advance(by: VirtualTime(milliseconds: by), to: now, line: line))
                case "event":
                    events += 1
                    guard events <= Limits.maxEventsPerSpec else {
                        throw WireDecodingError(
                            "more than \(Limits.describe(count: Limits.maxEventsPerSpec)) events: one spec's run reports at most that many, so a replay would stop here"
                        )
                    }
                    let event = try WireEvent.read(fields)
                    let at = event.at ?? now
                    guard at <= now else {
                        throw WireDecodingError(
                            "event '\(event.name)' has \"at\": \(at.milliseconds), after the recording's time \(now.milliseconds) ms: an event during a wait is stamped at the wait's end"
                        )
                    }
                    guard at >= lastEvent else {
                        throw WireDecodingError(
                            "event '\(event.name)' has \"at\": \(at.milliseconds), before the previous event at \(lastEvent.milliseconds) ms: time never goes back"
                        )
                    }
                    lastEvent = at
                    entries.append(.event(event.event(at: at), line: line))
                case "end":
                    final = try readFinal(fields)
                case "recording":
                    throw WireDecodingError("a second header: one recording per file")
                default:
                    throw WireDecodingError("unknown line type '\(type)' (expected step, advance, event or end)")
                }
            } catch {
                throw fail(error.message)
            }
        }
        guard let header else { throw RecordingError(file: file, line: 1, message: "the file is empty: a recording starts with its header line") }
        guard let final else {
            let last = text.split(separator: "\n").count
            throw RecordingError(
                file: file, line: max(1, last), message: "the recording has no 'end' line: it was cut short, or the recorder was never finished")
        }
        return Recording(header: header, entries: entries, final: final)
    }

    /// What a line after the `end` line is: a callback that came after the walk ended (the
    /// recorder writes it there rather than lose it), named with how late it came; or anything else,
    /// which may not follow.
    static func afterEnd(_ fields: WireFields) -> String {
        guard (try? fields.string("type")) == "event", let event = try? WireEvent.read(fields) else {
            return "nothing may follow the 'end' line"
        }
        let late = (try? fields.optionalInteger("late_ms", in: 0...WireMessage.maxMilliseconds)).flatMap { $0 }.map { " \($0) ms" } ?? ""
        return "a callback after the walk ended: '\(event.name)' (\(event.native)) came\(late) after the recorder's finish, so the recording "
            + "misses it where it happened: wait for the SDK's answers before finishing the walk (settle longer), then record the spec again"
    }

    /// Reads the header line's fields.
    private static func readHeader(_ fields: WireFields) throws(WireDecodingError) -> Recording.Header {
        let format = try fields.string("format")
        guard format == Recording.format else {
            throw WireDecodingError("the header's format is '\(format)', not '\(Recording.format)'")
        }
        let spec = try fields.string("spec")
        guard SpecID.isValid(spec) else { throw WireDecodingError("the header's 'spec' is '\(spec)', which is not a spec id") }
        return Recording.Header(
            spec: spec, fingerprint: try fields.string("fingerprint"), adapter: try fields.optionalString("adapter"),
            sdk: try fields.optionalString("sdk"), sdkVersion: try fields.optionalString("sdk_version"))
    }

    /// Reads the `final` of the `end` line, as a `done` of `conform/1` carries it.
    private static func readFinal(_ fields: WireFields) throws(WireDecodingError) -> FinalState {
        let final = try fields.object("final")
        let stateName = try final.string("state")
        guard let state = PaywallState(rawValue: stateName) else {
            throw WireDecodingError("'end.final' field 'state' must be open, closed or not_shown, not '\(stateName)'")
        }
        let result = try final.optionalString("result") ?? "none"
        guard !result.isEmpty, !result.contains(where: \.isWhitespace) else {
            throw WireDecodingError("'end.final' field 'result' must be one word, like 'purchased' or 'none'")
        }
        return FinalState(state: state, result: result)
    }
}
