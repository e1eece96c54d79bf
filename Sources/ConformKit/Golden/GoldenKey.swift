/// Which golden: one adapter's transcript of one spec, `Golden/<adapterID>/<specID>.transcript`.
package struct GoldenKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The adapter's id, `miniwall` or `adapty@3`: the golden's folder.
    package var adapterID: String
    /// The spec's id, `purchase/success`: the golden's path inside that folder.
    package var specID: String

    package init(adapterID: String, specID: String) {
        self.adapterID = adapterID
        self.specID = specID
    }

    /// The key of `transcript`.
    package init(_ transcript: Transcript) {
        self.init(adapterID: transcript.adapterID, specID: transcript.specID)
    }

    /// Orders by adapter, then spec, so listings are deterministic.
    package static func < (lhs: GoldenKey, rhs: GoldenKey) -> Bool {
        (lhs.adapterID, lhs.specID) < (rhs.adapterID, rhs.specID)
    }

    /// `miniwall/purchase/success`: the golden's path under the root, without the extension.
    package var description: String { "\(adapterID)/\(specID)" }
}
