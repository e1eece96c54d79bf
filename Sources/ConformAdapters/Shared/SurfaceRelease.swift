import ConformKit

/// One released tag of a modelled SDK, with the commit it points at and the public callback surface
/// a `ci/surfaces/extract-<sdk>.py` script read from it: sections (`delegate`, `swiftui`, …), each
/// the file that declares it and its keys (a selector, a modifier, a closure label) to their
/// signatures. The data format is `ci/surfaces/surfacelib.py`'s, one for every SDK.
struct SurfaceRelease: Sendable, Hashable {
    /// A section at the tag: the file that declares it and its keys to their signatures.
    struct Section: Sendable, Hashable {
        /// The file, inside the repository, that declares it.
        var file: String
        /// Each key (`paywallViewController(_:didOpenURL:)`) to its signature, types included.
        var entries: [String: String]
    }

    /// The tag, `5.85.0`.
    var tag: String
    /// The repository the tag is in: `RevenueCat/purchases-ios`.
    var repository: String
    /// The commit the tag points at (40 hex digits).
    var commit: String
    /// The sections by name.
    var sections: [String: Section]

    /// The version the tag names.
    var version: SDKVersion {
        // The data holds release tags only, which are versions.
        SDKVersion(tag) ?? SDKVersion(0, 0)
    }

    /// The repository and tag as people cite them: `RevenueCat/purchases-ios@5.85.0`.
    var citation: String { "\(repository)@\(tag)" }

    /// Every fact of the surface, keyed `<section> <key>`, to its signature.
    var facts: [String: String] {
        var facts: [String: String] = [:]
        for (name, section) in sections {
            for (key, value) in section.entries { facts[name + " " + key] = value }
        }
        return facts
    }

    /// Reads the data's lines: `release <tag> <repository> <commit>`, then indented sections
    /// (`  <section> <file>`) and their `    <key> | <value>` lines. The first release lists its whole
    /// surface; each later one starts from the one before and lists what changed: a section it adds,
    /// moves or edits, `    - <key>` for a key gone, `  - <section>` for a section gone.
    static func parse(_ text: String) -> [SurfaceRelease] {
        var releases: [SurfaceRelease] = []
        var section: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            let gone = content.hasPrefix("- ") ? String(content.dropFirst(2)) : nil
            if indent == 0 {
                let words = content.split(separator: " ").map(String.init)
                guard words.count == 4, words[0] == "release" else { continue }
                releases.append(SurfaceRelease(tag: words[1], repository: words[2], commit: words[3], sections: releases.last?.sections ?? [:]))
                section = nil
            } else if releases.isEmpty {
                continue
            } else if indent == 2, let gone {
                releases[releases.count - 1].sections[gone] = nil
                section = nil
            } else if indent == 2, let space = content.firstIndex(of: " ") {
                let name = String(content[..<space])
                let file = String(content[content.index(after: space)...])
                releases[releases.count - 1].sections[name, default: Section(file: file, entries: [:])].file = file
                section = name
            } else if indent == 4, let section, let gone {
                releases[releases.count - 1].sections[section]?.entries[gone] = nil
            } else if indent == 4, let section, let bar = content.range(of: " | ") {
                releases[releases.count - 1].sections[section]?.entries[String(content[..<bar.lowerBound])] = String(content[bar.upperBound...])
            }
        }
        return releases
    }

    /// The declaration keys that change between each release of `releases` and the one before it,
    /// leaving out `ignoring`.
    static func changes(_ releases: [SurfaceRelease], ignoring: Set<String> = []) -> [(version: SDKVersion, keys: Set<String>)] {
        zip(releases, releases.dropFirst()).compactMap { old, new in
            let (a, b) = (old.facts, new.facts)
            let keys = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.subtracting(ignoring)
            return keys.isEmpty ? nil : (new.version, keys)
        }
    }
}
