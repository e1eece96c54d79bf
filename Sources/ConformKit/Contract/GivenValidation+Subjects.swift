extension GivenValidation {
    /// The problem of a `paywall.closed <subject>` expectation whose subject no adapter the spec
    /// runs on closes the paywall with — AppDNA's `never: [paywall.closed closed]`, which would pass
    /// however AppDNA closed it (`dismissed`) — or nil. Judged against the adapters the workspace
    /// runs (all of them without a list) that the spec's scope includes and that observe
    /// `paywall.closed`; not judged when one of them does not declare its subjects (an external
    /// adapter), or when the subject is a wildcard.
    func closeSubjectProblem(_ pattern: EventPattern, in spec: Spec, at location: SourceLocation) -> Diagnostic? {
        guard !pattern.isPrefix, pattern.name == EventName.paywallClosed.rawValue, let subject = pattern.subject,
            !subject.contains("*"), !subject.contains("<")
        else { return nil }
        let candidates = closers.filter { runs($0.adapter) && names.scope(spec.scope, includes: $0.adapter) }
        guard !candidates.isEmpty else { return nil }
        var declared: [String: Set<String>] = [:]
        for candidate in candidates {
            guard let subjects = candidate.subjects else { return nil }
            declared[candidate.adapter] = subjects
        }
        guard !declared.values.contains(where: { $0.contains(subject) }) else { return nil }
        let every = declared.values.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted()
        let who = declared.keys.sorted()
        let whose = who.count <= 3 ? who.map { "'\($0)'" }.joined(separator: ", ") : "'\(who[0])' and \(who.count - 1) more"
        var notes = [
            "\(whose) close\(who.count == 1 ? "s" : "") the paywall as " + every.map { "'\($0)'" }.joined(separator: ", ")
                + ": an expectation of '\(NodeReader.excerpt(subject))' could never match, and a never: of it would always pass"
        ]
        if let near = Suggestion.nearest(to: subject, among: every) { notes.append("did you mean 'paywall.closed \(near)'?") }
        notes.append(
            "next: expect a subject the SDK closes with ('conform adapters -v \(who[0])' lists them under 'closes as'), or 'paywall.closed' alone for any"
        )
        return Diagnostic(
            id: .specUnknownSubject, location: location,
            message: "no adapter this spec runs on closes the paywall as '\(NodeReader.excerpt(subject))'", notes: notes)
    }
}
