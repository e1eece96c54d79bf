import ConformKit
import Foundation
import Testing

/// Recordings in a package (`Examples/vendor-package/`, docs/packages.md and docs/recordings.md):
/// the replay adapter `acme.ios-device` has a partial set — no recording of
/// `common/purchase/cancel`. That pair is `not_recorded`, listed with the command that records it;
/// it fails the run only with `--require-recordings`, and every report says the same as the exit
/// status. Recording it from the including workspace writes into the package's `Recordings/`.
@Suite struct VendorPackageRecordingsCLITests {
    /// The fixture's `app/` and `acme-conform/`, copied into a sandbox.
    static func fixture() throws -> Sandbox {
        let box = try Sandbox()
        try box.copyItem("Examples/vendor-package/acme-conform", to: "acme-conform")
        try box.copyItem("Examples/vendor-package/app", to: "app")
        return box
    }

    static let environment = ["PYTHONDONTWRITEBYTECODE": "1"]
    static let missing = "acme-conform/Recordings/ios-device/common/purchase/cancel.jsonl"
    static let recordCommand = "conform record --adapter acme.ios-device --spec common/purchase/cancel"

    @Test(
        "without --require-recordings a partial set exits 0, and the pretty, JSON, JUnit and TAP reports agree; every not_recorded pair is listed with its record command"
    )
    func partialSetPasses() throws {
        let box = try Self.fixture()
        let out = try ConformBinary.run(
            ["run", "-q", "--json", "r.json", "--junit", "r.xml", "--tap", "r.tap"], in: box.path + "/app", environment: Self.environment)
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(
            out.stdoutText.contains(
                "not recorded (1):\n  UNRECORDED   acme.ios-device  common/purchase/cancel  no recording, record it: \(Self.recordCommand)\n"),
            "quiet still lists it: \(out.stdoutText)")
        let json = try box.read("app/r.json")
        #expect(json.contains("\"not_recorded\": 1"), "\(json)")
        #expect(json.contains("\"exit_code\": 0"), "\(json)")
        #expect(!json.contains("require_recordings"), "only a run that requires recordings says so")
        let junit = try box.read("app/r.xml")
        #expect(
            junit.contains("<skipped message=\"not recorded: no recording of &apos;common/purchase/cancel&apos;")
                || junit.contains("<skipped message=\"not recorded: no recording of 'common/purchase/cancel'"), "\(junit)")
        #expect(!junit.contains("<failure"), "a JUnit reader must not see red where the run is green:\n\(junit)")
        let tap = try box.read("app/r.tap")
        #expect(
            tap.contains("\nok 15 - acme.ios-device common/purchase/cancel # SKIP not recorded: no recording of 'common/purchase/cancel'"), "\(tap)")
        let red = tap.split(separator: "\n").filter { $0.hasPrefix("not ok") && !$0.contains(" # TODO ") }
        #expect(red.isEmpty, "only the known divergences are 'not ok', as TODO: \(red)")
    }

    @Test(
        "with --require-recordings the same run exits 1, and the reports say failure: JSON exit_code 1 and require_recordings, a JUnit <failure>, a TAP 'not ok'"
    )
    func requiredSetFails() throws {
        let box = try Self.fixture()
        let out = try ConformBinary.run(
            ["run", "--require-recordings", "--json", "r.json", "--junit", "r.xml", "--tap", "r.tap"], in: box.path + "/app",
            environment: Self.environment)
        #expect(out.status == 1, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains("record one: \(Self.recordCommand)\n"), "\(out.stdoutText)")
        #expect(
            out.stdoutText.hasSuffix(
                "5 specs × 4 adapters: 16 passed, 1 not recorded, 2 expected failures; 1 pair scoped to other adapters, not counted\n"),
            "\(out.stdoutText)")
        let json = try box.read("app/r.json")
        #expect(json.contains("\"require_recordings\": true") && json.contains("\"exit_code\": 1"), "\(json)")
        #expect(try box.read("app/r.xml").contains("<failure type=\"not_recorded\""))
        #expect(try box.read("app/r.tap").contains("not ok "))
    }

    @Test(
        "shards keep --require-recordings in their JSON reports, and the merge of them fails as one run would; merge --require-recordings asks for it too"
    )
    func shardsAndMerge() throws {
        let box = try Self.fixture()
        let app = box.path + "/app"
        for (index, required) in [(1, true), (2, true)] {
            let shard = try ConformBinary.run(
                ["run", "--shard", "\(index)/2", "-q", "--json", "s\(index).json"] + (required ? ["--require-recordings"] : []),
                in: app, environment: Self.environment)
            #expect(shard.status <= 1, "\(shard.stdoutText)\n\(shard.stderrText)")
        }
        let merged = try ConformBinary.run(["merge", "s1.json", "s2.json", "-q"], in: app)
        #expect(merged.status == 1, "\(merged.stdoutText)\n\(merged.stderrText)")
        for index in 1...2 {
            let shard = try ConformBinary.run(
                ["run", "--shard", "\(index)/2", "-q", "--json", "p\(index).json"], in: app, environment: Self.environment)
            #expect(shard.status == 0, "\(shard.stdoutText)\n\(shard.stderrText)")
        }
        let lenient = try ConformBinary.run(["merge", "p1.json", "p2.json", "-q"], in: app)
        #expect(lenient.status == 0, "\(lenient.stdoutText)\n\(lenient.stderrText)")
        #expect(lenient.stdoutText.contains("1 not recorded (not failing the run without --require-recordings)"), "\(lenient.stdoutText)")
        let strict = try ConformBinary.run(["merge", "p1.json", "p2.json", "-q", "--require-recordings"], in: app)
        #expect(strict.status == 1, "\(strict.stdoutText)\n\(strict.stderrText)")
    }

    @Test("a run in which nothing but not_recorded pairs ran is never green, recordings required or not")
    func onlyUnrecordedIsNeverGreen() throws {
        let box = try Self.fixture()
        let out = try ConformBinary.run(
            ["run", "Specs/common/purchase/cancel.yaml", "--adapter", "acme.ios-device"], in: box.path + "/app",
            environment: Self.environment)
        #expect(out.status == 1, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains("1 spec × 1 adapter: 1 not recorded"), "\(out.stdoutText)")
    }

    @Test("a stale recording is not_recorded too: listed as stale with the command that re-records it")
    func staleRecording() throws {
        let box = try Self.fixture()
        let spec = "app/Specs/common/purchase/success.yaml"
        try box.write(
            spec, try box.read(spec).replacingOccurrences(of: "products: [premium_monthly, premium_annual]", with: "products: [premium_monthly]"))
        let out = try ConformBinary.run(
            ["run", "--require-recordings", "--adapter", "acme.ios-device", "--no-golden"], in: box.path + "/app",
            environment: Self.environment)
        #expect(out.status == 1, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(
            out.stdoutText.contains(
                "UNRECORDED   acme.ios-device  common/purchase/success  stale recording, re-record it: conform record --adapter acme.ios-device --spec common/purchase/success\n"
            ),
            "\(out.stdoutText)")
    }

    @Test(
        "recording the missing spec from the including workspace: the plan names the package's Recordings/, --check passes, and the run then replays it into the package's goldens"
    )
    func recordFromWorkspace() throws {
        let box = try Self.fixture()
        let app = box.path + "/app"
        let plan = try ConformBinary.run(
            ["record", "--adapter", "acme.ios-device", "--spec", "common/purchase/cancel", "--plan", "cancel.plan.json"], in: app)
        #expect(plan.status == 0, "\(plan.stdoutText)\n\(plan.stderrText)")
        let json = try JSONSerialization.jsonObject(with: Data(try box.read("app/cancel.plan.json").utf8)) as? [String: Any] ?? [:]
        #expect(json["file"] as? String == "../" + Self.missing, "\(json)")
        let fingerprint = try #require(json["fingerprint"] as? String)
        // What the device would write: the walk of the plan's steps, with the SDK's callbacks.
        let steps = (json["steps"] as? [[String: Any]] ?? []).compactMap { $0["object"] as? String }
        #expect(steps.count == 2)
        let recording =
            [
                #"{"type":"recording","format":"conform-recording/1","spec":"common/purchase/cancel","fingerprint":"\#(fingerprint)","adapter":"acme.ios-device"}"#,
                #"{"type":"step","step":\#(steps[0])}"#,
                #"{"type":"event","name":"paywall.shown","native":"paywallDidAppear(_:)","args":{},"at":0}"#,
                #"{"type":"step","step":\#(steps[1])}"#,
                #"{"type":"event","name":"purchase.started","subject":"premium_monthly","native":"paywall(_:didStartPurchaseOf:)","args":{"product":"premium_monthly"},"at":0}"#,
                #"{"type":"event","name":"purchase.cancelled","subject":"premium_monthly","native":"paywall(_:didCancelPurchaseOf:)","args":{"product":"premium_monthly"},"at":0}"#,
                #"{"type":"end","final":{"state":"open","result":"none"}}"#
            ].joined(separator: "\n") + "\n"
        try box.write("app/cancel.jsonl", "\(recording)")
        let check = try ConformBinary.run(
            ["record", "--adapter", "acme.ios-device", "--spec", "common/purchase/cancel", "--check", "cancel.jsonl"], in: app)
        #expect(check.status == 0, "\(check.stdoutText)\n\(check.stderrText)")
        #expect(
            check.stdoutText.contains("next: save it as '../\(Self.missing)', then run 'conform run --adapter acme.ios-device'"),
            "\(check.stdoutText)")
        try box.write(Self.missing, "\(recording)")
        let first = try ConformBinary.run(["run", "--require-recordings"], in: app, environment: Self.environment)
        #expect(first.status == 1, "a new golden: \(first.stdoutText)")
        #expect(
            first.stdoutText.contains("pending: ../acme-conform/Golden/acme.ios-device/common/purchase/cancel.transcript.new"), "\(first.stdoutText)")
        let accept = try ConformBinary.run(["accept", "common/purchase/cancel", "--adapter", "acme.ios-device"], in: app)
        #expect(accept.status == 0, "\(accept.stdoutText)\n\(accept.stderrText)")
        #expect(box.exists("acme-conform/Golden/acme.ios-device/common/purchase/cancel.transcript"))
        #expect(!box.files().contains { $0.hasPrefix("app/Golden/acme.") }, "nothing of the package's adapters in the workspace: \(box.files())")
        let green = try ConformBinary.run(["run", "--require-recordings"], in: app, environment: Self.environment)
        #expect(green.status == 0, "\(green.stdoutText)\n\(green.stderrText)")
        #expect(
            green.stdoutText == "5 specs × 4 adapters: 17 passed, 2 expected failures; 1 pair scoped to other adapters, not counted\n",
            "\(green.stdoutText)")
    }

    @Test("the package's own specs are recorded in its own folder too, into the same Recordings/")
    func recordInPackage() throws {
        let box = try Self.fixture()
        let out = try ConformBinary.run(
            ["record", "--adapter", "acme.ios-device", "--spec", "acme/close/close-button"], in: box.path + "/acme-conform")
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(
            out.stdoutText.contains("5. Save the file as 'Recordings/ios-device/acme/close/close-button.jsonl', then check it:"), "\(out.stdoutText)")
        let shared = try ConformBinary.run(
            ["record", "--adapter", "acme.ios-device", "--spec", "common/purchase/cancel"], in: box.path + "/acme-conform")
        #expect(shared.status == 2, "the package's folder does not see the shared contract: \(shared.stderrText)")
    }
}
