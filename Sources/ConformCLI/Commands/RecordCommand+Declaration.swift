extension RecordCommand {
    /// `conform record`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "record",
        summary: "print the device steps of a spec for a replay adapter, or check a recording",
        description: [
            """
            For a replay adapter (named with 'replay:' in conform.yaml, docs/recordings.md): prints the spec's \
            world, the header line to start the recorder with, the steps to perform on the device in order \
            (each with the line it is recorded as) and where the file goes. With '--check FILE', checks a \
            recording that came back: it reads, it is of the spec, it was made for the spec's current given and \
            steps (not stale), it performs the spec's steps in order and reports only declared events; then \
            it is replayed against the spec's expectations.
            """,
        ],
        options: [
            .value("--adapter", "A", help: "the replay adapter the recording is for"),
            .value("--spec", "ID", help: "the spec to record, by id ('common/purchase/success')"),
            .value("--check", "FILE", help: "check this recording instead of printing the steps"),
            .value("--plan", "FILE", help: "write the plan as JSON (schema conform-recording-plan/1) for ConformRecorder(planAt:); '-' for stdout").writing(),
            .allowOutside,
        ],
        examples: [
            "conform record --adapter adapty-device --spec common/purchase/success",
            "conform record --adapter adapty-device --spec common/purchase/success --plan success.plan.json",
            "conform record --adapter adapty-device --spec common/purchase/success --check success.jsonl",
        ],
        exitCodes: [
            ExitCodeDeclaration(code: 0, meaning: "the steps were printed, or every check of the recording passed"),
            ExitCodeDeclaration(code: 1, meaning: "a check of the recording failed (stale, other steps, undeclared events, unreadable)"),
            ExitCodeDeclaration(code: 2, meaning: "invalid arguments: no such spec, not a replay adapter, a spec the adapter does not run"),
        ])
}
