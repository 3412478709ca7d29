import Foundation
import TipCommandLine
import TipCore
import TipDrawing
import TipTUIKit

/// `tiptui play SCRIPT [--speed 0.5|2|max]`: runs a demo script live, one visible step at a time,
/// with its captions. Space pauses and resumes, Enter or → runs one step while paused, ← goes
/// back a step, i shows the inspector, ? the keys, q quits. A failed check pauses the demo and
/// shows the whole failure.
/// - Returns: 0 when every check passed, 1 when one failed, 2 for a bad script or no terminal.
func runPlay(script path: String, options: RunOptions, speed: PlaybackSpeed) -> Int32 {
    let loaded: LoadedScript
    do {
        loaded = try LoadedScript.load(path: path)
    } catch {
        printError(error.description)
        return 2
    }
    if options.sync != nil {
        printError("tiptui: play does not sync: stepping back replays the demo from its start; use tiptui check or the playground with --sync")
        return 2
    }
    if let persona = options.personas.arguments.first {
        printError("tiptui: play takes the persona from the script: add the step 'persona \(persona)' to it")
        return 2
    }
    guard let terminal = openTerminal() else { return 2 }
    let playback: DemoPlayback
    do {
        // The script's size, not the terminal's: the terminal frames the demo (`PlayerStage`).
        playback = try DemoPlayback {
            try ScriptPlayer(
                loaded, launchArguments: options.tipKitArguments,
                usesASCII: options.ascii || !terminal.localeIsUTF8, snapshots: .compareOnly)
        }
    } catch {
        terminal.close()
        printError("\(path): cannot start the playground: \(error)")
        return 2
    }
    var demo = LiveScriptDemo(playback: playback, terminal: terminal, speed: speed)
    demo.run()
    demo.playback.session.endPresentations()
    terminal.close()
    let failures = demo.playback.failures
    for failure in failures { printError(failure.description) }
    if !failures.isEmpty { printError("\(path): \(Wording.count(failures.count, "check")) failed while playing") }
    return failures.isEmpty ? 0 : 1
}

/// The live player's loop: a step, a pause long enough to see it, and keys to pause, step, go
/// back and look. What the player says is drawn by `PlayerBars` and `PlayerOverlay` over a copy
/// of the session's frame.
struct LiveScriptDemo {
    var playback: DemoPlayback
    let terminal: Terminal
    /// How long each step that acts stays on screen before the next one runs, at normal speed.
    static let stepSeconds: TimeInterval = 1.2
    let speed: PlaybackSpeed
    /// Steps asked for with Enter while paused.
    private var stepsRequested = 0
    private var paused = false
    /// The box over the stage: a failure, the keys or the inspector; nil when none is open.
    private var overlay: PlayerOverlay?

    init(playback: DemoPlayback, terminal: Terminal, speed: PlaybackSpeed) {
        self.playback = playback
        self.terminal = terminal
        self.speed = speed
    }

    mutating func run() {
        while true {
            var wait: TimeInterval = 0
            if playback.isFinished {
                paused = true
            } else if !paused || stepsRequested > 0 {
                stepsRequested = max(0, stepsRequested - 1)
                guard let outcome = playback.step() else { continue }
                if let failure = outcome.failure {
                    overlay = .failure(failure)
                    paused = true
                }
                wait = speed.wait(after: outcome, stepSeconds: Self.stepSeconds)
            }
            let key = waitForKey(seconds: paused ? 3_600 : wait)
            switch key {
            case .character("q")?, .control("c")?:
                return
            case .character(" ")?:
                overlay = nil
                paused.toggle()
            case .enter?, .right?:
                overlay = nil
                paused = true
                stepsRequested += 1
            case .left?:
                overlay = nil
                paused = true
                stepsRequested = 0
                stepBack()
            case .character("i")?:
                overlay = overlay?.kind == .inspector ? nil : .inspector(of: playback.session)
            case .character("?")?:
                overlay = overlay?.kind == .keys ? nil : .keys
            case .escape?:
                overlay = nil
            case .down?: scrollOverlay(by: 1)
            case .up?: scrollOverlay(by: -1)
            case .pageDown?: scrollOverlay(by: 10)
            case .pageUp?: scrollOverlay(by: -10)
            default:
                break
            }
        }
    }

    /// Scrolls the open box by `lines` (never above its first line).
    private mutating func scrollOverlay(by lines: Int) {
        guard var box = overlay else { return }
        box.scroll = max(0, box.scroll + lines)
        overlay = box
    }

    /// Back one step; a playground that cannot start again (it started once) is shown, not fatal.
    private mutating func stepBack() {
        do {
            try playback.stepBack()
        } catch {
            overlay = PlayerOverlay(kind: .failure, title: "cannot go back", lines: ["\(error)"])
        }
    }

    /// Draws, then waits up to `seconds` for a key (at least one look, so a step shown for no
    /// time is still drawn and a key pressed meanwhile still counts); a resize moves the demo to
    /// the middle of the new size.
    private func waitForKey(seconds: TimeInterval) -> Key? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            terminal.draw(screen(), asASCII: playback.session.state.looking.usesASCII)
            let remaining = Int32(min(250, max(0, deadline.timeIntervalSinceNow * 1000)))
            if case .key(let key)? = terminal.nextEvent(timeoutMilliseconds: remaining) { return key }
        } while Date() < deadline
        return nil
    }

    /// The demo's frame placed in the terminal, the player's bars at the bottom and any overlay.
    private func screen() -> CellBuffer {
        let usesASCII = playback.session.state.looking.usesASCII
        let bars = PlayerBars(status: status, problem: problem, isPaused: paused, usesASCII: usesASCII)
        let stage = PlayerStage.screen(frame: playback.session.frame.buffer, terminal: terminal.size, bars: bars)
        return overlay?.drawn(over: stage, usesASCII: usesASCII) ?? stage
    }

    /// The step just run, or where the player is.
    private var status: String {
        if playback.isFinished {
            let failures = playback.failures.count
            return "finished: " + (failures == 0 ? "every check passed" : "\(Wording.count(failures, "check")) failed")
        }
        guard let outcome = playback.lastOutcome else { return "ready: \(playback.player.script.path)" }
        return "[\(playback.stepsRun)/\(playback.totalSteps)] \(outcome.line.text)"
    }

    /// The last step's failure, kept in the bar until the next step.
    private var problem: String? {
        playback.lastOutcome?.failure.map { "\($0.file):\($0.line): \($0.expected.map { "expected \($0); " } ?? "")\($0.actual)" }
    }
}
