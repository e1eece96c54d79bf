extension EquivalentMutant {
    /// Whether the entry covers the mutant described `words` on the adapter `adapter`, its
    /// `adapters` read by `names` as a scope is (`adapty@3.12` covers `adapty@3.12.0`).
    package func covers(_ words: String, adapter: AdapterName, names: AdapterNames) -> Bool {
        words == mutant && names.includes(Scope(adapters: adapters), adapter)
    }
}
