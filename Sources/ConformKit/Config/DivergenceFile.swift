import Foundation

/// Reads known-divergence lists: `<folder>/<adapter>.yaml`, each a mapping of spec id to reason.
public enum DivergenceFile {
    /// Parses one list for `adapter`.
    public static func parse(_ text: String, file: String, adapter: String) -> (entries: [KnownDivergences.Entry], diagnostics: [Diagnostic]) {
        let parsed = YAMLParser.parse(text, file: file)
        guard let root = parsed.root else { return ([], parsed.diagnostics) }
        var reader = NodeReader()
        var entries: [KnownDivergences.Entry] = []
        if let mapping = root.entries {
            for entry in mapping {
                guard SpecID.isValid(entry.key) else {
                    reader.error("divergence.bad-id", at: entry.keyLocation, "'\(entry.key)' is not a spec id")
                    continue
                }
                guard let reason = reader.string(entry.value, "the reason for '\(entry.key)'"), !reason.isEmpty else {
                    if entry.value.scalar == "" { reader.error("divergence.no-reason", at: entry.value.location, "the entry for '\(entry.key)' gives no reason") }
                    continue
                }
                entries.append(KnownDivergences.Entry(adapter: adapter, spec: entry.key, reason: reason, location: entry.keyLocation))
            }
        } else {
            reader.error("divergence.wrong-type", at: root.location, "a divergence list must map spec ids to reasons",
                         notes: ["for example: purchase/pending-closes: the docs say nothing about pending"])
        }
        return (entries, (parsed.diagnostics + reader.diagnostics).sorted())
    }

    /// Loads every list in `folder` for the given adapters; missing files mean no divergences.
    public static func load(folder: String, adapters: [String]) -> (KnownDivergences, [Diagnostic], [String: String]) {
        var all: [KnownDivergences.Entry] = []
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        for adapter in adapters {
            let path = folder + "/" + adapter + ".yaml"
            guard let data = FileManager.default.contents(atPath: path), let text = String(validating: data, as: UTF8.self) else { continue }
            sources[path] = text
            let parsed = parse(text, file: path, adapter: adapter)
            all += parsed.entries
            diagnostics += parsed.diagnostics
        }
        return (KnownDivergences(all), diagnostics, sources)
    }
}
