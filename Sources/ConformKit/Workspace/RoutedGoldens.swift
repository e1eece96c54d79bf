/// Goldens kept where each adapter lives: a package's adapters in the package's golden folder,
/// every other adapter in the workspace's.
struct RoutedGoldens: GoldenChecking {
    /// The workspace's goldens.
    let main: GoldenFiles
    /// The goldens of package adapters, by adapter id.
    let routes: [String: GoldenFiles]

    /// Compares with (or writes) the golden in the adapter's home.
    func check(_ transcript: Transcript, text: String, update: Bool, failing: Violation?) -> GoldenOutcome {
        (routes[transcript.adapterID] ?? main).check(transcript, text: text, update: update, failing: failing)
    }
}
