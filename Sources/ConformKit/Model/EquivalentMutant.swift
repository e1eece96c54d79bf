/// A surviving mutant a spec declares equivalent — a change its contract allows — with the reason,
/// written under the spec's `equivalent:` key and reviewed like a known divergence:
///
/// ```yaml
/// equivalent:
///   - mutant: "`paywall.closed purchased` comes after `purchase.completed premium_monthly`"
///     reason: the docs say the paywall closes after the purchase, in either order of callbacks
///     adapters: [miniwall]          # optional: only on these adapters
/// ```
///
/// `conform mutate` sets such a mutant apart (not counted), and reports an entry that matches no
/// mutant, so a stale entry does not hide a later regression.
package struct EquivalentMutant: Sendable, Hashable {
    /// The change in the words `conform mutate` prints after "still passes if".
    package var mutant: String
    /// Why the contract allows it.
    package var reason: String
    /// The adapters it is equivalent on, as a spec's `scope.adapters` selects them (a family, a
    /// variant, one version: `AdapterNames.selector(_:)`, asked in `Mutation`); empty for every adapter.
    package var adapters: [String]

    package init(mutant: String, reason: String, adapters: [String] = []) {
        self.mutant = mutant
        self.reason = reason
        self.adapters = adapters
    }
}
