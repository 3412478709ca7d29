import Foundation
import TipDrawing
import TipCore
import TipPlayground

/// Runs scripts headless, as `tiptui check` and the demo-script tests do: load and check the
/// whole script first (exit 2 on any problem, before anything runs), then step through every
/// line with `ScriptPlayer` on a fresh in-memory datastore, collecting failures, a QA report
/// and a recording.
public enum ScriptRunner {
    /// Loads and runs the script at `path`.
    public static func run(path: String, snapshots: SnapshotPolicy = .check, recordsCast: Bool = true) -> ScriptRunResult {
        do {
            return run(try LoadedScript.load(path: path), snapshots: snapshots, recordsCast: recordsCast, keepsPictures: false)
        } catch {
            return ScriptRunResult(path: path, errors: error.errors)
        }
    }

    /// Runs a loaded script to the end.
    ///
    /// The screen is drawn only where something reads it: a check of the screen, a failure or a
    /// step that showed or invalidated a tip (the QA report shows those), and every step when
    /// `recordsCast` asks for a recording. A run that needs neither draws nothing else, so a
    /// long headless check costs what its engine work costs.
    ///
    /// `keepsPictures` keeps those screens in their colours for the report's pictures, and the
    /// screen at every `expect snapshot` and failure for `--svg` (`ScriptRunResult.pictures`);
    /// without it only their text is kept, a few kilobytes each.
    public static func run(
        _ loaded: LoadedScript, snapshots: SnapshotPolicy = .check, recordsCast: Bool = true, keepsPictures: Bool = false,
        syncing: SyncTarget? = nil
    ) -> ScriptRunResult {
        var result = ScriptRunResult(path: loaded.script.path)
        var player: ScriptPlayer
        do {
            player = try ScriptPlayer(loaded, snapshots: snapshots, syncing: syncing)
        } catch {
            result.errors = [ScriptError(
                file: loaded.script.path, line: 1, column: 1, message: "the playground could not start: \(error)")]
            return result
        }
        var timeline = recordsCast ? CastTimeline(session: player.session) : nil
        var screens: [(text: String, picture: CellBuffer?, tipChanges: [String])?] = []
        while let outcome = player.step() {
            result.outcomes.append(outcome)
            let buffer = outcome.failure != nil || !outcome.changes.isEmpty ? player.session.frame.buffer : nil
            let tipChanges = outcome.changes.map { $0.reportText(in: player.session) }
            screens.append(buffer.map { ($0.screenshot, keepsPictures ? $0 : nil, tipChanges) })
            if keepsPictures, let name = ScriptPicture.name(for: outcome) {
                result.pictures.append(ScriptPicture(name: name, screen: player.session.frame.buffer))
            }
            if outcome.failure != nil, case .expect(.snapshot(let name)) = outcome.line.step,
               !result.changedSnapshots.contains(where: { $0.name == name }) {
                result.changedSnapshots.append(ChangedSnapshot(
                    name: name, line: outcome.line.lineNumber, golden: loaded.script.snapshotURL(named: name),
                    screen: player.session.frame.buffer, provenance: loaded.snapshotProvenance(named: name)))
            }
            timeline?.add(outcome, session: player.session)
        }
        result.report = QAReport(loaded: loaded, outcomes: result.outcomes, screens: screens)
        result.timeline = timeline
        return result
    }
}
