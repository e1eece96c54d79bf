/// A transcript drawn as a sequence diagram in inline SVG, for the HTML report.
///
/// Four lifelines — App (the user and the host app), SDK, Store and Analytics — and one row per
/// transcript entry, top to bottom in the order things happened: a step is an arrow from App to
/// SDK; an event is an arrow between the lifelines its canonical name implies (see `route(of:)`),
/// labelled with the canonical event above and the native callback with its arguments below.
/// Virtual time stands in the left margin where it is not zero; the final state closes the
/// diagram. The first violated expectation is drawn in red: on its event's arrow when it names
/// one, on the final state for `state` and `result`, else as a red note where the missing event
/// should have come. Entries a golden diff added or changed are drawn on amber.
///
/// Output depends only on the input (integer coordinates, no ids), so diagrams are byte-identical
/// run to run and any number of them can share one page. Presentation lives in `stylesheet`.
package enum SequenceDiagram {
    /// A participant of the story, drawn as a vertical line.
    package enum Lifeline: Int, Sendable, CaseIterable {
        /// The user and the host app: steps start here, callbacks end here.
        case app
        /// The paywall SDK under test.
        case sdk
        /// The store the SDK buys and restores through.
        case store
        /// Where the SDK records analytics (`recorded.*`).
        case analytics

        /// The name in the lifeline's head.
        package var title: String {
            switch self {
            case .app: return "App"
            case .sdk: return "SDK"
            case .store: return "Store"
            case .analytics: return "Analytics"
            }
        }
    }

    /// The CSS the diagrams need, scoped to `svg.seq`; the HTML report includes it once per page.
    package static let stylesheet = """
        svg.seq{display:block;max-width:100%;height:auto;margin:12px 0;background:#fff;border:1px solid #e2e8f0;border-radius:8px}
        .seq text{font-size:12px;text-anchor:middle;fill:#0f172a;paint-order:stroke;stroke:#fff;stroke-width:4px;stroke-linejoin:round}
        .seq .head rect{fill:#f1f5f9;stroke:#94a3b8}
        .seq .head text{font-weight:600;font-size:13px;stroke:none}
        .seq .head text.sub{font-weight:400;font-size:11px;fill:#64748b}
        .seq .life{stroke:#cbd5e1;stroke-dasharray:4 4}
        .seq .c{font-weight:600}
        .seq .n,.seq .t,.seq .final text{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono",monospace;font-size:11px}
        .seq .n{fill:#475569}
        .seq .t{text-anchor:start;fill:#64748b}
        .seq .st line{stroke:#2563eb;stroke-width:1.5}.seq .st path{fill:#2563eb}.seq .st .c{fill:#1d4ed8}
        .seq .cb line{stroke:#334155;stroke-width:1.5}.seq .cb path{fill:#334155}
        .seq .req line,.seq .rep line{stroke:#7c3aed;stroke-width:1.5}.seq .req path,.seq .rep path{fill:#7c3aed}
        .seq .rep line{stroke-dasharray:6 3}.seq .req .c,.seq .rep .c{fill:#5b21b6}
        .seq .rec line{stroke:#0d9488;stroke-width:1.5}.seq .rec path{fill:#0d9488}.seq .rec .c{fill:#0f766e}
        .seq .wait line{stroke:#94a3b8;stroke-dasharray:2 3}.seq .wait .c{font-style:italic;font-weight:400;fill:#64748b}
        .seq .band{fill:#fee2e2}.seq .cband{fill:#fef3c7}
        .seq .tag{text-anchor:end;font-size:11px;font-weight:600;fill:#b45309;stroke:#fef3c7}
        .seq .changed text{stroke:#fef3c7}
        .seq .final.changed rect{fill:#fef3c7;stroke:#d97706;stroke-width:2}
        .seq .violated text{stroke:#fee2e2}
        .seq .violated line{stroke:#dc2626;stroke-width:2.5}.seq .violated path{fill:#dc2626}.seq .violated .c{fill:#b91c1c}
        .seq .missing line{stroke-dasharray:6 4;stroke-width:1.5}
        .seq .msg{fill:#b91c1c;font-weight:600}
        .seq .final rect{fill:#f8fafc;stroke:#64748b}.seq .final text{stroke:none}
        .seq .final.violated rect{fill:#fee2e2;stroke:#dc2626;stroke-width:2}.seq .final.violated .msg{stroke:#fff}

        """

    /// Which way an event's arrow points, named for the CSS class that colours it.
    package enum Route: String, Sendable, CaseIterable {
        /// SDK → App: a callback or a result the app receives.
        case callback = "cb"
        /// SDK → Store: a purchase, restore or web purchase starts.
        case request = "req"
        /// Store → SDK: how a purchase, restore or product load turned out.
        case reply = "rep"
        /// SDK → Analytics: a `recorded.*` event.
        case record = "rec"

        /// The lifelines the arrow leaves and reaches.
        package var ends: (from: Lifeline, to: Lifeline) {
            switch self {
            case .callback: return (.sdk, .app)
            case .request: return (.sdk, .store)
            case .reply: return (.store, .sdk)
            case .record: return (.sdk, .analytics)
            }
        }
    }

    /// The route of `event`: `recorded.*` goes to Analytics; in the `purchase`, `restore`,
    /// `products` and `web` families `*.started` goes to the Store and every outcome comes back
    /// from it; everything else (`paywall.*`, `error`, `action`, `link.*`, …) is a callback to the App.
    package static func route(of event: Event) -> Route {
        switch event.family {
        case "recorded":
            return .record
        case "purchase", "restore", "products", "web":
            return event.name.rawValue.hasSuffix(".started") ? .request : .reply
        default:
            return .callback
        }
    }

    /// Where the first violation is drawn.
    enum Mark: Equatable {
        /// On the arrow of event number `index`.
        case event(Int)
        /// On the final state.
        case final
        /// As a note after the last entry: the event never came.
        case missing
        /// Nowhere: nothing was violated.
        case none
    }

    /// Where `violation` belongs in a diagram of `transcript`.
    static func mark(for violation: Violation?, in transcript: Transcript) -> Mark {
        guard let violation else { return .none }
        if let index = violation.eventIndex, index >= 0, index < transcript.events.count { return .event(index) }
        if violation.kind == .state || violation.kind == .result { return .final }
        return .missing
    }

    /// The diagram of `transcript` as an `<svg>` element, the first of `violations` marked in red
    /// and the entries whose transcript lines are in `changedLines` on amber.
    package static func render(_ transcript: Transcript, violations: [Violation] = [], changedLines: Set<String> = []) -> String {
        var out = String()
        out.reserveCapacity(1024 + transcript.entries.count * 400)
        append(transcript, violations: violations, changedLines: changedLines, to: &out)
        return out
    }

    /// Appends the diagram of `transcript` to `out`, the first of `violations` marked in red and
    /// the entries whose transcript lines are in `changedLines` (lines a golden diff added) on amber.
    package static func append(
        _ transcript: Transcript, violations: [Violation] = [], changedLines: Set<String> = [],
        to out: inout String
    ) {
        let first = violations.first
        let mark = mark(for: first, in: transcript)
        let height = Layout.height(of: transcript, mark: mark)
        out +=
            "<svg class=\"seq\" width=\"\(Layout.width)\" height=\"\(height)\" viewBox=\"0 0 \(Layout.width) \(height)\" role=\"img\" aria-label=\"sequence diagram: "
        HTMLEscaping.append(transcript.specID, to: &out)
        out += " on "
        HTMLEscaping.append(transcript.adapterID, to: &out)
        out += "\">"
        Drawer(transcript: transcript, violation: first, mark: mark, height: height, changedLines: changedLines).draw(into: &out)
        out += "</svg>"
    }
}
