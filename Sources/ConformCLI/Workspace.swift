import ConformAdapters
import ConformKit

/// The CLI's way into a workspace: the built-in adapters, the wire trace on stderr, and notes and
/// diagnostics printed where a user reads them.
extension Workspace {
    /// Opens the workspace in the current folder with every built-in adapter and the versioned
    /// families, which answer any version they model (`revenuecatui@5.85.0`); `traceAdapter` logs
    /// external adapters' wire to stderr.
    static func load(traceAdapter: Bool = false) throws -> Workspace {
        try Workspace.open(
            builtins: BuiltinAdapters.all, families: BuiltinAdapters.families,
            trace: traceAdapter ? WireTrace.standardError() : nil)
    }

    /// Loads the specs under `paths` (the suite root when empty), printing notes to stderr. An
    /// adapter whose handshake failed is a warning here (`list`, `show`, `record` run no pair of
    /// it, or report its failure themselves); `check` and `run` say it as an error.
    func loadSuite(_ paths: [String], jobs: Int, allowOutside: Bool) throws -> SuiteLoader.Loaded {
        let loaded = try loadSpecs(paths, jobs: jobs, allowOutside: allowOutside)
        for note in loaded.notes {
            let failed = loaded.unavailableAdapters.contains { note.hasPrefix(HandshakeFinding.heading($0)) }
            Terminal.err("conform: \(failed ? HandshakeFinding.warning(note) : note)\n")
        }
        return loaded
    }

    /// Prints every diagnostic of the invalid files to stderr.
    static func printDiagnostics(_ invalid: [SuiteLoader.InvalidFile]) {
        let colour = Terminal.colour(fd: 2)
        for file in invalid where !file.diagnostics.isEmpty {
            // One call per file: its text is split into lines once, however many problems it has.
            let sources =
                file.source.map { source in Dictionary(file.diagnostics.map { ($0.location.file, source) }, uniquingKeysWith: { a, _ in a }) } ?? [:]
            Terminal.err(DiagnosticRenderer.render(file.diagnostics, sources: sources, colour: colour) + "\n")
        }
    }
}
