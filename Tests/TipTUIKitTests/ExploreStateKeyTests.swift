import Testing
import TipCore
import TipPlayground
@testable import TipTUIKit

/// A state's key names only the tips that are not as a tip with nothing stored, read from the
/// records the store holds: after any walk it says what reading every tip would say.
@Suite struct ExploreStateKeyTests {
    /// Every tip's part of the key, read tip by tip, leaving out the untouched ones.
    private func everyTip(of explorer: PlaygroundExplorer, in session: PlaygroundSession) -> [PlaygroundExplorer.NumberedTipKey] {
        let engine = session.engine
        let untouched = PlaygroundExplorer.TipKey.untouched(readingStatus: explorer.timeMatters)
        return explorer.tips.enumerated().compactMap { index, tip in
            let record = engine.record(of: tip)
            let key = PlaygroundExplorer.TipKey(
                status: explorer.timeMatters ? engine.status(of: tip) : nil,
                invalidation: explorer.timeMatters ? nil : record.invalidationReason,
                displays: PlaygroundExplorer.capped(record.displayCount))
            return key == untouched ? nil : PlaygroundExplorer.NumberedTipKey(index: index, key: key)
        }
    }

    /// Random walks of the explorer's own actions (relaunches and time included) on generated
    /// playgrounds, with and without time mattering.
    @Test(arguments: LawSeeds.seeds(count: LawSeeds.budget(12)))
    func theKeyNamesTheTipsThatReadingEveryTipWould(seed: UInt64) throws {
        let explorer = PlaygroundExplorer(document: try RandomExplorePlayground.document(seed: seed))
        var random = SeededGenerator(seed: seed)
        let session = try explorer.launch()
        var touchedTipsSeen = 0
        // 40 steps, and on while no tip has been touched yet: a walk that displays no tip
        // checks nothing, and some playgrounds need longer to show their first.
        var step = 0
        while step < 40 || (touchedTipsSeen == 0 && step < 400) {
            let key = explorer.key(of: session)
            #expect(key.tips == everyTip(of: explorer, in: session), "seed \(seed), step \(step)")
            touchedTipsSeen += key.tips.count
            session.send(explorer.actions(in: session).randomElement(using: &random)!)
            step += 1
        }
        #expect(touchedTipsSeen > 0, "a walk that displays no tip checks nothing")
    }

    /// The benchmark's kind of playground, where a state touches few of many tips.
    @Test func aStateOfManyTipsNamesTheFewItTouched() throws {
        let ids = (0..<40).map { "T\($0)" }
        let tips = ids.enumerated().map { index, id in
            ##"{ "id": "\##(id)", "title": "\##(id)", "rules": [ "#Rule(Self.a) { $0.donations.count >= \##(index % 3 + 1) }" ] }"##
        }
        let placements = ids.map { #"{ "tip": "\#($0)", "inline": "top" }"# }
        let json = #"{ "title": "Many tips", "events": [ { "id": "a" } ], "tips": [ "# + tips.joined(separator: ", ") + " ], "
            + #""screens": [ { "id": "s", "title": "S", "controls": [ { "id": "aButton", "label": "A", "onPress": [ { "donate": "a" } ] } ], "#
            + #""tips": [ "# + placements.joined(separator: ", ") + " ] } ] }"
        let document = try PlaygroundLoader.parse(json, fileName: "many.json")
        let explorer = PlaygroundExplorer(document: document)
        let session = try explorer.launch()
        #expect(explorer.key(of: session).tips.isEmpty)
        session.send(.press(control: "aButton"))
        session.send(.close(tip: "T0"))
        let key = explorer.key(of: session)
        #expect(key.tips == everyTip(of: explorer, in: session))
        // T0, T3, … need one donation: displayed once each, and T0 closed.
        #expect(key.tips.map(\.index) == Array(stride(from: 0, to: 40, by: 3)))
        #expect(key.tips.first?.key == PlaygroundExplorer.TipKey(invalidation: .tipClosed, displays: 1))
    }
}
