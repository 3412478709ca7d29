import TipCore
import TipPlayground

/// What the app's code does to its engine: donations, parameters, invalidation; and the devices
/// it runs on: sync, personas, which device, the network.
extension ActionSpelling {
    static let donate = ActionSpelling(
        "donate", usage: "donate EVENT_ID [COUNT]",
        parse: { arguments throws(ScriptLineFailure) in
            let event = try arguments.id(.event, "an event id")
            let count = arguments.peek == nil ? 1 : try arguments.integer(in: 1...10_000, "a count from 1 to 10000")
            return .donate(event: event, count: count)
        },
        matches: { if case .donate = $0 { true } else { false } },
        arguments: { action in
            guard case .donate(let event, let count) = action else { return nil }
            return ScriptStep.word(event) + (count == 1 ? "" : " \(count)")
        },
        changesTheApp: .always,
        complete: { position, _, ids in position == 1 ? Array(ids.events) : nil })

    /// `set PARAMETER VALUE`: the value as written; the session holds it as the parameter's type.
    static let set = ActionSpelling(
        "set", usage: "set PARAMETER_ID VALUE",
        parse: { arguments throws(ScriptLineFailure) in
            let parameter = try arguments.id(.parameter, "a parameter id")
            return .set(parameter: parameter, value: try arguments.value(for: parameter).tipValue)
        },
        matches: { if case .set = $0 { true } else { false } },
        arguments: { action in
            guard case .set(let parameter, let value) = action, let literal = ScriptValue(value) else { return nil }
            return "\(ScriptStep.word(parameter)) \(literal.scriptLiteral)"
        },
        changesTheApp: .always,
        complete: { position, words, ids in
            position == 1 ? Array(ids.parameters.keys) : position == 2 && ids.parameters[words[1]] == .bool ? ["false", "true"] : nil
        })

    static let invalidate = ActionSpelling(
        "invalidate", usage: "invalidate TIP_ID REASON",
        parse: { arguments throws(ScriptLineFailure) in
            let tip = try arguments.id(.tip, "a tip id")
            return .invalidate(tip: tip, reason: try arguments.keyword(Tips.InvalidationReason.self, ScriptParser.reasonExpectation))
        },
        matches: { if case .invalidate = $0 { true } else { false } },
        arguments: { if case .invalidate(let tip, let reason) = $0 { "\(ScriptStep.word(tip)) \(reason.rawValue)" } else { nil } },
        changesTheApp: .always,
        complete: { position, _, ids in
            position == 1 ? Array(ids.tips) : position == 2 ? Tips.InvalidationReason.allCases.map(\.rawValue) : nil
        })

    static let resetEligibility = ActionSpelling(
        "reset-eligibility", usage: "reset-eligibility TIP_ID",
        parse: { arguments throws(ScriptLineFailure) in .resetEligibility(tip: try arguments.id(.tip, "a tip id")) },
        matches: { if case .resetEligibility = $0 { true } else { false } },
        arguments: { if case .resetEligibility(let tip) = $0 { ScriptStep.word(tip) } else { nil } },
        changesTheApp: .always,
        complete: { position, _, ids in position == 1 ? Array(ids.tips) : nil })

    static let sync = ActionSpelling(
        "sync", parse: { _ throws(ScriptLineFailure) in .sync }, matches: { $0 == .sync }, arguments: { _ in "" },
        changesTheApp: .always)

    /// `persona NAME|none`, and `p`: the next persona (the device's own datastore, then each).
    static let persona = ActionSpelling(
        "persona", usage: "persona PERSONA|none",
        parse: { arguments throws(ScriptLineFailure) in
            if let token = arguments.peek, token.text == "none", !token.isQuoted {
                arguments.skip()
                return .persona(nil)
            }
            return .persona(try arguments.id(.persona, "a persona id or none"))
        },
        matches: { if case .persona = $0 { true } else { false } },
        arguments: { if case .persona(let id) = $0 { id.map(ScriptStep.word) ?? "none" } else { nil } },
        keys: [KeyBinding(.character("p")) { facts in
            guard !facts.document.personas.isEmpty else {
                return .unavailable("this playground has no personas: declare \"personas\" or save one with :save-persona NAME")
            }
            return .persona(nextPersona(of: facts))
        }],
        help: .personasAndDevices, changesTheApp: .always)

    /// `device NAME`, and `D`: the next of the playground's devices.
    static let device = ActionSpelling(
        "device", usage: "device DEVICE",
        parse: { arguments throws(ScriptLineFailure) in .device(try arguments.id(.device, "a device name")) },
        matches: { if case .device = $0 { true } else { false } },
        arguments: { if case .device(let name) = $0 { ScriptStep.word(name) } else { nil } },
        keys: [KeyBinding(.character("D")) { facts in
            guard facts.deviceNames.count > 1, let name = facts.deviceNames[(facts.deviceIndex + 1) % facts.deviceNames.count] else {
                return .unavailable("this playground has one device: declare \"devices\" to have several")
            }
            return .device(name)
        }],
        help: .personasAndDevices, changesTheApp: .never)

    static let offline = ActionSpelling(
        "offline", usage: "offline DEVICE",
        parse: { arguments throws(ScriptLineFailure) in .network(device: try arguments.id(.device, "a device name"), online: false) },
        matches: { if case .network(_, false) = $0 { true } else { false } },
        arguments: { if case .network(let name, false) = $0 { ScriptStep.word(name) } else { nil } },
        changesTheApp: .always)

    static let online = ActionSpelling(
        "online", usage: "online DEVICE",
        parse: { arguments throws(ScriptLineFailure) in .network(device: try arguments.id(.device, "a device name"), online: true) },
        matches: { if case .network(_, true) = $0 { true } else { false } },
        arguments: { if case .network(let name, true) = $0 { ScriptStep.word(name) } else { nil } },
        changesTheApp: .always)

    static let savePersona = ActionSpelling(
        "save-persona", usage: "save-persona NAME",
        parse: { arguments throws(ScriptLineFailure) in
            let expectation = "a persona name of letters, digits, '-' and '_' like day-3"
            return .savePersona(try arguments.converted(expectation) { name in
                name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } ? name : nil
            })
        },
        matches: { if case .savePersona = $0 { true } else { false } },
        arguments: { if case .savePersona(let name) = $0 { ScriptStep.word(name) } else { nil } },
        changesTheApp: .never)

    /// The persona after the current device's in `p`'s cycle: its own datastore (nil), then each
    /// persona in file order.
    private static func nextPersona(of facts: SessionFacts) -> String? {
        let cycle: [String?] = [nil] + facts.document.personas.map(\.id)
        let current = cycle.firstIndex { $0 == facts.device.persona?.id } ?? 0
        return cycle[(current + 1) % cycle.count]
    }
}
