/// What `conform check` finds, running nothing: the spec files under the paths it was given, each
/// read, decoded and validated against the workspace's adapters — the valid ones counted, not
/// kept — and the problems of the workspace's divergence lists. The CLI prints it; the benchmark
/// times it (docs/performance.md).
package struct SpecCheck: Sendable {
    /// The spec files: how many are valid (`validCount`), every invalid one with its diagnostics,
    /// and notes for the user.
    package var specs: SuiteLoader.Loaded
    /// Problems in the divergence lists.
    package var divergenceDiagnostics: [Diagnostic]
    /// The divergence lists' texts by file, to quote lines under their diagnostics.
    package var divergenceSources: [String: String]
    /// With `strict`: expectations that can never fail and divergence entries for specs scoped
    /// away from their adapter (`StrictCheck`), by file; empty otherwise.
    package var strictFindings: [Diagnostic] = []
    /// The spec files' texts, to quote lines under the strict findings.
    package var strictSources: [String: String] = [:]

    /// How many spec files were checked.
    package var fileCount: Int { specs.validCount + specs.invalid.count }
    /// How many problems were found, in spec files and divergence lists.
    package var problemCount: Int { specs.invalid.reduce(0) { $0 + $1.diagnostics.count } + divergenceDiagnostics.count }
}

extension Workspace {
    /// Checks the specs under `paths` (the suite root when empty) on up to `jobs` threads, and the
    /// divergence lists of every adapter the workspace knows; a path outside the workspace is
    /// refused unless `allowOutside`. Whatever `jobs`, the result is the same.
    /// With `strict`, also finds what can never fail (`StrictCheck`) against the adapters `conform
    /// run` runs, and divergence entries of theirs for specs scoped away from them.
    package func check(_ paths: [String], jobs: Int, allowOutside: Bool = false, strict: Bool = false) throws -> SpecCheck {
        var specs = try loadSpecs(paths, jobs: jobs, allowOutside: allowOutside, keepingSpecs: strict)
        // Each adapter's list in its home, exactly as a run reads it: a package's in the package.
        let (_, diagnostics, sources) = divergences(for: registry.keys.sorted())
        var check = SpecCheck(specs: specs, divergenceDiagnostics: diagnostics, divergenceSources: sources)
        guard strict else { return check }
        let infos = defaultAdapters.map(\.info)
        var findings: [Diagnostic] = []
        for spec in specs.specs { findings += StrictCheck.findings(in: spec, adapters: infos, names: names) }
        let (divergences, _, divergenceTexts) = self.divergences(for: infos.map(\.id))
        // Entries are judged stale only against the whole suite, as a full run judges them: a check
        // of a few files does not see the specs the other entries are about.
        let wholeSuite = paths.isEmpty || paths.map(PathResolver.normalised) == [PathResolver.normalised(config.suite)]
        for entry in wholeSuite ? divergences.stale(specs: specs.specs, names: names) : [] {
            findings.append(
                Diagnostic(
                    id: .divergenceStale, severity: .warning, location: entry.location,
                    message:
                        "'\(entry.spec)' is a known divergence of '\(entry.adapter)', but that spec \(specs.specs.contains { $0.id == entry.spec } ? "is scoped away from it" : "does not exist")",
                    notes: ["remove the entry: a stale entry hides nothing today and would hide a real failure tomorrow"]))
        }
        check.strictFindings = findings.sorted()
        for file in Set(findings.map(\.location.file)) {
            check.strictSources[file] = divergenceTexts[file] ?? (try? String(contentsOfFile: file, encoding: .utf8))
        }
        specs.specs = []
        check.specs = specs
        return check
    }
}
