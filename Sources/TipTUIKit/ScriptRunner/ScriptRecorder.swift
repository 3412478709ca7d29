import Foundation
import TipCore

/// Turns a live session into a `.tipscript` (`tiptui record OUT.tipscript`), so a manual QA
/// walkthrough can be replayed by `tiptui check` as a regression check.
///
/// The live loop hands every input event to the recorder instead of to the session:
/// ```swift
/// var recorder = ScriptRecorder(session: session, playgroundFile: file, output: "walk.tipscript")
/// while true {
///     terminal.draw(session.frame.buffer)
///     guard let event = terminal.nextEvent(timeoutMilliseconds: 250) else { continue }
///     if recorder.handle(event, in: session) == .quit { break }
/// }
/// try recorder.write(endingWith: session, to: URL(fileURLWithPath: "walk.tipscript"))
/// ```
/// Clicks are written as what they did (`press compass`, `close ShowLocationTip`, `dismiss
/// ShowLocationTip`...), keys as `key` lines (replayed through the same key handling), the wheel
/// over the screen as the `PageDown`/`PageUp` it acts like, a `:` command line as the command
/// typed (so `:expect visible X` adds a check at that point; `:help` and `:q` are not written),
/// and a new terminal size as `size`. Simulated time that passed between inputs becomes
/// `advance`, in whole seconds. Steps that failed live are written as comments. The script starts with the
/// playground, size, clock and view settings, and ends with checks of the final statuses,
/// visible tips, group current tips and display counts.
///
/// Replays start from an empty in-memory datastore: record with `--datastore memory` or
/// `--reset-datastore` for a faithful regression check.
public struct ScriptRecorder {
    /// The recorded lines after the header, in order.
    public private(set) var lines: [String] = []
    private var header: [String] = []
    private var pendingKeys: [Key] = []
    /// The simulated time the script has accounted for so far.
    private var accountedTime: Date

    /// Starts recording a session that has just launched.
    /// - Parameters:
    ///   - playgroundFile: the playground file as given on the command line; nil for the built-in one.
    ///   - output: where the script will be written; the `playground` line is relative to its folder.
    public init(session: PlaygroundSession, playgroundFile: String?, output: String) {
        accountedTime = session.clock.now
        header.append("# Recorded with tiptui record. Replay: tiptui check \(output)")
        if let playgroundFile {
            header.append(ScriptCommand.playground(path: Self.relativePath(of: playgroundFile, from: output)).scriptText)
        }
        header.append(ScriptCommand.size(width: session.size.width, height: session.size.height).scriptText)
        header.append(ScriptCommand.clock(session.clock.now).scriptText)
        if session.displayFrequency != session.document.configuration.displayFrequency,
           let frequency = ScriptDisplayFrequency(rawValue: session.displayFrequency.rawValue) {
            header.append(ScriptCommand.frequency(frequency).scriptText)
        }
        let state = session.state
        if let locale = state.locale { header.append(ScriptCommand.locale(locale).scriptText) }
        if state.widthPreset != .full, let preset = ScriptWidthPreset(rawValue: state.widthPreset.rawValue) {
            header.append(ScriptCommand.width(preset).scriptText)
        }
        if state.usesASCII { header.append(ScriptCommand.ascii(true).scriptText) }
        if state.showsInspector { header.append(ScriptCommand.inspector(true).scriptText) }
        header += ScriptOverride.commands(for: session.engine.testingOverrides).map { ScriptCommand.override($0).scriptText }
    }

    /// Records `event` and hands it to the session; use it in place of `session.handle(event)`.
    @discardableResult
    public mutating func handle(_ event: InputEvent, in session: PlaygroundSession) -> PlaygroundSession.InputOutcome {
        accountForTime(in: session)
        // Only whether the `:` line is open, and its text when Enter runs it: holding on to the
        // line itself would make every key copy it.
        let wasEditingCommandLine = session.state.commandLine != nil
        let submittedLine = event == .key(.enter) ? session.state.commandLine?.text : nil
        let clicked = clickCommand(for: event, in: session)
        let wheelScrollsFlow = !session.state.showsHelp && !wheelIsOverInspector(event, in: session)
        let logCount = session.state.log.count
        let outcome = session.handle(event)
        let failure = session.state.log.dropFirst(logCount).first { $0.kind == .error }?.message

        switch event {
        case .resize(let size):
            record(.size(width: size.width, height: size.height))
        case .mouseClick:
            if let clicked { record(clicked, failure: failure) }
        case .mouseWheel(_, let down):
            // Over the flow the wheel pages it, which may show or hide tips; a script does that
            // with PageUp/PageDown. Scrolling the inspector or the help changes nothing to record.
            if wheelScrollsFlow { pendingKeys.append(down ? .pageDown : .pageUp) }
        case .key(let key):
            if wasEditingCommandLine {
                // The key edited the command line; Enter ran it.
                if let submittedLine { recordCommandLine(submittedLine, failure: failure) }
            } else if session.state.commandLine == nil, outcome == .keepRunning, key.isScriptable {
                pendingKeys.append(key)
                if pendingKeys.count == 12 { flushKeys() }
            }
        }
        accountedTime = session.clock.now
        return outcome
    }

    /// Records a command the live loop ran on the session by itself, outside `handle(_:in:)`.
    public mutating func record(_ command: ScriptCommand, in session: PlaygroundSession) {
        accountForTime(in: session)
        record(command)
        accountedTime = session.clock.now
    }

    /// The whole script: header, recorded steps, then checks of how the session ends.
    public mutating func script(endingWith session: PlaygroundSession) -> String {
        accountForTime(in: session)
        flushKeys()
        let checks = Self.finalChecks(of: session).map { ScriptCommand.expect($0).scriptText }
        let body = header + [""] + lines + ["", "# How the session ended:"] + checks
        return body.joined(separator: "\n") + "\n"
    }

    /// Writes `script(endingWith:)` to `url`; an existing file is replaced only if it is an earlier recording
    /// (`GeneratedFile`), so a playground or script given by mistake is never overwritten.
    public mutating func write(endingWith session: PlaygroundSession, to url: URL) throws {
        try GeneratedFile.recordedScript.write(script(endingWith: session), to: url.path)
    }

    // MARK: - Recording

    private mutating func record(_ command: ScriptCommand, failure: String? = nil) {
        flushKeys()
        if let failure {
            lines.append("# \(command.scriptText)  (failed live: \(failure))")
        } else {
            lines.append(command.scriptText)
        }
    }

    private mutating func recordCommandLine(_ text: String, failure: String?) {
        guard case .success(let script) = ScriptParser.parse(text, file: "command"), let line = script.lines.first else {
            return  // the session reported the syntax error and ran nothing
        }
        if case .playground = line.command { return }
        // `expect` cannot run live; in the replay it becomes a check at this point.
        if case .expect = line.command { return record(line.command) }
        record(line.command, failure: failure)
    }

    private mutating func flushKeys() {
        guard !pendingKeys.isEmpty else { return }
        lines.append(ScriptCommand.key(pendingKeys).scriptText)
        pendingKeys = []
    }

    /// Simulated time that passed since the last input (a live clock) becomes `advance`, in whole
    /// seconds; the fraction is carried to the next input.
    private mutating func accountForTime(in session: PlaygroundSession) {
        let elapsed = (session.clock.now.timeIntervalSince(accountedTime)).rounded(.down)
        guard elapsed >= 1 else { return }
        record(.advance(elapsed))
        accountedTime += elapsed
    }

    /// What a click does, as a script command: the element under it, or a dismissal of the
    /// popover when it lands on nothing (as `PlaygroundSession.handle` does).
    private func wheelIsOverInspector(_ event: InputEvent, in session: PlaygroundSession) -> Bool {
        guard case .mouseWheel(let point, _) = event else { return false }
        return session.frame.inspectorArea?.contains(point) == true
    }

    private func clickCommand(for event: InputEvent, in session: PlaygroundSession) -> ScriptCommand? {
        guard case .mouseClick(let point) = event else { return nil }
        switch session.frame.hitRegions.element(at: point) {
        case nil:
            return session.frame.placedTips.first { $0.presentation == .popover }.map { .dismiss(tip: $0.tipID) }
        case .tip?: return nil
        case .close(let tipID)?: return .close(tip: tipID)
        case .action(let tipID, let actionID)?: return .action(tip: tipID, action: actionID)
        case .control(let id)?: return .press(control: id)
        case .event(let id)?: return .donate(event: id, count: 1)
        case .parameter(let id)?:
            // A Bool parameter row toggles; any other opens the command line, recorded at Enter.
            guard case .bool(let value) = session.engine.parameterValue(id: id) else { return nil }
            return .set(parameter: id, value: .bool(!value))
        }
    }

    // MARK: - Header and final checks

    /// Checks that pin down how the session ended: each tip's status, where it is on screen and
    /// how often it was displayed, and each group's current tip.
    static func finalChecks(of session: PlaygroundSession) -> [ScriptExpectation] {
        var checks: [ScriptExpectation] = []
        for declaration in session.document.tips {
            guard let tip = session.runtime.tips[declaration.id] else { continue }
            let status: ExpectedStatus = switch session.engine.status(of: tip) {
            case .available: .available
            case .pending: .pending
            case .invalidated(let reason): .invalidated(ScriptInvalidationReason(rawValue: reason.rawValue))
            }
            checks.append(.status(tip: declaration.id, status))
            if let placed = session.frame.placedTip(id: declaration.id) {
                checks.append(.visible(
                    tip: declaration.id, presentation: ScriptPresentation(rawValue: placed.presentation.rawValue),
                    edge: placed.arrowEdge.flatMap { ScriptEdge(rawValue: $0.rawValue) }))
            } else {
                checks.append(.hidden(tip: declaration.id))
            }
            checks.append(.displayCount(tip: declaration.id, session.engine.record(of: tip).displayCount))
        }
        for group in session.document.groups {
            guard let tipGroup = session.runtime.groups[group.id] else { continue }
            checks.append(.current(group: group.id, tip: session.engine.currentTip(of: tipGroup)?.id))
        }
        return checks
    }

    /// `file`'s path as seen from the folder of `output`, so the script finds its playground.
    static func relativePath(of file: String, from output: String) -> String {
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
