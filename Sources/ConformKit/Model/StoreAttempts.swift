/// Counts the purchase attempts of each product, and the restores, in one spec and answers with the
/// store's answer to each — so an adapter never counts attempts itself.
package struct StoreAttempts: Sendable {
    /// The world whose store answers.
    package let given: Given
    /// How many purchases of each product were attempted so far.
    package private(set) var counts: [String: Int] = [:]
    /// How many restores were started so far.
    package private(set) var restores = 0
    /// How many web paywall navigations were started so far.
    package private(set) var webNavigations = 0

    /// Starts counting the attempts of `given`'s products.
    package init(_ given: Given) {
        self.given = given
    }

    /// A purchase of `product` is attempted now: the store's answer to this attempt, counting it.
    package mutating func next(_ product: String) -> StoreAnswer {
        let attempt = counts[product, default: 0]
        counts[product] = attempt + 1
        return given.storeAnswer(for: product, attempt: attempt)
    }

    /// A restore starts now: what it finds and how long it takes, counting it.
    package mutating func nextRestore() -> Given.RestoreAttempt {
        defer { restores += 1 }
        return given.restore(attempt: restores)
    }

    /// A web paywall navigation starts now: what `given.web_navigation` answers it (nil when the
    /// spec does not say), counting it.
    package mutating func nextWebNavigation() -> WebNavigationAnswer? {
        defer { webNavigations += 1 }
        return given.webNavigation(attempt: webNavigations)
    }
}
