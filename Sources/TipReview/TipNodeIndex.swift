import TipPlayground

/// Where each part of each tip is written in the playground file, read from the JSON tree so a
/// finding points at the title, the French message or the action it is about, not only the tip.
struct TipNodeIndex: Sendable {
    struct Tip: Sendable {
        /// Value positions of the tip's own keys (`title`, `message`, `id`, `image`).
        var fields: [String: SourcePosition] = [:]
        /// Value positions of each locale's object and of its keys.
        var locales: [String: SourcePosition] = [:]
        var localeFields: [String: [String: SourcePosition]] = [:]
        /// Position of each action's title, by action id (or index, as the decoder names them).
        var actionTitles: [String: SourcePosition] = [:]
    }

    private(set) var tips: [String: Tip] = [:]

    init(root: JSONNode) {
        guard let tipsNode = Self.member("tips", of: root), case .array(let tipNodes) = tipsNode.value else { return }
        for tipNode in tipNodes {
            guard case .object(let members) = tipNode.value,
                let idNode = Self.member("id", of: tipNode), case .string(let id) = idNode.value, tips[id] == nil
            else { continue }
            var tip = Tip()
            for member in members { tip.fields[member.key] = member.value.position }
            if let localized = Self.member("localized", of: tipNode), case .object(let locales) = localized.value {
                for locale in locales {
                    tip.locales[locale.key] = locale.value.position
                    guard case .object(let fields) = locale.value.value else { continue }
                    tip.localeFields[locale.key] = Dictionary(
                        fields.map { ($0.key, $0.value.position) }, uniquingKeysWith: { first, _ in first })
                }
            }
            if let actions = Self.member("actions", of: tipNode), case .array(let actionNodes) = actions.value {
                for (index, action) in actionNodes.enumerated() {
                    var actionID = String(index)
                    if let idNode = Self.member("id", of: action), case .string(let id) = idNode.value, !id.isEmpty {
                        actionID = id
                    }
                    tip.actionTitles[actionID] = Self.member("title", of: action)?.position ?? action.position
                }
            }
            tips[id] = tip
        }
    }

    private static func member(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }
}
