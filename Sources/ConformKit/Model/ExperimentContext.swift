/// The experiment and variant the app says a presentation belongs to (`given.experiment`): what
/// AppDNA's `PaywallContext(experiment:variant:)` carries. Whether the SDK does anything with them
/// is the adapter's to show; the capability `experiment-context` says the app can pass them at all.
package struct ExperimentContext: Sendable, Hashable {
    /// The experiment's identifier (`spring_sale`).
    package var id: String
    /// The variant within it (`annual_first`), when the app names one.
    package var variant: String?

    package init(id: String, variant: String? = nil) {
        self.id = id
        self.variant = variant
    }
}
