import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// The RevenueCatUI Android model against RevenueCat/purchases-android's own history: the
/// `PaywallListener` methods with their default bodies, the options' `dismissRequest`, and the
/// Activity's result handler and results, as `ci/surfaces/extract-revenuecatui-android.py` read
/// them at every released tag (`RevenueCatUIAndroidReleaseData`). The model's callbacks, defaults
/// and Activity results change exactly where the code does.
@Suite struct RevenueCatUIAndroidSurfaceTests {
    static let releases = SurfaceHistory.revenueCatUIAndroid.all

    /// The listener's methods at `release`, keyed as the data keys them (`onPurchaseStarted(rcPackage)`).
    static func listener(_ release: SurfaceRelease) -> [String: String] {
        release.sections["listener"]?.entries ?? [:]
    }

    /// A callback's key in the listener section: its native form without the interface's name.
    static func key(_ callback: RevenueCatUIAndroidCallback) -> String {
        String(callback.native().dropFirst("PaywallListener.".count))
    }

    /// The callbacks that are `PaywallListener` methods.
    static let listenerCallbacks = RevenueCatUIAndroidCallback.allCases.filter { $0.native().hasPrefix("PaywallListener.") }

    @Test("the data holds the 178 release tags 7.1.0 … 10.16.1, oldest first, each with its commit")
    func data() {
        let tags = Self.releases.map(\.tag)
        #expect(tags.count == 178, "\(tags.count) releases")
        #expect(tags.first == "7.1.0" && tags.last == "10.16.1")
        #expect(Self.releases.map(\.version) == Self.releases.map(\.version).sorted())
        for release in Self.releases {
            #expect(release.commit.count == 40 && release.commit.allSatisfy(\.isHexDigit), "\(release.tag)")
        }
        #expect(RevenueCatUIAndroidFamily().releases == Self.releases.map(\.version))
    }

    @Test("every gate names the released tag and the commit that introduced it")
    func citations() {
        for gate in RevenueCatUIAndroidFamily().gates {
            let problems = SurfaceChecks.citationProblems(gate, releases: Self.releases)
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test("at every tag the model's listener callbacks are PaywallListener's methods, by their Kotlin declaration")
    func callbacksAreTheListeners() {
        #expect(Self.listenerCallbacks.count == 11)
        for release in Self.releases {
            let features = RevenueCatUIAndroidFeatures(version: release.version)
            let listener = Self.listener(release)
            #expect(!listener.isEmpty, "\(release.tag): no listener section")
            for callback in Self.listenerCallbacks {
                #expect(
                    callback.exists(in: features) == (listener[Self.key(callback)] != nil),
                    "\(release.tag): \(Self.key(callback)) is \(listener[Self.key(callback)] == nil ? "not " : "")in PaywallListener")
            }
        }
    }

    @Test("at every tag the defaults the model runs are the interface's bodies: resume() for the two gates, {} for the rest")
    func defaultsAreTheBodies() throws {
        for release in Self.releases {
            let listener = Self.listener(release)
            for callback in Self.listenerCallbacks {
                guard let declaration = listener[Self.key(callback)] else { continue }
                let body = try #require(declaration.components(separatedBy: " ; default ").dropFirst().first, "\(release.tag): \(declaration)")
                let resumes = callback.defaultBody.hasPrefix("resume()")
                #expect(resumes == (body == "{ resume() }") && (resumes || body == "{}"), "\(release.tag): \(callback) has the body \(body)")
            }
        }
    }

    @Test("at every tag PaywallOptions.Builder requires dismissRequest, and PaywallDialogOptions.Builder does not")
    func dismissRequest() throws {
        for release in Self.releases {
            let options = try #require(release.sections["options"]?.entries["Builder"], "\(release.tag)")
            #expect(
                options.contains("dismissRequest: () -> Unit") && !options.contains("dismissRequest: (() -> Unit)?"), "\(release.tag): \(options)")
            #expect(RevenueCatUIAndroidCallback.dismissRequest.defaultBody.hasPrefix("an empty {}"))
            let dialog = release.sections["dialog-options"]?.entries ?? [:]
            #expect(dialog["Builder.setDismissRequest(dismissRequest)"] != nil, "\(release.tag): the dialog's dismissRequest is a setter")
        }
    }

    @Test("the Activity: a PaywallResultHandler at every tag, Restored from activity-restore-result, the listener from activity-listener")
    func activity() {
        for release in Self.releases {
            let features = RevenueCatUIAndroidFeatures(version: release.version, activity: true)
            let handler = release.sections["result-handler"]?.entries["(head)"] ?? ""
            #expect(handler.contains("interface PaywallResultHandler : ActivityResultCallback<PaywallResult>"), "\(release.tag): \(handler)")
            #expect(RevenueCatUIAndroidCallback.onActivityResult.exists(in: features))
            let results = release.sections["result"]?.entries ?? [:]
            for always in ["Purchased", "Cancelled", "Error"] { #expect(results[always] != nil, "\(release.tag): no PaywallResult.\(always)") }
            #expect((results["Restored"] != nil) == features.has(.activityRestoreResult), "\(release.tag): PaywallResult.Restored")
            let setListener = release.sections["launch-options"]?.entries["Builder.setListener(listener)"]
            #expect((setListener != nil) == features.has(.activityListener), "\(release.tag): PaywallActivityLaunchOptions.Builder.setListener")
            #expect(RevenueCatUIAndroidCallback.onPurchaseStarted.exists(in: features) == features.has(.activityListener))
        }
    }

    @Test("a callback planted at a tag where PaywallListener lacks it, or a gate moved off its tag, is found")
    func planted() throws {
        let release = try #require(Self.releases.first { $0.tag == "7.3.0" })
        #expect(Self.listener(release)[Self.key(.onPurchaseCancelled)] == nil, "onPurchaseCancelled arrives at 7.3.1 (cancel-callback)")
        #expect(Self.listener(try #require(Self.releases.first { $0.tag == "7.3.1" }))[Self.key(.onPurchaseCancelled)] != nil)
        let moved = try #require(RevenueCatUIAndroidFamily().gates.first { $0.id == "cancel-callback" })
        var early = moved
        early.version = SDKVersion(7, 3, 0)
        #expect(!SurfaceChecks.citationProblems(early, releases: Self.releases).isEmpty)
    }
}
