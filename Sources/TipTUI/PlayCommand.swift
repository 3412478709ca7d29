import Foundation
import TipCore
import TipDrawing
import TipTUIKit

/// `tiptui play SCRIPT [--speed 0.5|2|max]`: runs a demo script live, one visible step at a time,
/// with its captions. Space pauses and resumes, Enter or → runs one step while paused, q quits.
/// - Returns: 0 when every check passed, 1 when one failed, 2 for a bad script or no terminal.
func runPlay(script path: String, options: RunOptions, speed: PlaybackSpeed) -> Int32 {
    let loaded: LoadedScript
    do {
        loaded = try LoadedScript.load(path: path)
    } catch {
        printError(error.description)
        return 2
    }
    guard let terminal = openTerminal() else { return 2 }
    let player: ScriptPlayer
    do {
        // The script's size, not the terminal's: the terminal frames the demo (`PlayerStage`).
        player = try ScriptPlayer(
            loaded, launchArguments: options.tipKitArguments,
            usesASCII: options.ascii || !terminal.isUTF8, snapshots: .compareOnly)
    } catch {
        terminal.close()
        printError("\(path): cannot start the playground: \(error)")
        return 2
    }
    var demo = LiveScriptDemo(player: player, terminal: terminal, speed: speed)
    let failures = demo.run()
    demo.player.session.endPresentations()
    terminal.close()
    for failure in failures { printError(failure) }
    if !failures.isEmpty { printError("\(path): \(Wording.count(failures.count, "check")) failed while playing") }
    return failures.isEmpty ? 0 : 1
}

/// The live player's loop: a step, a pause long enough to see it, and keys to pause or step.
/// What the player says is drawn by `PlayerBars` over a copy of the session's frame.
struct LiveScriptDemo {
    var player: ScriptPlayer
    let terminal: Terminal
    /// How long each step that acts stays on screen before the next one runs, at normal speed.
    static let stepSeconds: TimeInterval = 1.2
    let speed: PlaybackSpeed
    /// Steps asked for with Enter while paused.
    private var stepsRequested = 0
    /// The player's bar: the step just run and the keys.
    private var status = ""
    /// The last failure, shown until the next step.
    private var problem: String?
    private var paused = false

    init(player: ScriptPlayer, terminal: Terminal, speed: PlaybackSpeed) {
        self.player = player
        self.terminal = terminal
        self.speed = speed
    }

    private var session: PlaygroundSession { player.session }

    /// - Returns: the failed checks, as `file:line:column` messages.
    mutating func run() -> [String] {
        var failures: [String] = []
        let total = player.script.lines.count
        var stepNumber = 0
        status = "ready: \(player.script.path)"
        while !player.isFinished {
            var wait: TimeInterval = 0
            if !paused || stepsRequested > 0 {
                stepsRequested = max(0, stepsRequested - 1)
                guard let outcome = player.step() else { break }
                stepNumber += 1
                status = "[\(stepNumber)/\(total)] \(outcome.line.text)"
                problem = outcome.failure.map { "\($0)" }
                if let problem {
                    failures.append(problem)
                    paused = true
                }
                wait = speed.wait(after: outcome, stepSeconds: Self.stepSeconds)
            }
            switch waitForKeys(seconds: paused ? 3_600 : wait) {
            case .quit: return failures
            case .togglePause: paused.toggle()
            case .step:
                paused = true
                stepsRequested += 1
            case .none: break
            }
        }
        status = "finished: " + (failures.isEmpty ? "every check passed" : "\(Wording.count(failures.count, "check")) failed")
        paused = true
        while waitForKeys(seconds: 3_600) != .quit {}
        return failures
    }

    private enum Control { case none, quit, togglePause, step }

    /// Draws, then waits up to `seconds` for a control key (at least one look, so a step shown
    /// for no time is still drawn and a key pressed meanwhile still counts); a resize moves the
    /// demo to the middle of the new size.
    private func waitForKeys(seconds: TimeInterval) -> Control {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            terminal.draw(screen(), asASCII: session.state.usesASCII)
            let remaining = Int32(min(250, max(0, deadline.timeIntervalSinceNow * 1000)))
            switch terminal.nextEvent(timeoutMilliseconds: remaining) {
            case .key(.character("q"))?, .key(.control("c"))?: return .quit
            case .key(.character(" "))?: return .togglePause
            case .key(.enter)?, .key(.right)?: return .step
            case .resize?: break  // the next draw places the demo in the new size
            default: break
            }
        } while Date() < deadline
        return .none
    }

    /// The demo's frame placed in the terminal, with the player's two rows at the bottom.
    private func screen() -> CellBuffer {
        let bars = PlayerBars(status: status, problem: problem, isPaused: paused, usesASCII: player.session.state.usesASCII)
        return PlayerStage.screen(frame: player.session.frame.buffer, terminal: terminal.size, bars: bars)
    }
}
