import ConformKit
import ConformTesting

/// The in-process adapter of the double, written as an iOS team writes one for a real SDK: an
/// `MainActorAdapter` whose session presents the paywall, taps for each step and
/// lets the callbacks arrive later (docs/ios.md).
struct PaywallDoubleAdapter: MainActorAdapter {
    /// The adapter's id.
    var id: String { info.id }

    /// Who it is: the double, declared like any adapter.
    let info: AdapterInfo

    /// Creates the adapter under `id`.
    init(id: String = "paywall-double") {
        info = AdapterInfo(
            id: id, sdk: "PaywallDouble (a test double, not a vendor SDK)", sdkVersion: PaywallDouble.version,
            summary: "a main-actor test double whose callbacks arrive later on the main queue",
            capabilities: [.restore, .customAction, .links, .renderFailure],
            emits: ["paywall", "purchase", "restore", "render", "action", "link"],
            volatileArguments: ["transaction"])
    }

    /// Callbacks come on the main queue, so draining it settles them: no quiet period needed.
    var timing: SessionTiming { SessionTiming(stepTimeout: .seconds(10), quietPeriod: .zero) }

    /// Configures the double's store for `given` and registers the delegate.
    func startSession(given: Given, context: AsyncSessionContext) async throws -> any MainActorAdapterSession {
        PaywallDoubleSession(given: given, sink: context.recorder)
    }
}

/// One spec on the double: the SDK, its delegate, and what each step taps.
@MainActor
final class PaywallDoubleSession: MainActorAdapterSession {
    /// The SDK.
    let sdk: PaywallDouble
    /// Its delegate, which records.
    let callbacks: PaywallDoubleCallbacks

    /// Sets the double up for `given`, recording into `sink`.
    init(given: Given, sink: any CallbackRecorder) {
        sdk = PaywallDouble(configuration: Self.configuration(for: given))
        callbacks = PaywallDoubleCallbacks(sink: sink)
        sdk.delegate = callbacks
    }

    /// The store configuration `given` describes.
    static func configuration(for given: Given) -> PaywallDouble.Configuration {
        var configuration = PaywallDouble.Configuration(products: given.products, renderFailure: given.renderFailure)
        for (product, answer) in given.store {
            let kind: PaywallDouble.PurchaseAnswer
            switch answer.outcome {
            case .purchased: kind = .purchased
            case .cancelled: kind = .cancelled
            case .pending: kind = .deferred
            case .failed(let code): kind = .failed(code: code)
            // The double does not declare store-timeout: no spec sends it this answer.
            case .timeout: continue
            }
            configuration.answers[product] = (kind, Int(answer.delay.milliseconds))
        }
        switch given.restore {
        case .products(let products): configuration.restore = .restored(products)
        case .failed(let code): configuration.restore = .failed(code: code)
        }
        return configuration
    }

    /// Taps what the step says; the callbacks come later.
    func perform(_ step: Step, context: AsyncSessionContext) async throws {
        try tap(step)
    }

    /// Taps what `step` says on the double.
    func tap(_ step: Step) throws {
        switch step {
        case .present:
            sdk.present()
            callbacks.presented()
        case .buy(let product):
            guard let product else { throw AdapterError.unsupported("the double buys a named product only") }
            sdk.buy(product)
        case .restore: sdk.restore()
        case .close: sdk.close()
        case .action(let id): sdk.tapAction(id)
        case .openLink(let url, _): sdk.tapLink(url)
        case .wait(let span): sdk.advanceStoreTime(by: Int(span.milliseconds))
        default: throw AdapterError.unsupported("the double has no '\(step.keyword)'")
        }
    }

    /// The store's clock runs with the spec's.
    func advance(by span: VirtualTime, context: AsyncSessionContext) async throws {
        sdk.advanceStoreTime(by: Int(span.milliseconds))
    }

    /// Where the paywall ended.
    func finish(context: AsyncSessionContext) async throws -> FinalState {
        callbacks.final
    }
}
