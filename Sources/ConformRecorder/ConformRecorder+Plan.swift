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

    /// Why a plan file could not be read.
    public struct PlanError: Error, CustomStringConvertible, Sendable {
        /// What is wrong, with the next step.
        public let description: String
    }

    /// Starts a recording from the plan `conform record --adapter A --spec ID --plan FILE` wrote:
    /// the header comes from it, and `steps` lists what to perform, so nothing is copied by hand.
    public convenience init(planAt url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PlanError(description: "cannot read the plan '\(url.path)': \(error.localizedDescription); write it with 'conform record --adapter A --spec ID --plan FILE'")
        }
        try self.init(plan: data)
    }

    /// Starts a recording from a plan's JSON text (`conform-recording-plan/1`).
    public convenience init(plan data: Data) throws {
        guard let object = try? JSONSerialization.jsonObject(with: data), let plan = object as? [String: Any] else {
            throw PlanError(description: "the plan is not a JSON object; write it with 'conform record --adapter A --spec ID --plan FILE'")
        }
        guard let schema = plan["schema"] as? String, schema == Self.planSchema else {
            throw PlanError(description: "the plan's schema is \((plan["schema"] as? String).map { "'\($0)'" } ?? "missing"), not '\(Self.planSchema)'; write it again with this conform")
        }
        func text(_ key: String) throws -> String {
            guard let value = plan[key] as? String else { throw PlanError(description: "the plan has no '\(key)' text; write it again with 'conform record … --plan FILE'") }
            return value
        }
        guard let rawSteps = plan["steps"] as? [[String: Any]] else { throw PlanError(description: "the plan has no 'steps' list") }
        var steps: [PlannedStep] = []
        for (index, raw) in rawSteps.enumerated() {
            guard let stepText = raw["text"] as? String else { throw PlanError(description: "step \(index + 1) of the plan has no 'text'") }
            if let wait = raw["wait_ms"] as? Int {
                steps.append(PlannedStep(text: stepText, object: nil, waitMilliseconds: wait))
            } else if let object = raw["object"] as? String {
                steps.append(PlannedStep(text: stepText, object: object, waitMilliseconds: nil))
            } else {
                throw PlanError(description: "step \(index + 1) of the plan ('\(stepText)') has neither an 'object' nor 'wait_ms'")
            }
        }
        self.init(spec: try text("spec"), fingerprint: try text("fingerprint"), adapter: plan["adapter"] as? String,
                  sdk: plan["sdk"] as? String, sdkVersion: plan["sdk_version"] as? String)
        self.plannedSteps = steps
        self.plannedFile = plan["file"] as? String
        self.planData = data
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
