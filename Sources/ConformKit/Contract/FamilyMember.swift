/// One version of a versioned model through one of its variants, as an adapter id names it:
/// `adapty@3.9.2` or `adapty@3.9.2-swiftui`.
package struct FamilyMember: Sendable, Hashable, CustomStringConvertible {
    /// The family name before the `@`.
    package var family: String
    package var version: SDKVersion
    /// The variant suffix (`swiftui`), or nil for the default variant.
    package var variant: String?

    package init(family: String, version: SDKVersion, variant: String? = nil) {
        self.family = family
        self.version = version
        self.variant = variant
    }

    /// The canonical id, with the full version: `adapty@3.9.2-swiftui`.
    package var id: String { "\(family)@\(version)" + (variant.map { "-\($0)" } ?? "") }

    /// The canonical id.
    package var description: String { id }
}
