/// The JSON form of a migration report, schema `conform-migration/2` (docs/migration.md): the
/// stops, each step's changes with the version, kind and gate, what could not be compared, and
/// the checklist.
extension MigrationRenderer {
    /// The schema name and version.
    package static let jsonSchema = "conform-migration/2"

    /// The JSON form.
    package static func json(_ report: MigrationReport) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.string("schema", jsonSchema)
        w.bool("chain", report.isChain)
        for (key, info, typed) in [("old", report.old, report.oldID), ("new", report.new, report.newID)] {
            w.beginObject(key)
            w.string("name", typed)
            w.optionalString("id", info?.id)
            w.optionalString("sdk", info?.sdk)
            w.optionalString("version", info?.sdkVersion)
            w.endObject()
        }
        w.strings("stops", report.stops)
        w.int("specs", report.specCount)
        w.int("compared", report.compared)
        w.int("differing", report.differing)
        w.int("exit_code", Int(report.exitCode))
        w.optionalString("hint", report.hint)
        if let platforms = report.platforms {
            w.beginObject("platforms")
            w.string("vendor", platforms.vendor)
            w.string("old", platforms.old.rawValue)
            w.string("new", platforms.new.rawValue)
            w.endObject()
        }
        if let history = report.history {
            w.beginObject("history")
            w.string("after", history.from.description)
            w.string("through", history.to.description)
            w.int("commits", history.commits)
            w.int("gates", history.gates)
            w.int("not_app_visible", history.notAppVisible)
            w.int("outside", history.outside)
            w.int("without_verdict", history.withoutVerdict)
            w.int("other_variant", history.otherVariant)
            w.endObject()
        }
        w.objects("steps", report.steps) { w, step in json(step, into: &w) }
        w.objects("unobserved", report.unobserved) { w, gate in
            members(of: gate, into: &w)
            w.string("change", gate.change.rawValue)
            w.string("advice", gate.advice)
        }
        w.objects("not_comparable", report.uncompared) { w, group in
            w.string("cause", group.cause)
            w.strings("specs", group.specs)
        }
        w.objects("checklist", report.checklist.items) { w, item in json(item, into: &w) }
        w.endObject()
        return w.text + "\n"
    }

    /// One step: the two adapters, its version and its changes, into the open object.
    static func json(_ step: MigrationStep, into w: inout JSONWriter) {
        w.string("from", step.old.id)
        w.string("to", step.new.id)
        w.optionalString("version", step.version.map(\.description))
        w.int("compared", step.compared.count)
        w.objects("changes", step.findings) { w, finding in
            let d = finding.difference
            w.string("kind", d.kind.rawValue)
            w.string("event", d.event)
            w.string("before", d.before)
            w.string("after", d.after)
            w.optionalString("method", d.method)
            w.optionalString("new_method", d.newMethod)
            if let arrivesAs = d.arrivesAs { w.string("arrives_as", arrivesAs) }
            w.optionalString("version", finding.version.map(\.description))
            w.string("when", finding.when)
            if let defaults = finding.defaults { w.strings("defaults", defaults) }
            w.strings("times", finding.times.map { "\($0)" })
            if let gate = finding.gate {
                w.beginObject("gate")
                members(of: gate, into: &w)
                w.endObject()
            }
            if !finding.spans.isEmpty { w.objects("spans", finding.spans) { w, span in json(span, into: &w) } }
            w.strings("specs", finding.specs)
        }
    }

    /// Where a change holds on one side, into the open object.
    static func json(_ span: VersionSpan, into w: inout JSONWriter) {
        w.string("side", span.isOld ? "old" : "new")
        w.string("family", span.family)
        w.string("platform", span.platform.rawValue)
        w.string("from", span.from.description)
        w.bool("from_first", span.fromFirst)
        w.optionalString("until", span.until.map(\.description))
        w.string("newest", span.newest.description)
        w.objects("since", span.since) { w, gate in members(of: gate, into: &w) }
        w.bool("since_explains", span.sinceExplains)
        w.objects("ends", span.ends) { w, gate in members(of: gate, into: &w) }
        w.bool("ends_explain", span.endsExplain)
    }

    /// A gate's members, into the open object.
    static func members(of gate: VersionGate, into w: inout JSONWriter) {
        w.string("id", gate.id)
        w.string("version", gate.version.description)
        w.optionalString("variant", gate.variant)
        w.string("summary", gate.summary)
        w.string("source", gate.source)
        w.optionalString("tag", gate.tag)
        w.optionalString("commit", gate.commit)
    }

    /// One checklist item, into the open object.
    static func json(_ item: Checklist.Item, into w: inout JSONWriter) {
        w.string("method", item.method)
        w.objects("changes", item.entries) { w, entry in
            w.optionalString("version", entry.version.map(\.description))
            w.string("when", entry.when)
            w.string("kind", entry.kind.rawValue)
            w.string("summary", entry.summary)
            w.string("action", entry.action)
            w.optionalString("old_signature", entry.oldSignature)
            w.optionalString("new_signature", entry.newSignature)
            w.objects("behaviour", entry.behaviour) { w, observed in
                w.string("event", observed.event)
                w.string("before", observed.before)
                w.string("after", observed.after)
            }
            w.optionalString("source", entry.source)
            w.strings("specs", entry.specs)
        }
    }
}
