/// The ids of problems in known-divergence lists.
extension DiagnosticID {
    /// `divergence.bad-id`: a divergence entry whose key is not a spec id.
    package static let divergenceBadID = DiagnosticID(rawValue: "divergence.bad-id")
    /// `divergence.no-reason`: a divergence entry that gives no reason.
    package static let divergenceNoReason = DiagnosticID(rawValue: "divergence.no-reason")
    /// `divergence.not-utf8`: a divergence list that is not valid UTF-8.
    package static let divergenceNotUTF8 = DiagnosticID(rawValue: "divergence.not-utf8")
    /// `divergence.stale`: (`check --strict`) an entry for a spec that does not exist or is scoped away from the entry's adapter.
    package static let divergenceStale = DiagnosticID(rawValue: "divergence.stale")
    /// `divergence.unreadable`: a divergence list that cannot be read.
    package static let divergenceUnreadable = DiagnosticID(rawValue: "divergence.unreadable")
    /// `divergence.wrong-type`: a divergence list that is not a mapping of spec ids to reasons.
    package static let divergenceWrongType = DiagnosticID(rawValue: "divergence.wrong-type")
}
