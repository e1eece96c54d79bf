import Foundation

extension ConformRecorder {
    /// One step of a plan, in the order the spec performs them: what to do on the device, and
    /// what the recorder writes for it (`record(_:)`).
    public struct PlannedStep: Sendable, Hashable {
        /// The step as the spec writes it: `buy premium_monthly`, `wait 2s`.
        public let text: String
        /// The step's object, as the recording holds it; nil for a wait.
        public let object: String?
        /// For a wait: how long, in milliseconds of the spec's virtual time.
        public let waitMilliseconds: Int?
    }

    /// Why a plan file could not be read: what is wrong, where (the line and column when the text
    /// itself is broken), and the next step.
    public struct PlanError: Error, CustomStringConvertible, Sendable {
        /// What is wrong, with the next step.
        public let description: String
        /// The 1-based line and column of the problem in the plan's text, when it has a place.
        public var line: Int?
        public var column: Int?

        init(description: String, line: Int? = nil, column: Int? = nil) {
            self.description = description
            self.line = line
            self.column = column
        }
    }

    /// The largest plan read: a spec of the most steps a spec may have, with room to spare.
    public static let maxPlanBytes = 4 << 20
    /// The most steps a plan may list: as many as a spec may have.
    public static let maxPlanSteps = 10_000
    /// The longest wait a plan may hold: a spec's longest (24 hours).
    public static let maxWaitMilliseconds = 24 * 60 * 60 * 1000

    /// The next step every refusal of a plan names.
    static let rewrite = "write it again with 'conform record --adapter A --spec ID --plan FILE'"

    /// Starts a recording from the plan `conform record --adapter A --spec ID --plan FILE` wrote:
    /// the header comes from it, and `steps` lists what to perform, so nothing is copied by hand.
    public convenience init(planAt url: URL) throws {
        let path = url.path
        let real = url.resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: real) else {
            throw PlanError(
                description: "cannot read the plan '\(path)': no file is there; write it with 'conform record --adapter A --spec ID --plan FILE'")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw PlanError(description: "cannot read the plan '\(path)': it is not a regular file; \(Self.rewrite)")
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > Self.maxPlanBytes {
            throw PlanError(
                description: "the plan '\(path)' holds \(size) bytes, over the \(Self.maxPlanBytes) a plan may have; it was not read; \(Self.rewrite)"
            )
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: real)) } catch {
            throw PlanError(description: "cannot read the plan '\(path)': it could not be opened (check it is readable); \(Self.rewrite)")
        }
        try self.init(plan: data, named: "'\(path)'")
    }

    /// Starts a recording from a plan's JSON text (`conform-recording-plan/1`).
    public convenience init(plan data: Data) throws {
        try self.init(plan: data, named: "the plan")
    }

    /// Reads a plan, its problems named after `name` (the file, or 'the plan').
    private convenience init(plan data: Data, named name: String) throws {
        guard data.count <= Self.maxPlanBytes else {
            throw PlanError(
                description: "\(name) holds \(data.count) bytes, over the \(Self.maxPlanBytes) a plan may have; it was not read; \(Self.rewrite)")
        }
        do { try PlanSyntax.check([UInt8](data)) } catch {
            throw PlanError(
                description: "\(name), line \(error.line), column \(error.column): \(error.message); \(Self.rewrite)",
                line: error.line, column: error.column)
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let plan = object as? [String: Any] else {
            throw PlanError(description: "\(name) is not a JSON object; \(Self.rewrite)")
        }
        guard let schema = plan["schema"] as? String, schema == Self.planSchema else {
            throw PlanError(
                description:
                    "the schema of \(name) is \((plan["schema"] as? String).map { "'\($0)'" } ?? "missing"), not '\(Self.planSchema)'; write it again with this conform"
            )
        }
        func text(_ key: String) throws -> String {
            guard let value = plan[key] as? String else { throw PlanError(description: "\(name) has no '\(key)' text; \(Self.rewrite)") }
            return value
        }
        guard let rawSteps = plan["steps"] as? [[String: Any]] else {
            throw PlanError(description: "\(name) has no 'steps' list of objects; \(Self.rewrite)")
        }
        guard rawSteps.count <= Self.maxPlanSteps else {
            throw PlanError(description: "\(name) lists \(rawSteps.count) steps, over the \(Self.maxPlanSteps) a spec may have; \(Self.rewrite)")
        }
        var steps: [PlannedStep] = []
        steps.reserveCapacity(rawSteps.count)
        for (index, raw) in rawSteps.enumerated() {
            let which = "step \(index + 1) of \(name)"
            guard let stepText = raw["text"] as? String else { throw PlanError(description: "\(which) has no 'text'; \(Self.rewrite)") }
            if let number = raw["wait_ms"] {
                // JSON's true reads as an NSNumber that 'as? Int' takes for 1: its type ('c') tells it apart.
                let isBoolean = (number as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? false
                guard let wait = number as? Int, (0...Self.maxWaitMilliseconds).contains(wait), !isBoolean else {
                    throw PlanError(
                        description:
                            "\(which) ('\(stepText)') waits \(number) ms; a wait is a whole number of ms from 0 to \(Self.maxWaitMilliseconds) (24 hours); \(Self.rewrite)"
                    )
                }
                steps.append(PlannedStep(text: stepText, object: nil, waitMilliseconds: wait))
            } else if let object = raw["object"] as? String {
                guard object.first == "{", !object.contains(where: \.isNewline), (try? PlanSyntax.check(Array(object.utf8))) != nil else {
                    throw PlanError(
                        description:
                            "the 'object' of \(which) ('\(stepText)') is not one line of a JSON object, as the recording holds it; \(Self.rewrite)")
                }
                steps.append(PlannedStep(text: stepText, object: object, waitMilliseconds: nil))
            } else {
                throw PlanError(description: "\(which) ('\(stepText)') has neither an 'object' nor 'wait_ms'; \(Self.rewrite)")
            }
        }
        let file = plan["file"] as? String
        if let file, let why = Self.problem(withFile: file) {
            throw PlanError(
                description:
                    "the 'file' of \(name), '\(file)', \(why): it names where the recording goes in the workspace's recordings folder; \(Self.rewrite)"
            )
        }
        self.init(
            spec: try text("spec"), fingerprint: try text("fingerprint"), adapter: plan["adapter"] as? String,
            sdk: plan["sdk"] as? String, sdkVersion: plan["sdk_version"] as? String)
        self.plannedSteps = steps
        self.plannedFile = file
        self.planData = data
    }

    /// Why `file` cannot name a recording below the folder the app writes recordings to: an
    /// absolute path, a `..` or empty part, a control character; nil when it can.
    static func problem(withFile file: String) -> String? {
        if file.isEmpty { return "is empty" }
        if file.hasPrefix("/") || file.hasPrefix("~") { return "is an absolute path" }
        if file.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) {
            return "holds a control character or a backslash"
        }
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            return "has a '..', '.' or empty part, leading out of the recordings folder"
        }
        return nil
    }

    /// The schema of the plans `conform record --plan` writes.
    public static let planSchema = "conform-recording-plan/1"

    /// The steps to perform, in order, when the recorder was started from a plan; empty otherwise.
    public var steps: [PlannedStep] { plannedSteps }

    /// Where the recording goes in the workspace (`Recordings/<adapter>/<spec>.jsonl`), when the
    /// recorder was started from a plan.
    public var file: String? { plannedFile }

    /// Records a planned step just before it is performed: the step's object, or a wait.
    public func record(_ step: PlannedStep) {
        if let wait = step.waitMilliseconds {
            self.wait(milliseconds: wait)
        } else if let object = step.object {
            self.step(json: object)
        }
    }
}
