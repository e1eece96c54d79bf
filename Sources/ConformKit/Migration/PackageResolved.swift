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
            throw ConformError.input(
                "'\(path)' does not exist",
                next: "pass the app's Package.resolved (in the .xcodeproj's project.xcworkspace/xcshareddata/swiftpm, or next to Package.swift)")
        case .failure(.tooLarge(let size)):
            throw ConformError.input("'\(path)' is \(size) bytes, too large for a Package.resolved", next: "pass the app's Package.resolved")
        case .failure(let problem):
            throw ConformError.input("cannot read '\(path)': \(problem)", next: "pass the app's Package.resolved")
        }
    }

    /// The formats SwiftPM has written: 1 (pins under `object`), 2 and 3 (pins at the top).
    static let formats: ClosedRange<Int64> = 1...3

    /// Parses the JSON of a resolved file; `file` names it in errors. Read with the one strict JSON
    /// parser: damage is located by line and column, a `version` SwiftPM never wrote is refused
    /// (it may mean other things), and a package pinned twice is refused rather than one pin taken.
    package static func parse(_ data: Data, file: String) throws -> PackageResolved {
        let bytes = [UInt8](data)
        let next = "pass the app's Package.resolved, or name the version with '--from'"
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes)
        } catch {
            throw ConformError.input(
                "'\(file)' is not a SwiftPM Package.resolved (format 1, 2 or 3): it is not valid JSON: \(error.located(in: bytes))", next: next)
        }
        do throws(WireDecodingError) {
            let fields = try WireFields(root, "the file")
            guard fields.has("version") else {
                throw WireDecodingError("it names no 'version' (SwiftPM writes 1, 2 or 3)")
            }
            let version = try fields.integer("version", in: Int64.min...Int64.max)
            guard formats.contains(version) else {
                throw WireDecodingError("its 'version' is \(version), a format this conform does not know (it reads 1, 2 and 3)")
            }
            // Format 1 nests the pins in "object"; formats 2 and 3 keep them at the top.
            let holder = version == 1 ? try fields.object("object") : fields
            let entries = try holder.array("pins")
            var pins: [Pin] = []
            var first: [String: Int] = [:]
            for (index, value) in entries.enumerated() {
                let entry = try WireFields(value, "pins[\(index)]")
                let location = version == 1 ? try entry.string("repositoryURL") : try entry.string("location")
                let identity = (version == 1 ? nil : try entry.optionalString("identity")) ?? Self.identity(of: location)
                guard !identity.isEmpty else { throw WireDecodingError("pins[\(index)] names no package") }
                if let earlier = first.updateValue(index, forKey: identity.lowercased()) {
                    throw WireDecodingError("pins[\(index)] pins '\(identity)' again (first at pins[\(earlier)]): SwiftPM pins a package once")
                }
                let state = try entry.optionalObject("state")
                pins.append(Pin(identity: identity.lowercased(), location: location, version: try state?.optionalString("version")))
            }
            return PackageResolved(pins: pins)
        } catch {
            throw ConformError.input("'\(file)' is not a SwiftPM Package.resolved (format 1, 2 or 3): \(error.message)", next: next)
        }
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
            throw ConformError.input(
                "'\(file)' pins no \(family.sdk) package (looked for \(family.packageIdentities.map { "'\($0)'" }.joined(separator: ", ")))",
                next: "name the current version with '--from \(family.name)@<version>'")
        }
        guard let text = pin.version, let version = SDKVersion(text) else {
            throw ConformError.input(
                "'\(file)' pins '\(pin.identity)' to a branch or revision, not a version",
                next: "name the current version with '--from \(family.name)@<version>'")
        }
        return version
    }
}
