import ConformKit
import Foundation

/// `conform record --adapter A --spec ID [--check FILE]`: the device side of the replay road.
enum RecordCommand {
    /// Prints the plan, or checks a recording; the exit status.
    static func main(_ a: Arguments) throws -> Int32 {
        guard let adapterID = a.value("--adapter"), let specID = a.value("--spec") else {
            throw ConformError.input("'conform record' needs '--adapter A' and '--spec ID'",
                                     next: "for example: conform record --adapter paywall-double@recorded --spec common/purchase/success")
        }
        let workspace = try Workspace.load()
        guard let adapter = try workspace.adapters([adapterID]).first as? ReplayAdapter else {
            let replays = workspace.registry.values.compactMap { ($0 as? ReplayAdapter)?.id }.sorted()
            throw ConformError.input("'\(adapterID)' is not a replay adapter: recordings are made for adapters named with 'replay:' in conform.yaml",
                                     next: replays.isEmpty ? "add one: '- {name: my-device, replay: Recordings/my-device}' (docs/recordings.md)"
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
            throw ConformError.input("no spec '\(specID)'", next: Workspace.suggestion(for: specID, among: loaded.specs.map(\.id), listedBy: "conform list"))
        }
        if !spec.scope.includes(adapter: adapter.id) || adapter.info.inapplicability(of: spec) != nil {
            let why = adapter.info.inapplicability(of: spec) ?? "it is scoped elsewhere"
            throw ConformError.input("'\(adapter.id)' does not run '\(spec.id)': \(why); there is nothing to record",
                                     next: "'conform list' shows the specs; 'conform adapters \(adapter.id)' what it declares")
        }
        if let plan = a.value("--plan") {
            // The plan for tools and for ConformRecorder(planAt:), so nothing is copied by hand.
            let json = RecordingPlan.json(spec, adapter: adapter)
            if plan == "-" { Terminal.out(json) } else { try FileOutput.write(json, to: plan) }
            if plan != "-" { Terminal.err("conform: wrote the plan of '\(spec.id)' for '\(adapter.id)' to \(VisibleText.escaped(plan)): ConformRecorder(planAt:) reads it\n") }
            return 0
        }
        guard let file = a.value("--check") else {
            Terminal.out(RecordingPlan.render(spec, adapter: adapter))
            return 0
        }
        let bytes = try RecordingCheck.load(file)
        let (results, replay) = RecordingCheck.run(bytes: bytes, file: file, spec: spec, adapter: adapter)
        Terminal.out(RecordingCheck.render(results, replay: replay, file: file, spec: spec.id, adapter: adapter))
        return results.allSatisfy(\.passed) ? 0 : 1
    }
}
