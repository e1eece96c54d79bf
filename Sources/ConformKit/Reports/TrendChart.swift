/// The trend as an inline SVG line chart: conformance (0–100%) up, the reports across in the order
/// given, one line per adapter. A line breaks where a report has no such adapter or nothing of it
/// applied. Every coordinate is computed in whole tenths of a pixel, so the same trend always
/// gives the same bytes; every piece of input is HTML-escaped.
package enum TrendChart {
    /// The chart's width, in pixels.
    static let width = 720
    /// Where the plot starts, from the left (room for the axis labels).
    static let left = 56
    /// Where the plot ends, from the right.
    static let right = 16
    /// How far inside the plot the first and the last report stand, so their labels have room.
    static let inset = 64
    /// Room above 100%.
    static let top = 16
    /// The plot's height: 0% to 100%.
    static let plotHeight = 240
    /// The longest report label drawn in full under the axis; longer ones are cut with `…` (the
    /// table has them whole). Turned labels are cut shorter, to stay inside the chart.
    static let labelLimit = 28
    /// The longest turned label.
    static let turnedLabelLimit = 20

    /// Line colours, one per adapter in order (Tableau 10); past ten, the colours repeat dashed.
    package static let palette = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#79706e"]
    /// Dash patterns for the second, third, … round of the palette.
    static let dashes = ["", "6 3", "2 3", "8 3 2 3"]

    /// The colour of the adapter in row `index`.
    package static func colour(_ index: Int) -> String { palette[index % palette.count] }

    /// The dash pattern of the adapter in row `index`, or empty for a solid line.
    package static func dash(_ index: Int) -> String { dashes[(index / palette.count) % dashes.count] }

    /// Tenths of a pixel written as pixels: `1234` is `123.4`, `1230` is `123`.
    static func px(_ tenths: Int) -> String { AdapterScore.points(tenths) }

    /// The x of report `column` of `count`, in tenths of a pixel.
    static func x(_ column: Int, of count: Int) -> Int {
        let first = (left + inset) * 10
        let span = (width - right - inset) * 10 - first
        return count <= 1 ? first + span / 2 : first + column * span / (count - 1)
    }

    /// The y of a conformance of `tenths` tenths of a percent, in tenths of a pixel.
    static func y(_ tenths: Int) -> Int {
        top * 10 + plotHeight * (1000 - min(max(tenths, 0), 1000)) / 100
    }

    /// Whether the reports' labels are turned: when one, as wide as Verdana draws it (wider than the
    /// chart's own font), would reach its neighbour.
    static func turned(_ trend: ConformanceTrend) -> Bool {
        let count = trend.runs.count
        guard count > 1 else { return false }
        let spacing = (x(1, of: count) - x(0, of: count)) / 10
        let widest = trend.runs.map { VerdanaWidth.pixels(String($0.label.prefix(labelLimit))) }.max() ?? 0
        return widest > spacing - 8
    }

    /// The chart of `trend`.
    package static func render(_ trend: ConformanceTrend) -> String {
        let count = trend.runs.count
        let turned = turned(trend)
        let height = top + plotHeight + (turned ? 110 : 36)
        var out =
            "<svg class=\"trend\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"trend-title\">\n"
        out +=
            "<title id=\"trend-title\">Conformance of \(FailureText.count(trend.rows.count, "adapter")) across \(FailureText.count(count, "report"))</title>\n"
        // The axis: a grid line and a label every 25%.
        out += "<g class=\"grid\" font-size=\"11\" fill=\"#64748b\">\n"
        for percent in stride(from: 0, through: 100, by: 25) {
            let y = px(y(percent * 10))
            out += "<line x1=\"\(left)\" y1=\"\(y)\" x2=\"\(width - right)\" y2=\"\(y)\" stroke=\"#e2e8f0\"/>"
            out += "<text x=\"\(left - 8)\" y=\"\(y)\" dy=\"4\" text-anchor=\"end\">\(percent)%</text>\n"
        }
        // The reports: a tick and the label, turned when they would touch.
        for (column, run) in trend.runs.enumerated() {
            let x = px(x(column, of: count))
            let baseline = top + plotHeight + 16
            out += "<line x1=\"\(x)\" y1=\"\(top + plotHeight)\" x2=\"\(x)\" y2=\"\(top + plotHeight + 5)\" stroke=\"#94a3b8\"/>"
            out +=
                "<text x=\"\(x)\" y=\"\(baseline)\""
                + (turned ? " text-anchor=\"end\" transform=\"rotate(-30 \(x) \(baseline))\">" : " text-anchor=\"middle\">")
            out += "<title>\(HTMLEscaping.escape(run.file))</title>"
            HTMLEscaping.append(run.label, limit: turned ? turnedLabelLimit : labelLimit, to: &out)
            out += "</text>\n"
        }
        out += "</g>\n"
        for (index, row) in trend.rows.enumerated() {
            out += line(row, index: index, trend: trend)
        }
        out += "</svg>\n"
        return out
    }

    /// One adapter's line: a polyline per unbroken run of points, then a circle per point with the
    /// point in words as its tooltip.
    static func line(_ row: ConformanceTrend.Row, index: Int, trend: ConformanceTrend) -> String {
        let colour = colour(index)
        let dash = dash(index)
        var out = "<g class=\"adapter\" data-adapter=\"\(HTMLEscaping.escape(row.adapter))\" stroke=\"\(colour)\" fill=\"\(colour)\">\n"
        var segment: [String] = []
        func flush() {
            if segment.count > 1 {
                out +=
                    "<polyline fill=\"none\" stroke-width=\"2\"" + (dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")
                    + " points=\"\(segment.joined(separator: " "))\"/>\n"
            }
            segment = []
        }
        var points = ""
        for (column, cell) in row.cells.enumerated() {
            guard let cell, let tenths = cell.score.tenths else { flush(); continue }
            let x = px(x(column, of: trend.runs.count))
            let y = px(y(tenths))
            segment.append("\(x),\(y)")
            var words = "\(row.adapter) — \(trend.runs[column].label): \(cell.score.percentText) (\(cell.score.passCount))"
            if cell.score.knownDivergences > 0 { words += ", \(cell.score.knownDivergences) known" }
            if let change = cell.change, change.direction != .same { words += ", \(change.arrow)" }
            words += ", \(cell.sdkVersion)"
            points += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"3.5\"><title>\(HTMLEscaping.escape(words))</title></circle>\n"
        }
        flush()
        return out + points + "</g>\n"
    }
}
