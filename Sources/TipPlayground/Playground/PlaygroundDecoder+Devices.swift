import Foundation

extension PlaygroundDecoder {
    static let deviceKeys = ["name", "width", "persona", "sync", "clockOffset", "delivery", "delay"]

    /// One entry of `devices`: `{"name": "ipad", "width": "tablet", "persona": "day3",
    /// "sync": "icloud", "clockOffset": "-1h", "delivery": "launch", "delay": "30s"}`.
    mutating func device(_ node: JSONNode, index: Int) -> DeviceDeclaration? {
        let context = Self.peekName(node).map { "device '\($0)'" } ?? "device #\(index + 1)"
        guard let members = members(of: node, context, keys: Self.deviceKeys) else { return nil }
        let name = declareName(in: members)
        let width = choice("width", of: DeviceDeclaration.Width.self, described: "width preset", in: members)
        var persona: String?
        if let node = members["persona"] { persona = refer(to: .persona, node, from: context) }
        var container: String?
        if let node = members["sync"] { container = nonEmptyString("sync", node, in: members) }
        let offset = signedDuration("clockOffset", in: members) ?? 0
        let delivery = choice("delivery", of: DeviceDeclaration.Delivery.self, described: "delivery", in: members) ?? .live
        let delay = durationText("delay", in: members) ?? 0
        if container == nil, members["delivery"] != nil || members["delay"] != nil {
            report(
                "\(context) sets how sync reaches it but syncs with nothing; add \"sync\": \"NAME\" (devices naming the same container sync)",
                at: members.position)
        }
        guard let name else { return nil }
        return DeviceDeclaration(
            name: name, width: width, persona: persona, syncContainer: container, clockOffset: offset,
            delivery: delivery, delay: delay, position: members.position)
    }

    /// A device's `name`: a word scripts can write (`device ipad`), unique among the devices.
    private mutating func declareName(in members: Members) -> String? {
        guard let node = members["name"] else {
            reportMissing("name", expected: "a word such as \"phone\"", in: members)
            return nil
        }
        guard let name = nonEmptyString("name", node, in: members) else { return nil }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            report("device name '\(name)' must be one word (letters, digits, - and _), as scripts write it", at: node.position)
            return nil
        }
        guard !declaredIDs(.device).contains(name) else {
            report("duplicate device name '\(name)'", at: node.position)
            return nil
        }
        declare(name, kind: .device, at: node.position)
        return name
    }

    /// A duration that may be negative: `"-1h"`, `"2h"`, or a number of seconds.
    private mutating func signedDuration(_ key: String, in members: Members) -> TimeInterval? {
        guard let node = members[key] else { return nil }
        switch node.value {
        case .string(let text) where text.hasPrefix("-"):
            if let seconds = DurationText.seconds(String(text.dropFirst())) {
                return duration(seconds, key, at: node.position, in: members).map { -$0 }
            }
        case .string(let text):
            if let seconds = DurationText.seconds(text) { return duration(seconds, key, at: node.position, in: members) }
        case .integer(let value):
            return duration(Double(abs(value)), key, at: node.position, in: members).map { value < 0 ? -$0 : $0 }
        case .double(let value) where value.isFinite:
            return duration(abs(value), key, at: node.position, in: members).map { value < 0 ? -$0 : $0 }
        default:
            break
        }
        reportType(key, expected: "a duration such as \"-1h\" or \"30m\", or a number of seconds", found: node, in: members)
        return nil
    }

    /// The `name` string of an object before it is fully read, to name it in messages.
    static func peekName(_ node: JSONNode) -> String? {
        guard case .object(let members) = node.value,
              let nameNode = members.first(where: { $0.key == "name" })?.value,
              case .string(let name) = nameNode.value, !name.isEmpty
        else { return nil }
        return name
    }
}
