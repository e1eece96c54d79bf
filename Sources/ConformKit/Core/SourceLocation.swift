/// A 1-based position in a source file; columns count Unicode scalars (characters as a person sees them).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user named it (relative where possible).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Characters of that line.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `file:line:column`, the form editors and CI annotations understand.
    public var description: String { "\(file):\(line):\(column)" }
}
