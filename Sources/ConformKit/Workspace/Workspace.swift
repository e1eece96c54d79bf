/// A project Conform works in: its `conform.yaml`, the adapters it can name (the built-ins it is
/// given, then the external ones the config declares), and where specs, goldens and divergence
/// lists live. Every entry point — the CLI, ConformTesting, the benchmark, the fuzz harness —
/// opens one and hands it to a `Suite`.
package struct Workspace: Sendable {
    /// The loaded config (the default one without conform.yaml); its paths are resolved against
    /// the workspace's directory.
    package let config: ConformConfig
    /// Every adapter known by id: built-ins, then those from conform.yaml.
    package let registry: [String: any Adapter]
    /// The adapters whose declarations make a spec's handlers, options, capabilities and events
    /// known (`GivenValidation`): the whole registry, even when a run compares a few adapters of
    /// its own (`replacingAdapters`), so a spec valid in the workspace stays valid there.
    let declaring: [any Adapter]
    /// The default adapters, in order: those conform.yaml lists, or every built-in without a list.
    package let defaultAdapters: [any Adapter]
    /// The folder the workspace is: spec paths outside it are refused, and goldens are not written
    /// outside it, unless a request allows it. Nil for a workspace made of explicit paths, which
    /// has no boundary.
    package let root: String?
    /// The versioned models: an id with `@version` that no adapter has is asked of its family.
    package let families: [any VersionedAdapterFamily]

    /// Adapter packages the workspace includes, and the workspace itself when it names a
    /// `package`: whose specs are prefixed, and where each of their adapters keeps its goldens and
    /// divergences (docs/packages.md).
    package let packages: [AdapterPackage]

    /// Opens the workspace in `directory`: reads its `conform.yaml` (throws `ConfigError` when it is
    /// invalid) and builds the registry from `builtins`, the config's external and replay adapters,
    /// and the adapter packages it includes. `trace` receives external adapters' wire log
    /// (`--trace-adapter`); `families` answer ids such as `adapty@3.9.2` that no adapter has.
    package static func open(
        directory: String = ".", builtins: [any Adapter], families: [any VersionedAdapterFamily] = [],
        trace: WireTrace? = nil
    ) throws -> Workspace {
        var (config, source) = try ConformConfig.load(directory: directory)
        let ownPathProblems = packagePathProblems(config, in: directory)
        if !ownPathProblems.isEmpty { throw ConfigError(diagnostics: ownPathProblems, source: source ?? "") }
        if directory != "." {
            config.suite = Self.resolve(config.suite, in: directory)
            config.golden = Self.resolve(config.golden, in: directory)
            config.divergences = Self.resolve(config.divergences, in: directory)
        }
        var registry: [String: any Adapter] = [:]
        for adapter in builtins { registry[adapter.info.id] = adapter }
        // A version of a versioned model named in conform.yaml is as good as a built-in.
        // One the family refuses (a variant before the version, a version never released) says why.
        var refused: [Diagnostic] = []
        for entry in config.adapters where entry.command == nil && entry.replay == nil && registry[entry.id] == nil {
            do {
                if let adapter = try Self.resolve(entry.id, families: families) { registry[entry.id] = adapter }
            } catch ConformError.input(let message, let next) {
                refused.append(
                    Diagnostic(
                        id: .configUnknownAdapter, location: entry.location, message: message,
                        notes: next.map { [$0] } ?? []))
            }
        }
        let explained = Set(refused.map(\.location))
        let problems =
            refused + config.adapterDiagnostics(builtins: Set(registry.keys)).filter { !explained.contains($0.location) }
            + Self.suiteProblems(config, in: directory)
        if !problems.isEmpty { throw ConfigError(diagnostics: problems, source: source ?? "") }
        var defaults: [any Adapter] = []
        var own: [String] = []
        for entry in config.adapters {
            let id = config.package.map { Self.isOwn(entry) ? "\($0).\(entry.id)" : entry.id } ?? entry.id
            // A package's commands run in its folder, standalone as included (docs/packages.md).
            if let adapter = Self.makeAdapter(entry, id: id, in: directory, runningIn: config.package == nil ? nil : directory, trace: trace) {
                registry[id] = adapter
                defaults.append(adapter)
                own.append(id)
            } else if let adapter = registry[entry.id] {
                defaults.append(adapter)
            }
        }
        var packages: [AdapterPackage] = []
        if let name = config.package {
            packages.append(
                AdapterPackage(
                    name: name, directory: directory, suite: config.suite, golden: config.golden,
                    divergences: config.divergences, adapterIDs: own))
        }
        var packageProblems: [Diagnostic] = []
        for entry in config.packages {
            switch Self.include(entry, in: directory, into: &registry, known: packages, suite: config.suite, trace: trace) {
            case .success(let (package, adapters)):
                packages.append(package)
                defaults += adapters
            case .failure(let error):
                packageProblems += error.diagnostics
                if !error.source.isEmpty && error.diagnostics.contains(where: { $0.location.file != (config.file ?? "conform.yaml") }) {
                    throw error
                }
            }
        }
        if !packageProblems.isEmpty { throw ConfigError(diagnostics: packageProblems.sorted(), source: source ?? "") }
        return Workspace(
            config: config, registry: registry, defaultAdapters: defaults.isEmpty ? builtins : defaults,
            families: families, root: directory, packages: packages)
    }

    /// Whether an entry is the config's own adapter (a command or a replay folder), not a built-in.
    private static func isOwn(_ entry: ConformConfig.AdapterEntry) -> Bool {
        entry.command != nil || entry.replay != nil
    }

    /// The external or replay adapter `entry` declares, under `id`, its paths resolved against
    /// `directory` (the folder of the conform.yaml naming it); nil for a built-in's name. A command
    /// without a `directory` runs in `runningIn` (a package's folder), or where conform runs when nil.
    private static func makeAdapter(
        _ entry: ConformConfig.AdapterEntry, id: String, in directory: String, runningIn: String? = nil,
        trace: WireTrace?
    ) -> (any Adapter)? {
        if let command = entry.command {
            return ExternalAdapter(
                ExternalAdapter.Configuration(
                    id: id,
                    process: AdapterProcess.Configuration(
                        command: command, directory: entry.directory.map { Self.resolve($0, in: directory) } ?? runningIn,
                        environment: entry.environment),
                    timeout: entry.timeout.map { .milliseconds($0.milliseconds) } ?? .seconds(10),
                    trace: trace))
        }
        if let folder = entry.replay {
            return ReplayAdapter(id: id, folder: Self.resolve(folder, in: directory))
        }
        return nil
    }

    /// Reads the package `entry` names and registers its adapters; the problems that keep it out,
    /// located at the entry (or in the package's own `conform.yaml`).
    private static func include(
        _ entry: ConformConfig.PackageEntry, in directory: String, into registry: inout [String: any Adapter],
        known: [AdapterPackage], suite: String, trace: WireTrace?
    ) -> Result<(AdapterPackage, [any Adapter]), ConfigError> {
        let folder = Self.resolve(entry.path, in: directory)
        func problem(_ message: String, _ notes: [String]) -> Result<(AdapterPackage, [any Adapter]), ConfigError> {
            .failure(
                ConfigError(diagnostics: [Diagnostic(id: .configBadPackage, location: entry.location, message: message, notes: notes)], source: ""))
        }
        guard FileSystem.kind(of: folder + "/conform.yaml") != nil else {
            return problem(
                "the package '\(entry.path)' has no conform.yaml",
                ["a package is a folder with its own conform.yaml naming its 'package' and its adapters"])
        }
        var config: ConformConfig
        var source: String?
        do {
            (config, source) = try ConformConfig.load(directory: folder)
        } catch let error as ConfigError {
            return .failure(error)
        } catch {
            return problem("cannot read the package '\(entry.path)': \(error)", ["fix its conform.yaml"])
        }
        guard let name = config.package else {
            return problem(
                "the package '\(entry.path)' names no 'package' in its conform.yaml",
                ["add 'package: <name>': its adapters become '<name>.<adapter>' and its specs '<name>/<path>', so no id can collide"])
        }
        guard config.packages.isEmpty else {
            return problem("the package '\(name)' includes packages of its own", ["include every package from the top conform.yaml"])
        }
        let pathProblems = packagePathProblems(config, in: folder)
        if !pathProblems.isEmpty { return .failure(ConfigError(diagnostics: pathProblems, source: source ?? "")) }
        if known.contains(where: { $0.name == name }) {
            return problem("two packages are named '\(name)'", ["a package's name prefixes its ids; rename one with 'package:' in its conform.yaml"])
        }
        if FileSystem.kind(of: suite + "/" + name) == .directory {
            return problem(
                "the package '\(name)' is named like the suite's folder '\(suite)/\(name)': their spec ids would collide",
                ["rename the package or the folder"])
        }
        var adapters: [any Adapter] = []
        var ids: [String] = []
        for adapter in config.adapters {
            guard Self.isOwn(adapter) else {
                return problem(
                    "the package '\(name)' lists the built-in adapter '\(adapter.id)'",
                    ["a package brings its own adapters (a 'command' or a 'replay' folder); list built-ins in the including conform.yaml"])
            }
            let id = "\(name).\(adapter.id)"
            if let why = GoldenStore.problem(withAdapterID: id) {
                return problem(
                    "the package '\(name)' declares '\(id)', which cannot name a golden folder: \(why)",
                    ["give the package or its adapter a shorter name"])
            }
            guard registry[id] == nil else {
                return problem("the package '\(name)' declares '\(id)', which the workspace already has", ["rename one of them"])
            }
            if let made = Self.makeAdapter(adapter, id: id, in: folder, runningIn: folder, trace: trace) {
                registry[id] = made
                adapters.append(made)
                ids.append(id)
            }
        }
        let package = AdapterPackage(
            name: name, directory: folder, suite: Self.resolve(config.suite, in: folder),
            golden: Self.resolve(config.golden, in: folder), divergences: Self.resolve(config.divergences, in: folder),
            adapterIDs: ids)
        return .success((package, adapters))
    }

    /// A workspace without `conform.yaml`: these adapters and families, specs and goldens where the caller says.
    package init(
        suite: String, golden: String, divergences: String, adapters: [any Adapter],
        families: [any VersionedAdapterFamily] = []
    ) {
        var config = ConformConfig()
        config.suite = suite
        config.golden = golden
        config.divergences = divergences
        self.init(
            config: config, registry: Dictionary(adapters.map { ($0.info.id, $0) }, uniquingKeysWith: { a, _ in a }),
            defaultAdapters: adapters, families: families, root: nil, packages: [])
    }

    /// The same workspace with `adapters` in place of its registry and defaults (a migration run
    /// compares adapters it prepared itself).
    package func replacingAdapters(with adapters: [any Adapter]) -> Workspace {
        Workspace(
            config: config, registry: Dictionary(adapters.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }),
            defaultAdapters: adapters, families: families, root: root, packages: packages, declaring: declaring)
    }

    /// The workspace of these parts.
    private init(
        config: ConformConfig, registry: [String: any Adapter], defaultAdapters: [any Adapter],
        families: [any VersionedAdapterFamily], root: String?, packages: [AdapterPackage], declaring: [any Adapter]? = nil
    ) {
        self.config = config
        self.registry = registry
        self.declaring = declaring ?? registry.keys.sorted().compactMap { registry[$0] }
        self.defaultAdapters = defaultAdapters
        self.packages = packages
        self.families = families
        self.root = root
    }

    /// How the workspace reads adapter ids and scope entries: one reading over its families.
    package var names: AdapterNames { AdapterNames(families) }

    /// The family `id` is a member of (`adapty` for `adapty@3.9.2`), if any.
    package func family(of id: String) -> (any VersionedAdapterFamily)? {
        families.first { $0.names(id) }
    }

    /// The family called `name`, if any.
    package func family(named name: String) -> (any VersionedAdapterFamily)? {
        families.first { $0.name == name }
    }

    /// The adapter `id` names: a registered one, else the version of a family it names. Throws an
    /// input error for an unknown id (with the family it nearly names), for a variant spelt before
    /// the version, or for a family version that is malformed or out of range.
    package func adapter(_ id: String) throws -> any Adapter {
        if let adapter = registry[id] { return adapter }
        if let adapter = try Self.resolve(id, families: families) { return adapter }
        let known = registry.keys.sorted() + families.map { "\($0.name)@<version>" }
        let next = names.suggestion(for: id).map {
            "did you mean '\($0)'? 'conform adapters' lists the models and 'conform adapters --versions <family>' their versions"
        }
        throw ConformError.input("unknown adapter '\(id)'", next: next ?? Self.suggestion(for: id, among: known))
    }

    /// The member of a family `id` names, whether it is registered (`adapty@3`) or not (`adapty@3.9.2`).
    package func member(_ id: String) throws -> (family: any VersionedAdapterFamily, member: FamilyMember)? {
        try names.member(id)
    }

    /// The adapter of a family version, with its canonical id (`adapty@3.9.0` for `adapty@3.9`);
    /// nil for an id of no family.
    private static func resolve(_ id: String, families: [any VersionedAdapterFamily]) throws -> (any Adapter)? {
        guard let (family, member) = try AdapterNames(families).member(id) else { return nil }
        return family.adapter(member, id: member.id)
    }

    /// The adapters named by `ids` (all defaults when none), in the order given, each once.
    package func adapters(_ ids: [String]) throws -> [any Adapter] {
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
    /// refused unless `allowOutside`. Specs of included packages are loaded too (their ids prefixed
    /// with the package's name); a path inside a package's suite is loaded from there. A spec
    /// naming a handler, option, capability or event that no adapter of the workspace declares is
    /// an invalid file, with located diagnostics (`GivenValidation`), never an adapter error or a
    /// spec that applies nowhere. Without `keepingSpecs` (`conform check`, which runs nothing) each
    /// valid spec is only counted (`validCount`) and dropped as soon as it is known to be valid, on
    /// the thread that read it.
    package func loadSpecs(_ paths: [String], jobs: Int, allowOutside: Bool = false, keepingSpecs: Bool = true) throws -> SuiteLoader.Loaded {
        if !allowOutside { try paths.isEmpty ? checkSuiteInside() : checkInside(paths) }
        let options = SuiteLoader.Options(
            validation: GivenValidation.screen(for: declaring, running: runningIDs, names: names), keepSpecs: keepingSpecs)
        let loaded = try PackageSpecs(workspace: self).load(paths, jobs: jobs, options: options)
        return GivenValidation.settle(loaded, against: declaring, names: names, running: runningIDs)
    }

    /// The ids of the adapters the workspace runs when conform.yaml lists them — the list and the
    /// adapters of the packages it includes — whose declarations alone make a spec's names known
    /// (`GivenValidation.running`); nil without a list, when every built-in runs.
    package var runningIDs: Set<String>? {
        guard !config.adapters.isEmpty else { return nil }
        return Set(defaultAdapters.map(\.id)).union(packages.flatMap(\.adapterIDs))
    }

    /// The known-divergence lists of `adapters`, with the problems found in them and their texts:
    /// each adapter's list in its home, a package's folder for a package's adapters.
    package func divergences(for adapters: [String]) -> (KnownDivergences, [Diagnostic], sources: [String: String]) {
        var byFolder: [String: [String]] = [:]
        var order: [String] = []
        for id in adapters {
            let folder = home(of: id)?.divergences ?? config.divergences
            if byFolder[folder] == nil { order.append(folder) }
            byFolder[folder, default: []].append(id)
        }
        var entries: [KnownDivergences.Entry] = []
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        for folder in order {
            let (known, problems, texts) = DivergenceFile.load(folder: folder, adapters: byFolder[folder] ?? [])
            entries += known.entries
            diagnostics += problems
            sources.merge(texts) { a, _ in a }
        }
        return (KnownDivergences(entries), diagnostics, sources)
    }

    /// The package an adapter comes from, if any.
    package func home(of adapterID: String) -> AdapterPackage? {
        packages.first { $0.adapterIDs.contains(adapterID) }
    }

    /// The next step for an unknown name: the nearest known one, and the command that lists them all.
    package static func suggestion(for id: String, among ids: [String], listedBy command: String = "conform adapters") -> String {
        if let near = Suggestion.nearest(to: id, among: ids) { return "did you mean '\(near)'? ('\(command)' lists them)" }
        return "run '\(command)' to list them"
    }

    static func resolve(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") || directory == "." ? path : directory + "/" + path
    }
}
