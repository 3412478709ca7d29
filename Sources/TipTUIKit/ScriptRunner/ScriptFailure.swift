import TipCore

/// A check that did not hold, or a step the session could not do, where it happened and what
/// the screen showed, printed compiler style so editors can jump to it:
///
/// ```
/// demo-scripts/compass.tipscript:12:1: error: expect visible RotateMapTip popover
///   expected: visible as popover
///   actual:   hidden (status pending)
///   screen:
/// |…|
/// ```
public struct ScriptFailure: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// The column of the command word.
    public var column: Int
    /// The command as written.
    public var command: String
    /// What a check expected, in words; `nil` for a step that failed.
    public var expected: String?
    /// What was seen instead, or why the step failed.
    public var actual: String
    /// The screen right after the line ran, rows framed by `|`.
    public var screen: String
    /// For a failed `expect snapshot`: the rows where the screen differs from the snapshot.
    public var screenDifferences: ScreenDiff?

    /// How many differing rows a failure prints; the rest are counted.
    static let printedDifferences = 8

    public init(
        file: String, line: Int, column: Int, command: String, expected: String?, actual: String, screen: String,
        screenDifferences: ScreenDiff? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.command = command
        self.expected = expected
        self.actual = actual
        self.screen = screen
        self.screenDifferences = screenDifferences
    }

    public var description: String {
        // Quoted copy and ids are escaped so each part stays on its own line.
        let escaped = DiagnosticText.escaped
        var text = "\(escaped(file)):\(line):\(column): error: \(escaped(command))\n"
        if let expected {
            text += "  expected: \(escaped(expected))\n  actual:   \(escaped(actual))\n"
        } else {
            text += "  failed:   \(escaped(actual))\n"
        }
        if let differences = screenDifferences, !differences.rows.isEmpty {
            text += "  differences (- snapshot, + screen):\n"
            text += differences.lines(limit: Self.printedDifferences).map { "    " + escaped($0) + "\n" }.joined()
        }
        return text + "  screen:\n" + screen
    }
}
