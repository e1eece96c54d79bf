import Foundation

/// The pins of a SwiftPM `Package.resolved` (format 1, 2 or 3), so `conform upgrade` can read the
/// SDK version an app is on instead of being told.
package struct PackageResolved: Sendable, Hashable {
    /// One pinned package.
    package struct Pin: Sendable, Hashable {
        /// SwiftPM's identity: the repository's last path component, lowercased, without `.git`.
        package var identity: String
        /// Where it comes from.
        package var location: String
        /// The pinned version, when pinned to one (not a branch or a revision).
        package var version: String?
    }

    /// The largest file read: a resolved file is small.
    static let maxBytes = 4 << 20

    /// The pins, in file order.
    package var pins: [Pin]

    /// Reads the file at `path`; throws an input error naming the file when it cannot be read or parsed.
    package static func read(_ path: String) throws -> PackageResolved {
        switch BoundedFile.read(path, limit: maxBytes) {
        case .success(let bytes):
            return try parse(Data(bytes), file: path)
        case .failure(.missing):
            throw ConformError.input("'\(path)' does not exist", next: "pass the app's Package.resolved (in the .xcodeproj's project.xcworkspace/xcshareddata/swiftpm, or next to Package.swift)")
        case .failure(.tooLarge(let size)):
            throw ConformError.input("'\(path)' is \(size) bytes, too large for a Package.resolved", next: "pass the app's Package.resolved")
        case .failure(let problem):
            throw ConformError.input("cannot read '\(path)': \(problem)", next: "pass the app's Package.resolved")
        }
    }

    /// Parses the JSON of a resolved file; `file` names it in errors.
    package static func parse(_ data: Data, file: String) throws -> PackageResolved {
        let invalid = ConformError.input("'\(file)' is not a SwiftPM Package.resolved (format 1, 2 or 3)",
                                         next: "pass the app's Package.resolved, or name the version with '--from'")
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw invalid }
        // Format 1 nests the pins in "object"; formats 2 and 3 keep them at the top.
        let object = root["object"] as? [String: Any] ?? root
        guard let entries = object["pins"] as? [[String: Any]] else { throw invalid }
        let pins = entries.compactMap { entry -> Pin? in
            let location = entry["location"] as? String ?? entry["repositoryURL"] as? String ?? ""
            let identity = (entry["identity"] as? String) ?? Self.identity(of: location)
            guard !identity.isEmpty else { return nil }
            let state = entry["state"] as? [String: Any]
            return Pin(identity: identity.lowercased(), location: location, version: state?["version"] as? String)
        }
        return PackageResolved(pins: pins)
    }

    /// SwiftPM's identity of a repository location: `adaptysdk-ios` for `https://github.com/adaptyteam/AdaptySDK-iOS.git`.
    static func identity(of location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? ""
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// The version the file pins `family`'s SDK at, by the family's package identities in their
    /// order (the module that delivers the paywall callbacks first: a 2.x Adapty app pins both
    /// AdaptySDK-iOS and AdaptyUI-iOS, and the callbacks are AdaptyUI's); throws an input error when
    /// it is not pinned, or pinned to a branch or revision.
    package func version(of family: any VersionedAdapterFamily, file: String) throws -> SDKVersion {
        let pinned = family.packageIdentities.lazy.compactMap { identity in
            self.pins.first { $0.identity == identity || Self.identity(of: $0.location) == identity }
        }
        guard let pin = pinned.first else {
            throw ConformError.input("'\(file)' pins no \(family.sdk) package (looked for \(family.packageIdentities.map { "'\($0)'" }.joined(separator: ", ")))",
                                     next: "name the current version with '--from \(family.name)@<version>'")
        }
        guard let text = pin.version, let version = SDKVersion(text) else {
            throw ConformError.input("'\(file)' pins '\(pin.identity)' to a branch or revision, not a version",
                                     next: "name the current version with '--from \(family.name)@<version>'")
        }
        return version
    }
}
