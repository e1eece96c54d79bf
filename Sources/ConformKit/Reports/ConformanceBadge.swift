/// A README badge of one adapter's conformance, drawn as shields.io's "flat" style draws one: a grey
/// label on the left ("conform adapty@3"), the conformance on the right ("97.5%") in a colour by
/// `BadgeColour`'s thresholds. The SVG is deterministic: the same score and label give the same bytes.
package struct ConformanceBadge: Sendable, Equatable {
    /// The left half's text.
    package var label: String
    /// The right half's text: the conformance, or `n/a`.
    package var message: String
    /// The right half's colour.
    package var colour: BadgeColour
    /// What the badge says in words, for screen readers and as a tooltip.
    package var title: String

    /// Space between text and edge on either side of each half, in pixels (shields.io's).
    static let padding = 5

    /// The label a badge gets unless told otherwise: `conform adapty@3`.
    package static func defaultLabel(adapter: String) -> String { "conform \(adapter)" }

    /// The badge of `score`, labelled `label` (by default, `conform <adapter>`).
    package init(score: AdapterScore, label: String? = nil) {
        self.label = label ?? Self.defaultLabel(adapter: score.adapter)
        message = score.percentText
        colour = BadgeColour.of(score)
        let passing = score.applicable == 0 ? "no applicable specs" : "\(score.passed) of \(score.applicable) applicable specs pass"
        let known = score.knownDivergences > 0 ? ", \(FailureText.count(score.knownDivergences, "known divergence"))" : ""
        title = "\(self.label): \(message) — \(passing)\(known)"
    }

    /// The width a text gets: its Verdana 11px width, made odd as shields.io does so the text's
    /// centre falls on a pixel.
    static func textWidth(_ text: String) -> Int {
        let width = VerdanaWidth.pixels(text)
        return width % 2 == 0 ? width + 1 : width
    }

    /// The widths of the two halves, in pixels, padding included.
    package var widths: (label: Int, message: Int) {
        (Self.textWidth(label) + 2 * Self.padding, Self.textWidth(message) + 2 * Self.padding)
    }

    /// The badge as an SVG document. Text is drawn at ten times its size and scaled down, as
    /// shields.io does, so positions stay whole numbers; `textLength` holds each text to the width
    /// measured for it whatever font the viewer substitutes.
    package func svg() -> String {
        let (left, right) = widths
        let total = left + right
        let title = XMLEscaping.escape(self.title)
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(total)" height="20" role="img" aria-label="\(title)">
              <title>\(title)</title>
              <linearGradient id="s" x2="0" y2="100%">
                <stop offset="0" stop-color="#bbb" stop-opacity=".1"/>
                <stop offset="1" stop-opacity=".1"/>
              </linearGradient>
              <clipPath id="r">
                <rect width="\(total)" height="20" rx="3" fill="#fff"/>
              </clipPath>
              <g clip-path="url(#r)">
                <rect width="\(left)" height="20" fill="#555"/>
                <rect x="\(left)" width="\(right)" height="20" fill="\(colour.hex)"/>
                <rect width="\(total)" height="20" fill="url(#s)"/>
              </g>
              <g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="110">

            """
        out += Self.text(label, centre: 5 * left, width: left - 2 * Self.padding)
        out += Self.text(message, centre: 10 * left + 5 * right, width: right - 2 * Self.padding)
        out += "  </g>\n</svg>\n"
        return out
    }

    /// One half's text, in tenths of a pixel: a shadow one pixel down, then the text.
    static func text(_ text: String, centre: Int, width: Int) -> String {
        let escaped = XMLEscaping.escape(text)
        return """
                <text aria-hidden="true" x="\(centre)" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="\(10 * width)">\(escaped)</text>
                <text x="\(centre)" y="140" transform="scale(.1)" fill="#fff" textLength="\(10 * width)">\(escaped)</text>

            """
    }
}
