import ConformKit
import Foundation

/// `conform show SPEC --adapter A`: run one spec on one adapter and print its transcript.
enum ShowCommand {
    static let declaration = CommandDeclaration(
        name: "show",
        summary: "print the transcript of one spec on one adapter",
        description: [
            """
            Runs one spec on one adapter and prints its transcript, exactly as a golden would hold it.
            """
        ],
        arguments: [.required("SPEC", path: .specOrID, help: "a spec id such as 'miniwall/purchase/order', or a spec file")],
        options: [adapter, Common.traceAdapter, Common.allowOutside])

    /// `--adapter A`: one adapter, named once.
    static let adapter = Option<[String]>("--adapter", "A", repeatable: false, help: "the adapter to run it on")

    static func main(_ a: Arguments) throws -> Int32 {
        // The parser checked there is exactly one (`Arguments.checkArgumentCount`).
        let wanted = a.positional[0]
        let ids = try a[adapter]
        let workspace = try Workspace.load(traceAdapter: a[Common.traceAdapter])
        let adapters = try workspace.adapters(ids)
        guard adapters.count == 1, let adapter = adapters.first else {
            throw ConformError.input("'conform show' needs one adapter", next: "add '--adapter \(workspace.defaultAdapters.first?.info.id ?? "ID")'")
        }
        let isFile = PathKind.specOrID.isPath(wanted)
        let loaded = try workspace.loadSuite(isFile ? [wanted] : [], jobs: 1, allowOutside: a[Common.allowOutside])
        if let bad = loaded.invalid.first(where: { $0.specID == wanted || $0.file == wanted || isFile }) {
            Workspace.printDiagnostics([bad])
            return ExitStatus.invalidInput
        }
        guard let spec = loaded.specs.first(where: { isFile || $0.id == wanted }) else {
            throw ConformError.input(
                "no spec '\(wanted)'", next: Workspace.suggestion(for: wanted, among: loaded.specs.map(\.id), listedBy: "conform list"))
        }
        let result = Runner(Runner.Options(names: workspace.names)).runPair(spec, adapter)
        switch result.verdict {
        case .notApplicable:
            Terminal.err("conform: '\(spec.id)' does not apply to '\(adapter.info.id)': \(result.notApplicableReason ?? "")\n")
            return ExitStatus.success
        case .error:
            if let t = result.transcript { Terminal.out(TranscriptFormat.write(t)) }
            Terminal.err("conform: error: \(result.errorMessage ?? "the adapter failed")\n")
            return ExitStatus.infrastructure
        default:
            Terminal.out(result.transcriptText ?? "")
            return ExitStatus.success
        }
    }
}
