import ConformKit

/// `conform adapters`: every adapter with its SDK version, capabilities, the events it emits, and
/// the handlers (with their signatures) and options (with their values) specs may set; then the
/// versioned models with their ranges. `--versions NAME`: one model's gates with their sources.
enum AdaptersCommand {
    /// Lists the adapters and versioned models, or one model's gates (`--versions NAME`).
    static func main(_ a: Arguments) throws -> Int32 {
        let workspace = try Workspace.load()
        if let name = a.value("--versions") {
            guard let family = workspace.family(named: name) else {
                throw ConformError.input("'\(name)' is no versioned model",
                                         next: Workspace.suggestion(for: name, among: workspace.families.map(\.name)))
            }
            Terminal.out(versions(family))
            return 0
        }
        var out = ""
        for id in a.positional where workspace.registry[id] == nil {
            throw ConformError.input("unknown adapter '\(id)'", next: Workspace.suggestion(for: id, among: workspace.registry.keys.sorted()))
        }
        for id in workspace.registry.keys.sorted() where a.positional.isEmpty || a.positional.contains(id) {
            guard let info = workspace.registry[id]?.info else { continue }
            // An external or replay adapter declares its SDK, summary and surface itself: escaped.
            let e = VisibleText.escaped(_:) as (String) -> String
            out += "\(e(info.id))  —  \(e(info.sdk)) \(e(info.sdkVersion))\n"
            out += "    \(e(info.summary))\n"
            out += "    capabilities: \(e(info.capabilities.sorted().map(\.rawValue).joined(separator: ", ")))\n"
            out += "    emits: \(e(info.emits.sorted().joined(separator: ", ")))\n"
            if !info.cannotSee.isEmpty { out += "    cannot see: \(e(info.cannotSee.sorted().joined(separator: ", "))) (not observable)\n" }
            // Each handler with what a spec may say it does and its native signature; each option with its values.
            if !info.handlers.isEmpty { out += "    handlers:\n" + info.handlers.keys.sorted().compactMap { info.handlers[$0].map { "      \(e($0.line))\n" } }.joined() }
            if !info.options.isEmpty { out += "    options:\n" + info.options.keys.sorted().compactMap { info.options[$0].map { "      \(e($0.line))\n" } }.joined() }
        }
        for family in workspace.families {
            out += "\(family.name)@<version>\(family.variants.map { "[-\($0)]" }.joined())  —  \(family.sdk), any version \(family.rangeDescription)\n"
            out += "    a versioned model: 'conform adapters --versions \(family.name)' lists the gates where its behaviour changes\n"
        }
        Terminal.out(out)
        return 0
    }

    /// The range, variants and every gate of `family`, oldest first, each with its kind, what it
    /// changes for the app and its source.
    static func versions(_ family: any VersionedAdapterFamily) -> String {
        var out = "\(family.name)  —  \(family.sdk), a versioned model\n"
        out += "  versions: \(family.rangeDescription) (name one as '\(family.name)@<version>'"
        out += family.variants.map { ", or '\(family.name)@<version>-\($0)'" }.joined() + ")\n"
        out += "  gates: \(family.gates.count), each the first version with a behaviour\n"
        for gate in family.gates {
            let when = gate.variant.map { "-\($0)" } ?? "\(gate.version)"
            out += "\n  \(when)  \(gate.id)  (\(gate.change.label))\n"
            out += "      \(gate.summary)\n"
            if let before = gate.before, let after = gate.after, before != after {
                out += "      \(before) → \(after)\n"
            } else if let method = gate.after ?? gate.before {
                out += "      \(method)\n"
            }
            out += "      source: \(gate.source)\n"
            if let tag = gate.tag, let commit = gate.commit { out += "      tag: \(tag), commit \(commit)\n" }
        }
        return out
    }
}
