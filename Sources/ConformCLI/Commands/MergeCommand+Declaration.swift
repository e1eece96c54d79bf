extension MergeCommand {
    /// `conform merge`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "merge",
        summary: "join shard JSON reports into one verdict, exit code and report",
        description: [
            """
            Joins the JSON reports of 'conform run --shard I/N --format json --output …' into one verdict \
            and exit code, as if the suite had run on one machine. The reports must come from the same spec \
            set (their fingerprints must match) and the same adapters. When every shard 1/N … N/N of a \
            full run is given, the obsolete-golden check runs over the whole suite. A shard missing from \
            the set is refused (exit 2, naming it), so a shard job that crashed before writing its report \
            cannot make a green gate; '--allow-partial' merges what is there, and every summary then says \
            which shards the verdict does not cover. Not-recorded pairs fail the merged verdict when a shard \
            ran with '--require-recordings', or with it here.
            """,
        ],
        arguments: [.required("REPORT.json", repeating: true, help: "the shards' JSON reports")],
        options: [
            .format(ReportOutput.formats),
            .output("the merged report"),
            .report,
        ] + OptionDeclaration.reportFiles + [
            .flag("--allow-partial", help: "merge even when shards of the run are missing; the summary names them (refused without it)"),
            .requireRecordings,
            .label,
            .quiet,
            .verbose,
            .show,
            .allowOutside,
        ])
}
