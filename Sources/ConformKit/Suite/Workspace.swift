/// A project Conform works in: its `conform.yaml`, the adapters it can name (the built-ins it is
/// given, then the external ones the config declares), and where specs, goldens and divergence
/// lists live. Every entry point — the CLI, ConformTesting, the benchmark, the fuzz harness —
/// opens one and hands it to a `Suite`.
public struct Workspace: Sendable {
    /// The loaded config (the default one without conform.yaml); its paths are resolved against
    /// the workspace's directory.
    public let config: ConformConfig
    /// Every adapter known by id: built-ins, then those from conform.yaml.
    public let registry: [String: any Adapter]
    /// The default adapters, in order: those conform.yaml lists, or every built-in without a list.
    public let defaultAdapters: [any Adapter]

    /// Opens the workspace in `directory`: reads its `conform.yaml` (throws `ConfigError` when it is
    /// invalid) and builds the registry from `builtins` and the config's external adapters.
    /// `trace` receives external adapters' wire log (`--trace-adapter`).
    public static func open(directory: String = ".", builtins: [any Adapter], trace: WireTrace? = nil) throws -> Workspace {
        var (config, source) = try ConformConfig.load(directory: directory)
        if directory != "." {
            config.suite = Self.resolve(config.suite, in: directory)
            config.golden = Self.resolve(config.golden, in: directory)
            config.divergences = Self.resolve(config.divergences, in: directory)
        }
        var registry: [String: any Adapter] = [:]
        for adapter in builtins { registry[adapter.info.id] = adapter }
        let problems = config.adapterDiagnostics(builtins: Set(registry.keys))
        if !problems.isEmpty { throw ConfigError(diagnostics: problems, source: source ?? "") }
        var defaults: [any Adapter] = []
        for entry in config.adapters {
            if let command = entry.command {
                let adapter = ExternalAdapter(ExternalAdapter.Configuration(
                    id: entry.id,
                    process: AdapterProcess.Configuration(command: command, directory: entry.directory.map { Self.resolve($0, in: directory) },
                                                          environment: entry.environment),
                    timeout: entry.timeout.map { Double($0.milliseconds) / 1000 } ?? 10,
                    trace: trace))
                registry[entry.id] = adapter
                defaults.append(adapter)
            } else if let folder = entry.replay {
                let adapter = ReplayAdapter(id: entry.id, folder: Self.resolve(folder, in: directory))
                registry[entry.id] = adapter
                defaults.append(adapter)
            } else if let adapter = registry[entry.id] {
                defaults.append(adapter)
            }
        }
        return Workspace(config: config, registry: registry, defaultAdapters: defaults.isEmpty ? builtins : defaults)
    }

    /// A workspace without `conform.yaml`: these adapters, specs and goldens where the caller says.
    public init(suite: String, golden: String, divergences: String, adapters: [any Adapter]) {
        var config = ConformConfig()
        config.suite = suite
        config.golden = golden
        config.divergences = divergences
        self.init(config: config, registry: Dictionary(adapters.map { ($0.info.id, $0) }, uniquingKeysWith: { a, _ in a }),
                  defaultAdapters: adapters)
    }

    private init(config: ConformConfig, registry: [String: any Adapter], defaultAdapters: [any Adapter]) {
        self.config = config
        self.registry = registry
        self.defaultAdapters = defaultAdapters
    }

    /// The adapters named by `ids` (all defaults when none), in the order given, each once.
    public func adapters(_ ids: [String]) throws -> [any Adapter] {
        guard !ids.isEmpty else { return defaultAdapters }
        var result: [any Adapter] = []
        var chosen: Set<String> = []
        for id in ids {
            guard let adapter = registry[id] else {
                throw ConformError.input("unknown adapter '\(id)'", next: Self.suggestion(for: id, among: registry.keys.sorted()))
            }
            // By id, not `info`: an external adapter's info costs a handshake.
            if chosen.insert(id).inserted { result.append(adapter) }
        }
        return result
    }

    /// Loads the specs under `paths` (the suite root when empty). A spec naming a handler, option
    /// or capability that no adapter of the workspace declares is an invalid file, with located
    /// diagnostics (`GivenValidation`), never an adapter error or a spec that applies nowhere.
    public func loadSpecs(_ paths: [String], jobs: Int) throws -> SuiteLoader.Loaded {
        let loaded = try SuiteLoader(root: config.suite).load(paths: paths, jobs: jobs)
        return GivenValidation.check(loaded, against: registry.keys.sorted().compactMap { registry[$0] })
    }

    /// The known-divergence lists of `adapters`, with the problems found in them and their texts.
    public func divergences(for adapters: [String]) -> (KnownDivergences, [Diagnostic], sources: [String: String]) {
        DivergenceFile.load(folder: config.divergences, adapters: adapters)
    }

    /// The next step for an unknown name: the nearest known one, and the command that lists them all.
    public static func suggestion(for id: String, among ids: [String], listedBy command: String = "conform adapters") -> String {
        if let near = Suggestion.nearest(to: id, among: ids) { return "did you mean '\(near)'? ('\(command)' lists them)" }
        return "run '\(command)' to list them"
    }

    private static func resolve(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") || directory == "." ? path : directory + "/" + path
    }
}
