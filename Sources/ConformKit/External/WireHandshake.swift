/// What an adapter declares in its `ready` reply to `hello`: who it is and what it can do.
package struct WireHandshake: Sendable, Hashable {
    /// The protocol the adapter speaks: `conform/1` or `conform/2` (`WireProtocol`); a connection
    /// refuses any other.
    package var protocolVersion = WireProtocol.newest.rawValue
    /// The adapter's own name, e.g. `miniwall@web`.
    package var adapter: String
    /// The SDK it drives or models, e.g. `Miniwall Web`.
    package var sdk: String
    /// The SDK's version, e.g. `1.x (docs)`.
    package var sdkVersion: String
    /// One line on what it is, if given.
    package var summary: String?
    /// Capabilities specs may require.
    package var capabilities: [String] = []
    /// The canonical events (names or families) its SDK emits: the callback surface of that SDK
    /// version. Expecting another event fails and says the SDK has no such callback. Read from
    /// `emits`, or from `observes`, the field's first name, which means the same.
    package var emits: [String] = []
    /// Events (names or families) the SDK has but the adapter cannot see: expectations about them
    /// are not observable. Rare; absent is empty.
    package var cannotSee: [String] = []
    /// Host handlers a spec may declare in `given.handlers`, with their signatures when the
    /// adapter declares them (a name alone accepts any behaviour).
    package var handlers: [HandlerSignature] = []
    /// SDK options a spec may set in `given.options`, with the values they accept when the adapter
    /// declares them (a name alone accepts any value).
    package var options: [OptionDeclaration] = []
    /// Argument keys whose values vary run to run.
    package var volatile: [String] = []

    /// The version it speaks; `conform/1` for a name the runner does not speak (only a replay
    /// declaration, which no connection checks, can carry one), the version with the fewest rules.
    package var wireProtocol: WireProtocol { WireProtocol(rawValue: protocolVersion) ?? .v1 }

    /// The declaration the runner works with, under the id the user gave the adapter.
    package func info(id: String) -> AdapterInfo {
        var info = AdapterInfo(
            id: id, sdk: sdk, sdkVersion: sdkVersion,
            summary: summary ?? "external adapter '\(adapter)'",
            capabilities: Set(capabilities.map(Capability.init(rawValue:))), emits: Set(emits),
            handlers: handlers, options: options, volatileArguments: Set(volatile))
        info.cannotSee = Set(cannotSee)
        info.familiesCoverUnlistedEvents = wireProtocol.familiesCoverUnlistedEvents
        return info
    }

    /// Writes the handshake's fields into the current object.
    func write(to w: inout JSONWriter) {
        w.string("protocol", protocolVersion)
        w.string("adapter", adapter)
        w.string("sdk", sdk)
        w.string("sdk_version", sdkVersion)
        if let summary { w.string("summary", summary) }
        w.strings("capabilities", capabilities)
        w.strings("emits", emits)
        if !cannotSee.isEmpty { w.strings("cannot_see", cannotSee) }
        WireDeclarations.write(handlers, key: "handlers", to: &w)
        WireDeclarations.write(options, key: "options", to: &w)
        w.strings("volatile", volatile)
    }

    /// Reads the handshake's fields from a `ready` message.
    static func read(_ fields: WireFields) throws(WireDecodingError) -> WireHandshake {
        WireHandshake(
            protocolVersion: try fields.string("protocol"), adapter: try fields.string("adapter"),
            sdk: try fields.string("sdk"), sdkVersion: try fields.string("sdk_version"),
            summary: try fields.optionalString("summary"), capabilities: try fields.strings("capabilities"),
            emits: try fields.has("emits") ? fields.strings("emits") : fields.strings("observes"),
            cannotSee: try fields.optionalStrings("cannot_see"), handlers: try WireDeclarations.handlers(fields, "handlers"),
            options: try WireDeclarations.options(fields, "options"), volatile: try fields.optionalStrings("volatile"))
    }
}
