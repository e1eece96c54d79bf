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

    /// How many spec files were checked.
    package var fileCount: Int { specs.validCount + specs.invalid.count }
    /// How many problems were found, in spec files and divergence lists.
    package var problemCount: Int { specs.invalid.reduce(0) { $0 + $1.diagnostics.count } + divergenceDiagnostics.count }
}

extension Workspace {
    /// Checks the specs under `paths` (the suite root when empty) on up to `jobs` threads, and the
    /// divergence lists of every adapter the workspace knows; a path outside the workspace is
    /// refused unless `allowOutside`. Whatever `jobs`, the result is the same.
    package func check(_ paths: [String], jobs: Int, allowOutside: Bool = false) throws -> SpecCheck {
        let specs = try loadSpecs(paths, jobs: jobs, allowOutside: allowOutside, keepingSpecs: false)
        // Each adapter's list in its home, exactly as a run reads it: a package's in the package.
        let (_, diagnostics, sources) = divergences(for: registry.keys.sorted())
        return SpecCheck(specs: specs, divergenceDiagnostics: diagnostics, divergenceSources: sources)
    }
}
