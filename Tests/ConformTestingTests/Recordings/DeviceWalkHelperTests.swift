import ConformKit
import ConformTesting
import Foundation
import Testing

/// The public device-walk helper (issue 38, item 5): the plans of a package, a recorder per plan,
/// and at the end the recording compared with the committed one or written — like a golden — with
/// a callback after the end reported.
@Suite struct DeviceWalkHelperTests {
    static let plan =
        #"{"schema":"conform-recording-plan/1","spec":"app/buy","fingerprint":"0123456789abcdef","adapter":"x-device","file":"Recordings/x-device/app/buy.jsonl","steps":[{"text":"present","object":"{\"kind\":\"present\"}"}],"given":{}}"#

    @Test(
        "plans are listed from the package folder; the first walk writes its recording and says so, the next one matching it is clean, one that differs fails"
    )
    func compareOrRecord() async throws {
        let folder = try TemporarySpecs(["Recordings/plans/app/buy.plan.json": Self.plan])
        let writing = ConformTesting.DeviceWalk(root: folder.path, record: .missing)
        #expect(writing.plans == ["Recordings/plans/app/buy.plan.json"])
        func walk(_ walk: ConformTesting.DeviceWalk, native: String) async throws -> [ConformanceFailure] {
            let recorder = try walk.recorder(for: walk.plans[0])
            for step in recorder.steps {
                recorder.record(step)
                recorder.event("paywall.shown", subject: nil, native: native, arguments: [:])
            }
            return await walk.problems(recorder, final: .open)
        }
        let first = try await walk(writing, native: "onAppear")
        #expect(
            first.map(\.message) == [
                "app/buy (device walk): wrote the recording 'Recordings/x-device/app/buy.jsonl' (record mode 'missing'); "
                    + "check it with 'conform record --adapter x-device --spec app/buy --check Recordings/x-device/app/buy.jsonl' and run again"
            ])
        #expect(first.first?.location.file == folder.path + "/Recordings/x-device/app/buy.jsonl")
        #expect(try await walk(writing, native: "onAppear").isEmpty)
        let checking = ConformTesting.DeviceWalk(root: folder.path, record: .never)
        let changed = try await walk(checking, native: "viewDidAppear")
        #expect(changed.count == 1)
        #expect(
            changed.first?.message.hasPrefix(
                "app/buy (device walk): the walk's recording differs from 'Recordings/x-device/app/buy.jsonl'; if the SDK's change is intended, record it with CONFORM_RECORD=failed"
            ) == true)
    }

    @Test("a callback after the walk's end is a problem of the walk, with how late it came")
    func lateCallback() async throws {
        let folder = try TemporarySpecs(["Recordings/plans/app/buy.plan.json": Self.plan])
        let walk = ConformTesting.DeviceWalk(root: folder.path, record: .all, lateWatch: .seconds(1))
        let recorder = try walk.recorder(for: walk.plans[0])
        for step in recorder.steps { recorder.record(step) }
        Thread.detachNewThread {
            usleep(100_000)
            recorder.event("purchase.completed", subject: "premium_monthly", native: "onPurchaseCompleted", arguments: [:])
        }
        let problems = await walk.problems(recorder, final: .open)
        #expect(
            problems.contains {
                $0.message.hasPrefix("app/buy (device walk): a callback after the walk ended: 'purchase.completed' (onPurchaseCompleted) ")
            },
            "\(problems.map(\.message))")
    }
}
