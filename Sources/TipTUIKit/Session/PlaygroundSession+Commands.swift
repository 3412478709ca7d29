import Foundation
import TipCore
import TipPlayground

/// Script commands as actions, shared by demo scripts and the `:` command line.
extension PlaygroundSession {
    /// The actions a script command stands for: one for most commands, one key press per key of
    /// `key` and per character of `type` (each is an input, as a person's would be), none for
    /// `pause`. `playground` and `expect` belong to the script runner.
    public func actions(for command: ScriptCommand) throws(SessionError) -> [PlaygroundAction] {
        switch command {
        case .size(let width, let height): return [.resize(Size(width: width, height: height))]
        case .clock(let date): return [.clock(date)]
        case .advance(let interval): return [.advance(interval)]
        case .relaunch: return [.relaunch]
        case .reset: return [.reset]
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
        case .set(let parameter, let value): return [.set(parameter: parameter, value: try tipValue(value, for: parameter))]
        case .invalidate(let tip, let reason): return [.invalidate(tip: tip, reason: reason)]
        case .resetEligibility(let tip): return [.resetEligibility(tip: tip)]
        case .say(let caption): return [.caption(caption.isEmpty ? nil : caption)]
        case .pause: return []
        case .playground, .expect: throw SessionError("'\(command.name)' only works in a script")
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

    /// Runs a line typed after `:`: `q` or `quit` quits, `help` lists its commands, anything else
    /// is the script language, checked against the playground's ids first as a script is. Its
    /// commands are performed as actions; errors go to the outcome and the log.
    func runCommandLine(_ text: String) {
        outcome.performed.append(.commandLine(text))
        switch text.trimmingCharacters(in: .whitespaces) {
        case "q", "quit":
            outcome.quits = true
            return
        case "help":
            do { try perform(.help(.commands)) } catch { fail(error) }
            return
        default:
            break
        }
        let parsed = ScriptParser.parse(text, file: "command").flatMap { script -> Result<Script, ScriptErrors> in
            let problems = ScriptValidator.validate(script, against: ScriptIdentifiers(document: document))
            return problems.isEmpty ? .success(script) : .failure(ScriptErrors(problems))
        }
        switch parsed {
        case .failure(let errors):
            fail(SessionError(errors.errors.map(\.message).joined(separator: "; ")))
        case .success(let script):
            for line in script.lines {
                if case .size = line.command {
                    // The live screen is the terminal's size; only a script can pick one.
                    fail(SessionError("size only applies in scripts; resize the terminal instead"))
                    continue
                }
                do {
                    for action in try actions(for: line.command) { try perform(action) }
                } catch {
                    fail(error)
                }
            }
        }
    }
}
