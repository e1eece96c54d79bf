extension MutationRenderer {
    /// The schema's name and version, written first.
    package static let schema = "conform-mutation/2"

    /// The JSON form, schema `conform-mutation/2` (docs/report-schema.md): counts and scores, every
    /// mutated pair with its survivors, every skipped pair with its reason. Scores are numbers from
    /// 0 to 1 rounded down to four decimals, or null without mutants. Every field of
    /// `conform-mutation/1` is kept with its meaning (`score`: killed of counted mutants); `/2` adds
    /// `averaged` (the headline: the mean of the specs' scores), `set_apart`, `pins`, and each
    /// survivor's `suggestion` and `belongs`; later `/2` writers add `open` (the mutants a spec leaves
    /// open, which `averaged` counts as not killed) and each pair's `left_open` list.
    package static func json(_ report: MutationReport, toolVersion: String) -> String {
        var w = JSONWriter(pretty: true, capacity: 1024 + report.pairs.count * 300 + report.skipped.count * 150)
        w.beginObject()
        w.string("schema", schema)
        w.string("tool", "conform \(toolVersion)")
        w.int("limit", report.limit)
        w.objects("adapters", report.adapters) { w, adapter in adapter.writeIdentity(&w) }
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
        let operators = report.operators
        w.objects("operators", MutationOperator.allCases) { w, op in
            w.string("operator", op.rawValue)
            w.string("what", op.summary)
            write(operators[op], &w)
        }
        w.objects("folders", report.byFolder) { w, row in
            w.string("folder", row.folder)
            w.int("specs", row.specs)
            write(row.score, &w)
            write(averaged: row.averaged, &w)
        }
        w.objects("by_adapter", report.byAdapter) { w, row in
            w.string("adapter", row.adapter.id)
            w.int("pairs", row.pairs)
            write(row.score, &w)
        }
        w.objects("specs", report.specs) { w, spec in write(spec, &w) }
        w.objects("skipped", report.skipped) { w, entry in
            w.string("spec", entry.specID)
            w.string("adapter", entry.adapterID)
            w.string("verdict", entry.verdict.rawValue)
            w.string("reason", entry.reason)
        }
        w.objects("invalid", report.invalid) { w, file in
            w.string("file", file.file)
            w.optionalString("spec", file.specID)
        }
        w.objects("stale_equivalents", report.unusedEquivalents) { w, unused in
            w.string("spec", unused.specID)
            w.string("file", unused.entry.location.file)
            w.int("line", unused.entry.location.line)
            w.string("mutant", unused.entry.value.mutant)
        }
        w.endObject()
        return w.text + "\n"
    }

    /// `mutants`, `killed`, `survived`, `open` and `score` of a score, into the open object.
    static func write(_ score: MutationScore, _ w: inout JSONWriter) {
        w.int("mutants", score.mutants)
        w.int("killed", score.killed)
        w.int("survived", score.survived)
        w.int("open", score.open)
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

    /// One spec, its pairs and their survivors, into the open object.
    static func write(_ spec: SpecMutation, _ w: inout JSONWriter) {
        w.string("spec", spec.specID)
        w.string("file", spec.specFile)
        write(spec.score, &w)
        write(averaged: spec.averaged, &w)
        write(spec.setApart, &w)
        w.optionalString("pins", spec.pins?.text)
        w.objects("pairs", spec.pairs) { w, pair in
            w.string("adapter", pair.adapterID)
            w.int("generated", pair.generated)
            w.bool("capped", pair.capped)
            write(pair.score, &w)
            write(pair.setApart, &w)
            w.objects("survivors", pair.survivors) { w, mutant in
                w.string("operator", mutant.operator.rawValue)
                if let event = mutant.change.event { w.int("event", event + 1) } else { w.null("event") }
                w.string("description", mutant.description)
                w.optionalString("suggestion", mutant.suggestion?.text)
                w.optionalString("belongs", mutant.suggestion.map { _ in mutant.fitsEveryAdapter ? "spec" : "sdk" })
            }
            w.objects("left_open", pair.open) { w, mutant in
                w.string("description", mutant.description)
                w.string("reason", mutant.reason.rawValue)
                w.string("because", mutant.because)
            }
        }
    }
}
