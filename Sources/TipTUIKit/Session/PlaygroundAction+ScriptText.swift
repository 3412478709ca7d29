import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// Script text and actions: the one parse and the one print between them. Demo scripts, the `:`
/// line, recordings and tests all go through here, so a line means the same action wherever it
/// is typed, and a recorded action reads back as itself (`parse(print(a)) == [a]`, tested as a
/// property).
extension PlaygroundAction {
    /// The script command that spells this action; nil for inputs that have no spelling of their
    /// own (clicks and the wheel are recorded as what they performed, ticks as `advance`, reloads
    /// and panels not at all).
    public var scriptCommand: ScriptCommand? {
        switch self {
        case .press(let control): .press(control: control)
        case .action(let tip, let action): .action(tip: tip, action: action)
        case .close(let tip): .close(tip: tip)
        case .dismiss(let tip): .dismiss(tip: tip)
        case .donate(let event, let count): .donate(event: event, count: count)
        case .set(let parameter, let value): ScriptValue(value).map { .set(parameter: parameter, value: $0) }
        case .screen(let id): .screen(id)
        case .invalidate(let tip, let reason): .invalidate(tip: tip, reason: reason)
        case .resetEligibility(let tip): .resetEligibility(tip: tip)
        case .advance(let interval): .advance(interval)
        case .clock(let date): .clock(date)
        case .relaunch: .relaunch
        case .reset: .reset
        case .restart: .restart
        case .sync: .sync
        case .persona(let id): .persona(id)
        case .device(let name): .device(name)
        case .network(let name, let online): .network(device: name, online: online)
        case .savePersona(let name): .savePersona(name)
        case .frequency(let frequency): .frequency(frequency)
        case .locale(let locale): .locale(locale ?? "base")
        case .width(let preset): .width(preset)
        case .textSize(let size): .textSize(size)
        case .ascii(let on): .ascii(on)
        case .inspector(let on): .inspector(on)
        case .caption(let caption): .say(caption ?? "")
        case .key(let key): key.isScriptable ? .key([key]) : nil
        case .resize(let size): .size(width: size.width, height: size.height)
        case .override, .click, .wheel, .paste, .commandLine, .tick, .reload, .reloadFailed, .scrollFlow, .help, .voiceOver, .placementOverlay, .realTime,
             .grid, .variant: nil
        }
    }

    /// The action as one line of script text (print); nil where `scriptCommand` is nil.
    public var scriptText: String? { scriptCommand?.scriptText }

    /// The actions one line of script text stands for (parse), checked against the playground's
    /// ids and types as a script is.
    public static func parse(_ line: String, in document: PlaygroundDocument) throws(SessionError) -> [PlaygroundAction] {
        switch ScriptCommand.parseChecked(line, file: "action", against: document) {
        case .failure(let errors):
            throw SessionError(errors.errors.map(\.message).joined(separator: "; "))
        case .success(let script):
            var actions: [PlaygroundAction] = []
            for scriptLine in script.lines { actions += try scriptLine.command.actions(in: document) }
            return actions
        }
    }
}

extension ScriptCommand {
    /// Script text parsed and checked against a playground's ids: what a script's loader and the
    /// `:` line accept.
    static func parseChecked(_ text: String, file: String, against document: PlaygroundDocument) -> Result<Script, ScriptErrors> {
        ScriptParser.parse(text, file: file).flatMap { script -> Result<Script, ScriptErrors> in
            let problems = ScriptValidator.validate(script, against: ScriptIdentifiers(document: document))
            return problems.isEmpty ? .success(script) : .failure(ScriptErrors(problems))
        }
    }

    /// The actions a script command stands for: one for most commands, one key press per key of
    /// `key` and per character of `type` (each is an input, as a person's would be), none for
    /// `pause`. `playground` and `expect` belong to the script runner.
    public func actions(in document: PlaygroundDocument) throws(SessionError) -> [PlaygroundAction] {
        switch self {
        case .size(let width, let height): return [.resize(Size(width: width, height: height))]
        case .clock(let date): return [.clock(date)]
        case .advance(let interval): return [.advance(interval)]
        case .relaunch: return [.relaunch]
        case .reset: return [.reset]
        case .restart: return [.restart]
        case .sync: return [.sync]
        case .persona(let id): return [.persona(id)]
        case .device(let name): return [.device(name)]
        case .network(let name, let online): return [.network(device: name, online: online)]
        case .savePersona(let name): return [.savePersona(name)]
        case .frequency(let frequency): return [.frequency(frequency)]
        case .override(let override): return [.override(Self.overrides(override))]
        case .locale(let locale): return [.locale(locale == "base" ? nil : locale)]
        case .width(let preset): return [.width(preset)]
        case .textSize(let size): return [.textSize(size)]
        case .ascii(let on): return [.ascii(on)]
        case .inspector(let on): return [.inspector(on)]
        case .screen(let id): return [.screen(id)]
        case .press(let control): return [.press(control: control)]
        case .key(let keys): return keys.map(PlaygroundAction.key)
        case .type(let text): return text.map { .key($0 == "\n" ? .enter : .character($0)) }
        case .close(let tip): return [.close(tip: tip)]
        case .action(let tip, let action): return [.action(tip: tip, action: action)]
        case .dismiss(let tip): return [.dismiss(tip: tip)]
        case .donate(let event, let count): return [.donate(event: event, count: count)]
        case .set(let parameter, let value):
            return [.set(parameter: parameter, value: try Self.tipValue(value, for: parameter, in: document))]
        case .invalidate(let tip, let reason): return [.invalidate(tip: tip, reason: reason)]
        case .resetEligibility(let tip): return [.resetEligibility(tip: tip)]
        case .say(let caption): return [.caption(caption.isEmpty ? nil : caption)]
        case .pause: return []
        case .playground, .expect: throw SessionError("'\(name)' only works in a script")
        }
    }

    /// The overrides an `override` line adds; nil for `override none`, which removes them all.
    static func overrides(_ override: ScriptOverride) -> Tips.TestingOverrides? {
        switch override {
        case .showAll: Tips.TestingOverrides(showAllTips: true)
        case .hideAll: Tips.TestingOverrides(hideAllTips: true)
        case .show(let tips): Tips.TestingOverrides(shownTips: Set(tips))
        case .hide(let tips): Tips.TestingOverrides(hiddenTips: Set(tips))
        case .none: nil
        }
    }

    /// A script value as the parameter's declared type holds it.
    static func tipValue(_ value: ScriptValue, for parameterID: String, in document: PlaygroundDocument) throws(SessionError) -> TipValue {
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
}
