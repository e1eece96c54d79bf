import Foundation

/// Finds spec files under the paths a user names and reads them into specs, in parallel.
public struct SuiteLoader: Sendable {
    /// A spec file that could not be read as a valid spec.
    public struct InvalidFile: Error, Sendable {
        /// The file as the user named it.
        public var file: String
        /// Its id, when the path gave one.
        public var specID: String?
        /// Every problem in it.
        public var diagnostics: [Diagnostic]
        /// Its text, for quoting lines under diagnostics.
        public var source: String?
    }

    /// The outcome of loading: valid specs sorted by id, and invalid files sorted by path.
    public struct Loaded: Sendable {
        /// Specs that parsed and validated.
        public var specs: [Spec]
        /// Files with problems; each becomes an error in the run, never a silent skip.
        public var invalid: [InvalidFile]
        /// Notes for the user (a path resolved with different letter case, say).
        public var notes: [String]
    }

    /// The suite root spec ids are relative to (`Specs`).
    public let root: String

    /// Creates a loader for the suite rooted at `root`.
    public init(root: String) { self.root = root }

    /// Spec file extensions.
    public static let extensions = ["yaml", "yml"]

    /// Loads every spec file under `paths` (files or folders); no paths means the whole root.
    public func load(paths: [String], jobs: Int) throws -> Loaded {
        var notes: [String] = []
        var files: [String: String] = [:]
        let rootPrefix = PathResolver.normalised((try? PathResolver.resolve(root)) ?? root)
        for path in paths.isEmpty ? [root] : paths {
            let resolved = try PathResolver.resolve(path)
            if resolved != path { notes.append("note: '\(path)' does not exist; using '\(resolved)', which differs only in letter case") }
            let base = Self.idBase(of: resolved, suiteRoot: rootPrefix)
            for file in try Self.specFiles(under: resolved) where files[file] == nil { files[file] = base }
        }
        let work = files.keys.sorted().map { ($0, files[$0] ?? rootPrefix) }
        let results = ParallelMap.map(work, jobs: jobs) { item -> Result<Spec, InvalidFile> in
            Self.loadOne(item.0, rootPrefix: item.1)
        }
        var specs: [Spec] = []
        var invalid: [InvalidFile] = []
        for result in results {
            switch result {
            case .success(let spec): specs.append(spec)
            case .failure(let bad): invalid.append(bad)
            }
        }
        return Loaded(specs: specs.sorted { $0.id < $1.id }, invalid: invalid, notes: notes)
    }

    /// What spec ids under `path` are relative to: the suite root when the path is inside it;
    /// otherwise the folder itself, or a file's own folder.
    static func idBase(of path: String, suiteRoot: String) -> String {
        let normal = PathResolver.normalised(path)
        if normal == suiteRoot || normal.hasPrefix(suiteRoot + "/") || suiteRoot == "" { return suiteRoot }
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return isDirectory.boolValue ? normal : PathResolver.normalised((normal as NSString).deletingLastPathComponent)
    }

    static func loadOne(_ file: String, rootPrefix: String) -> Result<Spec, InvalidFile> {
        let id: String
        switch SpecID.derive(file: file, root: rootPrefix) {
        case .success(let derived): id = derived
        case .failure(let problem):
            return .failure(InvalidFile(file: file, specID: nil, diagnostics: [
                Diagnostic(id: "spec.bad-id", location: SourceLocation(file: file, line: 1, column: 1), message: problem.message,
                           notes: ["spec ids use a-z, 0-9, '.', '_', '-' and '/'; rename the file"])], source: nil))
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(InvalidFile(file: file, specID: id, diagnostics: [
                Diagnostic(id: "spec.unreadable", location: SourceLocation(file: file, line: 1, column: 1), message: "cannot read the file")], source: nil))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(InvalidFile(file: file, specID: id, diagnostics: [
                Diagnostic(id: "spec.not-utf8", location: SourceLocation(file: file, line: 1, column: 1), message: "the file is not valid UTF-8",
                           notes: ["save it as UTF-8"])], source: nil))
        }
        let decoded = SpecDecoder.decode(text, id: id, file: file)
        if var spec = decoded.spec {
            spec.contentHash = Fingerprint.fnv1a(data)
            return .success(spec)
        }
        return .failure(InvalidFile(file: file, specID: id, diagnostics: decoded.diagnostics, source: text))
    }

    /// The spec files at `path`: the file itself, or every `.yaml`/`.yml` below the folder, sorted.
    public static func specFiles(under path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ConformError.input("no such file or folder '\(path)'", next: "give a spec file or a folder of specs, such as 'Specs/'")
        }
        if !isDirectory.boolValue { return [path] }
        let base = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        return SpecFiles.find(under: base)
    }
}
