import TipCore

extension PlaygroundDecoder {
    static let effectVerbs = ["donate", "set", "toggle", "invalidate", "goTo"]

    /// The keys allowed beside each verb.
    private static func effectKeys(for verb: String) -> [String] {
        switch verb {
        case "donate": ["donate", "payload"]
        case "set": ["set", "to"]
        case "invalidate": ["invalidate", "reason"]
        default: [verb]
        }
    }

    /// The `onPress` list of a control or tip action.
    mutating func effects(in members: Members, referrer: String) -> [ControlEffect] {
        var effects: [ControlEffect] = []
        for node in array("onPress", in: members) {
            if let effect = effect(node, of: referrer) { effects.append(effect) }
        }
        return effects
    }

    /// One effect object: `{"donate": "didShare"}`, `{"set": "isLoggedIn", "to": true}`,
    /// `{"toggle": "proMode"}`, `{"invalidate": "ShowLocationTip", "reason": "actionPerformed"}`,
    /// `{"goTo": "settings"}`.
    private mutating func effect(_ node: JSONNode, of referrer: String) -> ControlEffect? {
        let context = "an effect of \(referrer)"
        guard let verb = verb(of: node, among: Self.effectVerbs, context: context, noun: "effect") else { return nil }
        return effect(node, verb: verb, context: context, referrer: referrer)?.effect
    }

    /// The one verb key of a step or effect object; nil (reported) when it has none or several.
    mutating func verb(of node: JSONNode, among verbs: [String], context: String, noun: String) -> String? {
        let found: [String]
        if case .object(let list) = node.value {
            found = verbs.filter { verb in list.contains { $0.key == verb } }
        } else {
            found = []
        }
        guard found.count <= 1 else {
            report(
                "\(context) has both '\(found[0])' and '\(found[1])'; write each \(noun) as its own object",
                at: node.position)
            return nil
        }
        guard let verb = found.first else {
            if let members = members(of: node, context, keys: verbs), members.byKey.isEmpty {
                report("\(context) is empty; expected one of: \(verbs.joined(separator: ", "))", at: node.position)
            }
            return nil
        }
        return verb
    }

    /// The effect `verb` names in `node`, with the object's members (for keys a persona step
    /// adds: `extraKeys`).
    mutating func effect(
        _ node: JSONNode, verb: String, context: String, referrer: String, extraKeys: [String] = []
    ) -> (effect: ControlEffect, members: Members)? {
        guard let members = members(of: node, "\(context) ('\(verb)')", keys: Self.effectKeys(for: verb) + extraKeys)
        else { return nil }
        return effect(verb: verb, members: members, context: context, referrer: referrer).map { ($0, members) }
    }

    private mutating func effect(verb: String, members: Members, context: String, referrer: String) -> ControlEffect? {
        guard let target = members[verb] else { return nil }
        switch verb {
        case "donate":
            guard let event = refer(to: .event, target, from: referrer) else { return nil }
            var payload: TipValue?
            if let payloadNode = members["payload"] {
                guard case .object = payloadNode.value else {
                    reportType(
                        "payload", expected: "an object (the donation's fields)", found: payloadNode, in: members)
                    return nil
                }
                payload = Self.tipValue(payloadNode)
            }
            return .donate(event: event, payload: payload)
        case "set":
            guard let parameter = refer(to: .parameter, target, from: referrer) else { return nil }
            guard let valueNode = members["to"] else {
                reportMissing("to", expected: "the parameter's new value", in: members)
                return nil
            }
            guard let declaration = parameters[parameter] else { return nil }  // reported as unknown later
            guard let value = Self.parameterValue(valueNode, of: declaration.type) else {
                reportType(
                    "to", expected: "\(declaration.type.phrase) (the type of parameter '\(parameter)')",
                    found: valueNode, in: members)
                return nil
            }
            return .setParameter(parameter, to: value)
        case "toggle":
            guard let parameter = refer(to: .parameter, target, from: referrer) else { return nil }
            requireBoolParameter(parameter, at: target.position, for: "'toggle' in \(context)")
            return .toggleParameter(parameter)
        case "invalidate":
            guard let tip = refer(to: .tip, target, from: referrer) else { return nil }
            let reason =
                choice("reason", of: Tips.InvalidationReason.self, described: "invalidation reason", in: members)
                ?? .actionPerformed
            return .invalidate(tip: tip, reason: reason)
        default:
            guard let screen = refer(to: .screen, target, from: referrer) else { return nil }
            return .goTo(screen: screen)
        }
    }

    /// Reports a declared parameter that is not a Bool (an unknown one is reported as unknown).
    mutating func requireBoolParameter(_ id: String, at position: SourcePosition, for use: String) {
        guard let declaration = parameters[id], declaration.type != .bool else { return }
        report("\(use) needs a bool parameter, but '\(id)' is \(declaration.type.rawValue)", at: position)
    }
}
