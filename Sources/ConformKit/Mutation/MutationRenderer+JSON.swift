extension MutationRenderer {
    /// The schema's name and version, written first.
    package static let schema = "conform-mutation/2"

    /// The JSON form, schema `conform-mutation/2` (docs/report-schema.md): counts and scores, every
    /// mutated pair with its survivors, every skipped pair with its reason. Scores are numbers from
    /// 0 to 1 rounded down to four decimals, or null without mutants. Every field of
    /// `conform-mutation/1` is kept with its meaning (`score`: killed of counted mutants); `/2` adds
    /// `averaged` (the headline: the mean of the specs' scores), `set_apart`, `pins`, and each
    /// survivor's `suggestion` and `belongs`.
    package static func json(_ report: MutationReport, toolVersion: String) -> String {
        var w = JSONWriter(pretty: true, capacity: 1024 + report.pairs.count * 300 + report.skipped.count * 150)
        w.beginObject()
        w.string("schema", schema)
        w.string("tool", "conform \(toolVersion)")
        w.int("limit", report.limit)
        w.beginArray("adapters")
        for adapter in report.adapters {
            w.beginObject()
            adapter.writeIdentity(&w)
            w.endObject()
        }
        w.endArray()
        w.beginObject("summary")
        w.int("specs", report.specs.count)
        w.int("pairs", report.pairs.count)
        w.int("skipped", report.skipped.count)
        w.int("invalid_files", report.invalid.count)
        w.int("capped_pairs", report.cappedPairs)
        write(report.score, &w)
        write(averaged: report.averaged, &w)
        write(report.setApart, &w)
        w.endObject()
        w.beginArray("operators")
        let operators = report.operators
        for op in MutationOperator.allCases {
            w.beginObject()
            w.string("operator", op.rawValue)
            w.string("what", op.summary)
            write(operators[op], &w)
            w.endObject()
        }
        w.endArray()
        w.beginArray("folders")
        for row in report.byFolder {
            w.beginObject()
            w.string("folder", row.folder)
            w.int("specs", row.specs)
            write(row.score, &w)
            write(averaged: row.averaged, &w)
            w.endObject()
        }
        w.endArray()
        w.beginArray("by_adapter")
        for row in report.byAdapter {
            w.beginObject()
            w.string("adapter", row.adapter.id)
            w.int("pairs", row.pairs)
            write(row.score, &w)
            w.endObject()
        }
        w.endArray()
        w.beginArray("specs")
        for spec in report.specs { write(spec, &w) }
        w.endArray()
        w.beginArray("skipped")
        for entry in report.skipped {
            w.beginObject()
            w.string("spec", entry.specID)
            w.string("adapter", entry.adapterID)
            w.string("verdict", entry.verdict.rawValue)
            w.string("reason", entry.reason)
            w.endObject()
        }
        w.endArray()
        w.beginArray("invalid")
        for file in report.invalid {
            w.beginObject()
            w.string("file", file.file)
            w.optionalString("spec", file.specID)
            w.endObject()
        }
        w.endArray()
        w.beginArray("stale_equivalents")
        for (spec, entry) in report.unusedEquivalents {
            w.beginObject()
            w.string("spec", spec)
            w.string("file", entry.location.file)
            w.int("line", entry.location.line)
            w.string("mutant", entry.value.mutant)
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }

    /// `mutants`, `killed`, `survived` and `score` of a score, into the open object.
    static func write(_ score: MutationScore, _ w: inout JSONWriter) {
        w.int("mutants", score.mutants)
        w.int("killed", score.killed)
        w.int("survived", score.survived)
        if let bp = score.basisPoints { w.decimal("score", bp, scale: 4) } else { w.null("score") }
    }

    /// `averaged`: the mean score, from 0 to 1 rounded down to four decimals, or null without mutants.
    static func write(averaged: AveragedScore, _ w: inout JSONWriter) {
        if let bp = averaged.basisPoints { w.decimal("averaged", bp, scale: 4) } else { w.null("averaged") }
    }

    /// `set_apart`: mutants not counted, per reason.
    static func write(_ counts: SetApartCounts, _ w: inout JSONWriter) {
        w.beginObject("set_apart")
        for reason in SetApartReason.allCases { w.int(reason.rawValue, counts[reason]) }
        w.endObject()
    }

    /// One spec, its pairs and their survivors.
    static func write(_ spec: SpecMutation, _ w: inout JSONWriter) {
        w.beginObject()
        w.string("spec", spec.specID)
        w.string("file", spec.specFile)
        write(spec.score, &w)
        write(averaged: spec.averaged, &w)
        write(spec.setApart, &w)
        w.optionalString("pins", spec.pins?.text)
        w.beginArray("pairs")
        for pair in spec.pairs {
            w.beginObject()
            w.string("adapter", pair.adapterID)
            w.int("generated", pair.generated)
            w.bool("capped", pair.capped)
            write(pair.score, &w)
            write(pair.setApart, &w)
            w.beginArray("survivors")
            for mutant in pair.survivors {
                w.beginObject()
                w.string("operator", mutant.operator.rawValue)
                if let event = mutant.change.event { w.int("event", event + 1) } else { w.null("event") }
                w.string("description", mutant.description)
                w.optionalString("suggestion", mutant.suggestion?.text)
                w.optionalString("belongs", mutant.suggestion.map { _ in mutant.fitsEveryAdapter ? "spec" : "sdk" })
                w.endObject()
            }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }
}
