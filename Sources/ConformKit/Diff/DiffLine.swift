/// One line of an event-aware transcript diff.
package enum DiffLine: Sendable, Hashable {
    /// An entry both transcripts have, unchanged.
    case same(Transcript.Entry)
    /// An entry only the old transcript (the golden) has.
    case removed(Transcript.Entry)
    /// An entry only the new transcript (this run) has.
    case added(Transcript.Entry)
    /// The same step, or an event with the same canonical name and subject, whose native form,
    /// arguments or time changed.
    case changed(old: Transcript.Entry, new: Transcript.Entry)
    /// The paywall ended up differently.
    case finalChanged(old: FinalState, new: FinalState)
    /// A header field (`spec`, `adapter`, `sdk`) differs.
    case headerChanged(field: String, old: String, new: String)

    /// Whether the line is a change (anything but `same`).
    package var isChange: Bool {
        if case .same = self { return false }
        return true
    }
}
