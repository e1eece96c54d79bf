/// Which specs of a suite a run takes: id globs and tags.
package struct Selection: Sendable, Hashable {
    /// Only specs whose id matches one of these (empty: all).
    package var filters: [Glob]
    /// Only specs with at least one of these tags (empty: all).
    package var tags: [String]

    /// Creates a selection; with no filter and no tag it takes everything.
    package init(filters: [Glob] = [], tags: [String] = []) {
        self.filters = filters
        self.tags = tags
    }

    /// Whether nothing is filtered out.
    package var takesEverything: Bool { filters.isEmpty && tags.isEmpty }

    /// Whether `spec` is selected.
    package func selects(_ spec: Spec) -> Bool {
        if !filters.isEmpty, !filters.contains(where: { $0.matches(spec.id) }) { return false }
        if !tags.isEmpty, !spec.tags.contains(where: tags.contains) { return false }
        return true
    }

    /// Whether an invalid file is selected (filters apply to its id; tags cannot be read from it).
    package func selects(invalid file: SuiteLoader.InvalidFile) -> Bool {
        guard !filters.isEmpty else { return true }
        guard let id = file.specID else { return true }
        return filters.contains { $0.matches(id) }
    }
}
