import ConformKit
import Foundation

/// The `conform` executable: parse the command, run it, render any error, exit with its code.
let arguments = Array(CommandLine.arguments.dropFirst())
let code = CLI.main(arguments)
exit(code)
