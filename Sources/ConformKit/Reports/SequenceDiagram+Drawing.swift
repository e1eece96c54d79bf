extension SequenceDiagram {
    /// The diagram's geometry, in whole pixels so the output never depends on float formatting.
    enum Layout {
        /// The left margin that holds virtual times.
        static let gutter = 56
        /// The horizontal space each lifeline gets.
        static let lane = 280
        /// The whole width.
        static let width = gutter + Lifeline.allCases.count * lane
        /// Where the first row starts, below the lifelines' heads.
        static let bodyTop = 60
        /// A step's row.
        static let stepRow = 34
        /// A `wait` step's row.
        static let waitRow = 30
        /// An event's row: canonical label, arrow, native label.
        static let eventRow = 48
        /// The extra height of a row that carries a violation message.
        static let messageRow = 20
        /// The row of a note for an event that never came.
        static let missingRow = 40
        /// The final state's box and the margin under it.
        static let finalRow = 50
        /// How many characters of a canonical label to show.
        static let canonicalLimit = 64
        /// How many characters of a native label to show.
        static let nativeLimit = 80
        /// How many characters of a violation message to show.
        static let messageLimit = 110

        /// The x of a lifeline.
        static func x(_ lifeline: Lifeline) -> Int { gutter + lane / 2 + lifeline.rawValue * lane }

        /// Whether a step lets time pass rather than touching the SDK.
        static func isWait(_ step: String) -> Bool { step.hasPrefix("wait ") }

        /// The whole height of the diagram of `transcript` with `mark`.
        static func height(of transcript: Transcript, mark: Mark) -> Int {
            var y = bodyTop
            for entry in transcript.entries {
                switch entry {
                case .step(let text, _): y += isWait(text) ? waitRow : stepRow
                case .event: y += eventRow
                }
            }
            switch mark {
            case .event, .final: y += messageRow
            case .missing: y += missingRow
            case .none: break
            }
            return y + finalRow
        }
    }

    /// Draws one diagram's elements, top to bottom.
    struct Drawer {
        /// The story to draw.
        let transcript: Transcript
        /// The first violated expectation, if any.
        let violation: Violation?
        /// Where it is drawn.
        let mark: Mark
        /// The whole height, computed beforehand so lifelines can run to the final state.
        let height: Int
        /// Transcript lines this run added or changed against the golden, drawn on amber.
        let changedLines: Set<String>

        /// Appends every element to `out`.
        func draw(into out: inout String) {
            let finalTop = height - Layout.finalRow - (mark == .final ? Layout.messageRow : 0)
            heads(&out)
            for lifeline in Lifeline.allCases {
                let x = String(Layout.x(lifeline))
                out += "<line class=\"life\" x1=\"\(x)\" y1=\"48\" x2=\"\(x)\" y2=\"\(finalTop + 8)\"/>"
            }
            var y = Layout.bodyTop
            var eventIndex = 0
            for entry in transcript.entries {
                switch entry {
                case .step(let text, let time):
                    step(text, time: time, entry: entry, top: y, &out)
                    y += Layout.isWait(text) ? Layout.waitRow : Layout.stepRow
                case .event(let event):
                    let violated = mark == .event(eventIndex)
                    self.event(event, entry: entry, violated: violated, top: y, &out)
                    y += Layout.eventRow + (violated ? Layout.messageRow : 0)
                    eventIndex += 1
                }
            }
            if mark == .missing {
                missing(top: y, &out)
                y += Layout.missingRow
            }
            final(top: y, &out)
        }

        /// The lifelines' heads: a box with the name, and what stands behind it.
        private func heads(_ out: inout String) {
            for lifeline in Lifeline.allCases {
                let x = Layout.x(lifeline)
                out += "<g class=\"head\"><rect x=\"\(x - 90)\" y=\"6\" width=\"180\" height=\"42\" rx=\"6\"/>"
                out += "<text x=\"\(x)\" y=\"24\">\(lifeline.title)</text><text class=\"sub\" x=\"\(x)\" y=\"40\">"
                switch lifeline {
                case .app: out += "user · host app"
                case .sdk: HTMLEscaping.append(transcript.sdk, limit: 30, to: &out)
                case .store: out += "purchases · restores"
                case .analytics: out += "recorded.*"
                }
                out += "</text></g>"
            }
        }

        /// A step: the user's arrow from App to SDK, labelled with the step as the spec says it — or,
        /// for a `wait` step, time passing, drawn across every lifeline.
        private func step(_ text: String, time: VirtualTime, entry: Transcript.Entry, top: Int, _ out: inout String) {
            let wait = Layout.isWait(text), y = top + (wait ? 15 : 22)
            open(wait ? "wait" : "st", entry: entry, top: top, rowHeight: wait ? Layout.waitRow : Layout.stepRow, violated: false, &out)
            self.time(time, y: y, &out)
            if wait { across(y: y, &out) } else { arrow(from: .app, to: .sdk, y: y, &out) }
            label(text, limit: Layout.canonicalLimit, cssClass: "c", from: .app, to: .sdk, y: wait ? y + 4 : y - 7, &out)
            out += "</g>"
        }

        /// An event: an arrow along its route, the canonical event above and the native callback below.
        private func event(_ event: Event, entry: Transcript.Entry, violated: Bool, top: Int, _ out: inout String) {
            let route = SequenceDiagram.route(of: event)
            let (from, to) = route.ends
            let y = top + 22
            open(
                "ev " + route.rawValue + (violated ? " violated" : ""), entry: entry, top: top,
                rowHeight: Layout.eventRow + (violated ? Layout.messageRow : 0), violated: violated, &out)
            time(event.time, y: y, &out)
            arrow(from: from, to: to, y: y, &out)
            label(event.canonical, limit: Layout.canonicalLimit, cssClass: "c", from: from, to: to, y: y - 7, &out)
            let arguments = event.arguments.map { "\($0.key)=\"\($0.value)\"" }.joined(separator: " ")
            label(
                arguments.isEmpty ? event.native : event.native + " · " + arguments, limit: Layout.nativeLimit, cssClass: "n", from: from, to: to,
                y: y + 16, &out)
            if violated { message(y: y + 36, &out) }
            out += "</g>"
        }

        /// The note for an expectation about an event that never came.
        private func missing(top: Int, _ out: inout String) {
            let y = top + 12
            out +=
                "<g class=\"missing violated\"><rect class=\"band\" x=\"0\" y=\"\(top - 2)\" width=\"\(Layout.width)\" height=\"\(Layout.missingRow)\"/>"
            across(y: y, &out)
            message(y: y + 18, &out)
            out += "</g>"
        }

        /// The final state, across every lifeline, and the violation under it when it is about the state.
        private func final(top: Int, _ out: inout String) {
            let left = Layout.x(.app) - 90
            let right = Layout.x(.analytics) + 90
            let violated = mark == .final
            let changed = changedLines.contains(TranscriptFormat.finalLine(transcript.final))
            out += "<g class=\"final\(violated ? " violated" : "")\(changed ? " changed" : "")\">"
            out += "<rect x=\"\(left)\" y=\"\(top + 8)\" width=\"\(right - left)\" height=\"30\" rx=\"6\"/>"
            out += "<text x=\"\((left + right) / 2)\" y=\"\(top + 28)\">"
            HTMLEscaping.append(TranscriptFormat.finalLine(transcript.final), limit: Layout.nativeLimit, to: &out)
            out += "</text>"
            if violated { message(y: top + 56, &out) }
            out += "</g>"
        }

        /// The first violation's kind and message, in red, centred under what it is about.
        private func message(y: Int, _ out: inout String) {
            guard let violation else { return }
            out += "<text class=\"msg\" x=\"\(Layout.x(.sdk))\" y=\"\(y)\">× "
            HTMLEscaping.append(violation.kind.rawValue, to: &out)
            out += ": "
            HTMLEscaping.append(violation.message, limit: Layout.messageLimit, to: &out)
            out += "</text>"
        }

        /// A line across every lifeline.
        private func across(y: Int, _ out: inout String) {
            out += "<line x1=\"\(Layout.x(.app) - 40)\" y1=\"\(y)\" x2=\"\(Layout.x(.analytics) + 40)\" y2=\"\(y)\"/>"
        }

        /// A horizontal arrow with a filled head at `to`.
        private func arrow(from: Lifeline, to: Lifeline, y: Int, _ out: inout String) {
            let x1 = Layout.x(from), x2 = Layout.x(to)
            let direction = x2 > x1 ? 1 : -1
            let tip = x2 - direction * 2
            let base = tip - direction * 10
            out += "<line x1=\"\(x1)\" y1=\"\(y)\" x2=\"\(base)\" y2=\"\(y)\"/>"
            out += "<path d=\"M\(tip) \(y)L\(base) \(y - 5)L\(base) \(y + 5)Z\"/>"
        }

        /// Text centred over the middle of the arrow from `from` to `to`, cut to `limit` characters.
        private func label(
            _ text: String, limit: Int, cssClass: String, from: Lifeline, to: Lifeline, y: Int,
            _ out: inout String
        ) {
            out += "<text class=\"\(cssClass)\" x=\"\((Layout.x(from) + Layout.x(to)) / 2)\" y=\"\(y)\">"
            HTMLEscaping.append(text, limit: limit, to: &out)
            out += "</text>"
        }

        /// The virtual time in the left margin, when it is not zero.
        private func time(_ time: VirtualTime, y: Int, _ out: inout String) {
            guard time != .zero else { return }
            out += "<text class=\"t\" x=\"8\" y=\"\(y + 4)\">\(time)</text>"
        }

        /// Opens an entry's group: its classes and its whole transcript line as a tooltip, so nothing
        /// cut from a label is lost; then a red band when it is violated, or an amber band and a
        /// note when this run added or changed the line against the golden.
        private func open(
            _ cssClass: String, entry: Transcript.Entry, top: Int, rowHeight: Int, violated: Bool,
            _ out: inout String
        ) {
            let line = TranscriptFormat.line(for: entry)
            let changed = !changedLines.isEmpty && changedLines.contains(line)
            out += "<g class=\"\(cssClass)\(changed ? " changed" : "")\"><title>"
            HTMLEscaping.append(line, to: &out)
            out += "</title>"
            if violated || changed {
                out += "<rect class=\"\(violated ? "band" : "cband")\" x=\"0\" y=\"\(top - 2)\" width=\"\(Layout.width)\" height=\"\(rowHeight)\"/>"
            }
            if changed {
                out += "<text class=\"tag\" x=\"\(Layout.width - 8)\" y=\"\(top + 15)\">differs from the golden</text>"
            }
        }
    }
}
