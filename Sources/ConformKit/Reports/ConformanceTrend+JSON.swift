/// The trend for tools (`--format json`): schema `conform-trend/1`, documented in docs/reports.md.
/// Each score has exactly the keys of the run report's `score`, so both read alike.
extension ConformanceTrend {
    /// The schema's name and version, written first.
    package static let schema = "conform-trend/1"

    /// Renders the trend; `toolVersion` names the conform that wrote it.
    package func renderJSON(toolVersion: String) -> String {
        var w = JSONWriter(pretty: true, capacity: 512 + rows.count * runs.count * 300)
        w.beginObject()
        w.string("schema", Self.schema)
        w.string("tool", "conform \(toolVersion)")
        w.objects("reports", runs) { w, run in
            w.string("file", run.file)
            w.string("fingerprint", run.fingerprint)
            w.string("label", run.label)
            w.optionalString("shard", run.shard)
            w.int("specs", run.specCount)
        }
        w.objects("adapters", rows) { w, row in
            w.string("id", row.adapter)
            w.beginArray("points")
            for cell in row.cells {
                guard let cell else { w.null(nil); continue }
                w.beginObject()
                if let change = cell.change {
                    w.beginObject("change")
                    w.string("direction", change.direction.rawValue)
                    w.decimal("points", Double(change.tenths) / 10)
                    w.endObject()
                } else {
                    w.null("change")
                }
                JSONReport.write(cell.score, &w)
                w.string("version", cell.sdkVersion)
                w.endObject()
            }
            w.endArray()
            w.string("sdk", row.sdk)
        }
        w.endObject()
        return w.text + "\n"
    }
}
