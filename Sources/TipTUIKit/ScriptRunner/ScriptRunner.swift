import Foundation
import TipCore
import TipPlayground

/// Runs scripts headless, as `tiptui check` and the demo-script tests do: load and check the
/// whole script first (exit 2 on any problem, before anything runs), then step through every
/// line with `ScriptPlayer` on a fresh in-memory datastore, collecting failures, a QA report
/// and a recording.
public enum ScriptRunner {
    /// Loads and runs the script at `path`.
    public static func run(path: String, snapshots: SnapshotPolicy = .check) -> ScriptRunResult {
        do {
            return run(try LoadedScript.load(path: path), snapshots: snapshots)
        } catch {
            return ScriptRunResult(path: path, errors: error.errors)
        }
    }

    /// Runs a loaded script to the end.
    public static func run(_ loaded: LoadedScript, snapshots: SnapshotPolicy = .check) -> ScriptRunResult {
        var result = ScriptRunResult(path: loaded.script.path)
        var player: ScriptPlayer
        do {
            player = try ScriptPlayer(loaded, snapshots: snapshots)
        } catch {
            result.errors = [ScriptError(
                file: loaded.script.path, line: 1, column: 1, message: "the playground could not start: \(error)")]
            return result
        }
        var timeline = CastTimeline(session: player.session)
        var screens: [String] = []
        while let outcome = player.step() {
            result.outcomes.append(outcome)
            // A check leaves the screen as it was: the step shares the previous step's text,
            // so a long script keeps one copy per distinct screen.
            let screen = player.session.frame.buffer.screenshot
            screens.append(screen == screens.last ? screens[screens.count - 1] : screen)
            timeline.add(outcome, session: player.session)
        }
        result.report = QAReport(loaded: loaded, outcomes: result.outcomes, screens: screens)
        result.timeline = timeline
        return result
    }
}
