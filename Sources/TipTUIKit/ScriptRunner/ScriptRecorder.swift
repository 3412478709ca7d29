import Foundation
import TipCommandLine
import TipCore
import TipDrawing

/// Turns a live session into a `.tipscript` (`tiptui record OUT.tipscript`), so a manual QA
/// walkthrough can be replayed by `tiptui check` as a regression check.
///
/// The live loop sends every input through the recorder instead of straight to the session:
/// ```swift
/// var recorder = ScriptRecorder(session: session, playgroundFile: file, output: "walk.tipscript")
/// while true {
///     let event = terminal.nextEvent()
///     if recorder.send(event, to: session).quits { break }
///     draw(session.frame)
/// }
/// try recorder.write(endingWith: session, to: URL(fileURLWithPath: "walk.tipscript"))
/// ```
/// The recorder writes what the session's outcome says happened, never what the log says.
/// Clicks and keys are written as what they did (`press compass`, `close ShowLocationTip`,
/// `dismiss ShowLocationTip`, `width phone`, `advance 1h`...); keys that did nothing with a
/// script form (the help, the grid, focus moves) as `key` lines, replayed
/// through the same key handling. The wheel over the screen is the `PageDown`/`PageUp` it acts
/// like, a `:` command line the command typed (`:expect visible X` is checked at once and adds a
/// check at that point; `:help`, `:q`, `:edit` and `:undo` are not written, nor keys typed into
/// the copy editor, since a replay must never write a file),
/// and a new terminal size as `size`. Simulated time that passed between recorded lines becomes
/// one `wait` (silent, as the live clock is; `tiptui play` waits it out), to the millisecond as
/// the `clock` line is, so the replay's clock reads what the live one read at every step (a wait
/// of many inputs that wrote nothing is still one line). A `wait` is a step, so time before the
/// first input passes after launch; when the first line is one a script would fold into how the
/// playground launches (the `d` key's `advance 1d`, `width phone`), `launch` comes first, since
/// live it happened after launch. Steps that failed live are written as comments. The script starts with the playground, size, clock and
/// view settings, and ends with checks of the final statuses, visible tips, group current tips
/// and display counts.
///
/// Replays start from an empty in-memory datastore: record with `--datastore memory` or
/// `--reset-datastore` for a faithful regression check.
public struct ScriptRecorder {
    /// The recorded lines after the header, in order.
    public private(set) var lines: [String] = []
    private var header: [String] = []
    /// Keys not written yet, with the time that passed between them: a key's log line says
    /// when it was pressed, so a replay presses each when it was pressed.
    private var pending: [Pending] = []

    private enum Pending {
        case key(Key)
        case wait(TimeInterval)
    }
    /// The simulated time the script has accounted for so far.
    private var accountedTime: Date
    /// Time accounted for but not written yet: the next line written is preceded by one `wait`.
    private var unwrittenTime: TimeInterval = 0
    /// Whether a line that acts has been written (then the playground has launched in the replay).
    private var wroteStep = false

    /// Starts recording a session that has just launched.
    /// - Parameters:
    ///   - playgroundFile: the playground file as given on the command line; nil for the built-in one.
    ///   - output: where the script will be written; the `playground` line is relative to its folder.
    public init(session: PlaygroundSession, playgroundFile: String?, output: String) {
        accountedTime = session.clock.now
        header.append("# Recorded with tiptui record. Replay: tiptui check \(output)")
        if let playgroundFile {
            header.append(ScriptStep.playground(path: Self.relativePath(of: playgroundFile, from: output)).scriptText!)
        }
        var setup: [PlaygroundAction] = [.resize(session.size), .clock(session.clock.now)]
        if session.device.displayFrequency != SimulatedDevice.engineFrequency(session.document.configuration.displayFrequency) {
            setup.append(.frequency(session.device.displayFrequency))
        }
        setup += session.state.looking.actionsFromStart
        if session.state.panels.showsInspector { setup.append(.inspector(true)) }
        setup += ScriptOverride.commands(for: session.engine.testingOverrides).map { .override($0.testingOverrides) }
        header += setup.compactMap(\.scriptText)
    }

    /// Sends `action` to the session and records what it did; use it in place of `session.send`.
    @discardableResult
    public mutating func send(_ action: PlaygroundAction, to session: PlaygroundSession) -> PlaygroundSession.Outcome {
        accountForTime(in: session)
        let commandLineWasOpen = session.state.editors.commandLine != nil
        let copyEditorWasOpen = session.state.editors.copyEditor != nil
        let outcome = session.send(action)
        let failure = outcome.errors.first?.description

        switch action {
        case .resize(let size):
            record(.resize(size))
        case .click:
            if let clicked = outcome.performed.first, clicked.scriptText != nil { record(clicked, failure: failure) }
        case .wheel, .sidewaysWheel:
            // Over the flow the wheel pages it, which may show or hide tips; a script does that
            // with PageUp/PageDown. Over a device larger than the terminal it pans the view, as
            // `pan` does. Scrolling the inspector or the help changes nothing to record.
            switch outcome.performed.first {
            case .scrollFlow(let down)?: pending.append(.key(down ? .pageDown : .pageUp))
            case .pan?: record(outcome.performed[0])
            default: break
            }
        case .key(let key):
            if copyEditorWasOpen || session.state.editors.copyEditor != nil || ActionSpelling.undo.binds(key) {
                // Copy edits write files, which a replay must never do: they are not recorded.
            } else if commandLineWasOpen {
                // The key edited the command line; Enter ran it.
                if case .commandLine(let text)? = outcome.performed.first { recordCommandLine(text, failure: failure, session: session) }
            } else if outcome.performed.contains(.realTime(recorded: nil)) {
                // Back to real time: a replay has no real time, so it is given the time itself.
                record(.realTime(recorded: session.clock.now))
            } else if let failure, outcome.performed.isEmpty {
                // Refused live (`e` on a tip with no copy in this locale): written as a comment,
                // so the replay neither repeats the refusal as a failure nor loses that it happened.
                record(.step(.key(key)), failure: failure)
            } else if session.state.editors.commandLine == nil, !outcome.quits {
                recordKey(key, performed: outcome.performed)
            }
        case .paste:
            // Typed into the `:` line or the copy editor, a paste is recorded with what Enter
            // runs or not at all; into a text field, as the `set` it performed.
            for performed in outcome.performed where performed.scriptText != nil { record(performed, failure: failure) }
        case .tick:
            // Time is written as `advance` when the next input comes; what the tick's sync
            // brought in is written where it happened, after the time that passed.
            if outcome.performed.contains(.sync) {
                accountForTime(in: session)
                record(.sync)
            }
        default:
            if action.scriptText != nil { record(action, failure: failure) }
        }
        // What an action did to the clock is in the line written for it (`advance 1h`); the real
        // time a tick let pass is written as the wait before the next line.
        if case .tick = action {} else { accountedTime = session.clock.now }
        return outcome
    }

    /// The whole script: header, recorded steps, then checks of how the session ends.
    public mutating func script(endingWith session: PlaygroundSession) -> String {
        accountForTime(in: session)
        flushKeys()
        writeTime()
        let checks = Self.finalChecks(of: session).compactMap { ScriptStep.expect($0).scriptText }
        let body = header + [""] + lines + ["", "# How the session ended:"] + checks
        return body.joined(separator: "\n") + "\n"
    }

    /// Writes `script(endingWith:)` to `url`; an existing file is replaced only with `overwriting`
    /// and only if tiptui wrote it and nobody changed it since (`GeneratedFile`), so a playground
    /// or script given by mistake, or a recording someone edited, is never overwritten.
    public mutating func write(endingWith session: PlaygroundSession, to url: URL, overwriting: Bool = false) throws(OutputProblem) {
        // As the user named it, for messages: a path relative to the working directory stays so.
        let relativeToHere = url.baseURL.map { $0.standardizedFileURL.path == FileManager.default.currentDirectoryPath } ?? true
        let path = relativeToHere ? url.relativePath : url.path
        try GeneratedFile.recordedScript.write(script(endingWith: session), to: path, overwriting: overwriting)
    }

    // MARK: - Recording

    private mutating func record(_ action: PlaygroundAction, failure: String? = nil) {
        record(.step(action), failure: failure)
    }

    private mutating func record(_ step: ScriptStep, failure: String? = nil) {
        guard let text = step.scriptText else { return }
        flushKeys()
        if let failure {
            writeTime()
            lines.append("# \(text)  (failed live: \(failure))")
        } else {
            write(step)
        }
    }

    /// Writes `step`, after the time that passed before it and, when it is the first step and one
    /// a script would apply before launch, after `launch`.
    private mutating func write(_ step: ScriptStep) {
        writeTime()
        if !wroteStep {
            wroteStep = true
            if !step.needsPlayground { lines.append(ScriptStep.launch.scriptText!) }
        }
        lines.append(step.scriptText!)
    }

    /// The time accounted for since the last line, as one `wait`.
    private mutating func writeTime() {
        guard unwrittenTime > 0 else { return }
        let wait = unwrittenTime
        unwrittenTime = 0
        write(.step(.wait(wait)))
    }

    /// A key is written as what it did when everything it did has a script form (`press
    /// compass`, `close ShowLocationTip`, `action ButlerForkTip goThere`, `width phone`,
    /// `advance 1h`). A key that did nothing with a script form (a look such as the help, or a
    /// focus move) is kept and written as a `key` line before the next step: a focus move is
    /// what happened too (it highlights an element and may scroll the device to show it), so
    /// the replay moves the focus where the person moved it.
    private mutating func recordKey(_ key: Key, performed: [PlaygroundAction]) {
        if !performed.isEmpty, performed.allSatisfy({ $0.scriptText != nil }) {
            for action in performed { record(action) }
        } else if key.isScriptable {
            pending.append(.key(key))
            if pending.filter({ if case .key = $0 { true } else { false } }).count == 12 { flushKeys() }
        }
    }

    private mutating func recordCommandLine(_ text: String, failure: String?, session: PlaygroundSession) {
        guard case .success(let script) = ScriptParser.parse(text, file: "command"), let line = script.lines.first else {
            return  // the session reported the syntax error and ran nothing
        }
        if case .playground = line.step { return }
        // Checked live when typed; in the replay it is a check at this point. One that did not
        // hold is still written (it may be the bug being reported), with a comment saying so.
        if case .expect(let expectation) = line.step {
            flushKeys()
            writeTime()
            let result = session.check(expectation)
            if !result.holds { lines.append("# did not hold while recording: found \(DiagnosticText.escaped(result.actual))") }
            return record(line.step)
        }
        record(line.step, failure: failure)
    }

    /// Writes the pending keys, a `key` line for each run pressed without time passing between.
    private mutating func flushKeys() {
        var keys: [Key] = []
        for item in pending {
            switch item {
            case .key(let key):
                keys.append(key)
            case .wait(let interval):
                if !keys.isEmpty { write(.step(.keys(keys))) }
                keys = []
                unwrittenTime += interval
            }
        }
        pending = []
        if !keys.isEmpty { write(.step(.keys(keys))) }
    }

    /// Simulated time that passed since the last input (a live clock), in whole milliseconds as
    /// the datastore keeps times, is added to the wait the next line is written after, or kept
    /// among the pending keys, so the keys pressed without time between them share one `key` line.
    private mutating func accountForTime(in session: PlaygroundSession) {
        let elapsed = (session.clock.now.timeIntervalSince(accountedTime) * 1000).rounded() / 1000
        guard elapsed > 0 else { return }
        if pending.isEmpty {
            unwrittenTime += elapsed
        } else if case .wait(let earlier)? = pending.last {
            pending[pending.count - 1] = .wait(earlier + elapsed)
        } else {
            pending.append(.wait(elapsed))
        }
        accountedTime += elapsed
    }

    // MARK: - Header and final checks

    /// Checks that pin down how the session ended: each tip's status, where it is on screen and
    /// how often it was displayed, the alert VoiceOver announces for a popover, and each group's
    /// current tip.
    static func finalChecks(of session: PlaygroundSession) -> [ScriptExpectation] {
        var checks: [ScriptExpectation] = []
        for declaration in session.document.tips {
            guard let tip = session.device.runtime.tips[declaration.id] else { continue }
            let status: ExpectedStatus = switch session.engine.status(of: tip) {
            case .available: .available
            case .pending: .pending
            case .invalidated(let reason): .invalidated(reason)
            }
            checks.append(.status(tip: declaration.id, status))
            if let placed = session.frame.placedTip(id: declaration.id) {
                checks.append(.visible(tip: declaration.id, presentation: placed.presentation, edge: placed.arrowEdge))
            } else {
                checks.append(.hidden(tip: declaration.id))
            }
            checks.append(.displayCount(tip: declaration.id, session.engine.record(of: tip).displayCount))
        }
        // A popover on screen is announced as an alert that takes the focus (docs/voiceover.md).
        if let alert = VoiceOverTranscript(of: session).lines.first, alert.hasPrefix("Alert: ") {
            checks.append(.announced(alert))
        }
        for group in session.document.groups {
            guard let tipGroup = session.device.runtime.groups[group.id] else { continue }
            checks.append(.current(group: group.id, tip: session.engine.currentTip(of: tipGroup)?.id))
        }
        return checks
    }

    /// `file`'s path as seen from the folder of `output`, so the script finds its playground.
    public static func relativePath(of file: String, from output: String) -> String {
        let target = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().pathComponents
        let common = zip(target, base).prefix { $0 == $1 }.count
        let components = Array(repeating: "..", count: base.count - common) + target.dropFirst(common)
        return components.joined(separator: "/")
    }
}

extension Key {
    /// Whether a `key` line can replay this key (a typed space or control character cannot be
    /// written as a one-character key name).
    var isScriptable: Bool { Key(name: name) == self }
}
