/// What mutating one passing (spec, adapter) pair found: how many mutants its transcript has, how
/// many were checked and killed per operator, and the ones that survived.
public struct PairMutation: Sendable {
    /// The spec's id.
    public var specID: String
    /// The spec's file.
    public var specFile: String
    /// The adapter's id.
    public var adapterID: String
    /// How many mutants the transcript has; more than were checked when the pair hit the limit.
    public var generated: Int
    /// Mutants checked and killed, per operator.
    public var operators: OperatorScores
    /// The mutants the expectations let through, in enumeration order.
    public var survivors: [Mutant]

    /// Creates a pair's result.
    public init(specID: String, specFile: String, adapterID: String, generated: Int, operators: OperatorScores, survivors: [Mutant]) {
        self.specID = specID
        self.specFile = specFile
        self.adapterID = adapterID
        self.generated = generated
        self.operators = operators
        self.survivors = survivors
    }

    /// Mutants checked and killed, all operators together.
    public var score: MutationScore { operators.total }

    /// Whether the pair had more mutants than the limit let it check.
    public var capped: Bool { generated > score.mutants }
}
