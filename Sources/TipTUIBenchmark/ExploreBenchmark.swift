import Foundation
import TipPlayground
import TipTUIKit

/// `TipTUIBenchmark --explore` and `--explore-large`: `tiptui explore` on a generated playground
/// of 200 tips on 10 screens, or 1,000 tips on 30: the screens joined by a tab bar, each with two
/// buttons that donate an event, and its share of the tips, inline, whose rules need 1 to 3
/// donations of one of the screen's events. Every tip is reachable in at most four steps (a tab
/// and up to three presses). Prints the states explored, the tips decided and the time (median
/// of the rounds).
struct ExploreBenchmark {
    let screens: Int
    let tips: Int

    static let standard = ExploreBenchmark(screens: 10, tips: 200)
    static let large = ExploreBenchmark(screens: 30, tips: 1_000)

    /// How many tips screen `screen` places: an even share, the first screens taking one more.
    func tipCount(onScreen screen: Int) -> Int {
        tips / screens + (screen < tips % screens ? 1 : 0)
    }

    var json: String {
        let events = (0..<screens).flatMap { screen -> [String] in ["{ \"id\": \"a\(screen)\" }", "{ \"id\": \"b\(screen)\" }"] }
            .joined(separator: ", ")
        let tipList = (0..<screens).flatMap { screen -> [String] in
            (0..<tipCount(onScreen: screen)).map { index -> String in
                let event = index % 2 == 0 ? "a\(screen)" : "b\(screen)"
                return #"{ "id": "Tip\#(screen)x\#(index)", "title": "Tip \#(index) of screen \#(screen)", "#
                    + ##""rules": [ "#Rule(Self.\##(event)) { $0.donations.count >= \##(index % 3 + 1) }" ] }"##
            }
        }.joined(separator: ",\n")
        let tabs = (0..<screens).map { #"{ "id": "tab\#($0)", "label": "S\#($0)", "onPress": [ { "goTo": "s\#($0)" } ] }"# }
            .joined(separator: ", ")
        let screenList = (0..<screens).map { screen in
            let placements = (0..<tipCount(onScreen: screen)).map { #"{ "tip": "Tip\#(screen)x\#($0)", "inline": "top" }"# }
                .joined(separator: ", ")
            return #"{ "id": "s\#(screen)", "title": "Screen \#(screen)", "#
                + #""controls": [ { "id": "a\#(screen)Button", "label": "A", "onPress": [ { "donate": "a\#(screen)" } ] }, "#
                + #"{ "id": "b\#(screen)Button", "label": "B", "onPress": [ { "donate": "b\#(screen)" } ] } ], "#
                + #""tabBar": [ \#(tabs) ], "tips": [ \#(placements) ] }"#
        }.joined(separator: ",\n")
        return #"{ "title": "Explore benchmark", "events": [ \#(events) ], "tips": [ \#(tipList) ], "screens": [ \#(screenList) ] }"#
    }

    func run(rounds: Int, flag: String) throws {
        let document = try PlaygroundLoader.parse(json, fileName: "explore-benchmark.json")
        let limits = PlaygroundExplorer.Limits(depth: 6, states: 100_000)
        var times: [Double] = []
        var report: ExploreReport?
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            let findings = try PlaygroundExplorer(document: document, limits: limits).exploreEveryDevice()
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            report = ExploreReport(file: "explore-benchmark.json", document: document, findings: findings, limits: limits)
        }
        guard let report else { return }
        let reachable = report.tips.count { $0.reachable == true }
        let longest = report.tips.map(\.walk.count).max() ?? 0
        print("""
            TipTUIBenchmark \(flag) (release build; median of \(rounds))
              playground: \(document.tips.count) tips on \(screens) screens, \(document.events.count) events
              explored: \(report.statesExplored) states; \(reachable) of \(document.tips.count) tips reachable, longest walk \(longest) steps
              time: \(String(format: "%.2f", times.sorted()[times.count / 2])) s
            """)
    }
}
