/// The ids of problems in the YAML-ish parser: the file's syntax.
extension DiagnosticID {
    /// `yaml.ambiguous-character`: a character inside a flow collection that YAML readers would read differently.
    package static let yamlAmbiguousCharacter = DiagnosticID(rawValue: "yaml.ambiguous-character")
    /// `yaml.bad-indent`: a line indented where the structure does not allow it.
    package static let yamlBadIndent = DiagnosticID(rawValue: "yaml.bad-indent")
    /// `yaml.document-marker`: a document start or end marker (`---`, `...`), which the spec language does not support.
    package static let yamlDocumentMarker = DiagnosticID(rawValue: "yaml.document-marker")
    /// `yaml.duplicate-key`: a key written twice in one mapping.
    package static let yamlDuplicateKey = DiagnosticID(rawValue: "yaml.duplicate-key")
    /// `yaml.expected-item`: a line where a list item (`- `) was expected.
    package static let yamlExpectedItem = DiagnosticID(rawValue: "yaml.expected-item")
    /// `yaml.expected-key`: a line where a mapping key was expected.
    package static let yamlExpectedKey = DiagnosticID(rawValue: "yaml.expected-key")
    /// `yaml.invalid-character`: a character that may not appear in the file (a control character, say).
    package static let yamlInvalidCharacter = DiagnosticID(rawValue: "yaml.invalid-character")
    /// `yaml.invalid-escape`: an unknown escape in a double-quoted string.
    package static let yamlInvalidEscape = DiagnosticID(rawValue: "yaml.invalid-escape")
    /// `yaml.invalid-plain-scalar`: a plain value that cannot appear where it is (block text inside a flow collection).
    package static let yamlInvalidPlainScalar = DiagnosticID(rawValue: "yaml.invalid-plain-scalar")
    /// `yaml.key-too-long`: a key longer than the parser's limit.
    package static let yamlKeyTooLong = DiagnosticID(rawValue: "yaml.key-too-long")
    /// `yaml.missing-colon`: a key with no `:` after it.
    package static let yamlMissingColon = DiagnosticID(rawValue: "yaml.missing-colon")
    /// `yaml.missing-comma`: flow collection items with no `,` between them.
    package static let yamlMissingComma = DiagnosticID(rawValue: "yaml.missing-comma")
    /// `yaml.missing-key`: a `:` with no key before it.
    package static let yamlMissingKey = DiagnosticID(rawValue: "yaml.missing-key")
    /// `yaml.missing-space`: a `:` with no space after it.
    package static let yamlMissingSpace = DiagnosticID(rawValue: "yaml.missing-space")
    /// `yaml.multiline-key`: a key that runs over more than one line.
    package static let yamlMultilineKey = DiagnosticID(rawValue: "yaml.multiline-key")
    /// `yaml.multiple-documents`: a second document in one file.
    package static let yamlMultipleDocuments = DiagnosticID(rawValue: "yaml.multiple-documents")
    /// `yaml.reserved-indicator`: a value starting with a character YAML reserves (`@`, a backquote).
    package static let yamlReservedIndicator = DiagnosticID(rawValue: "yaml.reserved-indicator")
    /// `yaml.tab`: a tab character outside quotes.
    package static let yamlTab = DiagnosticID(rawValue: "yaml.tab")
    /// `yaml.tab-indent`: a tab used for indentation.
    package static let yamlTabIndent = DiagnosticID(rawValue: "yaml.tab-indent")
    /// `yaml.too-deep`: nesting deeper than the parser's limit.
    package static let yamlTooDeep = DiagnosticID(rawValue: "yaml.too-deep")
    /// `yaml.too-many-errors`: the final notice of a file with more syntax errors than are reported.
    package static let yamlTooManyErrors = DiagnosticID(rawValue: "yaml.too-many-errors")
    /// `yaml.unexpected-character`: a character where none of its kind may appear (a `,` before any item, say).
    package static let yamlUnexpectedCharacter = DiagnosticID(rawValue: "yaml.unexpected-character")
    /// `yaml.unexpected-colon`: a `:` where no mapping may start.
    package static let yamlUnexpectedColon = DiagnosticID(rawValue: "yaml.unexpected-colon")
    /// `yaml.unexpected-content`: text after the document's top-level value.
    package static let yamlUnexpectedContent = DiagnosticID(rawValue: "yaml.unexpected-content")
    /// `yaml.unexpected-indicator`: a list or mapping indicator where it may not start.
    package static let yamlUnexpectedIndicator = DiagnosticID(rawValue: "yaml.unexpected-indicator")
    /// `yaml.unexpected-text`: text after a complete value on the same line.
    package static let yamlUnexpectedText = DiagnosticID(rawValue: "yaml.unexpected-text")
    /// `yaml.unsupported-alias`: an alias (`*name`), which the spec language does not support.
    package static let yamlUnsupportedAlias = DiagnosticID(rawValue: "yaml.unsupported-alias")
    /// `yaml.unsupported-anchor`: an anchor (`&name`), which the spec language does not support.
    package static let yamlUnsupportedAnchor = DiagnosticID(rawValue: "yaml.unsupported-anchor")
    /// `yaml.unsupported-complex-key`: a list or mapping used as a key.
    package static let yamlUnsupportedComplexKey = DiagnosticID(rawValue: "yaml.unsupported-complex-key")
    /// `yaml.unsupported-directive`: a directive (`%YAML`), which the spec language does not support.
    package static let yamlUnsupportedDirective = DiagnosticID(rawValue: "yaml.unsupported-directive")
    /// `yaml.unsupported-flow-pair`: a `key: value` pair inside a flow sequence.
    package static let yamlUnsupportedFlowPair = DiagnosticID(rawValue: "yaml.unsupported-flow-pair")
    /// `yaml.unsupported-indentation-indicator`: an indentation indicator on block text (`|2`).
    package static let yamlUnsupportedIndentationIndicator = DiagnosticID(rawValue: "yaml.unsupported-indentation-indicator")
    /// `yaml.unsupported-merge-key`: a merge key (`<<`).
    package static let yamlUnsupportedMergeKey = DiagnosticID(rawValue: "yaml.unsupported-merge-key")
    /// `yaml.unsupported-tag`: a tag (`!!str`), which the spec language does not support.
    package static let yamlUnsupportedTag = DiagnosticID(rawValue: "yaml.unsupported-tag")
    /// `yaml.unterminated-flow`: a `[` or `{` that is never closed.
    package static let yamlUnterminatedFlow = DiagnosticID(rawValue: "yaml.unterminated-flow")
    /// `yaml.unterminated-string`: a quoted string that is never closed.
    package static let yamlUnterminatedString = DiagnosticID(rawValue: "yaml.unterminated-string")
    /// `yaml.cr-line-breaks`: a file whose line breaks are carriage returns alone.
    package static let yamlCRLineBreaks = DiagnosticID(rawValue: "yaml.cr-line-breaks")
}
