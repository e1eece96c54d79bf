import ConformKit

/// `conform adapters`: every adapter with its SDK version, capabilities, observable events, and the
/// handlers (with their signatures) and options (with their values) specs may set.
enum AdaptersCommand {
    static func main(_ a: Arguments) throws -> Int32 {
        let workspace = try Workspace.load()
        var out = ""
        for id in a.positional where workspace.registry[id] == nil {
            throw ConformError.input("unknown adapter '\(id)'", next: Workspace.suggestion(for: id, among: workspace.registry.keys.sorted()))
        }
        for id in workspace.registry.keys.sorted() where a.positional.isEmpty || a.positional.contains(id) {
            guard let info = workspace.registry[id]?.info else { continue }
            out += "\(info.id)  —  \(info.sdk) \(info.sdkVersion)\n"
            out += "    \(info.summary)\n"
            out += "    capabilities: \(info.capabilities.sorted().map(\.rawValue).joined(separator: ", "))\n"
            out += "    emits: \(info.emits.sorted().joined(separator: ", "))\n"
            if !info.cannotSee.isEmpty { out += "    cannot see: \(info.cannotSee.sorted().joined(separator: ", ")) (not observable)\n" }
            // Each handler with what a spec may say it does and its native signature; each option with its values.
            if !info.handlers.isEmpty { out += "    handlers:\n" + info.handlers.keys.sorted().compactMap { info.handlers[$0].map { "      \($0.line)\n" } }.joined() }
            if !info.options.isEmpty { out += "    options:\n" + info.options.keys.sorted().compactMap { info.options[$0].map { "      \($0.line)\n" } }.joined() }
        }
        Terminal.out(out)
        return 0
    }
}
