import ConformKit

/// Every built-in reference adapter, in the order `conform adapters` lists them.
public enum BuiltinAdapters {
    /// The built-in adapters.
    public static var all: [any Adapter] { [] }
}
