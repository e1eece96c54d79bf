#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The golden transcripts on disk: `<root>/<adapterID>/<specID>.transcript`, with pending changes
/// beside them as `<…>.transcript.new`, or under a pending folder when one is configured
/// (`<pendingRoot>/<adapterID>/<specID>.transcript.new`).
///
/// Writing a golden never makes a run pass: a run that differs leaves a pending change, and only
/// `accept` (or `update`, which the CLI refuses in CI) writes a golden. Every write is atomic, ids
/// are validated and no path leaves its root, not even through a symbolic link. The store holds
/// no mutable state, so any number of threads may use it at once for different goldens.
///
/// Goldens live where their adapter lives: a store may route some adapters to stores of their own
/// (`homes`: an adapter package's golden folder), so every command that reads or writes a golden
/// or a pending change by its key — status, accept, reject, review — finds it in its adapter's home.
package struct GoldenStore: Sendable {
    /// The golden folder, as the user named it (`Golden`).
    package let root: String
    /// Where pending changes go; nil keeps them beside the goldens.
    package let pendingRoot: String?
    /// The roots' resolved paths, found once (nil while a root does not exist yet): every path
    /// check compares against them instead of resolving the root again.
    private let realRoot: String?
    private let realPendingRoot: String?
    /// Folders already resolved inside their root during this run, so the next golden in the same
    /// folder costs one `lstat` of its own instead of resolving every component again.
    private let verified = VerifiedFolders()
    /// Adapter id → the store of that adapter's own golden folder, when it is not this one (an
    /// adapter package's): every key of such an adapter is read, written and listed there.
    package let homes: [String: GoldenStore]

    /// A golden's file extension.
    package static let goldenExtension = ".transcript"
    /// A pending change's file extension.
    package static let pendingExtension = ".transcript.new"
    /// Beside a pending transcript of a spec whose expectations failed: why they failed. Such a
    /// pending change is its own group, marked failing, never accepted with another group.
    package static let failingExtension = ".transcript.new.failing"

    /// Creates a store over `root`, with pending changes under `pendingRoot` when given, and the
    /// goldens of the adapters `homes` names in their own stores.
    package init(root: String, pendingRoot: String? = nil, homes: [String: GoldenStore] = [:]) {
        self.root = Self.normalized(root)
        self.pendingRoot = pendingRoot.map(Self.normalized)
        self.realRoot = FileSystem.realPath(self.root)
        self.realPendingRoot = self.pendingRoot.flatMap(FileSystem.realPath)
        self.homes = homes
    }

    /// The store that holds `key`'s golden when it is not this one.
    private func home(_ key: GoldenKey) -> GoldenStore? {
        homes.isEmpty ? nil : homes[key.adapterID]
    }

    /// The stores `homes` routes to, each once, by root, with the adapters routed to it.
    private var homeStores: [(store: GoldenStore, adapters: Set<String>)] {
        var byRoot: [String: (store: GoldenStore, adapters: Set<String>)] = [:]
        for (adapter, store) in homes { byRoot[store.root, default: (store, [])].adapters.insert(adapter) }
        return byRoot.keys.sorted().compactMap { byRoot[$0] }
    }

    // MARK: Paths

    /// The golden's path, `Golden/miniwall/purchase/success.transcript`; throws on an invalid id
    /// or a path that a symbolic link would lead outside the root.
    package func goldenPath(for key: GoldenKey) throws(GoldenStoreError) -> String {
        if let home = home(key) { return try home.goldenPath(for: key) }
        return try path(for: key, under: root, extension: Self.goldenExtension)
    }

    /// The pending change's path, beside the golden or under the pending root.
    package func pendingPath(for key: GoldenKey) throws(GoldenStoreError) -> String {
        if let home = home(key) { return try home.pendingPath(for: key) }
        return try path(for: key, under: pendingRoot ?? root, extension: Self.pendingExtension)
    }

    /// Why `id` cannot be a spec id, or nil when it can: `[a-z0-9._/-]`, no `..`, no leading or
    /// trailing `/`, no empty or `.` path component.
    package static func problem(withSpecID id: String) -> String? {
        if SpecID.isValid(id) { return nil }
        if id.isEmpty { return "it is empty" }
        if let bad = id.unicodeScalars.first(where: { !isIDScalar($0, extra: "/") }) {
            return "'\(bad)' is not allowed; spec ids use only a-z, 0-9, '.', '_', '-' and '/'"
        }
        if id.contains("..") { return "'..' is not allowed" }
        if id.hasPrefix("/") || id.hasSuffix("/") { return "it must not start or end with '/'" }
        if id.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || $0 == "." }) {
            return "empty and '.' path components are not allowed"
        }
        return nil
    }

    /// The longest adapter id: it names a folder, and a file system holds at most 255 bytes a name.
    package static let maxAdapterIDLength = 128

    /// Why `id` cannot be an adapter id, or nil when it can: `[a-z0-9._@-]`, not `.`, no `..`, at
    /// most `maxAdapterIDLength` long.
    package static func problem(withAdapterID id: String) -> String? {
        if id.utf8.count > maxAdapterIDLength {
            return "it is \(id.utf8.count) characters long, over the \(maxAdapterIDLength) an adapter id may have (it names a folder)"
        }
        if isPlainAdapterID(id) { return nil }
        if id.isEmpty { return "it is empty" }
        if let bad = id.unicodeScalars.first(where: { !isIDScalar($0, extra: "@") }) {
            return "'\(bad)' is not allowed; adapter ids use only a-z, 0-9, '.', '_', '-' and '@'"
        }
        if id == "." || id.contains("..") { return "'.' and '..' are not allowed" }
        return nil
    }

    // MARK: Comparing

    /// Compares this run's `transcript`, written as `text`, with its golden. Byte-equal text
    /// matches without parsing; otherwise the golden is read back and diffed event by event.
    package func compare(_ transcript: Transcript, text: String) throws(GoldenStoreError) -> GoldenComparison {
        let key = GoldenKey(transcript)
        if let home = home(key) { return try home.compare(transcript, text: text) }
        let (path, folderVerified) = try located(key, under: root, extension: Self.goldenExtension)
        let read: [UInt8]?
        do {
            // In a folder proven inside the root, open the golden without following a final link:
            // no `lstat` first. A link found so is checked like any other path.
            if folderVerified, case .read(let bytes) = try GoldenDisk.readUnlessLink(path) {
                read = bytes
            } else {
                read = try GoldenDisk.read(try goldenPath(for: key))
            }
        } catch {
            guard case .tooLarge(_, let size, let limit) = error else { throw error }
            return .unreadable([
                Diagnostic(
                    id: .transcriptTooLarge, location: SourceLocation(file: path, line: 1, column: 1),
                    message:
                        "golden holds \(Limits.describe(count: size)) bytes, over the \(Limits.describe(bytes: limit)) limit for a transcript; it was not read",
                    notes: ["conform never writes a transcript that large: delete the file, or restore it from version control"])
            ])
        }
        guard let bytes = read else { return .missing }
        var candidate = text
        let equal = candidate.withUTF8 { text in
            text.count == bytes.count
                && bytes.withUnsafeBytes { golden in
                    guard let a = text.baseAddress, let b = golden.baseAddress else { return text.isEmpty }
                    return memcmp(a, b, text.count) == 0
                }
        }
        if equal { return .matches }
        switch Self.readTranscript(bytes, file: path, what: "golden") {
        case .failure(let error):
            return .unreadable(error.diagnostics)
        case .success(let parsed):
            let diff = TranscriptDiff(from: parsed, to: transcript)
            // The SDK's version alone is not behaviour: the same story told by another version matches.
            return diff.isEmpty || diff.onlySDKChanged ? .matches : .differs(golden: parsed, diff: diff)
        }
    }

    /// Reads `bytes`, the contents of `file`, back as a transcript: UTF-8, then the transcript
    /// format; every problem located in the file. `what` names the file in messages (`golden`,
    /// `pending transcript`).
    package static func readTranscript(_ bytes: [UInt8], file: String, what: String = "golden") -> Result<Transcript, TranscriptParseError> {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(TranscriptParseError(diagnostics: [encodingProblem(in: bytes, file: file, what: what)]))
        }
        return TranscriptFormat.parse(text, file: file)
    }

    // MARK: Reading and writing

    /// The golden's text, or nil when there is none.
    package func golden(for key: GoldenKey) throws(GoldenStoreError) -> String? {
        try GoldenDisk.read(try goldenPath(for: key)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The pending change's text, or nil when there is none.
    package func pending(for key: GoldenKey) throws(GoldenStoreError) -> String? {
        try GoldenDisk.read(try pendingPath(for: key)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Leaves `text` as the pending change for `key`; with `failing`, the spec's first broken
    /// expectation, marks it failing (the marker file holds the expectation, located, in one line).
    package func writePending(_ text: String, for key: GoldenKey, failing: Violation? = nil) throws(GoldenStoreError) {
        if let home = home(key) { return try home.writePending(text, for: key, failing: failing) }
        try GoldenDisk.writeAtomically(text, to: pendingPath(for: key))
        let marker = try failingPath(for: key)
        if let failing {
            try GoldenDisk.writeAtomically("\(failing.location): \(failing.kind): \(failing.message)\n", to: marker)
        } else {
            _ = try GoldenDisk.remove(marker)
        }
    }

    /// Writes `text` as `<root>/<adapter>/<spec><ext>` (a rendered diff under `--artifacts`),
    /// held inside the root as every golden and pending file is: a folder on the way that is a
    /// symbolic link to elsewhere is refused.
    package func writeArtifact(_ text: String, for key: GoldenKey, extension ext: String) throws(GoldenStoreError) {
        try GoldenDisk.writeAtomically(text, to: path(for: key, under: root, extension: ext))
    }

    /// Where the failing marker of `key`'s pending transcript is.
    package func failingPath(for key: GoldenKey) throws(GoldenStoreError) -> String {
        if let home = home(key) { return try home.failingPath(for: key) }
        return try path(for: key, under: pendingRoot ?? root, extension: Self.failingExtension)
    }

    /// Why the spec of `key`'s pending transcript failed, when the run that left it said so.
    package func failing(for key: GoldenKey) throws(GoldenStoreError) -> String? {
        guard let bytes = try GoldenDisk.read(try failingPath(for: key)) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        return text.isEmpty ? "the spec's expectations failed" : text
    }

    /// Writes `text` as the golden directly (`--update`), dropping any pending change.
    package func update(_ text: String, for key: GoldenKey) throws(GoldenStoreError) {
        if let home = home(key) { return try home.update(text, for: key) }
        try GoldenDisk.writeAtomically(text, to: goldenPath(for: key))
        try removePending(for: key)
    }

    /// Makes the pending change the golden — only when it reads back as a transcript of this very
    /// pair: a pending file that is cut short, hand-edited, not UTF-8 or of another spec or adapter
    /// is refused with its problems located, and the golden stays as it was.
    package func accept(_ key: GoldenKey) throws(GoldenStoreError) {
        if let home = home(key) { return try home.accept(key) }
        let pendingPath = try pendingPath(for: key)
        guard let bytes = try GoldenDisk.read(pendingPath) else { throw .noPending(path: pendingPath) }
        let problems: [Diagnostic]
        switch Self.readTranscript(bytes, file: pendingPath, what: "pending transcript") {
        case .failure(let error): problems = error.diagnostics
        case .success(let transcript): problems = Self.pairProblems(transcript, key: key, bytes: bytes, file: pendingPath)
        }
        guard problems.isEmpty else {
            throw .unreadablePending(path: pendingPath, diagnostics: problems, source: String(decoding: bytes, as: UTF8.self))
        }
        // What was validated is what is written: the bytes are not read a second time.
        try GoldenDisk.writeAtomically(String(decoding: bytes, as: UTF8.self), to: goldenPath(for: key))
        try removePending(for: key)
    }

    /// The problems of a transcript that parses but names another spec or adapter than `key`.
    static func pairProblems(_ transcript: Transcript, key: GoldenKey, bytes: [UInt8], file: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let checks = [("spec", transcript.specID, key.specID), ("adapter", transcript.adapterID, key.adapterID)]
        for (field, found, expected) in checks where found != expected {
            problems.append(
                Diagnostic(
                    id: .transcriptWrongPair, location: SourceLocation(file: file, line: headerLine(field, in: bytes), column: 1),
                    message: "the pending transcript is of \(field) '\(found)', but its path is that of \(field) '\(expected)'",
                    notes: ["a pending file belongs beside the golden of the same pair; reject it and run 'conform run' to record it again"]))
        }
        return problems
    }

    /// The line of the `field:` header in `bytes` (2 when it cannot be found).
    private static func headerLine(_ field: String, in bytes: [UInt8]) -> Int {
        let prefix = Array((field + ":").utf8)
        var line = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A || index == bytes.count - 1 {
            if bytes[start...].starts(with: prefix) { return line }
            line += 1
            start = index + 1
        }
        return 2
    }

    /// Throws the pending change away.
    package func reject(_ key: GoldenKey) throws(GoldenStoreError) {
        let pendingPath = try pendingPath(for: key)
        guard try removePending(for: key) else { throw .noPending(path: pendingPath) }
    }

    /// Deletes the golden (pruning one no spec produces any more) and any pending change; false
    /// when there was no golden.
    @discardableResult
    package func remove(_ key: GoldenKey) throws(GoldenStoreError) -> Bool {
        if let home = home(key) { return try home.remove(key) }
        let path = try goldenPath(for: key)
        let removed = try GoldenDisk.remove(path)
        try removePending(for: key)
        FileSystem.removeEmptyDirectories(from: FileSystem.parent(of: path), upTo: root)
        return removed
    }

    /// Deletes the pending change if there is one; true when there was.
    @discardableResult
    package func removePending(for key: GoldenKey) throws(GoldenStoreError) -> Bool {
        if let home = home(key) { return try home.removePending(for: key) }
        // Unlinking never follows a link: a link in a verified folder is removed itself, so its
        // name needs no `lstat` first (one system call saved on every pair that matched).
        let path = try path(for: key, under: pendingRoot ?? root, extension: Self.pendingExtension, removing: true)
        let removed = try GoldenDisk.remove(path)
        // The failing mark is written only with its pending file: most pairs match their golden
        // and have neither, so they pay one system call here, not two.
        if removed { _ = try GoldenDisk.remove(try failingPath(for: key)) }
        if removed, let pendingRoot {
            FileSystem.removeEmptyDirectories(from: FileSystem.parent(of: path), upTo: pendingRoot)
        }
        return removed
    }

    // MARK: Listing

    /// Removes the temporary files that writes killed half-way left under the golden folder (unless
    /// `pendingOnly`: a run that writes only to a pending folder leaves the goldens' alone) and the
    /// pending folder — only those whose writer is gone, never another live run's — and returns
    /// their paths.
    @discardableResult
    package func removeStaleTemporaryFiles(pendingOnly: Bool = false) -> [String] {
        var removed = pendingOnly ? [] : TemporaryFiles.sweep(root)
        if let pendingRoot, pendingRoot != root { removed += TemporaryFiles.sweep(pendingRoot) }
        for (store, _) in homeStores where store.root != root { removed += store.removeStaleTemporaryFiles(pendingOnly: pendingOnly) }
        return removed
    }

    /// Every golden on disk, sorted: after a full run, those no spec produced are obsolete.
    package func listGoldens() throws(GoldenStoreError) -> [GoldenKey] {
        try routed(try list(under: root, extension: Self.goldenExtension)) { (store: GoldenStore) throws(GoldenStoreError) in try store.listGoldens()
        }
    }

    /// Every pending change on disk, sorted: this store's, and those of the adapters it routes
    /// to their homes, each found in its home.
    package func listPending() throws(GoldenStoreError) -> [GoldenKey] {
        try routed(try list(under: pendingRoot ?? root, extension: Self.pendingExtension)) { (store: GoldenStore) throws(GoldenStoreError) in
            try store.listPending()
        }
    }

    /// `own` without the keys of adapters routed elsewhere, with those each home lists for them; sorted.
    private func routed(_ own: [GoldenKey], _ listing: (GoldenStore) throws(GoldenStoreError) -> [GoldenKey]) throws(GoldenStoreError) -> [GoldenKey]
    {
        guard !homes.isEmpty else { return own }
        var keys = Set(own.filter { homes[$0.adapterID] == nil })
        for (store, adapters) in homeStores {
            for key in try listing(store) where adapters.contains(key.adapterID) { keys.insert(key) }
        }
        return keys.sorted()
    }

    /// The keys of the files ending in `ext` under `base`; symbolic links, hidden files (such as
    /// interrupted temporary files) and names that are not valid ids are skipped.
    private func list(under base: String, extension ext: String) throws(GoldenStoreError) -> [GoldenKey] {
        var keys: [GoldenKey] = []
        for adapter in try GoldenDisk.contents(of: base) where Self.problem(withAdapterID: adapter) == nil {
            let folder = Self.join(base, adapter)
            guard FileSystem.kind(of: folder) == .directory else { continue }
            try collect(in: folder, relative: "", extension: ext) { specID in
                keys.append(GoldenKey(adapterID: adapter, specID: specID))
            }
        }
        return keys.sorted()
    }

    /// Walks `folder` depth first, reporting the spec id of each file ending in `ext`.
    private func collect(
        in folder: String, relative: String, extension ext: String,
        _ found: (String) -> Void
    ) throws(GoldenStoreError) {
        let prefix = relative.isEmpty ? "" : relative + "/"
        for (name, listed) in try GoldenDisk.entries(of: folder) where name.utf8.first != UInt8(ascii: ".") {
            switch listed ?? FileSystem.kind(of: folder + "/" + name) {
            case .directory:
                try collect(in: folder + "/" + name, relative: prefix + name, extension: ext, found)
            case .file where name.utf8.count > ext.utf8.count && name.utf8.reversed().starts(with: ext.utf8.reversed()):
                let specID = prefix + String(decoding: name.utf8.dropLast(ext.utf8.count), as: UTF8.self)
                if SpecID.isValid(specID) { found(specID) }
            default:
                continue
            }
        }
    }

    // MARK: Helpers

    /// The path of `key`'s file under `base`, its ids validated, and whether its folder was already
    /// proven inside the root during this run (the file itself is not looked at).
    private func located(_ key: GoldenKey, under base: String, extension ext: String) throws(GoldenStoreError) -> (path: String, folderVerified: Bool)
    {
        if let problem = Self.problem(withAdapterID: key.adapterID) { throw .invalidAdapterID(key.adapterID, reason: problem) }
        if let problem = Self.problem(withSpecID: key.specID) { throw .invalidSpecID(key.specID, reason: problem) }
        let path = Self.join(base, key.adapterID + "/" + key.specID + ext)
        return (path, verified.contains(FileSystem.parent(of: path)))
    }

    /// The path of `key`'s file under `base`, checked.
    /// `removing`: the path is only unlinked, which never follows a link, so a verified folder is enough.
    private func path(for key: GoldenKey, under base: String, extension ext: String, removing: Bool = false) throws(GoldenStoreError) -> String {
        let (path, folderVerified) = try located(key, under: base, extension: ext)
        if folderVerified, removing || FileSystem.kind(of: path) != .symbolicLink { return path }
        let folder = FileSystem.parent(of: path)
        if try Self.checkContained(path, in: base, realBase: base == root ? realRoot : realPendingRoot) {
            verified.insert(folder)
        }
        return path
    }

    /// Refuses `path` when the deepest part of it that exists resolves outside `base`.
    /// Returns whether the path's own folder exists (and so was proven inside the root).
    @discardableResult
    private static func checkContained(_ path: String, in base: String, realBase known: String?) throws(GoldenStoreError) -> Bool {
        guard let realBase = known ?? FileSystem.realPath(base) else { return false }
        var existing = path
        while existing.utf8.count > base.utf8.count && FileSystem.kind(of: existing) == nil {
            existing = FileSystem.parent(of: existing)
        }
        guard let real = FileSystem.realPath(existing),
            real == realBase || real.hasPrefix(realBase == "/" ? "/" : realBase + "/")
        else {
            throw .outsideRoot(path: path, root: base)
        }
        return existing == path || existing == FileSystem.parent(of: path)
    }

    /// The common case in one byte pass with no allocation: `[a-z0-9._@-]`, no `..`, not `.`.
    private static func isPlainAdapterID(_ id: String) -> Bool {
        var previous: UInt8 = 0
        var count = 0
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "@"):
                break
            case UInt8(ascii: "."):
                if previous == UInt8(ascii: ".") { return false }
            default:
                return false
            }
            previous = byte
            count += 1
        }
        return count > 0 && id != "."
    }

    /// Whether `scalar` is allowed in an id: `a-z`, `0-9`, `.`, `_`, `-` and `extra`.
    private static func isIDScalar(_ scalar: Unicode.Scalar, extra: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-" || scalar == extra
    }

    /// `relative` under `base`, with one slash between them (also when `base` is `/`).
    private static func join(_ base: String, _ relative: String) -> String {
        base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// `root` without trailing slashes (`.` when empty).
    private static func normalized(_ root: String) -> String {
        var root = root
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        return root.isEmpty ? "." : root
    }

    /// The diagnostic for a golden that is not UTF-8, at the line of its first bad byte.
    private static func encodingProblem(in bytes: [UInt8], file: String, what: String) -> Diagnostic {
        let offset = SourceText.firstInvalidOffset(in: bytes)
        let line = bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return Diagnostic(
            id: .transcriptEncoding, location: SourceLocation(file: file, line: line, column: column),
            message: "\(what) is not valid UTF-8",
            notes: [
                what == "golden"
                    ? "re-record it with 'conform run --update', or restore it from version control"
                    : "reject it, then run 'conform run' to record it again"
            ])
    }
}
