/// A diagnostic's stable identifier (`yaml.tab-indent`, `spec.unknown-key`), as a type: code writes
/// `.specUnknownKey`, so a misspelt id is a compile error, and docs and tests can name every id.
///
/// Output shows `rawValue`, exactly as the id has always been spelled. Ids read back from a JSON
/// report (`conform merge`) are wrapped with `init(rawValue:)` whatever they say.
package struct DiagnosticID: Sendable, Hashable, Comparable, RawRepresentable, CustomStringConvertible {
    /// The id as output and docs spell it, e.g. `spec.unknown-key`.
    package var rawValue: String

    /// Wraps `rawValue` as it is (an id read back from a report).
    package init(rawValue: String) { self.rawValue = rawValue }

    /// The id's text.
    package var description: String { rawValue }

    /// Orders by the id's text, so sorted diagnostics come out as they always have.
    package static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The area before the first dot: `yaml`, `spec`, `transcript`, `config` or `divergence`.
    package var area: Substring { rawValue.prefix { $0 != "." } }

    /// Every id the code base reports, sorted.
    package static let all: [DiagnosticID] = [
        .configBadAdapterName, .configBadPackage, .configBadValue, .configBuiltinName, .configDuplicateAdapter,
        .configMissingKey, .configMissingSuite, .configNoAdapters, .configNotAFile, .configNotUTF8, .configTooLarge,
        .configUnknownAdapter, .configWrongType, .divergenceBadID, .divergenceNoReason, .divergenceNotUTF8,
        .divergenceStale, .divergenceUnreadable, .divergenceWrongType, .specBadCount, .specBadDuration, .specBadEvent, .specBadGroup,
        .specBadHandler, .specBadID, .specBadIdentifier, .specBadOption, .specBadStep, .specBadValue, .specBrokenLink,
        .specDefaultCannotRun, .specDuplicateID, .specDurationTooLong, .specEmpty, .specEmptyExpect, .specEmptyTitle, .specGamedPattern,
        .specMissingKey,
        .specNeverUnspecified, .specNoSteps, .specNotAFile, .specNotUTF8, .specOpenEverything, .specOutsideSuite, .specPinsNoEvent, .specRunsNowhere,
        .specStepNeedsValue, .specStepTakesNoValue,
        .specTooLarge, .specTooManyErrors, .specTooManySteps, .specUnknownCapability, .specUnknownEvent,
        .specUnknownHandler, .specUnknownKey, .specUnknownOption, .specUnknownStep, .specUnknownSubject, .specUnobservableEverywhere, .specUnreadable,
        .specUnsupportedEquivalent, .specVacuousCount, .specVacuousNever, .specWrongType,
        .transcriptArgumentKey, .transcriptDuplicateFinal, .transcriptDuplicateHeader, .transcriptEncoding,
        .transcriptEntryOrder, .transcriptFinal, .transcriptHeaderOrder, .transcriptMissingFinal,
        .transcriptMissingHeader, .transcriptString, .transcriptSyntax, .transcriptTime, .transcriptTooLarge,
        .transcriptTooManyErrors, .transcriptUnknownHeader, .transcriptUnknownLine, .transcriptVersion,
        .transcriptWrongPair, .yamlAmbiguousCharacter, .yamlBadIndent, .yamlCRLineBreaks, .yamlDocumentMarker,
        .yamlDuplicateKey, .yamlExpectedItem, .yamlExpectedKey, .yamlInvalidCharacter, .yamlInvalidEscape,
        .yamlInvalidPlainScalar, .yamlKeyTooLong, .yamlMissingColon, .yamlMissingComma, .yamlMissingKey,
        .yamlMissingSpace, .yamlMultilineKey, .yamlMultipleDocuments, .yamlReservedIndicator, .yamlTab,
        .yamlTabIndent, .yamlTooDeep, .yamlTooManyErrors, .yamlUnexpectedCharacter, .yamlUnexpectedColon,
        .yamlUnexpectedContent, .yamlUnexpectedIndicator, .yamlUnexpectedText, .yamlUnsupportedAlias,
        .yamlUnsupportedAnchor, .yamlUnsupportedComplexKey, .yamlUnsupportedDirective, .yamlUnsupportedFlowPair,
        .yamlUnsupportedIndentationIndicator, .yamlUnsupportedMergeKey, .yamlUnsupportedTag, .yamlUnterminatedFlow,
        .yamlUnterminatedString
    ]
}
