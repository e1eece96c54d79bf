import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// The AdaptyUI Android model against adaptyteam/AdaptySDK-Android's own history: the listeners and
/// the default listeners' bodies `ci/surfaces/extract-adapty-android.py` read at every released tag
/// (`AdaptyAndroidReleaseData`). The model's callbacks and defaults change exactly where the code does.
@Suite struct AdaptyAndroidSurfaceTests {
    static let releases = SurfaceHistory.adaptyAndroid.all

    /// The listener interface and the default listener of `release`: 3.x's or 4.x's sections.
    static func listener(_ release: SurfaceRelease) -> (interface: [String: String], defaults: [String: String]) {
        let flow = release.sections["flow-listener"] != nil
        let interface = release.sections[flow ? "flow-listener" : "listener"]?.entries ?? [:]
        let defaults = release.sections[flow ? "flow-default-listener" : "default-listener"]?.entries ?? [:]
        return (interface, defaults)
    }

    @Test("the data holds the 32 release tags 3.1.1 … 4.1.0, oldest first, each with its commit")
    func data() throws {
        let tags = Self.releases.map(\.tag)
        #expect(tags.count == 32, "\(tags.count) releases")
        #expect(tags.first == "3.1.1" && tags.last == "4.1.0" && !tags.contains("3.2.0"))
        for release in Self.releases {
            #expect(release.commit.count == 40 && release.commit.allSatisfy(\.isHexDigit), "\(release.tag)")
        }
        #expect(Self.releases.last?.commit == "e7663e4ccc6ee99d2f1b041faa63698f9ea3f5aa")
        #expect(AdaptyAndroidFamily().releases == Self.releases.map(\.version))
    }

    @Test("every gate names the released tag and the commit that introduced it")
    func citations() {
        for gate in AdaptyAndroidFamily().gates {
            let problems = SurfaceChecks.citationProblems(gate, releases: Self.releases)
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test("at every tag the model's callbacks are the listener's methods, by their Kotlin declaration")
    func callbacksAreTheListeners() {
        for release in Self.releases {
            let features = AdaptyAndroidFeatures(version: release.version)
            let (interface, _) = Self.listener(release)
            for callback in AdaptyAndroidCallback.allCases {
                #expect(
                    callback.exists(in: features) == (interface[callback.native] != nil),
                    "\(release.tag): \(callback.native) is \(interface[callback.native] == nil ? "not " : "")in the listener")
            }
        }
    }

    @Test("at every tag the defaults the model runs are the default listener's bodies")
    func defaultsAreTheBodies() throws {
        for release in Self.releases {
            let features = AdaptyAndroidFeatures(version: release.version)
            let (_, defaults) = Self.listener(release)
            let close = try #require(defaults["onActionPerformed(action, context)"], "\(release.tag)")
            #expect(close.contains("Action.Close -> ") && close.contains("?.onBackPressed()"), "\(release.tag): \(close)")
            #expect(close.contains("BrowserLauncher") == features.has(.openURLPresentation), "\(release.tag): \(close)")
            let finish =
                features.has(.purchaseFinished)
                ? "onPurchaseFinished(purchaseResult, product, context)" : "onPurchaseSuccess(purchasedInfo, product, context)"
            let afterPurchase = try #require(defaults[finish], "\(release.tag)")
            #expect(afterPurchase.contains("onBackPressed()") == !features.has(.noDismissAfterPurchase), "\(release.tag): \(afterPurchase)")
            #expect(
                afterPurchase.contains("!is AdaptyPurchaseResult.UserCanceled")
                    == (features.has(.dismissUnlessCancelled) && !features.has(.noDismissAfterPurchase)), "\(release.tag)")
            #expect(defaults["onLoadingProductsFailure(error, context)"]?.hasSuffix("; body = false") == true, "\(release.tag)")
            #expect((defaults["onBackPressed(context)"]?.hasSuffix("; body = true") ?? false) == features.has(.backCallback), "\(release.tag)")
        }
    }
}
