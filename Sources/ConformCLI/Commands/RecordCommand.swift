import ConformKit
import Foundation

/// `conform record --adapter A --spec ID [--check FILE]`: the device side of the replay road.
enum RecordCommand {
    static let declaration = CommandDeclaration(
        name: "record",
        summary: "print the device steps of a spec for a replay adapter, or check a recording",
        description: [
            """
            For a replay adapter (named with 'replay:' in conform.yaml, docs/recordings.md): prints the spec's \
            world, the header line to start the recorder with, the steps to perform on the device in order \
            (each with the line it is recorded as) and where the file goes. With '--check FILE', checks a \
            recording that came back: it reads, it is of the spec, it was made for the spec's current given and \
            steps (not stale), it performs the spec's steps in order and reports only declared events; then \
            it is replayed against the spec's expectations.
            """
        ],
        options: [adapter, spec, check, plan, Common.allowOutside],
        examples: [
            "conform record --adapter adapty-device --spec common/purchase/success",
            "conform record --adapter adapty-device --spec common/purchase/success --plan success.plan.json",
            "conform record --adapter adapty-device --spec common/purchase/success --check success.jsonl"
        ],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "the steps were printed, or every check of the recording passed"),
            ExitCodeDeclaration(
                code: ExitStatus.failures, meaning: "a check of the recording failed (stale, other steps, undeclared events, unreadable)"),
            ExitCodeDeclaration(
                code: ExitStatus.invalidInput, meaning: "invalid arguments: no such spec, not a replay adapter, a spec the adapter does not run")
        ])

    static let adapter = Option<String?>("--adapter", "A", help: "the replay adapter the recording is for")
    static let spec = Option<String?>("--spec", "ID", help: "the spec to record, by id ('common/purchase/success')")
    static let check = Option<String?>("--check", "FILE", help: "check this recording instead of printing the steps").reading()
    static let plan = Option<String?>(
        "--plan", "FILE",
        help: "write the plan as JSON (schema conform-recording-plan/1) for ConformRecorder(planAt:); '-' for stdout"
    ).writing(stdout: true)

    /// Prints the plan, or checks a recording; the exit status.
    static func main(_ a: Arguments) throws -> Int32 {
        guard let adapterID = try a[adapter], let specID = try a[spec] else {
            throw ConformError.input(
                "'conform record' needs '--adapter A' and '--spec ID'",
                next: "for example: conform record --adapter paywall-double@recorded --spec common/purchase/success")
        }
        if try a[plan] != nil, try a[check] != nil {
            throw ConformError.input(
                "'--plan' and '--check' contradict each other: '--plan' writes the plan of a recording to make, '--check' checks one made",
                next: "give one of them: first --plan FILE, then, with the recording, --check FILE")
        }
        let workspace = try Workspace.load()
        guard let adapter = try workspace.adapters([adapterID]).first as? ReplayAdapter else {
            let replays = workspace.registry.values.compactMap { ($0 as? ReplayAdapter)?.id }.sorted()
            throw ConformError.input(
                "'\(adapterID)' is not a replay adapter: recordings are made for adapters named with 'replay:' in conform.yaml",
                next: replays.isEmpty
                    ? "add one: '- {name: my-device, replay: Recordings/my-device}' (docs/recordings.md)"
                    : "replay adapters here: \(replays.map { "'\($0)'" }.joined(separator: ", "))")
        }
        if let reason = adapter.info.unavailable {
            throw ConformError.input("'\(adapterID)' cannot be used: \(reason)", next: "see docs/recordings.md, 'The replay folder'")
        }
        let loaded = try workspace.loadSuite([], jobs: ProcessInfo.processInfo.activeProcessorCount, allowOutside: false)
        guard let spec = loaded.specs.first(where: { $0.id == specID }) else {
            if let bad = loaded.invalid.first(where: { $0.specID == specID }) {
                Workspace.printDiagnostics([bad])
                throw ConformError.input("the spec '\(specID)' is invalid", next: "fix it first: a recording is made for a valid spec")
            }
            throw ConformError.input(
                "no spec '\(specID)'", next: Workspace.suggestion(for: specID, among: loaded.specs.map(\.id), listedBy: "conform list"))
        }
        if let why = workspace.names.inapplicability(of: spec, to: adapter.info) {
            throw ConformError.input(
                "'\(adapter.id)' does not run '\(spec.id)': \(why); there is nothing to record",
                next: "'conform list' shows the specs; 'conform adapters \(adapter.id)' what it declares")
        }
        if let plan = try a[plan] {
            // The plan for tools and for ConformRecorder(planAt:), so nothing is copied by hand.
            let json = RecordingPlan.json(spec, adapter: adapter)
            if plan == "-" { Terminal.out(json) } else { try FileOutput.write(json, to: plan) }
            if plan != "-" {
                Terminal.err(
                    "conform: wrote the plan of '\(spec.id)' for '\(adapter.id)' to \(VisibleText.escaped(plan)): ConformRecorder(planAt:) reads it\n"
                )
            }
            return ExitStatus.success
        }
        guard let file = try a[check] else {
            Terminal.out(RecordingPlan.render(spec, adapter: adapter))
            return ExitStatus.success
        }
        let bytes = try RecordingCheck.load(file)
        let (results, replay) = RecordingCheck.run(bytes: bytes, file: file, spec: spec, adapter: adapter)
        Terminal.out(RecordingCheck.render(results, replay: replay, file: file, spec: spec.id, adapter: adapter))
        return results.allSatisfy(\.passed) ? ExitStatus.success : ExitStatus.failures
    }
}
