import Foundation
import TipCore

extension PlaygroundDecoder {
    /// What a persona step can be: an effect (never `goTo`), a display or a relaunch.
    static let personaStepVerbs = ["donate", "set", "toggle", "invalidate", "display", "relaunch"]

    /// The most a `count` may be: a persona is a starting state, not a load test.
    static let largestStepCount = 100_000

    /// One entry of `personas`: `{"id": "day3", "title": "Day 3", "steps": [...]}`.
    mutating func persona(_ node: JSONNode, index: Int) -> PersonaDeclaration? {
        let context = Self.name("persona", node, index: index)
        guard let members = members(of: node, context, keys: ["id", "title", "steps"]) else { return nil }
        let id = declareID(in: members, kind: .persona)
        return persona(id: id, members: members, context: context)
    }

    /// A saved persona's own file (`<playground>.personas/NAME.json`): `{"title": ..., "steps": [...]}`,
    /// its id the file's name (and, as a playground may, a `$schema` for editors).
    mutating func savedPersona(_ node: JSONNode, id: String) -> PersonaDeclaration? {
        let context = "persona '\(id)'"
        guard let members = members(of: node, context, keys: ["$schema", "title", "steps"]) else { return nil }
        _ = string("$schema", in: members)
        return persona(id: id, members: members, context: context)
    }

    private mutating func persona(id: String?, members: Members, context: String) -> PersonaDeclaration? {
        let title = string("title", in: members)
        if members["steps"] == nil { reportMissing("steps", expected: "an array of steps (may be empty)", in: members) }
        let steps = array("steps", in: members).enumerated().compactMap { personaStep($1, index: $0, of: context) }
        guard let id else { return nil }
        return PersonaDeclaration(id: id, title: title, steps: steps, file: fileName, position: members.position)
    }

    /// One step: an effect with `ago` (and `count` for a donation), `{"display": TIP, "count": 2,
    /// "for": "30s", "ago": "2d"}`, or `{"relaunch": true, "ago": "1d"}`.
    private mutating func personaStep(_ node: JSONNode, index: Int, of persona: String) -> PersonaStep? {
        let context = "step #\(index + 1) of \(persona)"
        guard let verb = verb(of: node, among: Self.personaStepVerbs, context: context, noun: "step") else { return nil }
        switch verb {
        case "display":
            guard let members = members(of: node, "\(context) ('display')", keys: ["display", "count", "for", "ago"]),
                  let target = members["display"]
            else { return nil }
            let tip = refer(to: .tip, target, from: context)
            let count = integer("count", in: members, minimum: 1) ?? 1
            let duration = durationText("for", in: members) ?? 0
            let ago = durationText("ago", in: members) ?? 0
            guard let tip, checkCount(count, in: members) else { return nil }
            return PersonaStep(.display(tip: tip, count: count, duration: duration), count: count, ago: ago)
        case "relaunch":
            guard let members = members(of: node, "\(context) ('relaunch')", keys: ["relaunch", "ago"]),
                  let flag = members["relaunch"]
            else { return nil }
            guard case .bool(true) = flag.value else {
                reportType("relaunch", expected: "true", found: flag, in: members)
                return nil
            }
            return PersonaStep(.relaunch, ago: durationText("ago", in: members) ?? 0)
        default:
            let extra = verb == "donate" ? ["count", "ago"] : ["ago"]
            guard let (effect, members) = effect(node, verb: verb, context: context, referrer: context, extraKeys: extra)
            else { return nil }
            let count = integer("count", in: members, minimum: 1) ?? 1
            guard checkCount(count, in: members) else { return nil }
            return PersonaStep(.effect(effect), count: count, ago: durationText("ago", in: members) ?? 0)
        }
    }

    private mutating func checkCount(_ count: Int, in members: Members) -> Bool {
        guard count > Self.largestStepCount, let node = members["count"] else { return true }
        report("'count' in \(members.context) is too large; at most \(Self.largestStepCount)", at: node.position)
        return false
    }

    /// A duration written as people do (`"2d"`, `"1h30m"`, `"45s"`) or a number of seconds.
    mutating func durationText(_ key: String, in members: Members) -> TimeInterval? {
        guard let node = members[key] else { return nil }
        let expected = "a duration such as \"2d\", \"1h30m\" or \"45s\", or a number of seconds"
        let seconds: Double?
        switch node.value {
        case .string(let text): seconds = DurationText.seconds(text)
        case .integer(let value) where value >= 0: seconds = Double(value)
        case .double(let value) where value >= 0: seconds = value
        default: seconds = nil
        }
        guard let seconds else {
            reportType(key, expected: expected, found: node, in: members)
            return nil
        }
        return duration(seconds, key, at: node.position, in: members)
    }
}
