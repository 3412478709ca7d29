import TipPlayground

/// Small random playgrounds for comparing ways of exploring (`ExploreSnapshotEquivalenceTests`): a few screens joined by a tab bar,
/// buttons that donate events, a toggle for a parameter, tips that need some donations or the
/// parameter, inline or as popovers on buttons, some with a display limit, an action or a close
/// button that invalidates another tip, an ordered group, and sometimes a display frequency
/// (then time passing is part of the search); now and then one whose only tip never shows.
enum RandomExplorePlayground {
    static func document(seed: UInt64) throws -> PlaygroundDocument {
        try PlaygroundLoader.parse(json(seed: seed), fileName: "generated-\(seed).json")
    }

    static func json(seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        let screenCount = Int.random(in: 2...3, using: &random)
        let events = (0..<Int.random(in: 2...3, using: &random)).map { "e\($0)" }
        // Now and then a playground whose one tip never shows though nothing proves it from the
        // file alone (its rule reads a parameter no control sets): the search tries every state.
        let onlyHidden = Int.random(in: 0..<5, using: &random) == 0
        let tipCount = onlyHidden ? 1 : Int.random(in: 3...6, using: &random)
        let frequency = onlyHidden ? "immediate" : ["immediate", "immediate", "immediate", "hourly", "daily"].randomElement(using: &random)!
        let grouped = !onlyHidden && Bool.random(using: &random) ? ["T0", "T1"] : []

        var tips: [String] = []
        var placements = Array(repeating: [String](), count: screenCount)
        for index in 0..<tipCount {
            let id = "T\(index)"
            var rules: [String] = []
            switch onlyHidden ? -1 : Int.random(in: 0...3, using: &random) {
            case -1: rules.append("#Rule(Self.$flag, Self.$locked) { flag, locked in flag && locked }")
            case 0: break
            case 1: rules.append("#Rule(Self.\(events.randomElement(using: &random)!)) { $0.donations.count >= \(Int.random(in: 1...3, using: &random)) }")
            case 2: rules.append("#Rule(Self.$flag) { $0 == true }")
            default:
                rules.append("#Rule(Self.\(events.randomElement(using: &random)!)) { $0.donations.count >= \(Int.random(in: 1...2, using: &random)) }")
                rules.append("#Rule(Self.$flag) { $0 == false }")
            }
            // Long messages push later tips below the 80x24 view, so paging brings them in.
            let message = Array(repeating: "word", count: Int.random(in: 1...150, using: &random)).joined(separator: " ")
            var tip = #"{ "id": "\#(id)", "title": "Tip \#(index)", "message": "\#(message)", "rules": [\#(rules.map { "\"\($0)\"" }.joined(separator: ", "))]"#
            if Bool.random(using: &random) { tip += #", "options": { "maxDisplayCount": \#(Int.random(in: 1...2, using: &random)) }"# }
            if Int.random(in: 0...3, using: &random) == 0 {
                tip += #", "actions": [ { "id": "go", "title": "Go", "onPress": [ { "donate": "\#(events.randomElement(using: &random)!)" } ] } ]"#
            }
            tips.append(tip + " }")
            guard !grouped.contains(id) else { continue }
            let screen = Int.random(in: 0..<screenCount, using: &random)
            placements[screen].append(
                Bool.random(using: &random)
                    ? #"{ "tip": "\#(id)", "inline": "\#(Bool.random(using: &random) ? "top" : "bottom")" }"#
                    : #"{ "tip": "\#(id)", "popover": "b\#(screen)x\#(Int.random(in: 0...1, using: &random))" }"#)
        }
        if !grouped.isEmpty {
            placements[Int.random(in: 0..<screenCount, using: &random)].append(#"{ "group": "steps", "inline": "bottom" }"#)
        }

        let tabs = (0..<screenCount).map { #"{ "id": "tab\#($0)", "label": "S\#($0)", "onPress": [ { "goTo": "s\#($0)" } ] }"# }
        let screens = (0..<screenCount).map { screen -> String in
            var controls = (0...1).map { button -> String in
                let effect = onlyHidden || Int.random(in: 0...4, using: &random) == 0
                    ? #"{ "invalidate": "T\#(Int.random(in: 0..<tipCount, using: &random))" }"#
                    : #"{ "donate": "\#(events.randomElement(using: &random)!)" }"#
                return #"{ "id": "b\#(screen)x\#(button)", "label": "B\#(button)", "onPress": [ \#(effect) ] }"#
            }
            if screen == 0 { controls.append(#"{ "id": "flagToggle", "kind": "toggle", "label": "Flag", "parameter": "flag" }"#) }
            return #"{ "id": "s\#(screen)", "title": "Screen \#(screen)", "controls": [ \#(controls.joined(separator: ", ")) ], "#
                + #""tabBar": [ \#(tabs.joined(separator: ", ")) ], "tips": [ \#(placements[screen].joined(separator: ", ")) ] }"#
        }
        let groups = grouped.isEmpty ? "" : #", "groups": [ { "id": "steps", "priority": "ordered", "tips": [ "T0", "T1" ] } ]"#
        return #"{ "title": "Generated \#(seed)", "configuration": { "displayFrequency": "\#(frequency)" }, "#
            + #""parameters": [ { "id": "flag", "type": "bool" }, { "id": "locked", "type": "bool" } ], "#
            + #""events": [ \#(events.map { #"{ "id": "\#($0)" }"# }.joined(separator: ", ")) ], "#
            + #""tips": [ \#(tips.joined(separator: ",\n")) ]\#(groups), "screens": [ \#(screens.joined(separator: ",\n")) ] }"#
    }
}
