/// The ids of problems in spec files: the schema, the suite's files.
extension DiagnosticID {
    /// `spec.default-cannot-run`: (`check --strict`) a spec citing a handler's default while leaving the handler to the app.
    package static let specDefaultCannotRun = DiagnosticID(rawValue: "spec.default-cannot-run")
    /// `spec.never-unspecified`: (`check --strict`) a `never:` of an event the spec declares unspecified.
    package static let specNeverUnspecified = DiagnosticID(rawValue: "spec.never-unspecified")
    /// `spec.runs-nowhere`: (`check --strict`) a spec no adapter of the workspace runs.
    package static let specRunsNowhere = DiagnosticID(rawValue: "spec.runs-nowhere")
    /// `spec.unobservable-everywhere`: (`check --strict`) an expectation no adapter that runs the spec can observe.
    package static let specUnobservableEverywhere = DiagnosticID(rawValue: "spec.unobservable-everywhere")
    /// `spec.vacuous-count`: (`check --strict`) a count from zero with no upper bound.
    package static let specVacuousCount = DiagnosticID(rawValue: "spec.vacuous-count")
    /// `spec.vacuous-never`: (`check --strict`) a `never:` of an event no adapter that runs the spec emits.
    package static let specVacuousNever = DiagnosticID(rawValue: "spec.vacuous-never")
    /// `spec.bad-count`: a count that is not `n`, `a..b` or `>=n`.
    package static let specBadCount = DiagnosticID(rawValue: "spec.bad-count")
    /// `spec.bad-duration`: a duration that is not `2s`, `500ms` or the like.
    package static let specBadDuration = DiagnosticID(rawValue: "spec.bad-duration")
    /// `spec.bad-event`: an event pattern that does not read `name [subject] [key=value …] [@time]`.
    package static let specBadEvent = DiagnosticID(rawValue: "spec.bad-event")
    /// `spec.bad-group`: an `any_order` group with fewer than two events.
    package static let specBadGroup = DiagnosticID(rawValue: "spec.bad-group")
    /// `spec.open-everything` (`check --strict`): `unspecified: ['*']`, which leaves every event open.
    package static let specOpenEverything = DiagnosticID(rawValue: "spec.open-everything")
    /// `spec.pins-no-event` (`check --strict`): a pattern that names no event where one is required
    /// (`*`, `* key=*`, `* @2s`, a family prefix in `order`, `exact` or `count`; `*` in `never`), which
    /// `conform mutate` scores as pinning nothing.
    package static let specPinsNoEvent = DiagnosticID(rawValue: "spec.pins-no-event")
    /// `spec.unsupported-equivalent` (`check --strict`): an `equivalent:` whose reason cites nothing
    /// (no URL, no path, no spec) that says the contract allows the mutant.
    package static let specUnsupportedEquivalent = DiagnosticID(rawValue: "spec.unsupported-equivalent")
    /// `spec.gamed-pattern`: an expectation that pins no event yet kills mutants (`count` of `*`, `* value`).
    package static let specGamedPattern = DiagnosticID(rawValue: "spec.gamed-pattern")
    /// `spec.bad-handler`: a handler behaviour that the signature of no adapter declaring the handler allows.
    package static let specBadHandler = DiagnosticID(rawValue: "spec.bad-handler")
    /// `spec.bad-id`: a spec file whose path does not make a valid spec id.
    package static let specBadID = DiagnosticID(rawValue: "spec.bad-id")
    /// `spec.bad-identifier`: a value that must be one word (an id, a code) but is not.
    package static let specBadIdentifier = DiagnosticID(rawValue: "spec.bad-identifier")
    /// `spec.bad-option`: an option value that no adapter declaring the option accepts.
    package static let specBadOption = DiagnosticID(rawValue: "spec.bad-option")
    /// `spec.bad-step`: a step that is neither a keyword nor `keyword: value`.
    package static let specBadStep = DiagnosticID(rawValue: "spec.bad-step")
    /// `spec.bad-value`: a value outside the values its key accepts.
    package static let specBadValue = DiagnosticID(rawValue: "spec.bad-value")
    /// `spec.broken-link`: a symbolic link in the suite that leads nowhere.
    package static let specBrokenLink = DiagnosticID(rawValue: "spec.broken-link")
    /// `spec.duplicate-id`: two spec files with one id, which would write the same golden.
    package static let specDuplicateID = DiagnosticID(rawValue: "spec.duplicate-id")
    /// `spec.duration-too-long`: a duration longer than the longest a spec may name.
    package static let specDurationTooLong = DiagnosticID(rawValue: "spec.duration-too-long")
    /// `spec.empty`: an empty spec file.
    package static let specEmpty = DiagnosticID(rawValue: "spec.empty")
    /// `spec.empty-expect`: an `expect` that checks nothing.
    package static let specEmptyExpect = DiagnosticID(rawValue: "spec.empty-expect")
    /// `spec.empty-title`: an empty `title`.
    package static let specEmptyTitle = DiagnosticID(rawValue: "spec.empty-title")
    /// `spec.missing-key`: a required key left out.
    package static let specMissingKey = DiagnosticID(rawValue: "spec.missing-key")
    /// `spec.no-steps`: an empty `steps` list.
    package static let specNoSteps = DiagnosticID(rawValue: "spec.no-steps")
    /// `spec.not-a-file`: a spec path that is not a regular file.
    package static let specNotAFile = DiagnosticID(rawValue: "spec.not-a-file")
    /// `spec.not-utf8`: a spec file that is not valid UTF-8.
    package static let specNotUTF8 = DiagnosticID(rawValue: "spec.not-utf8")
    /// `spec.outside-suite`: a symbolic link that leads outside the suite root.
    package static let specOutsideSuite = DiagnosticID(rawValue: "spec.outside-suite")
    /// `spec.step-needs-value`: a step keyword written without the value it needs.
    package static let specStepNeedsValue = DiagnosticID(rawValue: "spec.step-needs-value")
    /// `spec.step-takes-no-value`: a step keyword written with a value it does not take.
    package static let specStepTakesNoValue = DiagnosticID(rawValue: "spec.step-takes-no-value")
    /// `spec.too-large`: a spec file over the size limit, not read.
    package static let specTooLarge = DiagnosticID(rawValue: "spec.too-large")
    /// `spec.too-many-errors`: the final notice of a spec with more problems than are reported.
    package static let specTooManyErrors = DiagnosticID(rawValue: "spec.too-many-errors")
    /// `spec.too-many-steps`: a spec with more steps than the limit.
    package static let specTooManySteps = DiagnosticID(rawValue: "spec.too-many-steps")
    /// `spec.unknown-capability`: a required capability outside the vocabulary that no adapter of the workspace declares.
    package static let specUnknownCapability = DiagnosticID(rawValue: "spec.unknown-capability")
    /// `spec.unknown-event`: an expected event name that no vocabulary and no adapter of the workspace knows (a typo).
    package static let specUnknownEvent = DiagnosticID(rawValue: "spec.unknown-event")
    /// `spec.unknown-handler`: a host handler that no adapter of the workspace declares.
    package static let specUnknownHandler = DiagnosticID(rawValue: "spec.unknown-handler")
    /// `spec.unknown-key`: a key the schema does not know at that place.
    package static let specUnknownKey = DiagnosticID(rawValue: "spec.unknown-key")
    /// `spec.unknown-option`: an SDK option that no adapter of the workspace declares.
    package static let specUnknownOption = DiagnosticID(rawValue: "spec.unknown-option")
    /// `spec.unknown-subject`: a `paywall.closed <subject>` expectation whose subject no adapter the spec runs on closes the paywall with.
    package static let specUnknownSubject = DiagnosticID(rawValue: "spec.unknown-subject")
    /// `spec.unknown-step`: a step keyword the spec language does not know.
    package static let specUnknownStep = DiagnosticID(rawValue: "spec.unknown-step")
    /// `spec.unreadable`: a spec file or folder that cannot be read.
    package static let specUnreadable = DiagnosticID(rawValue: "spec.unreadable")
    /// `spec.wrong-type`: a value of the wrong shape (a string where a list is expected, say).
    package static let specWrongType = DiagnosticID(rawValue: "spec.wrong-type")

    /// Whether this is a name no adapter of the workspace declares — a handler, option, capability
    /// or event — which an external adapter that cannot declare itself might account for.
    package var isUnknownName: Bool {
        self == .specUnknownHandler || self == .specUnknownOption || self == .specUnknownCapability || self == .specUnknownEvent
            || self == .specUnknownSubject
    }
}
