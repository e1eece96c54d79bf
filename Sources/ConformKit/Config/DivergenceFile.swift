/// Reads known-divergence lists: `<folder>/<adapter>.yaml`, each a mapping of spec id to reason.
package enum DivergenceFile {
    /// Parses one list for `adapter`.
    package static func parse(_ text: String, file: String, adapter: String) -> (entries: [KnownDivergences.Entry], diagnostics: [Diagnostic]) {
        let parsed = YAMLParser.parse(text, file: file)
        guard let root = parsed.root else { return ([], parsed.diagnostics) }
        var reader = NodeReader()
        var entries: [KnownDivergences.Entry] = []
        if let mapping = root.entries {
            for entry in mapping {
                guard SpecID.isValid(entry.key) else {
                    let problem = GoldenStore.problem(withSpecID: entry.key).map { ": \($0)" } ?? ""
                    reader.error(
                        .divergenceBadID, at: entry.keyLocation, "'\(entry.key)' is not a spec id\(problem)",
                        notes: ["name the spec by its id, its path under the suite root without '.yaml', like 'miniwall/purchase/pending'"])
                    continue
                }
                let blank: Bool
                switch entry.value.kind {
                case .empty: blank = true
                case .scalar(let text, _): blank = text.allSatisfy(\.isWhitespace)
                default: blank = false
                }
                if blank {
                    reader.error(
                        .divergenceNoReason, at: entry.value.location, "the entry for '\(entry.key)' gives no reason",
                        notes: ["say why the adapter fails the spec: '\(entry.key): the docs say nothing about …'"])
                    continue
                }
                guard let reason = reader.string(entry.value, "the reason for '\(entry.key)'") else { continue }
                entries.append(KnownDivergences.Entry(adapter: adapter, spec: entry.key, reason: reason, location: entry.keyLocation))
            }
        } else {
            reader.error(
                .divergenceWrongType, at: root.location, "a divergence list must map spec ids to reasons",
                notes: ["for example: purchase/pending-closes: the docs say nothing about pending"])
        }
        return (entries, (parsed.diagnostics + reader.diagnostics).sorted())
    }

    /// Loads every list in `folder` for the given adapters; missing files mean no divergences.
    package static func load(folder: String, adapters: [String]) -> (KnownDivergences, [Diagnostic], [String: String]) {
        var all: [KnownDivergences.Entry] = []
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        for adapter in adapters {
            let path = folder + "/" + adapter + ".yaml"
            let bytes: [UInt8]
            switch BoundedFile.read(path, limit: Limits.maxSpecBytes) {
            case .success(let read): bytes = read
            case .failure(.missing): continue
            case .failure(let problem):
                diagnostics.append(
                    Diagnostic(
                        id: .divergenceUnreadable, location: SourceLocation(file: path, line: 1, column: 1),
                        message: Self.describe(problem), notes: ["fix or remove the divergence list"]))
                continue
            }
            let text: String
            switch SourceText.decode(bytes, file: path, id: .divergenceNotUTF8, what: "the divergence list") {
            case .success(let decoded): text = decoded
            case .failure(let bad):
                sources[path] = bad.lossyText
                diagnostics.append(bad.diagnostic)
                continue
            }
            sources[path] = text
            let parsed = parse(text, file: path, adapter: adapter)
            all += parsed.entries
            diagnostics += parsed.diagnostics
        }
        return (KnownDivergences(all), diagnostics, sources)
    }

    /// Why a divergence list was not read, as a message.
    static func describe(_ problem: BoundedFile.Problem) -> String {
        switch problem {
        case .missing: return "cannot read the divergence list: it no longer exists"
        case .notRegularFile: return "the divergence list is not a regular file"
        case .tooLarge(let size):
            return
                "the divergence list holds \(Limits.describe(count: size)) bytes, over the \(Limits.describe(bytes: Limits.maxSpecBytes)) limit; it was not read"
        case .system(let reason): return "cannot read the divergence list: \(reason)"
        }
    }
}
