import Foundation
import Testing
import TipCore
@testable import TipDrawing
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
        session.engine.record(of: try #require(session.device.runtime.tips[id])).displayCount
    }

    private func status(_ id: String) throws -> Tips.Status {
        session.engine.status(of: try #require(session.device.runtime.tips[id]))
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
        session.send(.press(control: "compass"))
        #expect(try status("ShowLocationTip") == .invalidated(.actionPerformed))
        #expect(session.frame.placedTip(id: "RotateMapTip")?.presentation == .popover)
        #expect(try displays("RotateMapTip") == 1)
    }

    @Test func escapeDismissesThePopoverWithoutInvalidatingItAndItReturnsWithTheScreen() throws {
        session.send(.key(.escape))
        #expect(session.frame.placedTip(id: "ShowLocationTip") == nil)
        #expect(try status("ShowLocationTip") == .available)
        session.send(.screen("trails"))
        session.send(.screen("map"))
        #expect(session.frame.placedTip(id: "ShowLocationTip") != nil)
        #expect(try displays("ShowLocationTip") == 2, "coming back is a new display (CNT-2)")
    }

    @Test func xClosesTheTipOnTopWithTipClosed() throws {
        session.send(.key(.character("x")))
        #expect(try status("ShowLocationTip") == .invalidated(.tipClosed))
    }

    @Test func anEventRuleShowsTheInlineTipAfterEnoughDonationsAndItsActionRunsItsEffects() throws {
        session.send(.screen("trails"))
        session.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 3))
        #expect(session.frame.placedTip(id: "ButlerForkTip") == nil, "the rule needs more than 3")
        session.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 1))
        #expect(session.frame.placedTip(id: "ButlerForkTip")?.presentation == .inline)
        session.send(.key(.character("1")))
        #expect(session.device.screenID == "map", "Go there now goes to the map")
        #expect(try status("ButlerForkTip") == .available, "an action does not invalidate (VIEW-5)")
    }

    @Test func clickingATipsCloseButtonInvalidatesIt() throws {
        let close = try #require(session.frame.hitRegions.first { $0.element == .close(tipID: "ShowLocationTip") })
        session.send(.click(close.rect.origin))
        #expect(try status("ShowLocationTip") == .invalidated(.tipClosed))
    }

    @Test func tabWalksTheControlsAndTipButtonsInReadingOrder() {
        let order = session.frame.focusOrder
        session.send(.key(.tab))
        #expect(session.state.navigation.focus == order.first)
        session.send(.key(.backTab))
        #expect(session.state.navigation.focus == order.last, "focus wraps around")
        session.send(.key(.tab))
        #expect(session.state.navigation.focus == order.first)
    }

    @Test func aParameterRuleFollowsTheSettingsTab() throws {
        #expect(try status("ProModeTip") == .pending)
        session.send(.press(control: "settingsTab"))
        #expect(session.device.screenID == "settings")
        #expect(session.frame.placedTip(id: "ProModeTip")?.presentation == .popover)
        session.send(.press(control: "proMode"))
        #expect(session.engine.parameterValue(id: "isProMode") == .bool(true))
        #expect(try status("ProModeTip") == .invalidated(.actionPerformed))
    }

    @Test func aTerminalTooSmallShowsAMessageWhileTheAppPresentsItsTips() throws {
        let small = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(),
            size: Size(width: 30, height: 8))
        #expect(small.frame.placedTips.isEmpty)
        #expect(small.frame.buffer.rowTexts.contains { $0.contains("Terminal too small") })
        let tip = try #require(small.device.runtime.tips["ShowLocationTip"])
        #expect(small.engine.record(of: tip).displayCount == 1, "the terminal is how the device is looked at, not the app")
        small.send(.resize(Size(width: 100, height: 30)))
        #expect(small.frame.placedTip(id: "ShowLocationTip") != nil)
        #expect(small.engine.record(of: tip).displayCount == 1, "the same presentation, now drawn")
    }

    @Test func leavingTheScreenEndsThePresentationAndRecordsItsDuration() throws {
        session.send(.advance(90))
        session.send(.screen("trails"))
        let record = session.engine.record(of: try #require(session.device.runtime.tips["ShowLocationTip"]))
        #expect(record.displayDuration == 90)
    }

    @Test func theCommandLineRunsScriptCommands() throws {
        session.send(.key(.character(":")))
        for character in "donate didVisitBigCottonwoodCanyon 2" { session.send(.key(.character(character))) }
        session.send(.key(.enter))
        #expect(session.engine.donations(eventID: "didVisitBigCottonwoodCanyon").count == 2)
        #expect(session.state.editors.commandLine == nil)
    }

    @Test func localizedCopyReplacesTheBaseCopy() {
        session.send(.locale("ja"))
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("現在地を表示") })
    }

    @Test func theDefaultPlaygroundsFirstScreenMatchesItsGolden() {
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "session-default-map")
    }

    @Test func launchArgumentOverridesStayWhenTheCommandLineAddsAndClearsItsOwn() throws {
        let launched = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(),
            launchArguments: ["-com.apple.TipKit.ShowTips", "ButlerForkTip"])
        launched.send(.commandLine("override hide ExportTip"))
        #expect(launched.engine.testingOverrides.shownTips == ["ButlerForkTip"])
        #expect(launched.engine.testingOverrides.hiddenTips == ["ExportTip"])
        launched.send(.commandLine("override none"))
        #expect(launched.engine.testingOverrides == Tips.TestingOverrides(shownTips: ["ButlerForkTip"]))
    }

    @Test func localeBaseGoesBackToTheFilesOwnCopy() {
        session.send(.commandLine("locale fr"))
        #expect(session.state.looking.locale == "fr")
        session.send(.commandLine("locale base"))
        #expect(session.state.looking.locale == nil)
    }

    @Test func aScreenTallerThanTheTerminalScrollsByPagesAndMarksWhatIsHidden() throws {
        let short = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(),
            size: Size(width: 60, height: 14))
        short.send(.key(.escape))
        let before = short.frame.flow
        #expect(before.first == 0 && before.hasMoreBelow)
        #expect(short.frame.hitRegions.contains { $0.element == .control(id: "search") })
        short.send(.key(.pageDown))
        let scrolled = short.frame.flow.first
        #expect(scrolled > 0 && short.frame.flow.hasMoreAbove)
        #expect(!short.frame.hitRegions.contains { $0.element == .control(id: "search") })
        #expect(short.frame.hitRegions.contains { $0.element == .control(id: "bigCottonwoodCanyon") })
        short.send(.key(.pageUp))
        #expect(short.frame.flow.first < scrolled)
        for _ in 0..<before.total { short.send(.key(.pageUp)) }
        #expect(short.frame.flow.first == 0)
        short.send(.screen("trails"))
        #expect(short.state.navigation.flowScroll == 0, "a new screen starts at its top")
    }

    @Test func theCommandLineRefusesSizeBecauseTheTerminalDecides() {
        session.send(.commandLine("size 200x60"))
        #expect(session.size == Size(width: 100, height: 30))
        #expect(session.state.messages.log.last?.kind == .error)
    }

    @Test func theHeaderShowsTheFrequencyInForceUntilTheRelaunch() throws {
        session.send(.commandLine("frequency daily"))
        #expect(session.frame.buffer.rowTexts[0].contains("immediate (daily after relaunch)"))
        session.send(.relaunch)
        #expect(session.frame.buffer.rowTexts[0].contains("· daily"))
    }

    @Test func aTipThatMovesFromPopoverToInlineOnReloadIsANewDisplay() throws {
        let json = DefaultPlayground.json.replacingOccurrences(
            of: #"{ "group": "compassTips", "popover": "compass", "arrowEdge": "top" }"#,
            with: #"{ "group": "compassTips", "inline": "top" }"#)
        #expect(json != DefaultPlayground.json)
        session.send(.reload(try PlaygroundLoader.parse(json, fileName: "edited.json")))
        #expect(session.frame.placedTip(id: "ShowLocationTip")?.presentation == .inline)
        #expect(try displays("ShowLocationTip") == 2)
    }

    @Test func theInspectorListsParametersAndEventsFirstAndScrolls() {
        session.send(.key(.character("i")))
        let rows = session.frame.buffer.rowTexts
        #expect(session.frame.hitRegions.contains { $0.element == .event(id: "didVisitBigCottonwoodCanyon") })
        session.send(.key(.character("]")))
        #expect(session.state.panels.inspectorScroll == 5)
        #expect(session.frame.buffer.rowTexts != rows)
        session.send(.key(.character("[")))
        #expect(session.state.panels.inspectorScroll == 0)
    }

    @Test func tabPastTheLastVisibleControlScrollsTheFlow() throws {
        let short = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(),
            size: Size(width: 60, height: 14))
        // Both popovers away (ShowLocationTip, then ExportTip), so nothing covers the flow.
        short.send(.key(.escape))
        short.send(.key(.escape))
        #expect(short.frame.placedTips.allSatisfy { $0.presentation == .inline })
        #expect(short.frame.flow.hasMoreBelow)
        var seen: Set<HitElement> = []
        for _ in 0..<12 {
            short.send(.key(.tab))
            if let focus = short.state.navigation.focus { seen.insert(focus) }
        }
        #expect(seen.contains(.control(id: "bigCottonwoodCanyon")), "Tab reaches the control below the fold")
        for _ in 0..<12 { short.send(.key(.backTab)) }
        #expect(short.frame.flow.first == 0, "Shift-Tab brings the top of the flow back")
    }
}
