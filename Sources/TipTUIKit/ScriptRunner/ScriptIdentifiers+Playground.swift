import TipPlayground

extension ScriptIdentifiers {
    /// Every id a script may name in this playground, for `ScriptValidator`.
    public init(document: PlaygroundDocument) {
        var actions: [String: Set<String>] = [:]
        for tip in document.tips where !tip.actions.isEmpty {
            actions[tip.id] = Set(tip.actions.map(\.id))
        }
        var parameters: [String: ScriptValue.Kind] = [:]
        for parameter in document.parameters {
            parameters[parameter.id] = switch parameter.type {
            case .bool: .bool
            case .int: .integer
            case .double: .number
            case .string: .text
            }
        }
        self.init(
            tips: Set(document.tips.map(\.id)),
            groups: Dictionary(uniqueKeysWithValues: document.groups.map { ($0.id, Set($0.tipIDs)) }),
            controls: Set(document.screens.flatMap(\.allControls).map(\.id)),
            screens: Set(document.screens.map(\.id)),
            events: Set(document.events.map(\.id)),
            parameters: parameters,
            actions: actions,
            locales: Set(document.locales),
            personas: Set(document.personas.map(\.id)),
            devices: Set(document.devices.map(\.name)))
        for tip in document.tips where !tip.variants.isEmpty { variants[tip.id] = Set(tip.variants.map(\.name)) }
        tipsWithMessages = Set(document.tips.filter { $0.message != nil }.map(\.id))
    }
}
