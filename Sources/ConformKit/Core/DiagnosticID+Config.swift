/// The ids of problems in `conform.yaml`.
extension DiagnosticID {
    /// `config.bad-value`: a `conform.yaml` value outside the values its key accepts.
    package static let configBadValue = DiagnosticID(rawValue: "config.bad-value")
    /// `config.bad-package`: an adapter package that cannot be included: no `package` name, a name
    /// another package or a folder of the suite already has, a package including packages.
    package static let configBadPackage = DiagnosticID(rawValue: "config.bad-package")
    /// `config.builtin-name`: an external adapter named like a built-in one.
    package static let configBuiltinName = DiagnosticID(rawValue: "config.builtin-name")
    /// `config.duplicate-adapter`: an adapter listed twice in `conform.yaml`.
    package static let configDuplicateAdapter = DiagnosticID(rawValue: "config.duplicate-adapter")
    /// `config.missing-key`: a required `conform.yaml` key left out.
    package static let configMissingKey = DiagnosticID(rawValue: "config.missing-key")
    /// `config.not-a-file`: a `conform.yaml` that is not a regular file.
    package static let configNotAFile = DiagnosticID(rawValue: "config.not-a-file")
    /// `config.not-utf8`: a `conform.yaml` that is not valid UTF-8.
    package static let configNotUTF8 = DiagnosticID(rawValue: "config.not-utf8")
    /// `config.too-large`: a `conform.yaml` over the size limit, not read.
    package static let configTooLarge = DiagnosticID(rawValue: "config.too-large")
    /// `config.unknown-adapter`: a `conform.yaml` entry naming no built-in adapter and giving no command.
    package static let configUnknownAdapter = DiagnosticID(rawValue: "config.unknown-adapter")
    /// `config.wrong-type`: a `conform.yaml` value of the wrong shape.
    package static let configWrongType = DiagnosticID(rawValue: "config.wrong-type")
    /// `config.bad-adapter-name`: an adapter name that cannot name a golden folder.
    package static let configBadAdapterName = DiagnosticID(rawValue: "config.bad-adapter-name")
    /// `config.no-adapters`: an empty `adapters:` list, which would select nothing.
    package static let configNoAdapters = DiagnosticID(rawValue: "config.no-adapters")
    /// `config.missing-suite`: the suite folder conform.yaml names does not exist or is not a folder.
    package static let configMissingSuite = DiagnosticID(rawValue: "config.missing-suite")
}
