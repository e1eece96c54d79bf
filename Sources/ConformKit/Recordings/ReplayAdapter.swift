/// An adapter that plays back recordings made on a device (docs/recordings.md), so `conform run`
/// on Linux checks a real SDK's behaviour against the specs and goldens. Named in conform.yaml:
///
/// ```yaml
/// adapters:
///   - name: adapty-device
///     replay: Recordings/adapty-device
/// ```
///
/// The folder holds `adapter.json` — the adapter's declaration, in the shape of a `conform/1`
/// `ready` — and one `<spec-id>.jsonl` recording per spec. A spec without a recording, or whose
/// recording was made for an older version of it, is `not_recorded`, never a pass.
package struct ReplayAdapter: SynchronousAdapter, Sendable {
    /// The file in the folder that declares the adapter.
    package static let declarationFile = "adapter.json"

    /// The id users type; also the golden folder's name.
    package let id: String
    /// The folder of recordings.
    package let folder: String
    /// The declaration read from `adapter.json`, or an unavailable one that says why not.
    package let info: AdapterInfo

    /// Opens the recordings in `folder` under `id`; the declaration is read now.
    package init(id: String, folder: String) {
        self.id = id
        self.folder = folder
        self.info = Self.declaration(id: id, folder: folder)
    }

    /// Where the recording of `specID` is.
    package func path(of specID: String) -> String {
        folder + "/" + specID + Recording.fileExtension
    }

    /// The command that records `specID` for this adapter.
    package func recordCommand(_ specID: String) -> String {
        "conform record --adapter \(id) --spec \(specID)"
    }

    /// Reads the declaration in `folder`; an unreadable one makes the adapter unavailable.
    static func declaration(id: String, folder: String) -> AdapterInfo {
        let path = folder + "/" + declarationFile
        func unavailable(_ reason: String) -> AdapterInfo {
            AdapterInfo(
                id: id, sdk: "recordings", sdkVersion: "unknown", summary: "unavailable: \(reason)",
                capabilities: [], emits: [], options: [], unavailable: reason)
        }
        let bytes: [UInt8]
        switch BoundedFile.read(path, limit: Limits.maxSpecBytes) {
        case .success(let read): bytes = read
        case .failure(.missing):
            return unavailable(
                "the replay folder '\(folder)' has no '\(declarationFile)': declare the adapter there as a conform/1 'ready' (docs/recordings.md)")
        case .failure(let problem): return unavailable("cannot read '\(path)': \(problem)")
        }
        do {
            let handshake = try WireHandshake.read(WireFields(try JSONValue.parse(bytes), "'\(declarationFile)'"))
            var info = handshake.info(id: id)
            info.summary = handshake.summary ?? "recordings of \(handshake.sdk) \(handshake.sdkVersion), replayed from '\(folder)'"
            return info
        } catch let error as JSONSyntaxError {
            return unavailable("'\(path)' is not valid JSON: \(error.located(in: bytes))")
        } catch {
            return unavailable("'\(path)' is not a valid declaration: \(error)")
        }
    }

    /// Finds the spec's recording, checks it was made for this version of the spec, and replays it.
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        let path = path(of: context.specID)
        let bytes: [UInt8]
        switch BoundedFile.read(path, limit: Limits.maxTranscriptBytes) {
        case .success(let read): bytes = read
        case .failure(.missing):
            throw AdapterError.notRecorded(
                "no recording of '\(context.specID)' for '\(id)' at '\(path)'; record one: \(recordCommand(context.specID))")
        case .failure(let problem):
            throw AdapterError.protocolError("cannot read the recording '\(path)': \(problem)", stderrTail: "")
        }
        let recording: Recording
        do {
            recording = try Recording.read(bytes: bytes, file: path)
        } catch {
            throw AdapterError.protocolError("invalid recording \(error)", stderrTail: "")
        }
        // What `conform record --check` refuses, a replay refuses: an event the declaration does not emit.
        if let undeclared = Recording.undeclaredEvent(recording, file: path, info: info) {
            throw AdapterError.protocolError("invalid recording \(undeclared)", stderrTail: "")
        }
        if let spec = context.spec {
            let now = RecordingFingerprint.of(spec)
            guard recording.header.fingerprint == now else {
                throw AdapterError.notRecorded(
                    "the recording '\(path)' is stale: it was made for an older version of '\(context.specID)' "
                        + "(its given or steps changed: fingerprint \(recording.header.fingerprint), now \(now)); re-record it: \(recordCommand(context.specID))"
                )
            }
        }
        return try ReplaySession(recording: recording, path: path, context: context)
    }
}
