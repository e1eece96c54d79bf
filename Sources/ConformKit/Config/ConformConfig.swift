import Foundation

/// The repository's `conform.yaml`: where the suite and goldens live and which adapters run.
/// Built-in adapters exist without any config.
public struct ConformConfig: Sendable {
    /// The suite root spec ids are relative to.
    public var suite: String = "Specs"
    /// The golden root.
    public var golden: String = "Golden"
    /// Where known-divergence lists live (`<folder>/<adapter>.yaml`).
    public var divergences: String = "Divergences"
    /// Adapters to run by default, in order (empty: every built-in adapter).
    public var adapters: [AdapterEntry] = []
    /// The file the config was read from, if any.
    public var file: String?

    /// One adapter named in the config.
    public struct AdapterEntry: Sendable, Hashable {
        /// The id users type.
        public var id: String
        /// For external adapters: the command and its arguments.
        public var command: [String]?
        /// For external adapters: the working directory.
        public var directory: String?
        /// For external adapters: extra environment variables.
        public var environment: [String: String]
        /// For external adapters: the per-request timeout.
        public var timeout: VirtualTime?
        /// Where the entry is written.
        public var location: SourceLocation

        /// Creates an entry.
        public init(id: String, command: [String]? = nil, directory: String? = nil, environment: [String: String] = [:],
                    timeout: VirtualTime? = nil, location: SourceLocation) {
            self.id = id
            self.command = command
            self.directory = directory
            self.environment = environment
            self.timeout = timeout
            self.location = location
        }
    }

    /// The default config, used when there is no `conform.yaml`.
    public init() {}

    /// The keys of `conform.yaml`.
    public static let keys = ["suite", "golden", "divergences", "adapters"]
    /// The keys of an external adapter entry.
    public static let adapterKeys = ["name", "command", "directory", "environment", "timeout"]

    /// Reads `conform.yaml` text; every problem is a diagnostic with a location.
    public static func parse(_ text: String, file: String) -> (config: ConformConfig?, diagnostics: [Diagnostic]) {
        let parsed = YAMLParser.parse(text, file: file)
        var config = ConformConfig()
        config.file = file
        guard let root = parsed.root else { return (parsed.diagnostics.isEmpty ? config : nil, parsed.diagnostics) }
        var reader = NodeReader()
        if let entries = reader.mapping(root, "conform.yaml", allowed: keys) {
            for entry in entries {
                switch entry.key {
                case "suite": config.suite = reader.string(entry.value, "'suite'") ?? config.suite
                case "golden": config.golden = reader.string(entry.value, "'golden'") ?? config.golden
                case "divergences": config.divergences = reader.string(entry.value, "'divergences'") ?? config.divergences
                case "adapters": config.adapters = parseAdapters(entry.value, &reader)
                default: break
                }
            }
        }
        let diagnostics = (parsed.diagnostics + reader.diagnostics).sorted()
        return (diagnostics.contains { $0.severity == .error } ? nil : config, diagnostics)
    }

    static func parseAdapters(_ node: YAMLNode, _ reader: inout NodeReader) -> [AdapterEntry] {
        guard let items = node.items else {
            reader.error("config.wrong-type", at: node.location, "'adapters' must be a list, not \(node.kindDescription)",
                         notes: ["for example: adapters: [miniwall, {name: web-py, command: [python3, adapter.py]}]"])
            return []
        }
        var result: [AdapterEntry] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            var entry: AdapterEntry?
            if item.scalar != nil {
                entry = reader.identifier(item, "an adapter name").map { AdapterEntry(id: $0, location: item.location) }
            } else if let entries = reader.mapping(item, "an adapter", allowed: adapterKeys) {
                var adapter = AdapterEntry(id: "", location: item.location)
                for field in entries {
                    switch field.key {
                    case "name": adapter.id = reader.identifier(field.value, "'name'") ?? ""
                    case "command":
                        let command = field.value.scalar.map { $0.split(separator: " ").map(String.init) }
                            ?? reader.stringList(field.value, "'command'", identifiers: false)
                        if command?.isEmpty == true { reader.error("config.bad-value", at: field.value.location, "'command' is empty") }
                        adapter.command = command
                    case "directory": adapter.directory = reader.string(field.value, "'directory'")
                    case "environment":
                        if let vars = field.value.entries {
                            for v in vars { adapter.environment[v.key] = reader.string(v.value, "environment variable '\(v.key)'") ?? "" }
                        } else {
                            reader.error("config.wrong-type", at: field.value.location, "'environment' must be a mapping of variable names to values")
                        }
                    case "timeout":
                        adapter.timeout = reader.duration(field.value, "'timeout'")
                        if adapter.timeout == .zero {
                            reader.error("config.bad-value", at: field.value.location, "'timeout' must be longer than 0s",
                                         notes: ["it is how long one request to the adapter may take, e.g. '10s'"])
                        }
                    default: break
                    }
                }
                if adapter.command == nil, let field = entries.first(where: { ["directory", "environment", "timeout"].contains($0.key) }) {
                    reader.error("config.bad-value", at: field.keyLocation, "'\(field.key)' applies only to external adapters, which need a 'command'",
                                 notes: ["add 'command: [program, arguments…]', or remove '\(field.key)'"])
                }
                if adapter.id.isEmpty, !entries.contains(where: { $0.key == "name" }) {
                    reader.error("config.missing-key", at: item.location, "an adapter entry needs a 'name'")
                }
                entry = adapter.id.isEmpty ? nil : adapter
            }
            guard let entry else { continue }
            if let first = seen[entry.id] {
                reader.error("config.duplicate-adapter", at: entry.location, "adapter '\(entry.id)' is listed twice",
                             notes: ["first listed at line \(first.line)"])
                continue
            }
            seen[entry.id] = entry.location
            result.append(entry)
        }
        return result
    }

    /// Loads `conform.yaml` from `directory` when it exists; the default config otherwise.
    public static func load(directory: String = ".") throws -> (ConformConfig, source: String?) {
        let path = directory == "." ? "conform.yaml" : directory + "/conform.yaml"
        guard FileManager.default.fileExists(atPath: path) else { return (ConformConfig(), nil) }
        guard let data = FileManager.default.contents(atPath: path), let text = String(validating: data, as: UTF8.self) else {
            throw ConformError.input("cannot read '\(path)' as UTF-8 text", next: "fix or remove conform.yaml")
        }
        let parsed = parse(text, file: path)
        guard let config = parsed.config else { throw ConfigError(diagnostics: parsed.diagnostics, source: text) }
        return (config, text)
    }
}

/// `conform.yaml` is invalid: every problem, with the text for quoting lines.
public struct ConfigError: Error, Sendable {
    /// The problems.
    public var diagnostics: [Diagnostic]
    /// The file's text.
    public var source: String
}
