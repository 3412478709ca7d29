import Foundation
import TipCore
import TipPlayground

/// Script commands that act on the session, shared by demo scripts and the `:` command line.
extension PlaygroundSession {
    /// Runs one command that acts (not `expect`, `playground`, `pause`: the script runner owns those).
    public func execute(_ command: ScriptCommand) throws(SessionError) {
        switch command {
        case .size(let width, let height): resize(to: Size(width: width, height: height))
        case .clock(let date): setClock(to: date)
        case .advance(let interval): advanceClock(by: interval)
        case .relaunch: try relaunchReportingErrors(resettingDatastore: false)
        case .reset: try relaunchReportingErrors(resettingDatastore: true)
        case .frequency(let frequency):
            // TipKit reads the display frequency only in `configure`: it applies at the next
            // relaunch or reset, as the script language says.
            displayFrequency = PlaygroundConfiguration.DisplayFrequency(rawValue: frequency.rawValue) ?? .immediate
            log("display frequency \(displayFrequency.rawValue) from the next relaunch")
        case .override(.none): setTestingOverrides(Tips.TestingOverrides())
        case .override(let override):
            // Like the TipKit calls, overrides add up; their precedence decides (TST-1).
            setTestingOverrides(testingOverrides.union(Self.overrides(override)))
        case .locale(let locale): setLocale(locale == "base" ? nil : locale)
        case .width(let preset): setWidthPreset(WidthPreset(rawValue: preset.rawValue) ?? .full)
        case .ascii(let on):
            state.usesASCII = on
            render()
        case .inspector(let on):
            state.showsInspector = on
            render()
        case .screen(let id): try goTo(screenID: id)
        case .press(let control): try press(controlID: control)
        case .key(let keys):
            for key in keys { handle(.key(key)) }
        case .type(let text):
            for character in text { handle(.key(character == "\n" ? .enter : .character(character))) }
        case .close(let tip): try close(tipID: tip)
        case .action(let tip, let action): try runAction(tipID: tip, actionID: action)
        case .dismiss(let tip): try dismiss(tipID: tip)
        case .donate(let event, let count): try donate(eventID: event, count: count)
        case .set(let parameter, let value): try setParameter(parameter, to: try tipValue(value, for: parameter))
        case .invalidate(let tip, let reason):
            try invalidate(tipID: tip, reason: Tips.InvalidationReason(rawValue: reason.rawValue) ?? .actionPerformed)
        case .resetEligibility(let tip): try resetEligibility(tipID: tip)
        case .say(let caption):
            state.caption = caption.isEmpty ? nil : caption
            render()
        case .pause:
            break
        case .playground, .expect:
            throw SessionError("'\(command.name)' only works in a script")
        }
    }

    private func relaunchReportingErrors(resettingDatastore: Bool) throws(SessionError) {
        do {
            try relaunch(resettingDatastore: resettingDatastore)
        } catch {
            throw SessionError("relaunch failed: \(error)")
        }
    }

    static func overrides(_ override: ScriptOverride) -> Tips.TestingOverrides {
        switch override {
        case .showAll: Tips.TestingOverrides(showAllTips: true)
        case .hideAll: Tips.TestingOverrides(hideAllTips: true)
        case .show(let tips): Tips.TestingOverrides(shownTips: Set(tips))
        case .hide(let tips): Tips.TestingOverrides(hiddenTips: Set(tips))
        case .none: Tips.TestingOverrides()
        }
    }

    /// A script value as the parameter's declared type holds it.
    func tipValue(_ value: ScriptValue, for parameterID: String) throws(SessionError) -> TipValue {
        guard let declaration = document.parameter(id: parameterID) else {
            throw SessionError("no parameter '\(parameterID)' in the playground")
        }
        let kind: ScriptValue.Kind = switch declaration.type {
        case .bool: .bool
        case .int: .integer
        case .double: .number
        case .string: .text
        }
        switch value.converted(to: kind) {
        case .bool(let bool)?: return .bool(bool)
        case .integer(let integer)?: return .int(integer)
        case .number(let number)?: return .double(number)
        case .text(let text)?: return .string(text)
        case nil: throw SessionError("'\(parameterID)' is \(Wording.withArticle(declaration.type.rawValue)) parameter; \(value.scriptLiteral) does not fit")
        }
    }

    /// Runs a line typed after `:`: `q` or `quit` quits, `help` shows the shortcuts, anything
    /// else is a script command (`runCommandLine`).
    func runCommandLineWord(_ text: String) -> InputOutcome {
        switch text.trimmingCharacters(in: .whitespaces) {
        case "q", "quit": return .quit
        case "help": state.showsHelp = true
        default: runCommandLine(text)
        }
        return .keepRunning
    }

    /// Runs a line typed after `:`, with the script language's syntax, checked against the
    /// playground's ids first as a script is.
    public func runCommandLine(_ text: String) {
        let parsed = ScriptParser.parse(text, file: "command").flatMap { script -> Result<Script, ScriptErrors> in
            let problems = ScriptValidator.validate(script, against: ScriptIdentifiers(document: document))
            return problems.isEmpty ? .success(script) : .failure(ScriptErrors(problems))
        }
        switch parsed {
        case .failure(let errors):
            log(errors.errors.map(\.message).joined(separator: "; "), .error)
        case .success(let script):
            for line in script.lines {
                if case .size = line.command {
                    // The live screen is the terminal's size; only a script can pick one.
                    log("size only applies in scripts; resize the terminal instead", .error)
                    continue
                }
                do {
                    try execute(line.command)
                } catch {
                    log(error.description, .error)
                }
            }
        }
        render()
    }
}
