import ConformKit

/// `conform adapters`: every adapter with its SDK version, capabilities, the events it emits, and
/// the handlers (with their signatures) and options (with their values) specs may set; then the
/// versioned models with their ranges. `--versions NAME`: one model's gates with their sources.
enum AdaptersCommand {
    static let declaration = CommandDeclaration(
        name: "adapters",
        summary: "list the adapters, their capabilities, and the versioned models",
        description: [
            """
            Lists every adapter (built-in and from conform.yaml), a line each: its SDK and version, what \
            kind it is, and how many capabilities, host handlers and SDK options it has; then the \
            versioned models, which answer for any version in their range ('adapty@3.9.2'), each with its \
            vendor and platform (a vendor's platforms listed together). Name \
            adapters, or add -v for every one, to see them in full: the events their SDK emits (and \
            those it has but the harness cannot see), each handler (what a spec may say it does, and its \
            native signature) and each option (the values it takes).
            """,
            """
            '--versions NAME' lists one versioned model's gates instead: each version where its behaviour \
            changes, the kind of change, the app's methods it concerns, and the source it cites.
            """
        ],
        arguments: [.optional("ADAPTER", repeating: true, help: "only these adapters (default: every one)")],
        options: [versions, verbose],
        examples: [
            "conform adapters",
            "conform adapters adapty@3 miniwall",
            "conform adapters --versions adapty"
        ],
        exitCodes: ExitCodeDeclaration.listing("the adapters were listed"))

    static let versions = Option<String?>("--versions", "NAME", help: "list the version gates of the versioned model NAME, such as 'adapty'")
    static let verbose = Flag("--verbose", short: "v", help: "every adapter in full: events, handlers, options")

    /// Lists the adapters and versioned models, or one model's gates (`--versions NAME`).
    static func main(_ a: Arguments) throws -> Int32 {
        let workspace = try Workspace.load()
        if let name = try a[versions] {
            guard let family = workspace.family(named: name) else {
                throw ConformError.input(
                    "'\(name)' is no versioned model",
                    next: Workspace.suggestion(for: name, among: workspace.families.map(\.name)))
            }
            Terminal.out(versions(family))
            return ExitStatus.success
        }
        for id in a.positional where workspace.registry[id] == nil {
            throw ConformError.input("unknown adapter '\(id)'", next: Workspace.suggestion(for: id, among: workspace.registry.keys.sorted()))
        }
        let ids = workspace.registry.keys.sorted().filter { a.positional.isEmpty || a.positional.contains($0) }
        // Every adapter in full when named or with -v; otherwise a line each, which says how to see more.
        let full = !a.positional.isEmpty || a[verbose]
        let width = ids.map(\.count).max() ?? 0
        var out = ""
        for adapter in ids.compactMap({ workspace.registry[$0] }) {
            out += full ? details(adapter.info) : summary(adapter, width: width)
        }
        if !a.positional.isEmpty {
            Terminal.out(out)
            return ExitStatus.success
        }
        // A vendor's platforms side by side, iOS first.
        for family in workspace.families.sorted(by: { ($0.vendor, $0.platform, $0.name) < ($1.vendor, $1.platform, $1.name) }) {
            let name = "\(family.name)@<version>\(family.variants.map { "[-\($0)]" }.joined())"
            out +=
                (full ? "\(name)  —  " : "\(name)  ")
                + "\(family.sdk), any version \(family.rangeDescription); vendor \(family.vendor), \(family.platform.label)\n"
            out += "    a versioned model: 'conform adapters --versions \(family.name)' lists the gates where its behaviour changes\n"
        }
        if !full {
            out +=
                "\(FailureText.count(ids.count, "adapter")) and \(FailureText.count(workspace.families.count, "versioned model"))"
                + ": 'conform adapters ID…' shows one in full (handlers, options, events), '-v' every one\n"
        }
        Terminal.out(out)
        return ExitStatus.success
    }

    /// One adapter in a line: its id, SDK, kind and how much a spec can set.
    static func summary(_ adapter: any Adapter, width: Int) -> String {
        let info = adapter.info
        let e = VisibleText.escaped(_:) as (String) -> String
        let kind = adapter is ExternalAdapter ? "external" : adapter is ReplayAdapter ? "replay" : "built-in model"
        var counts = [FailureText.count(info.capabilities.count, "capability", plural: "capabilities")]
        if !info.handlers.isEmpty { counts.append(FailureText.count(info.handlers.count, "handler")) }
        if !info.options.isEmpty { counts.append(FailureText.count(info.options.count, "option")) }
        // An external or replay adapter declares its SDK and version itself: escaped.
        return
            "\(e(info.id).padding(toLength: width, withPad: " ", startingAt: 0))  \(e(info.sdk)) \(e(info.sdkVersion)), \(kind): \(counts.joined(separator: ", "))\n"
    }

    /// One adapter in full: what it models, its capabilities, the events it emits, each handler
    /// with what a spec may say it does and its native signature, each option with its values.
    static func details(_ info: AdapterInfo) -> String {
        // An external or replay adapter declares its SDK, summary and surface itself: escaped.
        let e = VisibleText.escaped(_:) as (String) -> String
        var out = "\(e(info.id))  —  \(e(info.sdk)) \(e(info.sdkVersion))\n"
        out += "    \(e(info.summary))\n"
        out += "    capabilities: \(e(info.capabilities.sorted().map(\.rawValue).joined(separator: ", ")))\n"
        out += "    emits: \(e(info.emits.sorted().joined(separator: ", ")))\n"
        if let subjects = info.closeSubjects {
            out += "    closes as: \(e(subjects.sorted().joined(separator: ", "))) (the subjects of paywall.closed)\n"
        }
        if !info.cannotSee.isEmpty { out += "    cannot see: \(e(info.cannotSee.sorted().joined(separator: ", "))) (not observable)\n" }
        if !info.handlers.isEmpty {
            out += "    handlers:\n" + info.handlers.sorted { $0.key < $1.key }.map { "      \(e($0.value.line))\n" }.joined()
        }
        if !info.options.isEmpty { out += "    options:\n" + info.options.sorted { $0.key < $1.key }.map { "      \(e($0.value.line))\n" }.joined() }
        return out
    }

    /// The range, variants and every gate of `family`, oldest first, each with its kind, what it
    /// changes for the app and its source.
    static func versions(_ family: any VersionedAdapterFamily) -> String {
        var out = "\(family.name)  —  \(family.sdk), a versioned model\n"
        out += "  vendor: \(family.vendor), platform: \(family.platform.label)\n"
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
