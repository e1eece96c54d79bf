/// Which golden: one adapter's transcript of one spec, `Golden/<adapterID>/<specID>.transcript`.
public struct GoldenKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The adapter's id, `miniwall` or `adapty@3`: the golden's folder.
    public var adapterID: String
    /// The spec's id, `purchase/success`: the golden's path inside that folder.
    public var specID: String

    /// Creates a key.
    public init(adapterID: String, specID: String) {
        self.adapterID = adapterID
        self.specID = specID
    }

    /// The key of `transcript`.
    public init(_ transcript: Transcript) {
        self.init(adapterID: transcript.adapterID, specID: transcript.specID)
    }

    /// Orders by adapter, then spec, so listings are deterministic.
    public static func < (lhs: GoldenKey, rhs: GoldenKey) -> Bool {
        (lhs.adapterID, lhs.specID) < (rhs.adapterID, rhs.specID)
    }

    /// `miniwall/purchase/success`: the golden's path under the root, without the extension.
    public var description: String { "\(adapterID)/\(specID)" }
}
