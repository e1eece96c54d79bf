extension EventPattern {
    /// Whether the pattern, where an expectation requires an event (`order`, `exact`, a `count`),
    /// names one: `*` alone, `* key=*`, `* @2s` or a family prefix (`purchase.*`) requires no event
    /// the contract names, so it pins nothing.
    package var namesAnEvent: Bool { !isPrefix && !name.isEmpty }

    /// Whether the pattern, in `never`, rules out events the contract names: an event or a family
    /// (`purchase.*`); `*` with any qualifier (`* other`, `* native=…`, `* @2s`) rules out whatever
    /// carries a value or a time, not an event of the contract.
    package var forbidsAnEvent: Bool { !name.isEmpty }
}

extension CountExpectation {
    /// Whether the count pins an event: its pattern names one, or it is `0` of a pattern that rules
    /// out events the contract names (`purchase.*: 0`, as `never` does).
    package var pinsAnEvent: Bool { pattern.namesAnEvent || (maximum == 0 && pattern.forbidsAnEvent) }
}
