import Foundation
import Testing
import TipCore

/// `TipsEngine.revision`: what a reader of statuses and explanations keys what it keeps on. It
/// moves with every change a status or an explanation could see, and stays while only the time
/// moves or someone only reads.
@Suite struct EngineRevisionTests {
    @Test func everyChangeMovesTheRevisionAndReadingOrTimeAloneDoNot() throws {
        let harness = try EngineHarness()
        let engine = harness.engine
        let tip = DataTip("a", rules: [Tips.Rule(eventID: "e", description: "e >= 1") { donations, _ in donations.count >= 1 }])
        var seen = engine.revision
        func moved(_ what: String) {
            let now = engine.revision
            #expect(now != seen, "\(what) moves the revision")
            seen = now
        }
        func stayed(_ what: String) {
            #expect(engine.revision == seen, "\(what) leaves the revision")
        }

        _ = engine.status(of: tip)
        _ = engine.explanation(for: tip)
        _ = engine.donations(eventID: "e")
        stayed("reading")
        harness.clock.advance(by: 3_600)
        stayed("the time moving")

        try engine.donate(eventID: "e")
        moved("a donation")
        engine.registerParameter(id: "p", defaultValue: .bool(false), transient: true)
        moved("registering a parameter")
        try engine.setParameter(id: "p", value: .bool(true))
        moved("a transient parameter")
        engine.registerEvent(id: "e", donationLimit: Tips.DonationLimit(maximumCount: 5))
        moved("an event's limit")
        #expect(engine.beginPresentation(of: tip))
        moved("a presentation beginning")
        harness.clock.advance(by: 10)
        stayed("the time moving during a presentation")
        engine.endPresentation(of: tip)
        moved("a presentation ending")
        engine.setTestingOverrides(Tips.TestingOverrides(showAllTips: true))
        moved("testing overrides")
        engine.invalidate(tip, reason: .tipClosed)
        moved("an invalidation")

        // Another engine on the same store: its write is seen at the next look.
        let other = TipsEngine(clock: harness.clock)
        try other.configure([.datastore(harness.store), .displayFrequency(.immediate)])
        seen = engine.revision
        try other.donate(eventID: "e")
        moved("another engine's donation to the store")
        _ = other.status(of: tip)
        stayed("another engine reading")
    }
}
