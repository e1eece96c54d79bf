/// A row of `conform`'s command table: a command's declaration and the code that runs it on the
/// arguments parsed from that declaration.
struct CommandEntry: Sendable {
    /// What the command is called, takes and documents.
    let declaration: CommandDeclaration
    /// Runs the command; the exit status.
    let run: @Sendable (Arguments) throws -> Int32

    /// Pairs `declaration` with the code that runs it.
    init(_ declaration: CommandDeclaration, run: @escaping @Sendable (Arguments) throws -> Int32) {
        self.declaration = declaration
        self.run = run
    }
}
