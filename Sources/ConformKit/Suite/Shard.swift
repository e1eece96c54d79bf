/// `--shard I/N`: every spec in exactly one shard, shards within one spec of each other in size,
/// the same split on every machine (by position in id order).
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// This shard, 1-based.
    package var index: Int
    /// How many shards.
    package var count: Int

    /// Reads `I/N`; nil when it is not that form or I is outside 1…N.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 10_000, i >= 1, i <= n else { return nil }
        index = i
        count = n
    }

    /// `I/N`.
    package var description: String { "\(index)/\(count)" }

    /// Whether the item at `position` (0-based, in id order) belongs to this shard.
    package func contains(position: Int) -> Bool { position % count == index - 1 }

    /// This shard's part of the selected specs and invalid files: positions are taken in one id
    /// order over valid and invalid files alike, so every file lands in exactly one shard.
    package func split(_ specs: [Spec], _ invalid: [SuiteLoader.InvalidFile]) -> ([Spec], [SuiteLoader.InvalidFile]) {
        let order = (specs.map(\.id) + invalid.map { $0.specID ?? $0.file }).sorted()
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return (
            specs.filter { contains(position: position[$0.id] ?? 0) },
            invalid.filter { contains(position: position[$0.specID ?? $0.file] ?? 0) }
        )
    }
}
