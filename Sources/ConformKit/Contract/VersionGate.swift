/// One behaviour of a versioned SDK model that changed at a version, as a value: when it arrived,
/// what kind of difference it makes to the app, which methods of the app it is about, what the app
/// must do, and the citation behind it (an SDK-FACTS line, a doc sentence, a changelog entry).
///
/// A gate with a `variant` is a difference of one variant (a surface such as SwiftUI) from the
/// default one, true from `version` on, rather than a change between versions.
package struct VersionGate: Sendable, Hashable {
    /// A stable id, such as `purchase-result`.
    package var id: String
    /// The first version with the behaviour.
    package var version: SDKVersion
    /// The variant the gate tells apart from the default one (`swiftui`), or nil for a change
    /// between versions that every variant makes.
    package var variant: String?
    /// The kind of difference it makes to what the app receives.
    package var change: ChangeKind
    /// One line on what changed, for lists and reports.
    package var summary: String
    /// The citation: where the change is documented or read.
    package var source: String
    /// The app-side method it is about, before the change (nil when there was none).
    package var before: String?
    /// The app-side method it is about, after the change (nil when there is none any more).
    package var after: String?
    /// Other methods of the app the gate concerns, beside `before` and `after` (the disappearance
    /// beside the appearance, say).
    package var otherMethods: [String]
    /// What the app's code must do about it.
    package var advice: String
    /// The canonical event names whose differences it explains; `final` stands for the final state.
    package var events: [String]
    /// Capabilities, host handlers or SDK options that exist from this version on.
    package var introduces: [String]
    /// Capabilities, host handlers or SDK options that no longer exist from this version on.
    package var retires: [String]
    /// The released tag the change first shipped in, as `owner/repository@tag`
    /// (`adaptyteam/AdaptySDK-iOS@3.14.0`); nil where the model has not read the SDK's history.
    package var tag: String?
    /// The commit that introduced the change (40 hex digits), first contained in `tag`.
    package var commit: String?
    /// The public declaration of the app's method before and after the change, types included,
    /// for a change of a signature (read from the SDK at the tags before and at `tag`). A step that
    /// crosses it reports it for every spec whose transcripts go through the method, even when the
    /// events themselves read the same.
    package var declaration: (before: String, after: String)? {
        get { declaredBefore.flatMap { before in declaredAfter.map { (before, $0) } } }
        set { declaredBefore = newValue?.before; declaredAfter = newValue?.after }
    }
    /// The declaration before the change (`declaration`).
    package var declaredBefore: String?
    /// The declaration after the change (`declaration`).
    package var declaredAfter: String?

    package init(
        id: String, version: SDKVersion, variant: String? = nil, change: ChangeKind, summary: String, source: String,
        before: String? = nil, after: String? = nil, otherMethods: [String] = [], advice: String, events: [String],
        introduces: [String] = [], retires: [String] = [], tag: String? = nil, commit: String? = nil,
        declaration: (before: String, after: String)? = nil
    ) {
        self.id = id
        self.version = version
        self.variant = variant
        self.change = change
        self.summary = summary
        self.source = source
        self.before = before
        self.after = after
        self.otherMethods = otherMethods
        self.advice = advice
        self.events = events
        self.introduces = introduces
        self.retires = retires
        self.tag = tag
        self.commit = commit
        self.declaredBefore = declaration?.before
        self.declaredAfter = declaration?.after
    }

    /// The app-side method a checklist files the gate under: the method as it was, else as it is.
    package var method: String? { before ?? after }

    /// Every method of the app the gate concerns, without answers (`c(_:x:)` for `c(_:x:) -> Bool`).
    package var methods: Set<String> {
        Set(([before, after].compactMap { $0 } + otherMethods).map { NativeForm($0).method })
    }

    /// Whether the gate explains a difference in the canonical event `name` (`final` for the final state).
    package func explains(event name: String) -> Bool { events.contains(name) }
}
