import ConformKit
import Foundation
@testable import ConformAdapters

/// The checks every family's surface test makes against the surface data a `ci/surfaces/extract-<sdk>.py`
/// read at every released tag (`SurfaceRelease`): a gate's citation, the declaration changes no gate
/// says, the natives a model emits that its tag does not declare.
enum SurfaceChecks {
    /// What is wrong with a gate's citation of the SDK's history, if anything: its tag and commit,
    /// the tag being its version, and the version being released.
    static func citationProblems(_ gate: VersionGate, releases: [SurfaceRelease]) -> [String] {
        guard let tag = gate.tag else { return ["\(gate.id): no tag"] }
        guard let commit = gate.commit else { return ["\(gate.id): no commit"] }
        var problems: [String] = []
        if !(commit.count == 40 && commit.allSatisfy(\.isHexDigit)) { problems.append("\(gate.id): commit '\(commit)' is not 40 hex digits") }
        if !gate.source.contains(String(commit.prefix(8))) { problems.append("\(gate.id): the source does not name commit \(commit.prefix(8))") }
        guard let at = tag.lastIndex(of: "@"), let version = SDKVersion(String(tag[tag.index(after: at)...])) else {
            return problems + ["\(gate.id): tag '\(tag)' names no version"]
        }
        if version != gate.version { problems.append("\(gate.id): tag \(tag) is not its version \(gate.version)") }
        if let release = releases.first(where: { $0.version == version }) {
            if release.citation != tag { problems.append("\(gate.id): \(tag) is not the release \(release.citation)") }
        } else {
            problems.append("\(gate.id): \(version) was never released")
        }
        return problems
    }

    /// What is wrong between the declaration changes and the gates: a change no gate at its tag
    /// declares, or a gate declaring a change its tag does not make.
    static func coverageProblems(
        _ changes: [(version: SDKVersion, keys: Set<String>)],
        gates: [(version: SDKVersion, id: String, declares: Set<String>)]
    ) -> [String] {
        var problems: [String] = []
        for (version, keys) in changes {
            let declared = gates.filter { $0.version == version }.reduce(into: Set<String>()) { $0.formUnion($1.declares) }
            for key in keys.subtracting(declared).sorted() { problems.append("\(version): '\(key)' changes, and no gate at \(version) says so") }
        }
        for gate in gates {
            let changed = changes.first { $0.version == gate.version }?.keys ?? []
            for key in gate.declares.subtracting(changed).sorted() {
                problems.append("\(gate.id) at \(gate.version): '\(key)' does not change there")
            }
        }
        return problems
    }

    /// The natives of `natives` that `release` does not declare, with the keys `key` gives them, sorted.
    static func missing(_ natives: Set<String>, at release: SurfaceRelease, key: (String) -> String?) -> [String] {
        let facts = release.facts
        return natives.compactMap { native in key(native).flatMap { facts[$0] == nil ? "\(native) (\($0))" : nil } }.sorted()
    }

    /// The shipped suite with every spec scoped to a member of `family` run by all its members, as a chain runs it.
    static func suite(of family: String) -> [Spec] {
        guard let loaded = try? SuiteLoader(root: AdaptyFactTableTests.root + "/Specs").load(paths: [], jobs: 2) else { return [] }
        // `revenuecatui-swiftui` is the family's; `revenuecatui-android` is a family of its own.
        let others = BuiltinAdapters.families.map(\.name).filter { $0 != family }
        func names(_ id: String, _ family: String) -> Bool { id == family || id.hasPrefix(family + "@") || id.hasPrefix(family + "-") }
        return loaded.specs.map { spec in
            var spec = spec
            if spec.scope.adapters.contains(where: { id in names(id, family) && !others.contains { names(id, $0) && $0.count > family.count } }) {
                spec.scope.adapters = []
            }
            return spec
        }.filter { $0.scope.adapters.isEmpty }
    }

    /// Every native form (its method) the transcripts of `suite` on `adapter` record.
    static func recordedNatives(_ suite: [Spec], on adapter: any Adapter) -> Set<String> {
        var natives: Set<String> = []
        for result in Runner(Runner.Options(jobs: 2, keepTranscripts: true)).run(suite, on: [adapter]) {
            for event in result.run?.transcript?.events ?? [] {
                for native in event.native.components(separatedBy: NativeForms.separator) { natives.insert(NativeForm(native).method) }
            }
        }
        return natives
    }
}
