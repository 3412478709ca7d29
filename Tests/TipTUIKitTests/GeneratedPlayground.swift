import TipPlayground

/// Random small playgrounds for property tests: a few tips inline and as popovers over a few
/// screens, with event and parameter rules, display limits, a group now and then, long copy
/// that needs room, and controls that donate, set and go to other screens.
enum GeneratedPlayground {
    static func make(using random: inout SeededGenerator) throws -> PlaygroundDocument {
        let tipCount = Int.random(in: 1...5, using: &random)
        let screenCount = Int.random(in: 1...3, using: &random)
        let events = ["opened", "shared"]
        var tips: [String] = []
        for index in 0..<tipCount {
            var fields = [#""id": "T\#(index)""#, #""title": "Tip \#(index)""#]
            let words = Int.random(in: 1...40, using: &random)
            fields.append(#""message": "\#(Array(repeating: "word", count: words).joined(separator: " "))""#)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: fields.append(##""rules": [ "#Rule(Self.$isPro) { $0 == true }" ]"##)
            case 1:
                let event = events.randomElement(using: &random)!
                let count = Int.random(in: 1...3, using: &random)
                fields.append(##""rules": [ "#Rule(Self.\##(event)) { $0.donations.count >= \##(count) }" ]"##)
            default: break
            }
            var options: [String] = []
            if Bool.random(using: &random) { options.append(#""maxDisplayCount": \#(Int.random(in: 1...3, using: &random))"#) }
            if Int.random(in: 0..<4, using: &random) == 0 { options.append(#""ignoresDisplayFrequency": true"#) }
            if Int.random(in: 0..<4, using: &random) == 0 { options.append(#""maxDisplayDuration": 120"#) }
            if !options.isEmpty { fields.append(#""options": { \#(options.joined(separator: ", ")) }"#) }
            if Bool.random(using: &random) { fields.append(#""actions": [ { "id": "go", "title": "Go", "onPress": [ { "donate": "shared" } ] } ]"#) }
            if Bool.random(using: &random) {
                // Copy variants, one longer than the tip's own: cycling them is a look.
                let long = Array(repeating: "longer", count: Int.random(in: 1...60, using: &random)).joined(separator: " ")
                fields.append(#""variants": { "short": { "title": "T" }, "long": { "message": "\#(long)" } }"#)
            }
            tips.append("{ \(fields.joined(separator: ", ")) }")
        }
        var screens: [String] = []
        for screen in 0..<screenCount {
            var controls: [String] = []
            for control in 0..<Int.random(in: 1...3, using: &random) {
                let effect: String
                switch Int.random(in: 0..<4, using: &random) {
                case 0: effect = #"{ "donate": "\#(events.randomElement(using: &random)!)" }"#
                case 1: effect = #"{ "set": "isPro", "to": \#(Bool.random(using: &random)) }"#
                case 2: effect = #"{ "goTo": "s\#(Int.random(in: 0..<screenCount, using: &random))" }"#
                default: effect = #"{ "donate": "opened" }"#
                }
                controls.append(#"{ "id": "c\#(screen)_\#(control)", "label": "Control \#(control)", "onPress": [ \#(effect) ] }"#)
            }
            var placements: [String] = []
            for tip in 0..<tipCount where Bool.random(using: &random) {
                let anchor = "c\(screen)_0"
                placements.append(Bool.random(using: &random)
                    ? #"{ "tip": "T\#(tip)", "popover": "\#(anchor)" }"#
                    : #"{ "tip": "T\#(tip)", "inline": { "after": "\#(anchor)" } }"#)
            }
            screens.append(#"{ "id": "s\#(screen)", "controls": [ \#(controls.joined(separator: ", ")) ], "tips": [ \#(placements.joined(separator: ", ")) ] }"#)
        }
        let groups = tipCount >= 2 && Bool.random(using: &random)
            ? #", "groups": [ { "id": "g", "priority": "ordered", "tips": [ "T0", "T1" ] } ]"# : ""
        let json = #"""
            { "title": "Generated",
              "parameters": [ { "id": "isPro", "type": "bool", "default": false } ],
              "events": [ { "id": "opened" }, { "id": "shared" } ],
              "tips": [ \#(tips.joined(separator: ",\n")) ]\#(groups),
              "screens": [ \#(screens.joined(separator: ",\n")) ] }
            """#
        return try PlaygroundLoader.parse(json, fileName: "generated.json")
    }
}
