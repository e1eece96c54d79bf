import ConformKit

/// Adapty 2.x's paywall UI was its own package, adaptyteam/AdaptyUI-iOS, whose tags are the
/// `adapty` model's 2.x versions; the core SDK (adaptyteam/AdaptySDK-iOS) has releases of its own
/// that are no UI release (2.10.0, 2.4.1). `AdaptyCorePins` says which core releases each UI release
/// builds with (read from its Package.swift by `ci/surfaces/extract-adapty-core.py`), so a core
/// version is refused naming the UI version to use rather than "never released".
extension AdaptyFamily {
    /// Each UI release with the core releases it admits, and every core 2.x release.
    static let corePins: (pins: [(ui: SDKVersion, cores: Set<SDKVersion>)], cores: Set<SDKVersion>) = {
        var pins: [(ui: SDKVersion, cores: Set<SDKVersion>)] = []
        var cores: Set<SDKVersion> = []
        for line in AdaptyCorePins.text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "pins", words.count >= 2, let ui = SDKVersion(words[1]) {
                pins.append((ui, Set(words.dropFirst(2).compactMap(SDKVersion.init))))
            } else if words.first == "core" {
                cores = Set(words.dropFirst().compactMap(SDKVersion.init))
            }
        }
        return (pins, cores)
    }()

    /// A core 2.x release that is no UI tag: refused naming the UI releases that build with it, or
    /// the nearest one when none does.
    package func notReleased(_ id: String, version: SDKVersion) -> ConformError? {
        let (pins, cores) = Self.corePins
        guard version.major == 2, cores.contains(version) else { return nil }
        let what =
            "'\(id)' names \(version), a release of Adapty's core SDK (adaptyteam/AdaptySDK-iOS), not of its 2.x paywall UI: "
            + "the model's 2.x versions are adaptyteam/AdaptyUI-iOS's tags, each built with the core versions its Package.swift admits"
        let building = pins.filter { $0.cores.contains(version) }.map(\.ui)
        if !building.isEmpty {
            let list = building.map { "'\(name)@\($0)'" }.joined(separator: " or ")
            return .input(
                what, next: "with core \(version) an app resolves AdaptyUI \(building.map(\.description).joined(separator: " or ")): name \(list)")
        }
        let later = pins.filter { ($0.cores.min() ?? version) > version }.min { $0.ui < $1.ui }
        let earlier = pins.filter { ($0.cores.max() ?? version) < version }.max { $0.ui < $1.ui }
        let near = [earlier, later].compactMap { $0 }.map {
            "'\(name)@\($0.ui)' (core \($0.cores.sorted().map(\.description).joined(separator: ", ")))"
        }
        return .input(
            what,
            next:
                "no AdaptyUI release builds with core \(version); the nearest are \(near.joined(separator: " and ")): name the AdaptyUI version the app resolves"
        )
    }
}
