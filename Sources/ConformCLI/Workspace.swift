import ConformAdapters
import ConformKit

/// What every command needs: the config, the adapters it names, and the suite.
struct Workspace {
    /// The loaded config (the default one without conform.yaml).
    let config: ConformConfig
    /// Every adapter known by id: built-ins, then those from conform.yaml.
    let registry: [String: any Adapter]
    /// The default adapters, in order.
    let defaultAdapters: [any Adapter]

    /// Loads the config and builds the registry; `traceAdapter` logs external adapters' wire to stderr.
    static func load(traceAdapter: Bool = false) throws -> Workspace {
        let (config, source) = try ConformConfig.load()
        var registry: [String: any Adapter] = [:]
        var builtinOrder: [any Adapter] = []
        for adapter in BuiltinAdapters.all {
            registry[adapter.info.id] = adapter
            builtinOrder.append(adapter)
        }
        let problems = config.adapterDiagnostics(builtins: Set(registry.keys))
        if !problems.isEmpty { throw ConfigError(diagnostics: problems, source: source ?? "") }
        var defaults: [any Adapter] = []
        for entry in config.adapters {
            if let command = entry.command {
                let adapter = ExternalAdapter(ExternalAdapter.Configuration(
                    id: entry.id,
                    process: AdapterProcess.Configuration(command: command, directory: entry.directory, environment: entry.environment),
                    timeout: entry.timeout.map { Double($0.milliseconds) / 1000 } ?? 10,
                    trace: traceAdapter ? WireTrace.standardError() : nil))
                registry[entry.id] = adapter
                defaults.append(adapter)
                continue
            }
            if let adapter = registry[entry.id] { defaults.append(adapter) }
        }
        return Workspace(config: config, registry: registry, defaultAdapters: defaults.isEmpty ? builtinOrder : defaults)
    }

    /// The adapters named by `--adapter` (all defaults when none), in the order given.
    func adapters(_ ids: [String]) throws -> [any Adapter] {
        guard !ids.isEmpty else { return defaultAdapters }
        var result: [any Adapter] = []
        var chosen: Set<String> = []
        for id in ids {
            guard let adapter = registry[id] else {
                throw ConformError.input("unknown adapter '\(id)'", next: Workspace.suggestion(for: id, among: registry.keys.sorted()))
            }
            // By id, not `info`: an external adapter's info costs a handshake.
            if !chosen.contains(id) {
                chosen.insert(id)
                result.append(adapter)
            }
        }
        return result
    }

    /// The next step for an unknown name: the nearest known one, and the command that lists them all.
    static func suggestion(for id: String, among ids: [String], listedBy command: String = "conform adapters") -> String {
        if let near = Suggestion.nearest(to: id, among: ids) { return "did you mean '\(near)'? ('\(command)' lists them)" }
        return "run '\(command)' to list them"
    }

    /// Loads the specs under `paths` (the suite root when empty), printing notes to stderr. Specs
    /// naming handlers, options or capabilities the workspace's adapters do not declare are invalid.
    func loadSuite(_ paths: [String], jobs: Int) throws -> SuiteLoader.Loaded {
        let loader = SuiteLoader(root: config.suite)
        let loaded = GivenValidation.check(try loader.load(paths: paths, jobs: jobs), against: registry.keys.sorted().compactMap { registry[$0] })
        for note in loaded.notes { Terminal.err("conform: \(note)\n") }
        return loaded
    }

    /// Prints every diagnostic of the invalid files to stderr.
    static func printDiagnostics(_ invalid: [SuiteLoader.InvalidFile]) {
        let colour = Terminal.colour(fd: 2)
        for file in invalid where !file.diagnostics.isEmpty {
            // One call per file: its text is split into lines once, however many problems it has.
            let sources = file.source.map { source in Dictionary(file.diagnostics.map { ($0.location.file, source) }, uniquingKeysWith: { a, _ in a }) } ?? [:]
            Terminal.err(DiagnosticRenderer.render(file.diagnostics, sources: sources, colour: colour) + "\n")
        }
    }
}
