import ConformKit
import Foundation

/// The `conform` executable: parse the command, run it, render any error, exit with its code.
let arguments = Array(CommandLine.arguments.dropFirst())
// External adapters run in their own process groups: pass an interrupt on, and leave none behind.
ChildProcessRegistry.shared.installSignalHandlers()
let code = CLI.main(arguments)
ChildProcessRegistry.shared.stopAll()
ChildProcessRegistry.shared.exit(code)
