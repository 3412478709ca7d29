import TipPlayground
@testable import TipReview

/// Small playgrounds written for one check at a time.
enum ReviewFixture {
    /// A tip no check objects to: short title, one sentence, limited displays.
    static let quietTip = """
        { "id": "QuietTip", "title": "Save to Favorites", "message": "Tap the heart to keep items close.",
          "options": { "maxDisplayCount": 3 } }
        """

    /// A playground with these tips (and declarations), one screen with a `save` button, and
    /// `placements` on that screen.
    static func playground(
        tips: [String], parameters: [String] = [], events: [String] = [], groups: [String] = [],
        controls: [String] = [#"{ "id": "save", "label": "Save" }"#], placements: [String] = []
    ) -> String {
        """
        { "parameters": [\(parameters.joined(separator: ","))],
          "events": [\(events.joined(separator: ","))],
          "tips": [\(tips.joined(separator: ",\n"))],
          "groups": [\(groups.joined(separator: ","))],
          "screens": [ { "id": "main", "controls": [\(controls.joined(separator: ","))],
                         "tips": [\(placements.joined(separator: ","))] } ] }
        """
    }

    static func review(_ json: String) throws -> ReviewReport {
        try PlaygroundReview.review(json, fileName: "fixture.json")
    }

    /// The findings of one check in a playground made of `tips`.
    static func findings(
        _ check: ReviewCheck, tips: [String], parameters: [String] = [], events: [String] = [],
        groups: [String] = [], controls: [String] = [#"{ "id": "save", "label": "Save" }"#],
        placements: [String] = []
    ) throws -> [ReviewFinding] {
        try review(playground(
            tips: tips, parameters: parameters, events: events, groups: groups, controls: controls,
            placements: placements)).findings.filter { $0.check == check }
    }
}
