import Foundation

/// `conform-fuzz`: under libFuzzer (built by `ci/fuzz.sh`) it fuzzes; in a normal build it replays
/// files through the same checks — every file named, or every file below the folders named: a
/// seed corpus, or a crash file libFuzzer left behind. `swift run conform-fuzz Specs Golden`
/// exits 0 when every property held.
@main
struct ConformFuzzMain {
    /// Fuzzes (libFuzzer build) or replays the files under the arguments (default `Specs Golden`).
    static func main() {
        #if CONFORM_LIBFUZZER
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in conformFuzzTestOneInput(data, size) })
        #else
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.contains("--help") || arguments.contains("-h") {
                print("usage: conform-fuzz [FILE|FOLDER…]   replay inputs through the fuzz checks (default: Specs Golden)")
                print("       ci/fuzz.sh builds it with libFuzzer and fuzzes; see docs/performance.md")
                return
            }
            var count = 0
            for path in arguments.isEmpty ? ["Specs", "Golden"] : arguments {
                for file in files(under: path) {
                    guard let data = FileManager.default.contents(atPath: file) else { continue }
                    FuzzTarget.run([UInt8](data))
                    count += 1
                }
            }
            print("conform-fuzz: \(count) input\(count == 1 ? "" : "s") replayed, every property held")
        #endif
    }

    /// The regular files at `path`, sorted.
    static func files(under path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
        return names.map { path + "/" + $0 }.filter { file in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &folder) && !folder.boolValue
        }.sorted()
    }
}
