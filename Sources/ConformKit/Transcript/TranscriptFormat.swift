/// The transcript text format, version 1: writes a transcript as the text a golden holds, and reads
/// it back. docs/transcript-format.md is the reference; `TranscriptDocsTests` keeps the two in step.
///
/// ```
/// conform-transcript 1
/// spec: purchase/success
/// adapter: miniwall
/// sdk: Miniwall iOS 1.4
///
/// step present
/// event paywall.shown | viewDidAppear
/// event @2s products.loaded | didLoadProducts | count="2"
///
/// final: closed purchased
/// ```
package enum TranscriptFormat {
    /// The first word of every transcript; the format version follows it.
    package static let magic = "conform-transcript"

    /// The whole transcript as text: deterministic, UTF-8, LF line endings, ending with a newline.
    package static func write(_ transcript: Transcript) -> String {
        var out = TranscriptText(capacity: estimatedSize(of: transcript))
        out.append(magic)
        out.append(" ")
        out.append(String(Transcript.formatVersion))
        out.append("\nspec: ")
        TranscriptEscaping.appendField(transcript.specID, kind: .text, to: &out)
        out.append("\nadapter: ")
        TranscriptEscaping.appendField(transcript.adapterID, kind: .text, to: &out)
        out.append("\nsdk: ")
        TranscriptEscaping.appendField(transcript.sdk, kind: .text, to: &out)
        out.append("\n\n")
        for entry in transcript.entries {
            appendLine(for: entry, to: &out)
            out.append("\n")
        }
        out.append("\n")
        appendFinalLine(transcript.final, to: &out)
        out.append("\n")
        return out.string
    }

    /// Reads a transcript back from `text`, the contents of `file`; every problem comes back as a
    /// diagnostic with its `file:line:column`, never as a trap.
    package static func parse(_ text: String, file: String) -> Result<Transcript, TranscriptParseError> {
        var parser = TranscriptParser(text: text, file: file)
        return parser.parse()
    }

    /// One entry as its line reads in a transcript, without the newline.
    package static func line(for entry: Transcript.Entry) -> String {
        var out = TranscriptText(capacity: 128)
        appendLine(for: entry, to: &out)
        return out.string
    }

    /// The final line, `final: closed purchased`, without the newline.
    package static func finalLine(_ final: FinalState) -> String {
        var out = TranscriptText(capacity: 32)
        appendFinalLine(final, to: &out)
        return out.string
    }

    /// Appends one entry's line (no newline): `step [@time ]text` or
    /// `event [@time ]name[ subject] | native[ | key="value" …]`.
    static func appendLine(for entry: Transcript.Entry, to out: inout TranscriptText) {
        switch entry {
        case .step(let text, let time):
            out.append("step ")
            appendTime(time, to: &out)
            TranscriptEscaping.appendField(text, kind: .step, to: &out)
        case .event(let event):
            out.append("event ")
            appendTime(event.time, to: &out)
            TranscriptEscaping.appendField(event.name.rawValue, kind: .name, to: &out)
            if let subject = event.subject {
                out.append(" ")
                TranscriptEscaping.appendField(subject, kind: .token, to: &out)
            }
            out.append(" | ")
            TranscriptEscaping.appendField(event.native, kind: .native, to: &out)
            if !event.arguments.isEmpty {
                out.append(" |")
                for argument in sortedByKey(event.arguments) {
                    out.append(" ")
                    out.append(TranscriptEscaping.sanitizedKey(argument.key))
                    out.append("=")
                    TranscriptEscaping.appendQuoted(argument.value, to: &out)
                }
            }
        }
    }

    /// Appends `final: <state> <result>`, then ` unsettled` when the SDK's work never settled.
    static func appendFinalLine(_ final: FinalState, to out: inout TranscriptText) {
        out.append("final: ")
        out.append(final.state.rawValue)
        out.append(" ")
        TranscriptEscaping.appendField(final.result, kind: .token, to: &out)
        if !final.settled { out.append(" " + unsettledWord) }
    }

    /// The word after the final result of a run whose scheduled work never settled.
    static let unsettledWord = "unsettled"

    /// Appends `@2s ` when `time` is not zero.
    private static func appendTime(_ time: VirtualTime, to out: inout TranscriptText) {
        guard time != .zero else { return }
        out.append("@")
        out.append(time.description)
        out.append(" ")
    }

    /// The arguments in key order, keeping the given order among equal keys; usually already sorted.
    static func sortedByKey(_ arguments: [Argument]) -> [Argument] {
        var sorted = true
        var index = arguments.startIndex
        while sorted && index + 1 < arguments.endIndex {
            sorted = arguments[index].key <= arguments[index + 1].key
            index += 1
        }
        if sorted { return arguments }
        return arguments.enumerated()
            .sorted { $0.element.key != $1.element.key ? $0.element.key < $1.element.key : $0.offset < $1.offset }
            .map(\.element)
    }

    /// A generous guess at the written size, so the output grows once at most.
    private static func estimatedSize(of transcript: Transcript) -> Int {
        var size = 96 + transcript.specID.utf8.count + transcript.adapterID.utf8.count + transcript.sdk.utf8.count
        for entry in transcript.entries {
            switch entry {
            case .step(let text, _):
                size += 16 + text.utf8.count
            case .event(let event):
                size += 24 + event.name.rawValue.utf8.count + (event.subject?.utf8.count ?? 0) + event.native.utf8.count
                for argument in event.arguments {
                    size += 4 + argument.key.utf8.count + argument.value.utf8.count
                }
            }
        }
        return size + size / 16
    }
}
