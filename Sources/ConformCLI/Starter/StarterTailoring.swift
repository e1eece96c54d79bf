import ConformAdapters
import ConformKit
import Foundation

/// The starter specs fitted to the SDK `conform init --sdk` chose, so what init writes passes
/// `conform check --strict`: a common spec the SDK's model never runs is left out, and a `never:`
/// item of an event the model never emits (or the harness cannot see) is taken out of its list —
/// it could never fail on this SDK. What is left is the shipped spec's own text otherwise.
enum StarterTailoring {
    /// What fitting did.
    struct Fitted {
        /// The files to write, fitted.
        var files: [(path: String, text: String)]
        /// The spec files left out, with why.
        var leftOut: [(path: String, reason: String)]
        /// How many `never:` items were taken out.
        var neverItemsRemoved: Int
    }

    /// `files` fitted to `adapter`: only files under `Specs/` are read; a file that does not read
    /// as a spec is kept as it is.
    static func fit(_ files: [(path: String, text: String)], to adapter: any Adapter) -> Fitted {
        let names = AdapterNames(BuiltinAdapters.families)
        var fitted = Fitted(files: [], leftOut: [], neverItemsRemoved: 0)
        for file in files {
            guard file.path.hasPrefix("Specs/"), file.path.hasSuffix(".yaml"), let spec = decode(file.text, path: file.path) else {
                fitted.files.append(file)
                continue
            }
            let findings = StrictCheck.findings(in: spec, adapters: [adapter.info], names: names)
            if let nowhere = findings.first(where: { $0.id == .specRunsNowhere }) {
                fitted.leftOut.append((file.path, nowhere.message))
                continue
            }
            let vacuous = findings.filter { ($0.id == .specVacuousNever || $0.id == .specUnobservableEverywhere) && $0.message.hasPrefix("'never: ") }
            var text = file.text
            if !vacuous.isEmpty, let edited = removingItems(at: vacuous.map(\.location), from: text), decode(edited, path: file.path) != nil {
                text = edited
                fitted.neverItemsRemoved += vacuous.count
            }
            fitted.files.append((file.path, text))
        }
        return fitted
    }

    /// The spec `text` at `path` (`Specs/<id>.yaml`), nil when it does not read.
    static func decode(_ text: String, path: String) -> Spec? {
        let id = String(path.dropFirst("Specs/".count).dropLast(".yaml".count))
        guard case .success(let spec) = SuiteLoader.decode(Array(text.utf8), id: id, file: path) else { return nil }
        return spec
    }

    /// `text` with the flow-list items at `locations` removed (`never: [a, error, b]` loses
    /// `error`); a list left empty takes its line with it. Nil when an item is not where a
    /// location says, so a spec is never edited by guess.
    static func removingItems(at locations: [SourceLocation], from text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let byLine = Dictionary(grouping: locations, by: \.line)
        var emptied: [Int] = []
        for (number, here) in byLine {
            guard number >= 1, number <= lines.count else { return nil }
            var line = Array(lines[number - 1])
            // Rightmost first, so the columns of the others stay true.
            for column in here.map(\.column).sorted(by: >) {
                let start = column - 1
                guard start >= 0, start < line.count, let open = line[..<start].lastIndex(of: "["),
                    !line[open + 1..<start].contains("]"),
                    let end = line[start...].firstIndex(where: { $0 == "," || $0 == "]" })
                else { return nil }
                if line[end] == "," {
                    var next = end + 1
                    while next < line.count, line[next] == " " { next += 1 }
                    line.removeSubrange(start..<next)
                } else {
                    // The last item: take the separator before it.
                    var from = start
                    while from > open + 1, line[from - 1] == " " { from -= 1 }
                    if from > open + 1, line[from - 1] == "," { from -= 1 }
                    line.removeSubrange(from..<end)
                }
            }
            let rebuilt = String(line)
            if rebuilt.trimmingCharacters(in: .whitespaces).hasSuffix(": []") { emptied.append(number) }
            lines[number - 1] = rebuilt
        }
        for number in emptied.sorted(by: >) { lines.remove(at: number - 1) }
        return lines.joined(separator: "\n")
    }
}
