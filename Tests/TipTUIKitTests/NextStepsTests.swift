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
        return NextSteps(session: session).steps(for: try #require(session.document.tip(id: tipID)), status: session.engine.status(of: tip))
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
}
