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
    /// The adapters whose declarations make a spec's handlers, options, capabilities and events
    /// known (`GivenValidation`): the whole registry, even when a run compares a few adapters of
    /// its own (`replacingAdapters`), so a spec valid in the workspace stays valid there.
    let declaring: [any Adapter]
    /// The default adapters, in order: those conform.yaml lists, or every built-in without a list.
    public let defaultAdapters: [any Adapter]
    /// The folder the workspace is: spec paths outside it are refused, and goldens are not written
    /// outside it, unless a request allows it. Nil for a workspace made of explicit paths, which
    /// has no boundary.
    public let root: String?
    /// The versioned models: an id with `@version` that no adapter has is asked of its family.
    public let families: [any VersionedAdapterFamily]

    /// Opens the workspace in `directory`: reads its `conform.yaml` (throws `ConfigError` when it is
    /// invalid) and builds the registry from `builtins` and the config's external adapters.
    /// `trace` receives external adapters' wire log (`--trace-adapter`).
    /// `families` answer ids such as `adapty@3.9.2` that no adapter has.
    public static func open(directory: String = ".", builtins: [any Adapter], families: [any VersionedAdapterFamily] = [],
                            trace: WireTrace? = nil) throws -> Workspace {
        var (config, source) = try ConformConfig.load(directory: directory)
        if directory != "." {
            config.suite = Self.resolve(config.suite, in: directory)
            config.golden = Self.resolve(config.golden, in: directory)
            config.divergences = Self.resolve(config.divergences, in: directory)
        }
        var registry: [String: any Adapter] = [:]
        for adapter in builtins { registry[adapter.info.id] = adapter }
        // A version of a versioned model named in conform.yaml is as good as a built-in.
        for entry in config.adapters where entry.command == nil && registry[entry.id] == nil {
            if let adapter = try? Self.resolve(entry.id, families: families) { registry[entry.id] = adapter }
        }
        let problems = config.adapterDiagnostics(builtins: Set(registry.keys)) + Self.suiteProblems(config, in: directory)
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
        return Workspace(config: config, registry: registry, defaultAdapters: defaults.isEmpty ? builtins : defaults,
                         families: families, root: directory)
    }

    /// A workspace without `conform.yaml`: these adapters and families, specs and goldens where the caller says.
    public init(suite: String, golden: String, divergences: String, adapters: [any Adapter],
                families: [any VersionedAdapterFamily] = []) {
        var config = ConformConfig()
        config.suite = suite
        config.golden = golden
        config.divergences = divergences
        self.init(config: config, registry: Dictionary(adapters.map { ($0.info.id, $0) }, uniquingKeysWith: { a, _ in a }),
                  defaultAdapters: adapters, families: families, root: nil)
    }

    /// The same workspace with `adapters` in place of its registry and defaults (a migration run
    /// compares adapters it prepared itself).
    public func replacingAdapters(with adapters: [any Adapter]) -> Workspace {
        Workspace(config: config, registry: Dictionary(adapters.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }),
                  defaultAdapters: adapters, families: families, root: root, declaring: declaring)
    }

    /// The workspace of these parts.
    private init(config: ConformConfig, registry: [String: any Adapter], defaultAdapters: [any Adapter],
                 families: [any VersionedAdapterFamily], root: String?, declaring: [any Adapter]? = nil) {
        self.config = config
        self.registry = registry
        self.declaring = declaring ?? registry.keys.sorted().compactMap { registry[$0] }
        self.defaultAdapters = defaultAdapters
        self.families = families
        self.root = root
    }

    /// The family whose ids `id` is spelled like (`adapty` for `adapty@3.9.2`), if any.
    public func family(of id: String) -> (any VersionedAdapterFamily)? {
        families.first { $0.names(id) }
    }

    /// The family called `name`, if any.
    public func family(named name: String) -> (any VersionedAdapterFamily)? {
        families.first { $0.name == name }
    }

    /// The adapter `id` names: a registered one, else the version of a family it names. Throws an
    /// input error for an unknown id, or for a family version that is malformed or out of range.
    public func adapter(_ id: String) throws -> any Adapter {
        if let adapter = registry[id] { return adapter }
        if family(of: id) != nil { return try Self.resolve(id, families: families) }
        let known = registry.keys.sorted() + families.map { "\($0.name)@<version>" }
        throw ConformError.input("unknown adapter '\(id)'", next: Self.suggestion(for: id, among: known))
    }

    /// The member of a family `id` names, whether it is registered (`adapty@3`) or not (`adapty@3.9.2`).
    public func member(_ id: String) throws -> (family: any VersionedAdapterFamily, member: FamilyMember)? {
        guard let family = family(of: id) else { return nil }
        return (family, try family.member(id))
    }

    /// The adapter of a family version, with its canonical id (`adapty@3.9.0` for `adapty@3.9`).
    private static func resolve(_ id: String, families: [any VersionedAdapterFamily]) throws -> any Adapter {
        guard let family = families.first(where: { $0.names(id) }) else {
            throw ConformError.input("unknown adapter '\(id)'", next: nil)
        }
        let member = try family.member(id)
        return family.adapter(member, id: member.id)
    }

    /// The adapters named by `ids` (all defaults when none), in the order given, each once.
    public func adapters(_ ids: [String]) throws -> [any Adapter] {
        guard !ids.isEmpty else { return defaultAdapters }
        var result: [any Adapter] = []
        var chosen: Set<String> = []
        for id in ids {
            let adapter = try adapter(id)
            // By id, not `info`: an external adapter's info costs a handshake.
            if chosen.insert(adapter.id).inserted { result.append(adapter) }
        }
        return result
    }

    /// Loads the specs under `paths` (the suite root when empty); a path outside the workspace is
    /// refused unless `allowOutside`. A spec naming a handler, option, capability or event that no
    /// adapter of the workspace declares is an invalid file, with located diagnostics
    /// (`GivenValidation`), never an adapter error or a spec that applies nowhere.
    public func loadSpecs(_ paths: [String], jobs: Int, allowOutside: Bool = false) throws -> SuiteLoader.Loaded {
        if !allowOutside { try checkInside(paths) }
        let loaded = try SuiteLoader(root: config.suite).load(paths: paths, jobs: jobs)
        return GivenValidation.check(loaded, against: declaring)
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

    static func resolve(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") || directory == "." ? path : directory + "/" + path
    }
}
