import TipCore

extension ScriptOverride {
    /// The `override` commands that set exactly `overrides`, in a fixed order: the one way the
    /// playground describes overrides, in the header, the log and recorded scripts alike.
    static func commands(for overrides: Tips.TestingOverrides) -> [ScriptOverride] {
        var commands: [ScriptOverride] = []
        if overrides.showAllTips { commands.append(.showAll) }
        if overrides.hideAllTips { commands.append(.hideAll) }
        if !overrides.shownTips.isEmpty { commands.append(.show(overrides.shownTips.sorted())) }
        if !overrides.hiddenTips.isEmpty { commands.append(.hide(overrides.hiddenTips.sorted())) }
        return commands
    }

    /// `show-all`, `show A,B`, ...: the command's words after `override`.
    var words: String {
        String(ScriptCommand.override(self).scriptText.dropFirst("override ".count))
    }

    /// `show-all; hide A`, or `none`.
    static func describe(_ overrides: Tips.TestingOverrides) -> String {
        let commands = commands(for: overrides)
        return commands.isEmpty ? "none" : commands.map(\.words).joined(separator: "; ")
    }
}
