extension GivenValidation {
    /// `loaded` with every spec that names a handler, option or capability the workspace's
    /// `adapters` do not account for moved to its invalid files, with located diagnostics — so
    /// `conform check` and `conform run` report it as an invalid spec (exit 2), never as an adapter
    /// error or a spec that applies nowhere.
    ///
    /// An external adapter's declaration costs a handshake, so specs are first checked against the
    /// others; only when some spec names what they do not declare are the external adapters asked.
    /// (Adding adapters only ever accepts more, so the outcome is the same as asking all at once.)
    /// An external adapter that cannot declare itself is left out, with a note saying so.
    package static func check(_ loaded: SuiteLoader.Loaded, against adapters: [any Adapter]) -> SuiteLoader.Loaded {
        let deferred = adapters.filter { $0 is ExternalAdapter }
        let local = GivenValidation(adapters: adapters.filter { !($0 is ExternalAdapter) }.map(\.info))
        var suspects = loaded.specs.indices.filter { !local.diagnostics(for: loaded.specs[$0]).isEmpty }
        guard !suspects.isEmpty else { return loaded }
        var result = loaded
        var validation = local
        if !deferred.isEmpty {
            var infos = adapters.filter { !($0 is ExternalAdapter) }.map(\.info)
            for adapter in deferred {
                let info = adapter.info
                if let reason = info.unavailable {
                    let first = reason.split(separator: "\n").first.map(String.init) ?? reason
                    result.notes.append("warning: adapter '\(info.id)' could not declare itself (\(first)); specs were checked against the other adapters")
                } else {
                    infos.append(info)
                }
            }
            validation = GivenValidation(adapters: infos)
        }
        var invalid: [SuiteLoader.InvalidFile] = []
        suspects = suspects.filter { index in
            let spec = loaded.specs[index]
            let diagnostics = validation.diagnostics(for: spec)
            guard !diagnostics.isEmpty else { return false }
            invalid.append(SuiteLoader.InvalidFile(file: spec.file, specID: spec.id, diagnostics: diagnostics, source: source(of: spec.file)))
            return true
        }
        guard !suspects.isEmpty else { return result }
        let dropped = Set(suspects)
        result.specs = loaded.specs.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        result.invalid = (loaded.invalid + invalid).sorted { $0.file < $1.file }
        return result
    }

    /// The text of a spec file, read again to quote its lines under the diagnostics (only specs
    /// with problems pay for this); nil when it cannot be read now.
    static func source(of file: String) -> String? {
        guard case .success(let bytes) = BoundedFile.read(file, limit: Limits.maxSpecBytes) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
