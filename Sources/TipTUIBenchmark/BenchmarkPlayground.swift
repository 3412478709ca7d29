/// The playground the frame benchmark renders: one screen with 20 controls and 20 tips (19
/// inline after their controls, one popover on the first control), each tip on its own event
/// rule, so every frame evaluates 20 tips through the engine.
enum BenchmarkPlayground {
    static let tipCount = 20

    static var json: String {
        let events = (0..<tipCount).map { #"{ "id": "event\#($0)" }"# }.joined(separator: ",\n")
        let tips = (0..<tipCount).map { index in
            #"""
            { "id": "Tip\#(index)", "title": "Tip number \#(index) with a title",
              "message": "A message long enough to wrap over a couple of lines in a narrow tip box, like real copy.",
              "image": "star.fill",
              "actions": [ { "id": "go", "title": "Go there now" } ],
              "rules": [ "#Rule(Self.event\#(index)) { $0.donations.count >= 1 }" ] }
            """#
        }.joined(separator: ",\n")
        let controls = (0..<tipCount).map {
            #"{ "id": "control\#($0)", "label": "Control \#($0)", "onPress": [ { "donate": "event\#($0)" } ] }"#
        }.joined(separator: ",\n")
        let placements = (0..<tipCount).map { index in
            index == 0
                ? #"{ "tip": "Tip0", "popover": "control0", "arrowEdge": "top" }"#
                : #"{ "tip": "Tip\#(index)", "inline": { "after": "control\#(index)" }, "arrowEdge": "top" }"#
        }.joined(separator: ",\n")
        return """
            { "title": "Benchmark", "configuration": { "datastore": "memory" },
              "events": [ \(events) ],
              "tips": [ \(tips) ],
              "screens": [ { "id": "main", "title": "Twenty tips", "controls": [ \(controls) ], "tips": [ \(placements) ] } ] }
            """
    }
}
