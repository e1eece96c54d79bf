/// The repository's `conform.yaml`: where the suite and goldens live and which adapters run.
/// Built-in adapters exist without any config.
package struct ConformConfig: Sendable {
    /// The suite root spec ids are relative to.
    package var suite: String = "Specs"
    /// The golden root.
    package var golden: String = "Golden"
    /// Where known-divergence lists live (`<folder>/<adapter>.yaml`).
    package var divergences: String = "Divergences"
    /// Adapters to run by default, in order (empty: every built-in adapter).
    package var adapters: [AdapterEntry] = []
    /// The file the config was read from, if any.
    package var file: String?
    /// Where conform.yaml names the suite root, when it does: a named suite must exist.
    package var suiteLocation: SourceLocation?
    /// This folder's name as an adapter package (`package: acme`): its own adapters are named
    /// `acme.<name>` and its specs `acme/<path>` wherever it runs, so ids cannot collide
    /// (docs/packages.md).
    package var package: String?
    /// Adapter packages included: folders with their own `conform.yaml`.
    package var packages: [PackageEntry] = []
    /// Where each top-level key's value is written (`suite`, `golden`, `divergences`, …), so a
    /// problem found later — a package's suite outside the package — is located at its key.
    package var keyLocations: [String: SourceLocation] = [:]

    /// The longest package name: it prefixes every adapter id (a golden folder's name) and spec id.
    package static let maxPackageNameLength = 64

    /// One adapter package `conform.yaml` includes.
    package struct PackageEntry: Sendable, Hashable {
        /// The folder, as written (relative to the including `conform.yaml`).
        package var path: String
        /// Where the entry is written.
        package var location: SourceLocation
    }

    /// One adapter named in the config.
    package struct AdapterEntry: Sendable, Hashable {
        /// The id users type.
        package var id: String
        /// For external adapters: the command and its arguments.
        package var command: [String]?
        /// For external adapters: the working directory.
        package var directory: String?
        /// For external adapters: extra environment variables.
        package var environment: [String: String] = [:]
        /// For external adapters: the per-request timeout.
        package var timeout: VirtualTime?
        /// For replay adapters: the folder of recordings (docs/recordings.md).
        package var replay: String?
        /// Where the entry is written.
        package var location: SourceLocation
    }

    /// The keys of `conform.yaml`.
    package static let keys = ["suite", "golden", "divergences", "adapters", "package", "packages"]
    /// The keys of an external adapter entry.
    package static let adapterKeys = ["name", "command", "replay", "directory", "environment", "timeout"]

    /// Reads `conform.yaml` text; every problem is a diagnostic with a location.
    package static func parse(_ text: String, file: String) -> (config: ConformConfig?, diagnostics: [Diagnostic]) {
        let parsed = YAMLParser.parse(text, file: file)
        var config = ConformConfig()
        config.file = file
        guard let root = parsed.root else { return (parsed.diagnostics.isEmpty ? config : nil, parsed.diagnostics) }
        var reader = NodeReader()
        if let entries = reader.mapping(root, "conform.yaml", allowed: keys) {
            for entry in entries {
                config.keyLocations[entry.key] = entry.value.location
                switch entry.key {
                case "suite":
                    config.suite = reader.string(entry.value, "'suite'") ?? config.suite
                    config.suiteLocation = entry.value.location
                case "golden": config.golden = reader.string(entry.value, "'golden'") ?? config.golden
                case "divergences": config.divergences = reader.string(entry.value, "'divergences'") ?? config.divergences
                case "adapters": config.adapters = parseAdapters(entry.value, &reader)
                case "package":
                    if let name = reader.string(entry.value, "'package'") {
                        if isPackageName(name) {
                            config.package = name
                        } else if name.utf8.count > maxPackageNameLength && isPackageName(String(name.prefix(maxPackageNameLength))) {
                            reader.error(
                                .configBadPackage, at: entry.value.location,
                                "'package' is \(name.utf8.count) characters long, over the \(maxPackageNameLength) a package name may have",
                                notes: [
                                    "it prefixes the package's adapters and specs, whose ids name golden folders and files; choose a shorter name"
                                ])
                        } else {
                            reader.error(
                                .configBadPackage, at: entry.value.location, "'package' must be one word of a-z, 0-9, '_' and '-', not '\(name)'",
                                notes: ["it prefixes the package's adapters ('\(name).rn') and specs ('\(name)/purchase/x')"])
                        }
                    }
                case "packages":
                    if let paths = reader.stringList(entry.value, "'packages'", identifiers: false) {
                        let locations = entry.value.items?.map(\.location) ?? []
                        config.packages = paths.enumerated().map {
                            PackageEntry(path: $0.element, location: $0.offset < locations.count ? locations[$0.offset] : entry.value.location)
                        }
                    }
                default: break
                }
            }
            if config.package != nil, let including = entries.first(where: { $0.key == "packages" }) {
                // A package is included from the top; one that includes others would rename every
                // spec of the including workspace to `<package>/…`.
                reader.error(
                    .configBadPackage, at: including.keyLocation, "'package' and 'packages' together: a package includes no packages",
                    notes: [
                        "an adapter package names itself with 'package:'; the workspace that runs it lists every package under 'packages:' — remove one of the two"
                    ])
            }
        }
        let diagnostics = (parsed.diagnostics + reader.diagnostics).sorted()
        return (diagnostics.contains { $0.severity == .error } ? nil : config, diagnostics)
    }

    /// Whether `name` can name a package: `[a-z0-9_-]+`, at most `maxPackageNameLength` long.
    static func isPackageName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= maxPackageNameLength
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
    }

    static func parseAdapters(_ node: YAMLNode, _ reader: inout NodeReader) -> [AdapterEntry] {
        guard let items = node.items else {
            reader.error(
                .configWrongType, at: node.location, "'adapters' must be a list, not \(node.kindDescription)",
                notes: ["for example: adapters: [miniwall, {name: web-py, command: [python3, adapter.py]}]"])
            return []
        }
        if items.isEmpty {
            // An empty list would select nothing: say so rather than run every built-in or nothing.
            reader.error(
                .configNoAdapters, at: node.location, "'adapters' is empty: no adapter would run",
                notes: ["list the adapters to run, such as [miniwall], or remove 'adapters' to run every built-in adapter"])
        }
        var result: [AdapterEntry] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            var entry: AdapterEntry?
            var nameLocation = item.location
            if item.scalar != nil {
                entry = reader.identifier(item, "an adapter name").map { AdapterEntry(id: $0, location: item.location) }
            } else if let entries = reader.mapping(item, "an adapter", allowed: adapterKeys) {
                var adapter = AdapterEntry(id: "", location: item.location)
                for field in entries {
                    switch field.key {
                    case "name":
                        adapter.id = reader.identifier(field.value, "'name'") ?? ""
                        nameLocation = field.value.location
                    case "command":
                        let command =
                            field.value.scalar.map { $0.split(separator: " ").map(String.init) }
                            ?? reader.stringList(field.value, "'command'", identifiers: false)
                        if command?.isEmpty == true {
                            reader.error(
                                .configBadValue, at: field.value.location, "'command' is empty",
                                notes: ["name the program and its arguments, like [python3, adapter.py]"])
                        }
                        adapter.command = command
                    case "replay": adapter.replay = reader.string(field.value, "'replay'")
                    case "directory": adapter.directory = reader.string(field.value, "'directory'")
                    case "environment":
                        if let vars = field.value.entries {
                            for v in vars { adapter.environment[v.key] = reader.string(v.value, "environment variable '\(v.key)'") ?? "" }
                        } else {
                            reader.error(
                                .configWrongType, at: field.value.location, "'environment' must be a mapping of variable names to values",
                                notes: ["for example: environment: {LOG: quiet}"])
                        }
                    case "timeout":
                        adapter.timeout = reader.duration(field.value, "'timeout'")
                        if adapter.timeout == .zero {
                            reader.error(
                                .configBadValue, at: field.value.location, "'timeout' must be longer than 0s",
                                notes: ["it is how long one request to the adapter may take, e.g. '10s'"])
                        }
                    default: break
                    }
                }
                if adapter.command != nil, adapter.replay != nil, let field = entries.first(where: { $0.key == "replay" }) {
                    reader.error(
                        .configBadValue, at: field.keyLocation, "an adapter has either a 'command' or a 'replay' folder, not both",
                        notes: ["'command' starts an external adapter; 'replay' plays recordings made on a device (docs/recordings.md)"])
                }
                if adapter.command == nil, let field = entries.first(where: { ["directory", "environment", "timeout"].contains($0.key) }) {
                    reader.error(
                        .configBadValue, at: field.keyLocation, "'\(field.key)' applies only to external adapters, which need a 'command'",
                        notes: ["add 'command: [program, arguments…]', or remove '\(field.key)'"])
                }
                if adapter.id.isEmpty, !entries.contains(where: { $0.key == "name" }) {
                    reader.error(
                        .configMissingKey, at: item.location, "an adapter entry needs a 'name'",
                        notes: ["the name is the adapter's id: what '--adapter' takes and the folder of its goldens"])
                }
                entry = adapter.id.isEmpty ? nil : adapter
            }
            guard let entry else { continue }
            if let problem = GoldenStore.problem(withAdapterID: entry.id) {
                // The id names the adapter's golden folder: one that could leave it is refused here,
                // where it is written, not later as an error of every spec.
                reader.error(
                    .configBadAdapterName, at: nameLocation, "adapter name '\(entry.id)' cannot name a golden folder: \(problem)",
                    notes: ["adapter names use a-z, 0-9, '.', '_', '-' and '@', such as 'miniwall@web'"])
                continue
            }
            if let first = seen[entry.id] {
                reader.error(
                    .configDuplicateAdapter, at: entry.location, "adapter '\(entry.id)' is listed twice",
                    notes: ["first listed at line \(first.line)"])
                continue
            }
            seen[entry.id] = entry.location
            result.append(entry)
        }
        return result
    }

    /// Loads `conform.yaml` from `directory` when it exists; the default config otherwise. A file
    /// that is too large, not UTF-8 or invalid throws a `ConfigError` with every problem located.
    package static func load(directory: String = ".") throws -> (ConformConfig, source: String?) {
        let path = directory == "." ? "conform.yaml" : directory + "/conform.yaml"
        let start = SourceLocation(file: path, line: 1, column: 1)
        let bytes: [UInt8]
        switch BoundedFile.read(path, limit: Limits.maxSpecBytes) {
        case .success(let read): bytes = read
        case .failure(.missing): return (ConformConfig(), nil)
        case .failure(.tooLarge(let size)):
            throw ConfigError(
                diagnostics: [
                    Diagnostic(
                        id: .configTooLarge, location: start,
                        message:
                            "conform.yaml holds \(Limits.describe(count: size)) bytes, over the \(Limits.describe(bytes: Limits.maxSpecBytes)) limit; it was not read"
                    )
                ], source: "")
        case .failure(.notRegularFile):
            throw ConfigError(
                diagnostics: [Diagnostic(id: .configNotAFile, location: start, message: "conform.yaml is not a regular file")], source: "")
        case .failure(.system(let reason)):
            throw ConformError.input("cannot read '\(path)': \(reason)", next: "fix or remove conform.yaml")
        }
        let text: String
        switch SourceText.decode(bytes, file: path, id: .configNotUTF8, what: "conform.yaml") {
        case .success(let decoded): text = decoded
        case .failure(let bad): throw ConfigError(diagnostics: [bad.diagnostic], source: bad.lossyText)
        }
        let parsed = parse(text, file: path)
        guard let config = parsed.config else { throw ConfigError(diagnostics: parsed.diagnostics, source: text) }
        return (config, text)
    }

    /// The problems with the adapters the config names, given the ids of the built-in adapters: an
    /// unknown built-in name, or an external adapter that takes a built-in's id.
    package func adapterDiagnostics(builtins: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let known = builtins.union(adapters.filter { $0.command != nil || $0.replay != nil }.map(\.id)).sorted()
        for entry in adapters {
            if entry.command != nil || entry.replay != nil {
                if builtins.contains(entry.id) {
                    diagnostics.append(
                        Diagnostic(
                            id: .configBuiltinName, location: entry.location,
                            message: "external adapter '\(entry.id)' has the id of a built-in adapter",
                            notes: ["give it another 'name', such as '\(entry.id)-external'"]))
                }
            } else if !known.contains(entry.id) {
                var notes: [String] = []
                if let near = Suggestion.nearest(to: entry.id, among: known) { notes.append("did you mean '\(near)'?") }
                notes.append("'conform adapters' lists the built-in adapters; an external one needs a 'command', a replayed one a 'replay' folder")
                diagnostics.append(
                    Diagnostic(
                        id: .configUnknownAdapter, location: entry.location,
                        message: "conform.yaml names unknown adapter '\(entry.id)'", notes: notes))
            }
        }
        return diagnostics
    }
}

/// `conform.yaml` is invalid: every problem, with the text for quoting lines.
package struct ConfigError: Error, Sendable {
    /// The problems.
    package var diagnostics: [Diagnostic]
    /// The file's text.
    package var source: String
}
