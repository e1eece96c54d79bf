import ConformKit

/// The reference adapters that ship with Conform and exist without any configuration.
public enum BuiltinAdapters {
    /// Every built-in adapter, in a fixed order: Miniwall, then Adapty from the newest surface down.
    public static var all: [any Adapter] {
        [MiniwallAdapter()] + AdaptyAdapters.all
    }
}
