import ConformAdapters
import ConformKit
import ConformRecorder
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One fuzz input, fed to every reader of user input at once — the spec loader (size, encoding,
/// YAML-ish, schema), `conform.yaml`, divergence lists, the transcript parser, ConformRecorder's
/// plan reader, and the adapter ids `init --sdk` and `carry FROM TO` take — with the
/// properties each must keep checked after it returns. A broken property aborts, which is what
/// libFuzzer (and the corpus replayer) report as a finding.
///
/// The properties: nothing traps or hangs; every diagnostic lies inside the text it quotes; a
/// rejected input carries at least one error; a valid spec replays on every built-in adapter and
/// its transcript reads back as written; a transcript that parses is written and read back equal.
enum FuzzTarget {
    /// The built-in adapters, made once: a valid spec is replayed on each.
    static let adapters: [any Adapter] = BuiltinAdapters.all
    /// The runner that replays valid specs: no goldens, one thread.
    static let runner = Runner(Runner.Options(names: AdapterNames(BuiltinAdapters.families)))

    /// Runs every reader on `bytes` and checks their properties.
    static func run(_ bytes: [UInt8]) {
        checkSpec(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        checkConfig(text)
        checkDivergences(text)
        checkTranscript(text)
        checkPlan(bytes)
        checkAdapterIDs(text)
    }

    /// ConformRecorder's plan reader, inside an app's own test process: it never traps; a plan it
    /// refuses says where when the text is broken (the place lies in the text); a plan it reads has
    /// no more steps than a spec, a `file` inside the recordings folder, and records one line per
    /// step, however many waits add up.
    static func checkPlan(_ bytes: [UInt8]) {
        do {
            let recorder = try ConformRecorder(plan: Data(bytes))
            require(recorder.steps.count <= ConformRecorder.maxPlanSteps, "a plan of \(recorder.steps.count) steps was read")
            if let file = recorder.file {
                require(
                    !file.hasPrefix("/") && !file.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty },
                    "a plan's file '\(file)' leads out of the recordings folder")
            }
            for step in recorder.steps { recorder.record(step) }
            let lines = recorder.text.split(separator: "\n", omittingEmptySubsequences: false)
            require(lines.count == recorder.steps.count + 2, "a plan of \(recorder.steps.count) steps recorded \(lines.count - 2) lines")
        } catch let error as ConformRecorder.PlanError {
            require(!error.description.isEmpty, "a refused plan has no message")
            if let line = error.line, let column = error.column {
                let lengths = lineLengths(String(decoding: bytes, as: UTF8.self))
                require(line >= 1 && line <= lengths.count && column >= 1, "a plan error at \(line):\(column) lies outside the text")
            }
        } catch {
            require(false, "the plan reader threw something other than a PlanError: \(error)")
        }
    }

    /// The adapter ids `init --sdk ID` and `carry FROM TO` take, one per line: reading them never
    /// traps, and an id read as a family's member names a member whose own id reads back as it
    /// (the id `init` writes into conform.yaml is the one it ran).
    static func checkAdapterIDs(_ text: String) {
        let names = AdapterNames(BuiltinAdapters.families)
        for word in text.split(separator: "\n").prefix(16) {
            let id = String(word)
            _ = names.name(of: id)
            _ = names.suggestion(for: id)
            _ = GoldenStore.problem(withAdapterID: id)
            guard let (_, member) = (try? names.member(id)) ?? nil else { continue }
            let again = (try? names.member(member.id)) ?? nil
            require(again?.member == member, "'\(id)' reads as '\(member.id)', which does not read back as the same model")
        }
    }

    /// The spec loader's path, then, for a valid spec, a replay on every built-in adapter.
    static func checkSpec(_ bytes: [UInt8]) {
        switch SuiteLoader.decode(bytes, id: "fuzz/input", file: "input.yaml") {
        case .failure(let invalid):
            require(invalid.diagnostics.contains { $0.severity == .error }, "a rejected spec has no error diagnostic")
            if let source = invalid.source { checkLocations(invalid.diagnostics, in: source, what: "spec") }
        case .success(let spec):
            for adapter in adapters {
                let result = runner.runPair(spec, adapter)
                guard let transcript = result.transcript, let text = result.transcriptText else { continue }
                switch TranscriptFormat.parse(text, file: "run.transcript") {
                case .success(let back):
                    require(back == transcript, "the transcript of '\(adapter.info.id)' reads back differently:\n\(text)")
                case .failure(let error):
                    require(false, "the transcript of '\(adapter.info.id)' does not read back: \(error)\n\(text)")
                }
            }
        }
    }

    /// `conform.yaml`'s reader.
    static func checkConfig(_ text: String) {
        let parsed = ConformConfig.parse(text, file: "conform.yaml")
        if parsed.config == nil {
            require(parsed.diagnostics.contains { $0.severity == .error }, "a rejected conform.yaml has no error diagnostic")
        }
        checkLocations(parsed.diagnostics, in: text, what: "conform.yaml")
    }

    /// A divergence list's reader.
    static func checkDivergences(_ text: String) {
        let parsed = DivergenceFile.parse(text, file: "fuzz.yaml", adapter: "fuzz")
        checkLocations(parsed.diagnostics, in: text, what: "divergence list")
    }

    /// The transcript parser, and the round trip of what it accepts.
    static func checkTranscript(_ text: String) {
        switch TranscriptFormat.parse(text, file: "golden.transcript") {
        case .failure(let error):
            require(!error.diagnostics.isEmpty, "a rejected transcript has no diagnostic")
            checkLocations(error.diagnostics, in: text, what: "transcript")
        case .success(let transcript):
            let written = TranscriptFormat.write(transcript)
            switch TranscriptFormat.parse(written, file: "again.transcript") {
            case .success(let again):
                require(again == transcript, "a parsed transcript reads back differently once written:\n\(written)")
            case .failure(let error):
                require(false, "a parsed transcript does not read back once written: \(error)\n\(written)")
            }
        }
    }

    /// Every diagnostic's line exists in `text` and its column lies on that line (or just past
    /// its end, where a missing character would go); rendering it never traps.
    static func checkLocations(_ diagnostics: [Diagnostic], in text: String, what: String) {
        guard !diagnostics.isEmpty else { return }
        let lines = lineLengths(text)
        for diagnostic in diagnostics {
            let location = diagnostic.location
            let lineLength = location.line >= 1 && location.line <= lines.count ? lines[location.line - 1] : -1
            require(
                lineLength >= 0 && location.column >= 1 && location.column <= lineLength + 1,
                "\(what) diagnostic \(diagnostic.id) at \(location) lies outside the text")
        }
        // The first few are rendered: enough to exercise quoting and carets, cheap on many diagnostics.
        _ = DiagnosticRenderer.render(Array(diagnostics.prefix(20)), sources: [diagnostics[0].location.file: text], colour: false)
    }

    /// The length in Characters of each line of `text`, split as the diagnostic renderer quotes
    /// them: at LF, a line's final CR and a leading byte order mark left out.
    static func lineLengths(_ text: String) -> [Int] {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        return scalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            if line.unicodeScalars.last == "\r" { line = Substring(line.unicodeScalars.dropLast()) }
            return line.count
        }
    }

    /// Aborts with `message` on standard error when `condition` is false.
    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        guard !condition() else { return }
        let text = "conform-fuzz: property broken: \(message())\n"
        _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        abort()
    }
}
