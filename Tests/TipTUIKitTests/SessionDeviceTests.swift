import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The simulated device is not the terminal: looking at the playground (the inspector, the help,
/// a resize, a terminal too small) never begins or ends a presentation, so display counts,
/// durations and the display-frequency window stay where they are.
@Suite("Session: the device and the terminal")
struct SessionDeviceTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    private func newSession(
        _ document: PlaygroundDocument? = nil, size: Size = Size(width: 100, height: 30), width: WidthPreset = .full,
        frequency: Tips.ConfigurationOption.DisplayFrequency = .immediate
    ) throws -> PlaygroundSession {
        var state = AppState()
        state.looking.widthPreset = width
        return try PlaygroundSession(
            document: document ?? DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Self.start), size: size, displayFrequency: frequency, state: state)
    }

    /// Everything the engine counts about displays, for every tip, plus the presentations in
    /// progress and the statuses (a pending tip held back by the frequency window stays pending).
    private struct DisplayState: Equatable {
        var records: [String: String]
        var presented: [String: PlacedTip.Presentation]
        var statuses: [String: Tips.Status]

        init(_ session: PlaygroundSession) {
            var records: [String: String] = [:]
            var statuses: [String: Tips.Status] = [:]
            for (id, tip) in session.device.runtime.tips {
                let record = session.engine.record(of: tip)
                records[id] = "count \(record.displayCount), duration \(record.displayDuration)"
                statuses[id] = session.engine.status(of: tip)
            }
            self.records = records
            presented = session.presented
            self.statuses = statuses
        }
    }

    @Test func togglingTheInspectorAndTheHelpChangesNoDisplay() throws {
        // Daily: RotateMapTip-like new tips wait for the window; nothing here may open it.
        let session = try newSession(size: Size(width: 60, height: 16), frequency: .daily)
        session.send(.advance(30))
        let before = DisplayState(session)
        #expect(before.presented["ShowLocationTip"] == .popover)
        for _ in 0..<6 {
            session.send(.key(.character("i")))
            session.send(.key(.character("?")))
            session.send(.key(.character("?")))  // any key closes the help
        }
        session.send(.key(.character("i")))
        #expect(session.state.panels.showsInspector, "ends with the inspector open")
        #expect(DisplayState(session) == before)
    }

    @Test("resize storms from 20x8 to 300x100 and back change no display", arguments: [WidthPreset.phone, .watch, .tablet])
    func resizeStormUnderAPreset(preset: WidthPreset) throws {
        let session = try newSession(width: preset, frequency: .daily)
        session.send(.advance(10))
        let before = DisplayState(session)
        #expect(!before.presented.isEmpty)
        let sizes = [(20, 8), (300, 100), (40, 12), (23, 9), (200, 60), (80, 24), (20, 8), (300, 100), (100, 30)]
        for (width, height) in sizes + sizes.reversed() {
            session.send(.resize(Size(width: width, height: height)))
            session.send(.key(.character("i")))
        }
        #expect(DisplayState(session) == before)
    }

    @Test func underFullTheDeviceFollowsTheTerminalButATooSmallTerminalFreezesIt() throws {
        let session = try newSession()
        let before = DisplayState(session)
        for (width, height) in [(20, 8), (300, 100), (100, 30), (30, 10), (150, 50), (20, 8), (100, 30)] {
            session.send(.resize(Size(width: width, height: height)))
        }
        #expect(DisplayState(session) == before, "ShowLocationTip stays presented through every re-layout")
        session.send(.key(.tab))
        let focus = session.state.navigation.focus
        session.send(.resize(Size(width: 20, height: 8)))
        #expect(session.deviceFrame?.buffer.size == Size(width: 100, height: 26), "the device keeps its last size")
        #expect(session.state.navigation.focus == focus, "and its focus")
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("too small") })
        #expect(session.frame.placedTip(id: "ShowLocationTip") != nil, "the device still shows it")
    }

    @Test func aTerminalSmallerThanThePresetDeviceClipsItAndScrollsToTheFocus() throws {
        let session = try newSession(size: Size(width: 40, height: 14), width: .tablet)
        #expect(session.deviceFrame?.buffer.size == Size(width: 74, height: 20))
        #expect(session.frame.placedTip(id: "ShowLocationTip") != nil, "on the device though partly out of view")
        #expect(session.frame.buffer[x: 39, y: 11]?.character == "▼", "an arrow says more of the device lies below")
        let order = session.frame.focusOrder
        #expect(order.contains(.control(id: "settingsTab")), "Tab reaches controls out of view")
        session.send(.key(.backTab))
        let focus = try #require(session.state.navigation.focus)
        let rect = try #require(session.frame.hitRegions.last { $0.element == focus }?.rect)
        #expect(Rect(x: 0, y: 2, width: 40, height: 10).contains(rect), "scrolled into view: \(rect)")
    }

    @Test func aResizeUnderFullThatLeavesNoRoomKeepsThePresentationAndDrawsTheTipCut() throws {
        let session = try newSession()
        session.send(.screen("trails"))
        session.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 4))
        #expect(session.presented["ButlerForkTip"] == .inline)
        session.send(.resize(Size(width: 40, height: 12)))
        #expect(session.presented["ButlerForkTip"] == .inline, "room is a drawing matter: the app still presents it")
        #expect(session.deviceFrame?.cutTipIDs == ["ButlerForkTip"], "a 40x8 device draws it cut, with a marker")
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("cut:") })
        session.send(.resize(Size(width: 100, height: 30)))
        let tip = try #require(session.device.runtime.tips["ButlerForkTip"])
        #expect(session.engine.record(of: tip).displayCount == 1, "one presentation all along")
    }

    @Test func aTallInlineTipIsDrawnCutAndCyclingWidthsAndTextSizesCountsOneDisplay() throws {
        let session = try newSession(size: Size(width: 80, height: 24), width: .watch)
        session.send(.screen("trails"))
        session.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 4))
        session.send(.textSize(.accessibility5))
        let rows = session.frame.buffer.rowTexts
        let marker = try #require(rows.firstIndex { $0.contains("cut:") && $0.contains("more rows") }, "\(rows)")
        #expect(marker == 19, "the tip fills the device to its last flow row, then says it is cut")
        #expect(session.deviceFrame?.cutTipIDs == ["ButlerForkTip"])
        for _ in 0..<4 {
            session.send(.key(.character("W")))
            for _ in 0..<12 { session.send(.key(.character("T"))) }
            _ = session.frame
        }
        let tip = try #require(session.device.runtime.tips["ButlerForkTip"])
        #expect(session.engine.record(of: tip).displayCount == 1)
        #expect(session.presented["ButlerForkTip"] == .inline)
    }

    @Test func aTipOnTwoScreensCountsThreeDisplaysForAToBToA() throws {
        let json = """
            { "tips": [ { "id": "Shared", "title": "On both screens" } ],
              "screens": [
                { "id": "a", "title": "A", "controls": [ { "id": "toB", "label": "B", "onPress": [ { "goTo": "b" } ] } ],
                  "tips": [ { "tip": "Shared", "inline": "top" } ] },
                { "id": "b", "title": "B", "controls": [ { "id": "toA", "label": "A", "onPress": [ { "goTo": "a" } ] } ],
                  "tips": [ { "tip": "Shared", "inline": "top" } ] } ] }
            """
        let session = try newSession(try PlaygroundLoader.parse(json, fileName: "shared.json"))
        session.send(.press(control: "toB"))
        session.send(.press(control: "toA"))
        let tip = try #require(session.device.runtime.tips["Shared"])
        #expect(session.engine.record(of: tip).displayCount == 3)
    }

    @Test func aPreviewDrawsTheScreenButReportsNoPresentation() throws {
        let session = try newSession()
        session.send(.screen("trails"))
        session.send(.override(Tips.TestingOverrides(showAllTips: true)))
        let before = DisplayState(session)
        let renderer = PlaygroundRenderer(model: session.composer.screenModel(), state: session.state)
        var grid = Frame(buffer: CellBuffer(size: Size(width: 100, height: 20)))
        renderer.renderPreview(in: Rect(x: 0, y: 0, width: 50, height: 20), into: &grid)
        renderer.renderPreview(in: Rect(x: 50, y: 0, width: 50, height: 20), into: &grid)
        #expect(grid.placedTips.isEmpty && grid.hitRegions.isEmpty)
        #expect(grid.buffer.rowTexts.filter { $0.contains("Butler Fork is now available") }.count == 1)
        #expect(grid.buffer.rowTexts.contains { $0.components(separatedBy: "Butler Fork is").count == 3 },
                "both previews show the tip, side by side")
        #expect(DisplayState(session) == before)
    }

    @Test func aControlUnderAPopoverIsNeitherFocusedNorPressedByEnter() throws {
        let session = try newSession(size: Size(width: 60, height: 14))
        session.send(.key(.escape))  // ShowLocationTip dismissed: ExportTip's popover covers the flow
        let popover = try #require(session.frame.placedTips.first { $0.presentation == .popover })
        #expect(popover.tipID == "ExportTip")
        for element in session.frame.focusOrder {
            guard case .control = element, let rect = session.frame.rect(of: element) else { continue }
            #expect(!rect.intersects(popover.rect), "\(element) is under the popover")
        }
        #expect(!session.frame.focusOrder.contains(.control(id: "compass")))
        session.state.navigation.focus = .control(id: "compass")
        let outcome = session.send(.key(.enter))
        #expect(outcome.performed.isEmpty, "Enter does not press a hidden control")
    }

    @Test func onlyTheTipTheDigitsActOnShowsThemAndADigitPressesItsButton() throws {
        let session = try newSession()
        session.send(.screen("trails"))
        session.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 4))
        #expect(session.frame.numberedTipID == "ButlerForkTip")
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("[1 Go there now]") })
        let outcome = session.send(.key(.character("1")))
        #expect(outcome.performed == [.action(tip: "ButlerForkTip", action: "goThere")])
    }

    @Test func anAvailableTipOffScreenSaysWhatHoldsItBack() throws {
        let session = try newSession()
        #expect(TipVisibility(session: session).whyNotOnScreen("ExportTip") == "eligible, but not presented: another popover (ShowLocationTip) is on screen: one popover at a time")
        #expect(TipVisibility(session: session).whyNotOnScreen("RotateMapTip") == "eligible, but not presented: its group compassTips shows ShowLocationTip first")
        session.send(.screen("trails"))
        #expect(TipVisibility(session: session).whyNotOnScreen("ExportTip") == "eligible, but not presented: not placed on screen 'trails' (it is placed on: map)")
        #expect(TipVisibility(session: session).whyNotOnScreen("ProModeTip") == "not eligible: status pending")
        session.send(.key(.character("i")))
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("eligible, but not presented: not placed on") })
    }

    /// A long screen: eight buttons, an inline tip after the last and a popover on the first.
    static let longScreen = """
        { "title": "Long",
          "tips": [ { "id": "LastTip", "title": "At the end" },
                    { "id": "PopTip", "title": "On the first button", "message": "A popover." } ],
          "screens": [ { "id": "main", "title": "Main",
            "controls": [ \((1...8).map { #"{ "id": "b\#($0)", "label": "Button \#($0)" }"# }.joined(separator: ", ")) ],
            "tips": [ { "tip": "LastTip", "inline": { "after": "b8" } }, { "tip": "PopTip", "popover": "b1" } ] } ] }
        """

    @Test func aPresentedTipScrolledOutOfViewSaysSoAndAPopoverWithoutItsControlIsMarked() throws {
        let document = try PlaygroundLoader.parse(Self.longScreen, fileName: "long.json")
        let session = try newSession(document, size: Size(width: 60, height: 12))
        #expect(Set(session.presented.keys) == ["LastTip", "PopTip"])
        #expect(TipVisibility(session: session).whyNotOnScreen("LastTip") == "presented, but not drawn: scrolled out of view (PgUp/PgDn scrolls the screen)")
        #expect(session.frame.placedTips.map(\.tipID) == ["PopTip"])

        while session.frame.flow.hasMoreBelow { session.send(.key(.pageDown)) }
        #expect(session.frame.placedTips.map(\.tipID) == ["LastTip"])
        #expect(TipVisibility(session: session).whyNotOnScreen("PopTip") == "presented, but not drawn: scrolled out of view (PgUp/PgDn scrolls the screen)")
        let marker = try #require(session.frame.buffer.rowTexts.first { $0.contains("PopTip") })
        #expect(marker.contains("▲ PopTip: popover: control scrolled out of view"))
        #expect(session.presented == ["LastTip": .inline, "PopTip": .popover])
    }
}
