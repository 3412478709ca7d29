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
        let word = ScriptStep.word
        return switch self {
        case .showAll: "show-all"
        case .hideAll: "hide-all"
        case .show(let tips): "show \(tips.map(word).joined(separator: ","))"
        case .hide(let tips): "hide \(tips.map(word).joined(separator: ","))"
        case .none: "none"
        }
    }

    /// The overrides an `override` line adds; nil for `override none`, which removes them all.
    var testingOverrides: Tips.TestingOverrides? {
        switch self {
        case .showAll: Tips.TestingOverrides(showAllTips: true)
        case .hideAll: Tips.TestingOverrides(hideAllTips: true)
        case .show(let tips): Tips.TestingOverrides(shownTips: Set(tips))
        case .hide(let tips): Tips.TestingOverrides(hiddenTips: Set(tips))
        case .none: nil
        }
    }

    /// Reads the words after `override`.
    static func read(_ arguments: inout ScriptArgumentCursor) throws(ScriptLineFailure) -> ScriptOverride {
        let expectation = "one of show-all, hide-all, show TIPS, hide TIPS or none"
        let token = try arguments.next(expectation)
        switch token.text {
        case "show-all": return .showAll
        case "hide-all": return .hideAll
        case "none": return .none
        case "show", "hide":
            arguments.command = "override \(token.text)"
            let tips = try readTipList(&arguments)
            return token.text == "show" ? .show(tips) : .hide(tips)
        default:
            throw arguments.wrong(token, expectation, suggestions: ["show-all", "hide-all", "show", "hide", "none"])
        }
    }

    /// Reads `A,B`, `A, B` or `A B` up to the end of the line, each item with its own column.
    /// Empty items (`A,,B`, a trailing comma) are skipped, but the list must name at least one tip.
    private static func readTipList(_ arguments: inout ScriptArgumentCursor) throws(ScriptLineFailure) -> [String] {
        let expectation = "tip ids like FavoriteTip,SearchTip"
        try arguments.requireMore(expectation)
        let tokens = arguments.rest()
        var tips: [String] = []
        for token in tokens {
            var column = token.column + (token.isQuoted ? 1 : 0)
            for item in token.text.split(separator: ",", omittingEmptySubsequences: false) {
                if !item.isEmpty {
                    tips.append(String(item))
                    arguments.record(ScriptReference(.tip, String(item), column: column))
                }
                column += item.count + 1
            }
        }
        if tips.isEmpty { throw arguments.wrong(tokens[0], expectation) }
        return tips
    }

    /// `show-all; hide A`, or `none`.
    static func describe(_ overrides: Tips.TestingOverrides) -> String {
        let commands = commands(for: overrides)
        return commands.isEmpty ? "none" : commands.map(\.words).joined(separator: "; ")
    }
}
