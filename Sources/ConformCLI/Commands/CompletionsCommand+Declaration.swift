extension CompletionsCommand {
    /// `conform completions`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "completions",
        summary: "print the shell completion script for bash, zsh or fish",
        description: [
            """
            Prints a completion script for SHELL, generated from the same declarations the commands are \
            parsed and helped from: every command, its options, the values of options with a fixed set, \
            and files and folders where an option or argument names one.
            """,
        ],
        arguments: [.required("SHELL", help: "bash, zsh or fish")],
        examples: [
            "conform completions bash > /etc/bash_completion.d/conform",
            "conform completions zsh > \"${fpath[1]}/_conform\"",
            "conform completions fish > ~/.config/fish/completions/conform.fish",
        ],
        exitCodes: [
            ExitCodeDeclaration(code: 0, meaning: "the script was printed"),
            ExitCodeDeclaration(code: 2, meaning: "no shell, or one Conform has no completions for"),
        ],
        usesWorkspace: false)
}
