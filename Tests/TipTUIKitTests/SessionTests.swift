import Foundation
import Testing
import TipCore
import TipPlayground
@testable import TipTUIKit

/// The playground session on the built-in default playground (the WWDC24 trail map), stepped
/// like a person would, with the engine's state checked after each step.
@Suite struct SessionTests {
    let session: PlaygroundSession

    init() throws {
        session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 100, height: 30))
    }

    private func displays(_ id: String) throws -> Int {
        session.engine.record(of: try #require(session.runtime.tips[id])).displayCount
    }

    private func status(_ id: String) throws -> Tips.Status {
        session.engine.status(of: try #require(session.runtime.tips[id]))
    }

    @Test func theFirstFrameShowsTheOrderedGroupsFirstTipAsAPopoverOnTheCompass() throws {
        let placed = try #require(session.frame.placedTip(id: "ShowLocationTip"))
        #expect(placed.presentation == .popover)
        #expect(placed.arrowEdge == .top)
        #expect(session.frame.placedTip(id: "RotateMapTip") == nil)
        #expect(try displays("ShowLocationTip") == 1)
        let compass = try #require(session.frame.hitRegions.first { $0.element == .control(id: "compass") })
        #expect(placed.rect.minY == compass.rect.maxY, "the arrow row touches the compass")
    }

    @Test func pressingTheCompassInvalidatesTheFirstTipAndTheNextOneAppears() throws {
        try session.press(controlID: "compass")
        #expect(try status("ShowLocationTip") == .invalidated(.actionPerformed))
        #expect(session.frame.placedTip(id: "RotateMapTip")?.presentation == .popover)
        #expect(try displays("RotateMapTip") == 1)
    }

    @Test func escapeDismissesThePopoverWithoutInvalidatingItAndItReturnsWithTheScreen() throws {
        session.handle(.key(.escape))
        #expect(session.frame.placedTip(id: "ShowLocationTip") == nil)
        #expect(try status("ShowLocationTip") == .available)
        try session.goTo(screenID: "trails")
        try session.goTo(screenID: "map")
        #expect(session.frame.placedTip(id: "ShowLocationTip") != nil)
        #expect(try displays("ShowLocationTip") == 2, "coming back is a new display (CNT-2)")
    }

    @Test func xClosesTheTipOnTopWithTipClosed() throws {
        session.handle(.key(.character("x")))
        #expect(try status("ShowLocationTip") == .invalidated(.tipClosed))
    }

    @Test func anEventRuleShowsTheInlineTipAfterEnoughDonationsAndItsActionRunsItsEffects() throws {
        try session.goTo(screenID: "trails")
        try session.donate(eventID: "didVisitBigCottonwoodCanyon", count: 3)
        #expect(session.frame.placedTip(id: "ButlerForkTip") == nil, "the rule needs more than 3")
        try session.donate(eventID: "didVisitBigCottonwoodCanyon")
        #expect(session.frame.placedTip(id: "ButlerForkTip")?.presentation == .inline)
        session.handle(.key(.character("1")))
        #expect(session.state.screenID == "map", "Go there now goes to the map")
        #expect(try status("ButlerForkTip") == .available, "an action does not invalidate (VIEW-5)")
    }

    @Test func clickingATipsCloseButtonInvalidatesIt() throws {
        let close = try #require(session.frame.hitRegions.first { $0.element == .close(tipID: "ShowLocationTip") })
        session.handle(.mouseClick(close.rect.origin))
        #expect(try status("ShowLocationTip") == .invalidated(.tipClosed))
    }

    @Test func tabWalksTheControlsAndTipButtonsInReadingOrder() {
        let order = session.frame.focusOrder
        session.handle(.key(.tab))
        #expect(session.state.focus == order.first)
        session.handle(.key(.backTab))
        #expect(session.state.focus == order.last, "focus wraps around")
        session.handle(.key(.tab))
        #expect(session.state.focus == order.first)
    }

    @Test func aParameterRuleFollowsTheSettingsTab() throws {
        #expect(try status("ProModeTip") == .pending)
        try session.press(controlID: "settingsTab")
        #expect(session.state.screenID == "settings")
        #expect(session.frame.placedTip(id: "ProModeTip")?.presentation == .popover)
        try session.press(controlID: "proMode")
        #expect(session.engine.parameterValue(id: "isProMode") == .bool(true))
        #expect(try status("ProModeTip") == .invalidated(.actionPerformed))
    }

    @Test func aTerminalTooSmallShowsAMessageAndCountsNoDisplay() throws {
        let small = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(),
            size: Size(width: 30, height: 8))
        #expect(small.frame.placedTips.isEmpty)
        #expect(small.frame.buffer.rowTexts.contains { $0.contains("Terminal too small") })
        #expect(small.engine.record(of: try #require(small.runtime.tips["ShowLocationTip"])).displayCount == 0)
        small.handle(.resize(Size(width: 100, height: 30)))
        #expect(small.frame.placedTip(id: "ShowLocationTip") != nil)
    }

    @Test func leavingTheScreenEndsThePresentationAndRecordsItsDuration() throws {
        session.advanceClock(by: 90)
        try session.goTo(screenID: "trails")
        let record = session.engine.record(of: try #require(session.runtime.tips["ShowLocationTip"]))
        #expect(record.displayDuration == 90)
    }

    @Test func theCommandLineRunsScriptCommands() throws {
        session.handle(.key(.character(":")))
        for character in "donate didVisitBigCottonwoodCanyon 2" { session.handle(.key(.character(character))) }
        session.handle(.key(.enter))
        #expect(session.engine.donations(eventID: "didVisitBigCottonwoodCanyon").count == 2)
        #expect(session.state.commandLine == nil)
    }

    @Test func localizedCopyReplacesTheBaseCopy() {
        session.setLocale("ja")
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("現在地を表示") })
    }

    @Test func theDefaultPlaygroundsFirstScreenMatchesItsGolden() {
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "session-default-map")
    }

    @Test func launchArgumentOverridesStayWhenTheCommandLineAddsAndClearsItsOwn() throws {
        let launched = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(),
            launchArguments: ["-com.apple.TipKit.ShowTips", "ButlerForkTip"])
        launched.runCommandLine("override hide ExportTip")
        #expect(launched.engine.testingOverrides.shownTips == ["ButlerForkTip"])
        #expect(launched.engine.testingOverrides.hiddenTips == ["ExportTip"])
        launched.runCommandLine("override none")
        #expect(launched.engine.testingOverrides == Tips.TestingOverrides(shownTips: ["ButlerForkTip"]))
    }

    @Test func localeBaseGoesBackToTheFilesOwnCopy() {
        session.runCommandLine("locale fr")
        #expect(session.state.locale == "fr")
        session.runCommandLine("locale base")
        #expect(session.state.locale == nil)
    }

    @Test func aScreenTallerThanTheTerminalScrollsByPagesAndMarksWhatIsHidden() throws {
        let short = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(),
            size: Size(width: 60, height: 14))
        short.handle(.key(.escape))
        let before = short.frame.flow
        #expect(before.first == 0 && before.hasMoreBelow)
        #expect(short.frame.hitRegions.contains { $0.element == .control(id: "search") })
        short.handle(.key(.pageDown))
        let scrolled = short.frame.flow.first
        #expect(scrolled > 0 && short.frame.flow.hasMoreAbove)
        #expect(!short.frame.hitRegions.contains { $0.element == .control(id: "search") })
        #expect(short.frame.hitRegions.contains { $0.element == .control(id: "bigCottonwoodCanyon") })
        short.handle(.key(.pageUp))
        #expect(short.frame.flow.first < scrolled)
        for _ in 0..<before.total { short.handle(.key(.pageUp)) }
        #expect(short.frame.flow.first == 0)
        try short.goTo(screenID: "trails")
        #expect(short.state.flowScroll == 0, "a new screen starts at its top")
    }

    @Test func theCommandLineRefusesSizeBecauseTheTerminalDecides() {
        session.runCommandLine("size 200x60")
        #expect(session.size == Size(width: 100, height: 30))
        #expect(session.state.log.last?.kind == .error)
    }

    @Test func theHeaderShowsTheFrequencyInForceUntilTheRelaunch() throws {
        session.runCommandLine("frequency daily")
        #expect(session.frame.buffer.rowTexts[0].contains("immediate (daily after relaunch)"))
        try session.relaunch()
        #expect(session.frame.buffer.rowTexts[0].contains("· daily"))
    }

    @Test func aTipThatMovesFromPopoverToInlineOnReloadIsANewDisplay() throws {
        let json = DefaultPlayground.json.replacingOccurrences(
            of: #"{ "group": "compassTips", "popover": "compass", "arrowEdge": "top" }"#,
            with: #"{ "group": "compassTips", "inline": "top" }"#)
        #expect(json != DefaultPlayground.json)
        session.reload(try PlaygroundLoader.parse(json, fileName: "edited.json"))
        #expect(session.frame.placedTip(id: "ShowLocationTip")?.presentation == .inline)
        #expect(try displays("ShowLocationTip") == 2)
    }

    @Test func theInspectorListsParametersAndEventsFirstAndScrolls() {
        session.handle(.key(.character("i")))
        let rows = session.frame.buffer.rowTexts
        #expect(session.frame.hitRegions.contains { $0.element == .event(id: "didVisitBigCottonwoodCanyon") })
        session.handle(.key(.character("]")))
        #expect(session.state.inspectorScroll == 5)
        #expect(session.frame.buffer.rowTexts != rows)
        session.handle(.key(.character("[")))
        #expect(session.state.inspectorScroll == 0)
    }

    @Test func tabPastTheLastVisibleControlScrollsTheFlow() throws {
        let short = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(),
            size: Size(width: 60, height: 14))
        short.handle(.key(.escape))
        #expect(short.frame.flow.hasMoreBelow)
        var seen: Set<HitElement> = []
        for _ in 0..<12 {
            short.handle(.key(.tab))
            if let focus = short.state.focus { seen.insert(focus) }
        }
        #expect(seen.contains(.control(id: "bigCottonwoodCanyon")), "Tab reaches the control below the fold")
        for _ in 0..<12 { short.handle(.key(.backTab)) }
        #expect(short.frame.flow.first == 0, "Shift-Tab brings the top of the flow back")
    }
}
