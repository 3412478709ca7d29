import TipDrawing

/// A screen of a script run worth a picture (`tiptui check --svg DIR`): the screen an `expect
/// snapshot` compared, named after the snapshot, and the screen at every other failure, named
/// after its line.
public struct ScriptPicture: Equatable, Sendable {
    /// The file name without extension: `show-location`, `show-location-failed`, `line-12-failed`.
    public var name: String
    public var screen: CellBuffer

    /// The picture's name for a step that gets one; nil for the others.
    static func name(for outcome: StepOutcome) -> String? {
        let failed = outcome.failure != nil
        if case .expect(.snapshot(let name)) = outcome.line.step { return failed ? "\(name)-failed" : name }
        return failed ? "line-\(outcome.line.lineNumber)-failed" : nil
    }
}
