import ConformKit

/// Taps reported through `onPaywallAction` (plans, features, links, custom actions) and promo codes.
extension AppDNASession {
    /// The prefix of an `action` step that taps a feature item rather than a custom action button.
    static let featurePrefix = "feature:"

    /// The user switches plans: `onPaywallAction(.planChanged)`; tapping the plan already selected
    /// switches nothing and reports nothing.
    func selectPlan(_ productId: String, context: SessionContext) {
        guard isOpen, selectedProduct != productId else { return }
        selectedProduct = productId
        reportAction(.planChanged, canonical: .productSelected, subject: productId, context: context)
    }

    /// A tap on a custom action (`.custom`), or, for ids `feature:<id>`, on a feature item (`.featureSelected`).
    func tapAction(_ id: String, context: SessionContext) {
        guard isOpen else { return }
        if id.hasPrefix(Self.featurePrefix), id.count > Self.featurePrefix.count {
            reportAction(.featureSelected, canonical: .actionFeature, subject: String(id.dropFirst(Self.featurePrefix.count)), context: context)
        } else {
            reportAction(.custom, canonical: .action, subject: id, context: context)
        }
    }

    /// A tap on a link (terms, privacy policy): `onPaywallAction(.linkTapped)`.
    func tapLink(_ url: String, context: SessionContext) {
        guard isOpen else { return }
        reportAction(.linkTapped, canonical: .linkOpened, subject: url, context: context)
    }

    /// `onPaywallAction(paywallId:action:)`. The page's `PaywallAction` cases carry no payload, so
    /// which plan, feature, link or action was tapped is only the canonical subject.
    private func reportAction(_ action: PaywallAction, canonical: EventName, subject: String, context: SessionContext) {
        callDelegate(context, canonical, subject, native: AppDNANative.action, [paywallArgument, Argument("action", action.native)])
    }

    /// A code submitted in the Promo input section: `onPromoCodeSubmit`, then the app's answer
    /// through its `completion` — at once, or as late as its script says (`returns true after 1s`).
    /// The answer is the app's alone: a `registered` handler (a body that does nothing the SDK
    /// could see, as a handler the spec does not list) never calls `completion`, so no answer
    /// comes. The page says nothing of what the paywall does with the answer, so nothing more happens.
    func submitPromoCode(_ code: String, context: SessionContext) {
        guard isOpen, delegateAttached, let call = calls.next(AppDNAHandler.promoCodeSubmit) else { return }
        callDelegate(context, .promoSubmitted, code, native: AppDNANative.promoCodeSubmit, [paywallArgument, Argument("code", code)])
        perform(call.does, context: context)
        // Other values and throws never get here: the signature refuses them first.
        guard case .returns(.bool(let answer)) = call.behaviour else { return }
        context.clock.run(after: call.after) { [self] in
            callDelegate(context, .promoAnswered, code, native: "completion(\(answer))", [Argument("valid", answer ? "true" : "false")])
        }
    }
}
