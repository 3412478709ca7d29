import TipCore
import TipDrawing

/// The words Tab completes on the `:` line: command words first, then what each command takes
/// (the playground's tips, events, parameters, screens, groups and controls, or its keywords).
public struct CommandCompleter: Sendable {
    /// Words that only the `:` line knows: they are not script commands.
    public static let lineOnlyWords = ["q", "quit", "help", "edit", "undo"]

    let ids: ScriptIdentifiers

    public init(ids: ScriptIdentifiers) {
        self.ids = ids
    }

    /// Completions for the word after `wordsBefore`, sorted.
    public func candidates(after wordsBefore: [String]) -> [String] {
        guard let command = wordsBefore.first else {
            return (ScriptParser.commandNames + Self.lineOnlyWords).sorted()
        }
        let position = wordsBefore.count
        let words: [String] = switch (command, position) {
        case ("press", 1): Array(ids.controls)
        case ("edit", 1): Array(ids.tips)
        case ("edit", 2): editablePieces(of: wordsBefore[1])
        case ("edit", 3) where wordsBefore[2] == "action": Array(ids.actions[wordsBefore[1]] ?? [])
        case ("edit", 3) where wordsBefore[2] == "variant": Array(ids.variants[wordsBefore[1]] ?? [])
        case ("undo", _): []
        case ("screen", 1): Array(ids.screens)
        case ("close", 1), ("dismiss", 1), ("action", 1), ("invalidate", 1), ("reset-eligibility", 1): Array(ids.tips)
        case ("action", 2): Array(ids.actions[wordsBefore[1]] ?? [])
        case ("invalidate", 2): Tips.InvalidationReason.allCases.map(\.rawValue)
        case ("donate", 1): Array(ids.events)
        case ("set", 1): Array(ids.parameters.keys)
        case ("set", 2) where ids.parameters[wordsBefore[1]] == .bool: ["false", "true"]
        case ("locale", 1): ["base"] + ids.locales
        case ("frequency", 1): Tips.ConfigurationOption.DisplayFrequency.allNamed.map(\.description)
        case ("width", 1): WidthPreset.allCases.map(\.rawValue)
        case ("ascii", 1), ("inspector", 1): ["off", "on"]
        case ("override", 1): ["hide", "hide-all", "none", "show", "show-all"]
        case ("override", 2): Array(ids.tips)
        case ("expect", 1): ScriptParser.expectationNames
        case ("expect", 2): Array(ids.tips) + ids.groups.keys + ids.events + ids.parameters.keys + ids.screens
        default: Array(ids.tips) + ids.groups.keys + ids.events + ids.parameters.keys + ids.screens + ids.controls
        }
        return Array(Set(words)).sorted()
    }

    /// What `:edit TIP` can open on this tip: its title, and its message, actions and variants
    /// when it has them (offering a piece the tip lacks would only lead to an error).
    private func editablePieces(of tipID: String) -> [String] {
        guard ids.tips.contains(tipID) else { return [] }
        var pieces = ["title"]
        if ids.tipsWithMessages.contains(tipID) { pieces.append("message") }
        if !(ids.actions[tipID] ?? []).isEmpty { pieces.append("action") }
        if !(ids.variants[tipID] ?? []).isEmpty { pieces.append("variant") }
        return pieces
    }
}
