extension GivenValidation {
    /// The check loading runs on each spec as it decodes (`SuiteLoader.Options.validation`): against
    /// the adapters that declare themselves without a handshake, every one but the external ones.
    /// `running`: the ids of the adapters the workspace runs when it lists them (nil: all of them).
    package static func screen(for adapters: [any Adapter], running: Set<String>? = nil, names: AdapterNames = AdapterNames()) -> GivenValidation {
        GivenValidation(adapters: adapters.filter { !($0 is ExternalAdapter) }.map(\.info), running: running, names: names)
    }

    /// `loaded` with every spec that names a handler, option or capability the workspace's
    /// `adapters` do not account for moved to its invalid files, with located diagnostics — so
    /// `conform check` and `conform run` report it as an invalid spec (exit 2), never as an adapter
    /// error or a spec that applies nowhere. For specs loaded without `Options.validation`; the
    /// workspace screens them while loading and calls `settle`.
    package static func check(
        _ loaded: SuiteLoader.Loaded, against adapters: [any Adapter], names: AdapterNames = AdapterNames(),
        running: Set<String>? = nil
    ) -> SuiteLoader.Loaded {
        let local = screen(for: adapters, running: running, names: names)
        var result = loaded
        // An invalid file's decodable parts are checked too, so its problems come in one pass.
        for index in result.invalid.indices where result.invalid[index].unsettled != nil { result.invalid[index].screen(with: local) }
        var specs: [Spec] = []
        for spec in loaded.specs {
            let problems = local.diagnostics(for: spec)
            if problems.isEmpty {
                specs.append(spec)
            } else {
                result.suspects.append(SuiteLoader.Suspect(spec: spec, diagnostics: problems, source: nil))
            }
        }
        guard !result.suspects.isEmpty || result.invalid.contains(where: { $0.unsettled != nil }) else { return result }
        result.validCount -= result.specs.count - specs.count
        result.specs = specs
        return settle(result, against: adapters, names: names, running: running)
    }

    /// `loaded` with its suspects — specs that name what the in-process adapters do not declare —
    /// settled: each becomes an invalid file with its diagnostics, unless an external adapter
    /// accounts for everything it names, when it is a valid spec after all.
    ///
    /// An external adapter's declaration costs a handshake, so the external adapters are asked only
    /// when there are suspects. (Adding adapters only ever accepts more, so the outcome is the same
    /// as asking all at once.) An external adapter that cannot declare itself is left out, with one
    /// finding saying so (`HandshakeFinding`): its stderr tail and the next step. A spec scoped to
    /// it that names what no other adapter declares is not checked against what cannot be read —
    /// no follow-on error each — but kept, and named in that finding; its pairs on the adapter are
    /// errors of a run, as every pair of an adapter that cannot start.
    package static func settle(
        _ loaded: SuiteLoader.Loaded, against adapters: [any Adapter], names: AdapterNames,
        running: Set<String>? = nil
    ) -> SuiteLoader.Loaded {
        let unsettledFiles = loaded.invalid.contains { $0.unsettled != nil }
        guard !loaded.suspects.isEmpty || unsettledFiles else { return loaded }
        var result = loaded
        result.suspects = []
        let deferred = adapters.filter { $0 is ExternalAdapter }
        var validation: GivenValidation?
        var failed: [(adapter: ExternalAdapter, reason: String)] = []
        if !deferred.isEmpty {
            var infos = adapters.filter { !($0 is ExternalAdapter) }.map(\.info)
            for adapter in deferred {
                let info = adapter.info
                if let reason = info.unavailable, let external = adapter as? ExternalAdapter {
                    failed.append((external, reason))
                } else {
                    infos.append(info)
                }
            }
            validation = GivenValidation(adapters: infos, running: running, names: names)
        }
        var unchecked: [String: [String]] = [:]
        // An invalid file's names, screened against the in-process adapters, are settled the same way.
        if unsettledFiles { result.invalid = result.invalid.map { $0.settled(with: validation) } }
        var invalid: [SuiteLoader.InvalidFile] = []
        var accepted = false
        var legacy: [GivenValidation.LegacyEvent] = []
        for suspect in loaded.suspects {
            let spec = suspect.spec
            let diagnostics = validation.map { $0.diagnostics(for: spec) } ?? suspect.diagnostics
            let scopedTo = failed.first { !spec.scope.adapters.isEmpty && names.scope(spec.scope, includes: $0.adapter.id) }
            if let scopedTo, !diagnostics.isEmpty, diagnostics.allSatisfy(\.id.isUnknownName) {
                // Names only the adapter that cannot declare itself could account for: one finding, not one error each.
                unchecked[scopedTo.adapter.id, default: []].append(spec.id)
            } else if diagnostics.isEmpty {
                // Valid under conform/1, which an adapter still speaks: said once per name, with the way to conform/2.
                legacy += validation?.legacyEvents(of: spec) ?? []
            } else {
                invalid.append(
                    SuiteLoader.InvalidFile(
                        file: spec.file, specID: spec.id, diagnostics: diagnostics,
                        source: suspect.source ?? source(of: spec.file)))
                continue
            }
            result.specs.append(spec)
            result.validCount += 1
            accepted = true
        }
        if accepted { result.specs.sort { $0.id < $1.id } }
        for (adapter, reason) in failed {
            result.notes.append(HandshakeFinding.text(adapter: adapter, reason: reason, unchecked: unchecked[adapter.id] ?? []))
            result.unavailableAdapters.append(adapter.id)
        }
        result.notes += GivenValidation.legacyWarnings(legacy)
        if !invalid.isEmpty { result.invalid = (result.invalid + invalid).sorted { $0.file < $1.file } }
        return result
    }

    /// The text of a spec file, read again to quote its lines under the diagnostics (only specs
    /// with problems, loaded without a screen, pay for this); nil when it cannot be read now.
    static func source(of file: String) -> String? {
        guard case .success(let bytes) = BoundedFile.read(file, limit: Limits.maxSpecBytes) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
