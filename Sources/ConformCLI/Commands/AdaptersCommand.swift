import ConformKit

/// `conform adapters`: every adapter with its SDK version, capabilities and observable events.
enum AdaptersCommand {
    static func main(_ a: Arguments) throws -> Int32 {
        let workspace = try Workspace.load()
        var out = ""
        for id in workspace.registry.keys.sorted() {
            guard let info = workspace.registry[id]?.info else { continue }
            out += "\(info.id)  —  \(info.sdk) \(info.sdkVersion)\n"
            out += "    \(info.summary)\n"
            out += "    capabilities: \(info.capabilities.sorted().map(\.rawValue).joined(separator: ", "))\n"
            out += "    observes: \(info.observableFamilies.sorted().joined(separator: ", "))\n"
            if !info.handlers.isEmpty { out += "    handlers: \(info.handlers.sorted().joined(separator: ", "))\n" }
            if !info.options.isEmpty { out += "    options: \(info.options.sorted().joined(separator: ", "))\n" }
        }
        Terminal.out(out)
        return 0
    }
}
