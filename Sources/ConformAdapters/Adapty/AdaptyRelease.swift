import ConformKit

/// One released tag of the Adapty paywall — AdaptyUI-iOS 2.x or AdaptySDK-iOS 3.x — with the commit
/// it points at and the public callback surface read from it by `ci/surfaces/extract-adapty.py`
/// (`AdaptyReleaseData`): the UIKit delegate's requirements, the observer-mode protocols', and the
/// SwiftUI `.paywall` modifier's closure parameters.
struct AdaptyRelease: Sendable, Hashable {
    /// A protocol at the tag: the file that declares it and its requirements, selector to signature.
    struct Declarations: Sendable, Hashable {
        /// The file, inside the repository, that declares it.
        var file: String
        /// Each requirement's selector (`paywallController(_:didSelectProduct:)`) to its signature, types included.
        var requirements: [String: String]
    }

    /// The tag, `3.17.2`.
    var tag: String
    /// The repository the tag is in: `adaptyteam/AdaptyUI-iOS` or `adaptyteam/AdaptySDK-iOS`.
    var repository: String
    /// The commit the tag points at (40 hex digits).
    var commit: String
    /// `AdaptyPaywallControllerDelegate`.
    var delegate: Declarations?
    /// `AdaptyObserverModeResolver` (3.0.1+).
    var resolver: Declarations?
    /// 2.x's `AdaptyObserverModeDelegate` (2.11.0 … 2.11.3).
    var observerDelegate: Declarations?
    /// The SwiftUI `.paywall` modifier's closure parameters, label to type; nil where it has none.
    var swiftUI: Declarations?

    /// The version the tag names.
    var version: SDKVersion {
        // The data holds release tags only, which are versions.
        SDKVersion(tag) ?? SDKVersion(0, 0)
    }

    /// The repository and tag as people cite them: `adaptyteam/AdaptySDK-iOS@3.14.0`.
    var citation: String { "\(repository)@\(tag)" }

    /// Every fact of the surface, keyed `delegate paywallController(_:didSelectProduct:)`,
    /// `resolver observerMode(…)`, `observer-delegate …` or `swiftui didSelectProduct`, to its signature or type.
    var facts: [String: String] {
        var facts: [String: String] = [:]
        for (kind, surface) in [("delegate", delegate), ("resolver", resolver), ("observer-delegate", observerDelegate), ("swiftui", swiftUI)] {
            for (key, value) in surface?.requirements ?? [:] { facts[kind + " " + key] = value }
        }
        return facts
    }
}

extension AdaptyRelease {
    /// Every released tag the model covers, oldest first, read from `AdaptyReleaseData`.
    static let all: [AdaptyRelease] = parse(AdaptyReleaseData.text)

    /// The released versions, oldest first.
    static let versions: [SDKVersion] = all.map(\.version)

    /// The release of `version`, if it was released.
    static func release(_ version: SDKVersion) -> AdaptyRelease? {
        all.first { $0.version == version }
    }

    /// Reads the data's lines (`release`, then indented protocols and their `selector | signature` lines).
    static func parse(_ text: String) -> [AdaptyRelease] {
        var releases: [AdaptyRelease] = []
        var section: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if indent == 0 {
                let words = content.split(separator: " ").map(String.init)
                guard words.count == 4, words[0] == "release" else { continue }
                releases.append(AdaptyRelease(tag: words[1], repository: words[2], commit: words[3]))
                section = nil
            } else if indent == 2, let space = content.firstIndex(of: " ") {
                let kind = String(content[..<space])
                let file = String(content[content.index(after: space)...])
                section = kind
                releases[releases.count - 1].setSection(kind, Declarations(file: file, requirements: [:]))
            } else if indent == 4, let section, let bar = content.range(of: " | ") {
                let key = String(content[..<bar.lowerBound])
                let value = String(content[bar.upperBound...])
                releases[releases.count - 1].add(key, value, to: section)
            }
        }
        return releases
    }

    private init(tag: String, repository: String, commit: String) {
        self.init(tag: tag, repository: repository, commit: commit, delegate: nil, resolver: nil, observerDelegate: nil, swiftUI: nil)
    }

    private mutating func setSection(_ kind: String, _ value: Declarations) {
        switch kind {
        case "delegate": delegate = value
        case "resolver": resolver = value
        case "observer-delegate": observerDelegate = value
        case "swiftui": swiftUI = value
        default: break
        }
    }

    private mutating func add(_ key: String, _ value: String, to kind: String) {
        switch kind {
        case "delegate": delegate?.requirements[key] = value
        case "resolver": resolver?.requirements[key] = value
        case "observer-delegate": observerDelegate?.requirements[key] = value
        case "swiftui": swiftUI?.requirements[key] = value
        default: break
        }
    }
}
