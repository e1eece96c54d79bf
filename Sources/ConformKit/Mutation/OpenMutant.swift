/// A mutant the spec leaves open: the expectations let it through, and the spec says why — the
/// change is about an event it declares `unspecified`, or it declares the mutant `equivalent`. It
/// is reported with that reason and counted as not killed (docs/mutation.md, "Mutants left open").
package struct OpenMutant: Sendable, Hashable {
    /// The change in words, as a survivor's ("`paywall.closed purchased` is dropped").
    package var description: String
    /// `.unspecified` or `.equivalent`.
    package var reason: SetApartReason
    /// What the spec wrote: the unspecified pattern (`paywall.closed`), or the equivalent's reason.
    package var because: String
}
