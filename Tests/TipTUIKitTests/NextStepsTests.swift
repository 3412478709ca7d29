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

/// "next:" on the shipped examples the words were found missing on: two-input rules, payload
/// filters and `largestSubset`, an ordered group with two tips in the way, a tip that can never show.
@Suite struct NextStepsExampleTests {
    private func session(_ example: String) throws -> PlaygroundSession {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try PlaygroundLoader.load(contentsOf: root.appendingPathComponent("examples/\(example)"))
        return try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart), size: Size(width: 100, height: 30))
    }

    private func next(_ tipID: String, in session: PlaygroundSession) throws -> [String] {
        let explanation = try #require(NextStepsLawTests.explanation(of: tipID, in: session))
        return NextSteps(session: session).steps(for: try #require(session.document.tip(id: tipID)), explanation: explanation)
    }

    @Test func aTwoInputRuleNamesEveryInputStillShortAndWhatMovesEach() throws {
        let session = try session("combined-rules.json")
        #expect(try next("SyncSettingsTip", in: session) == [
            "set deviceCount to 2 (press secondDevice)", "donate didOpenSettings 2 more times (press settings)",
        ])
        session.send(.press(control: "settings"))
        #expect(try next("SyncSettingsTip", in: session) == [
            "set deviceCount to 2 (press secondDevice)", "donate didOpenSettings 1 more time (press settings)",
        ])
        session.send(.press(control: "secondDevice"))
        #expect(try next("SyncSettingsTip", in: session) == ["donate didOpenSettings 1 more time (press settings)"])
        session.send(.press(control: "settings"))
        #expect(try next("SyncSettingsTip", in: session) == [], "available now")
    }

    @Test func aRuleThatFiltersOrGroupsDonationsNamesTheControlWhosePayloadCounts() throws {
        let session = try session("landmark-payloads.json")
        #expect(try next("FavoritesListTip", in: session) == [
            "donate didViewLandmarkDetail 2 more times with isFavorite true, landmarkName \"Arches\" (press arches)",
        ])
        #expect(try next("FavoriteLandmarkTip", in: session) == [
            "donate didViewLandmarkDetail 3 more times with isFavorite false, landmarkName \"Zion\" (press zion)",
        ])
        // Arches twice: the largest group is Arches now, one more of it is enough.
        session.send(.press(control: "arches"))
        session.send(.press(control: "arches"))
        #expect(try next("FavoriteLandmarkTip", in: session) == [
            "donate didViewLandmarkDetail 1 more time with isFavorite true, landmarkName \"Arches\" (press arches)",
        ])
    }

    @Test func aTipBehindAnOrderedGroupNamesItsRuleAndEveryEarlierTip() throws {
        let session = try session("french-articles.json")
        #expect(try next("ShareTip", in: session) == [
            "donate didShare 3 more times (press share)",
            "close WelcomeTip, then FavoriteButtonTip first (the group onboarding shows its tips in order)",
        ])
    }

    @Test func aTipHeldBackByTheWindowAfterFollowingItsOwnAdviceSaysHowLongToWait() throws {
        let session = try session("russian-reader.json")
        session.send(.press(control: "sync"))
        for _ in 0..<3 { session.send(.press(control: "swiftui")) }
        #expect(session.presented["MarkAsReadTip"] == nil, "the daily window holds it back: SortArticlesTip was shown today")
        #expect(try next("MarkAsReadTip", in: session) == ["wait 1d for the display-frequency window to end, or press d"])
    }

    @Test func theBuiltInPlaygroundUnderADailyWindowSaysHowLongToWait() throws {
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart),
            size: Size(width: 100, height: 30), displayFrequency: .daily)
        session.send(.press(control: "settingsTab"))
        let proMode = try #require(NextStepsLawTests.explanation(of: "ProModeTip", in: session))
        #expect(proMode.decision == .displayFrequencyWindow)
        #expect(try next("ProModeTip", in: session) == ["wait 1d for the display-frequency window to end, or press d"])
    }

    @Test func everyTipThatIsNotAvailableGetsAStepThatSaysWhatIsLeft() throws {
        let session = try session("french-articles.json")
        session.send(.press(control: "read"))
        #expect(try next("WelcomeTip", in: session) == [
            "none: it was invalidated (actionPerformed) and never shows again; `:reset-eligibility WelcomeTip` makes it eligible again",
        ])
        let never = try PlaygroundSession(
            document: PlaygroundLoader.parse("""
                { "events": [ { "id": "synced" } ],
                  "tips": [ { "id": "SyncTip", "title": "Sync", "rules": ["#Rule(Self.synced) { $0.donations.count >= 1 }"] } ],
                  "screens": [ { "id": "home", "controls": [ { "id": "sync", "label": "Sync" } ], "tips": [ { "tip": "SyncTip", "inline": "top" } ] } ] }
                """, fileName: "sync.json"),
            datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart), size: Size(width: 100, height: 30))
        #expect(try next("SyncTip", in: never) == [
            "none: it can never show: its rule `#Rule(Self.synced) { $0.donations.count >= 1 }` needs donations of 'synced', which no control or tip action donates",
        ])
    }

    /// Two screens: "bump" on the second donates `opened`, which one tip needs and the other
    /// must not have more than once.
    static let twoScreens = """
        { "events": [ { "id": "opened" } ],
          "tips": [ { "id": "ManyTip", "title": "Many", "rules": ["#Rule(Self.opened) { $0.donations.count >= 1 }"] },
                   { "id": "FewTip", "title": "Few", "rules": ["#Rule(Self.opened) { $0.donations.count < 2 }"] } ],
          "screens": [ { "id": "home", "controls": [ { "id": "go", "label": "Go", "onPress": [ { "goTo": "other" } ] } ],
                         "tips": [ { "tip": "ManyTip", "inline": "top" }, { "tip": "FewTip", "inline": "bottom" } ] },
                       { "id": "other", "controls": [ { "id": "bump", "label": "Bump", "onPress": [ { "donate": "opened" } ] } ] } ] }
        """

    @Test func aControlOnAnotherScreenIsNamedWithItsScreen() throws {
        let session = try PlaygroundSession(
            document: PlaygroundLoader.parse(Self.twoScreens, fileName: "two-screens.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(ScriptPlayer.defaultStart), size: Size(width: 100, height: 30))
        #expect(try next("ManyTip", in: session) == ["donate opened 1 more time (press bump on other)"])
    }

    @Test func aRuleNothingAddedCanSatisfySaysSoAndOffersAReset() throws {
        let session = try PlaygroundSession(
            document: PlaygroundLoader.parse(Self.twoScreens, fileName: "two-screens.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(ScriptPlayer.defaultStart), size: Size(width: 100, height: 30))
        session.send(.donate(event: "opened", count: 2))
        #expect(try next("FewTip", in: session) == [
            "none as things stand: nothing the app or the `:` line adds makes `#Rule(Self.opened) { $0.donations.count < 2 }` hold; `:reset` starts the app over",
        ])
    }

    @Test func aTipATestingOverrideHidesSaysWhichAndHowToLiftIt() throws {
        let session = try session("french-articles.json")
        session.send(.override(Tips.TestingOverrides(hideAllTips: true)))
        session.send(.relaunch)
        #expect(try next("WelcomeTip", in: session) == [
            "none while the testing override hideAllTipsForTesting hides it; `:override none` lifts it",
        ])
    }

    @Test func aParameterNoControlSetsBackIsSetOnTheCommandLine() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let session = try PlaygroundSession(
            document: PlaygroundLoader.load(contentsOf: root.appendingPathComponent("examples/first-available-group.json")),
            datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart), size: Size(width: 100, height: 30))
        session.send(.press(control: "filter"))
        #expect(try next("NewFilterTip", in: session) == ["set usedFilters to 0 (`:set usedFilters 0`)"])
    }
}
