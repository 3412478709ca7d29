import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The inspector's "next:" line: what would make a pending tip available, each step checked by
/// evaluating the rule on what it would add.
@Suite struct NextStepsTests {
    private func session() throws -> PlaygroundSession {
        try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart),
            size: Size(width: 100, height: 30))
    }

    private func next(_ tipID: String, in session: PlaygroundSession) throws -> [String] {
        let tip = try #require(session.device.runtime.tips[tipID])
        return NextSteps(session: session).steps(for: try #require(session.document.tip(id: tipID)), explanation: session.engine.explanation(for: tip))
    }

    @Test func aCountingRuleSaysHowManyMoreDonationsAndWhichControlMakesThem() throws {
        let session = try session()
        #expect(try next("ButlerForkTip", in: session) == ["donate didVisitBigCottonwoodCanyon 4 more times (press bigCottonwoodCanyon)"])
        session.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 3))
        #expect(try next("ButlerForkTip", in: session) == ["donate didVisitBigCottonwoodCanyon 1 more time (press bigCottonwoodCanyon)"])
        session.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 1))
        #expect(try next("ButlerForkTip", in: session) == [], "available now: nothing to do")
    }

    @Test func aParameterRuleSaysWhichControlSetsTheValueItWants() throws {
        let session = try session()
        #expect(try next("ProModeTip", in: session) == ["set openedSettings to true (press settingsTab)"])
    }

    @Test func anOrderedGroupSaysWhichTipToCloseFirst() throws {
        let session = try session()
        #expect(try next("RotateMapTip", in: session) == ["close ShowLocationTip first (the group compassTips shows its tips in order)"])
        session.send(.close(tip: "ShowLocationTip"))
        #expect(try next("RotateMapTip", in: session) == [])
    }

    @Test func theInspectorShowsTheNextStepsAndLookingChangesNothing() throws {
        let session = try session()
        let before = session.engine.donations(eventID: "didVisitBigCottonwoodCanyon").count
        #expect(InspectorContent(session: session).lines.contains { $0.text == "next: donate didVisitBigCottonwoodCanyon 4 more times (press bigCottonwoodCanyon)" })
        #expect(session.engine.donations(eventID: "didVisitBigCottonwoodCanyon").count == before)
    }

    /// Three tips in one ordered group, each inline on one screen, under a daily window.
    static let queue = """
        { "tips": [ { "id": "FirstTip", "title": "First" }, { "id": "SecondTip", "title": "Second" },
                    { "id": "ThirdTip", "title": "Third" }, { "id": "LoneTip", "title": "Alone" } ],
          "groups": [ { "id": "steps", "priority": "ordered", "tips": ["FirstTip", "SecondTip", "ThirdTip"] } ],
          "screens": [ { "id": "home", "controls": [ { "id": "go", "label": "Go" } ],
                         "tips": [ { "group": "steps", "inline": "top" }, { "tip": "LoneTip", "inline": "bottom" } ] } ] }
        """

    private func queueSession(frequency: Tips.ConfigurationOption.DisplayFrequency) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: PlaygroundLoader.parse(Self.queue, fileName: "queue.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(ScriptPlayer.defaultStart), size: Size(width: 100, height: 30), displayFrequency: frequency)
    }

    @Test func anOrderedGroupNamesEveryEarlierTipStillInTheWayInOrder() throws {
        let session = try queueSession(frequency: .immediate)
        #expect(try next("ThirdTip", in: session) == ["close FirstTip, then SecondTip first (the group steps shows its tips in order)"])
        session.send(.close(tip: "FirstTip"))
        #expect(try next("ThirdTip", in: session) == ["close SecondTip first (the group steps shows its tips in order)"])
    }

    @Test func aTipTheFrequencyWindowHoldsBackSaysHowLongToWaitAndWhichKeyEndsIt() throws {
        let session = try queueSession(frequency: .daily)
        let held = try #require(["FirstTip", "LoneTip"].first { session.presented[$0] == nil }, "both tips were presented at once")
        #expect(try next(held, in: session) == ["wait 1d for the display-frequency window to end, or press d"])
        session.send(.advance(3_600))
        #expect(try next(held, in: session) == ["wait 23h for the display-frequency window to end, or press d"])
        session.send(.advance(23 * 3_600 - 30))
        #expect(try next(held, in: session) == ["wait 30s for the display-frequency window to end, or press m"])
    }
}
