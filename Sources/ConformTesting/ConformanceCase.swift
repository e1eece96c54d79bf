/// One test case of a suite: a spec and an adapter in its scope, or a spec file that cannot be read
/// (`adapterID` nil). Swift Testing runs one test per case (`@Test(arguments: suite.cases)`), named
/// `spec × adapter`, so a report lists each pair on its own.
public struct ConformanceCase: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The spec's id (`common/purchase/success`).
    public var specID: String
    /// The adapter's id; nil for a spec file that could not be read.
    public var adapterID: String?
    /// The spec file's full path.
    public var file: String

    public init(specID: String, adapterID: String?, file: String) {
        self.specID = specID
        self.adapterID = adapterID
        self.file = file
    }

    /// `common/purchase/success × adapty@3`, or `common/purchase/typo (invalid spec)`.
    public var description: String {
        adapterID.map { "\(specID) × \($0)" } ?? "\(specID) (invalid spec)"
    }
}

#if canImport(Testing)
    import Testing

    extension ConformanceCase: CustomTestStringConvertible {
        /// How Swift Testing names the case: `common/purchase/success × adapty@3`.
        public var testDescription: String { description }
    }
#endif
