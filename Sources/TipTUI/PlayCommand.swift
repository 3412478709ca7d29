import Foundation
import TipCore
import TipTUIKit

/// `tiptui play SCRIPT`: runs a demo script live, one visible step at a time, with its captions.
/// Space pauses and resumes, Enter or → runs one step while paused, q quits.
/// - Returns: 0 when every check passed, 1 when one failed, 2 for a bad script or no terminal.
func runPlay(script path: String, options: RunOptions) -> Int32 {
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
        player = try ScriptPlayer(
            loaded, launchArguments: options.tipKitArguments, fixedSize: terminal.size,
            usesASCII: options.ascii || !terminal.isUTF8, snapshots: .compareOnly)
    } catch {
        terminal.close()
        printError("\(path): cannot start the playground: \(error)")
        return 2
    }
    var demo = LiveScriptDemo(player: player, terminal: terminal)
    let failures = demo.run()
    demo.player.session.endPresentations()
    terminal.close()
    if failures > 0 { printError("\(path): \(failures) check(s) failed while playing") }
    return failures > 0 ? 1 : 0
}

/// The live player's loop: a step, a pause long enough to see it, and keys to pause or step.
struct LiveScriptDemo {
    var player: ScriptPlayer
    let terminal: Terminal
    /// How long each step stays on screen before the next one runs.
    static let stepSeconds: TimeInterval = 1.2
    /// Steps asked for with Enter while paused.
    private var stepsRequested = 0

    init(player: ScriptPlayer, terminal: Terminal) {
        self.player = player
        self.terminal = terminal
    }

    private var session: PlaygroundSession { player.session }

    /// - Returns: the number of failed checks.
    mutating func run() -> Int {
        var failures = 0
        var paused = false
        var stepNumber = 0
        let total = player.script.lines.count
        session.note("playing \(player.script.path): Space pauses, Enter steps, q quits")
        while !player.isFinished {
            var wait = Self.stepSeconds
            if !paused || stepsRequested > 0 {
                stepsRequested = max(0, stepsRequested - 1)
                guard let outcome = player.step() else { break }
                stepNumber += 1
                if let failure = outcome.failure {
                    failures += 1
                    session.note("✗ line \(outcome.line.lineNumber): \(failure)", isProblem: true)
                } else {
                    session.note("[\(stepNumber)/\(total)] \(outcome.line.text)")
                }
                wait = max(wait, outcome.pause)
            }
            switch waitForKeys(seconds: paused ? 3_600 : wait) {
            case .quit: return failures
            case .togglePause: paused.toggle()
            case .step: paused = true; stepsRequested += 1
            case .none: break
            }
        }
        session.note("finished: \(failures == 0 ? "every check passed" : "\(failures) check(s) failed"); press q to quit")
        while waitForKeys(seconds: 3_600) != .quit {}
        return failures
    }

    private enum Control { case none, quit, togglePause, step }

    /// Draws and waits up to `seconds` for a control key; resizes are applied on the way.
    private func waitForKeys(seconds: TimeInterval) -> Control {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            terminal.draw(session.frame.buffer)
            let remaining = Int32(min(250, max(1, deadline.timeIntervalSinceNow * 1000)))
            switch terminal.nextEvent(timeoutMilliseconds: remaining) {
            case .key(.character("q"))?, .key(.control("c"))?: return .quit
            case .key(.character(" "))?: return .togglePause
            case .key(.enter)?, .key(.right)?: return .step
            case .resize(let size)?: session.resize(to: size)
            default: break
            }
        }
        return .none
    }
}
