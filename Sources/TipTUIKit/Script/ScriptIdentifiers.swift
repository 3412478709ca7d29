/// The ids a playground defines, as plain strings, so scripts can be checked against a playground
/// without this code knowing how playgrounds are loaded.
public struct ScriptIdentifiers: Equatable, Sendable {
    public var tips: Set<String>
    /// Each TipGroup's id with the ids of its tips.
    public var groups: [String: Set<String>]
    public var controls: Set<String>
    public var screens: Set<String>
    public var events: Set<String>
    /// Each parameter's id with the type of value it holds.
    public var parameters: [String: ScriptValue.Kind]
    /// Each tip's id with the ids of its actions (tips without actions may be left out).
    public var actions: [String: Set<String>]
    /// Every locale the playground has copy for, including its base language.
    public var locales: Set<String>
    /// Each tip's id with the names of its copy variants (tips without variants may be left out).
    public var variants: [String: Set<String>] = [:]
    /// The tips that have a message, so `:edit TIP` offers `message` only for them.
    public var tipsWithMessages: Set<String> = []
    /// Personas, declared in the file or saved beside it.
    public var personas: Set<String>
    /// The names of the devices the playground declares (none: it has one device).
    public var devices: Set<String>

    public init(
        tips: Set<String> = [], groups: [String: Set<String>] = [:], controls: Set<String> = [],
        screens: Set<String> = [], events: Set<String> = [], parameters: [String: ScriptValue.Kind] = [:],
        actions: [String: Set<String>] = [:], locales: Set<String> = [], personas: Set<String> = [],
        devices: Set<String> = []
    ) {
        self.personas = personas
        self.devices = devices
        self.tips = tips
        self.groups = groups
        self.controls = controls
        self.screens = screens
        self.events = events
        self.parameters = parameters
        self.actions = actions
        self.locales = locales
    }
}

extension ScriptIdentifiers {
    /// What `:edit TIP` can open on this tip: its title, and its message, actions and variants
    /// when it has them (offering a piece the tip lacks would only lead to an error).
    func editablePieces(of tipID: String) -> [String] {
        guard tips.contains(tipID) else { return [] }
        var pieces = ["title"]
        if tipsWithMessages.contains(tipID) { pieces.append("message") }
        if !(actions[tipID] ?? []).isEmpty { pieces.append("action") }
        if !(variants[tipID] ?? []).isEmpty { pieces.append("variant") }
        return pieces
    }
}
