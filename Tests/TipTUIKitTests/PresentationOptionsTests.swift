import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// TipKit's iOS 18 and 26 presentation options on the simulated device: the app's `isPresented`
/// binding, an inline tip's arrow toward a `.tipAnchor`, an arrow edge the placer chooses, a
/// custom style without a close button, and `tipBackgroundInteraction`.
@Suite struct PresentationOptionsTests {
    static let json = """
        { "events": [ { "id": "didOpenFilters" } ],
          "tips": [
            { "id": "DraftTip", "title": "Drafts are kept", "options": { "maxDisplayCount": 1 } },
            { "id": "LaterTip", "title": "Starts hidden" },
            { "id": "PlainTip", "title": "No binding" },
            { "id": "FilterTip", "title": "Filter your trails" },
            { "id": "ShareTip", "title": "Share a trail" },
            { "id": "HeadlineTip", "title": "A custom style" },
            { "id": "AutoTip", "title": "No edge given" },
            { "id": "BlockingTip", "title": "Blocks" },
            { "id": "PassTip", "title": "Lets presses through" },
            { "id": "DefaultTip", "title": "Default" } ],
          "screens": [
            { "id": "compose", "controls": [ { "id": "editor", "label": "Editor" } ],
              "tips": [
                { "tip": "DraftTip", "inline": "top", "isPresented": true },
                { "tip": "LaterTip", "inline": "bottom", "isPresented": false },
                { "tip": "PlainTip", "inline": { "after": "editor" } } ] },
            { "id": "anchors", "toolbar": [ { "id": "filter", "label": "Filter" } ],
              "controls": [ { "id": "intro", "label": "Intro" }, { "id": "spacer", "label": "·" },
                            { "id": "share", "label": "Share something" } ],
              "tips": [
                { "tip": "FilterTip", "inline": { "after": "intro" }, "arrowEdge": "top", "anchorID": "filter" },
                { "tip": "ShareTip", "inline": { "before": "spacer" }, "anchorID": "share" } ] },
            { "id": "styled", "controls": [ { "id": "note", "label": "Note" } ],
              "tips": [ { "tip": "HeadlineTip", "inline": "bottom", "style": { "name": "HeadlineTipViewStyle" } } ] },
            { "id": "auto", "controls": [ { "id": "search", "label": "Search" } ],
              "tips": [ { "tip": "AutoTip", "popover": "search" } ] },
            { "id": "blocking", "controls": [ { "id": "filters", "label": "Filters", "onPress": [ { "donate": "didOpenFilters" } ] },
                                              { "id": "other", "label": "Other", "onPress": [ { "donate": "didOpenFilters" } ] } ],
              "tips": [ { "tip": "BlockingTip", "popover": "filters", "arrowEdge": "top", "backgroundInteraction": "disabled" } ] },
            { "id": "passing", "controls": [ { "id": "filters2", "label": "Filters", "onPress": [ { "donate": "didOpenFilters" } ] } ],
              "tips": [ { "tip": "PassTip", "popover": "filters2", "arrowEdge": "top", "backgroundInteraction": "enabled" } ] },
            { "id": "default", "controls": [ { "id": "filters3", "label": "Filters", "onPress": [ { "donate": "didOpenFilters" } ] } ],
              "tips": [ { "tip": "DefaultTip", "popover": "filters3", "arrowEdge": "top" } ] } ] }
        """

    private func session(size: Size = Size(width: 80, height: 24)) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: PlaygroundLoader.parse(Self.json, fileName: "options.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: size)
    }

    private func count(_ tipID: String, in session: PlaygroundSession) throws -> Int {
        session.engine.record(of: try #require(session.device.runtime.tips[tipID])).displayCount
    }

    private func inspectorText(of session: PlaygroundSession) -> String {
        (SidePanelContent(session: session).lines ?? []).map(\.text).joined(separator: "\n")
    }

    // MARK: isPresented

    @Test func hidingThroughTheBindingIsNotDrawnAndShowingAgainIsTheSameDisplay() throws {
        let session = try session()
        #expect(session.frame.placedTip(id: "DraftTip") != nil)
        #expect(try count("DraftTip", in: session) == 1)
        #expect(session.send(.hide(tip: "DraftTip")).errors.isEmpty)
        #expect(session.frame.placedTip(id: "DraftTip") == nil)
        #expect(session.presented["DraftTip"] == nil)
        #expect(session.engine.status(of: try #require(session.device.runtime.tips["DraftTip"])) == .available)
        #expect(TipVisibility(session: session).whyNotOnScreen("DraftTip").hasPrefix("hidden by the app (isPresented = false), still eligible"))
        session.send(.inspector(true))
        #expect(inspectorText(of: session).contains("DraftTip: available · hidden by the app"))
        session.send(.advance(3_600))
        session.send(.show(tip: "DraftTip"))
        #expect(session.frame.placedTip(id: "DraftTip") != nil)
        // MaxDisplayCount 1: a new display would have ended it at the next screen change.
        #expect(try count("DraftTip", in: session) == 1)
        #expect(session.engine.status(of: try #require(session.device.runtime.tips["DraftTip"])) == .available)
    }

    @Test func aBindingThatStartsFalseShowsNothingAndCountsNothingUntilTheAppShowsIt() throws {
        let session = try session()
        #expect(session.frame.placedTip(id: "LaterTip") == nil)
        #expect(try count("LaterTip", in: session) == 0)
        #expect(session.device.hiddenByApp.contains("LaterTip"))
        session.send(.show(tip: "LaterTip"))
        #expect(session.frame.placedTip(id: "LaterTip") != nil)
        #expect(try count("LaterTip", in: session) == 1)
    }

    @Test func theBindingStartsAgainAsTheFileSaysWhenTheScreenIsEntered() throws {
        let session = try session()
        session.send(.show(tip: "LaterTip"))
        session.send(.screen("styled"))
        session.send(.screen("compose"))
        #expect(session.device.hiddenByApp == ["LaterTip"])
        #expect(session.frame.placedTip(id: "LaterTip") == nil)
    }

    @Test func aPlacementWithoutABindingCannotBeHidden() throws {
        let session = try session()
        let outcome = session.send(.hide(tip: "PlainTip"))
        #expect(outcome.errors.map(\.description) == [
            "PlainTip's placement on screen 'compose' has no isPresented binding, so the app cannot hide or show it; add \"isPresented\": true to it"
        ])
        #expect(session.frame.placedTip(id: "PlainTip") != nil)
    }

    @Test func theKeyHHidesTheTipOnTopAndShowsAHiddenOneAgain() throws {
        let session = try session()
        // LaterTip starts hidden: H shows it first.
        #expect(session.send(.key(.character("H"))).performed == [.show(tip: "LaterTip")])
        #expect(session.send(.key(.character("H"))).performed == [.hide(tip: "DraftTip")])
        #expect(session.send(.key(.character("H"))).performed == [.show(tip: "DraftTip")])
        #expect(try count("DraftTip", in: session) == 1)
    }

    @Test func showingAHiddenTipAgainBeginsNoPresentationInTheReport() throws {
        let session = try session()
        session.send(.hide(tip: "DraftTip"))
        let hidden = TipObservation(session)
        session.send(.show(tip: "DraftTip"))
        #expect(hidden.changes(to: TipObservation(session), order: ["DraftTip"]).isEmpty)
        // LaterTip, hidden since the screen was entered, begins its presentation when shown.
        let before = TipObservation(session)
        session.send(.show(tip: "LaterTip"))
        #expect(before.changes(to: TipObservation(session), order: ["LaterTip"]) == [.presented(tipID: "LaterTip", presentation: .inline)])
    }

    @Test func exploreHidesAndShowsThroughTheBindingAndClosesOnlyWhatHasAClose() throws {
        let session = try session()
        let explorer = PlaygroundExplorer(document: session.document)
        let actions = explorer.actions(in: session)
        #expect(actions.contains(.hide(tip: "DraftTip")))
        #expect(actions.contains(.show(tip: "LaterTip")))
        #expect(!actions.contains(.hide(tip: "PlainTip")), "no binding")
        session.send(.screen("styled"))
        #expect(!explorer.actions(in: session).contains(.close(tip: "HeadlineTip")))
        let findings = try explorer.explore()
        #expect(findings.walks["LaterTip"] == [.show(tip: "LaterTip")])
    }

    @Test func theScriptWordsReadBackAsTheActions() throws {
        #expect(PlaygroundAction.hide(tip: "DraftTip").scriptText == "hide DraftTip")
        #expect(PlaygroundAction.show(tip: "DraftTip").scriptText == "show DraftTip")
        let session = try session()
        session.send(.commandLine("hide DraftTip"))
        #expect(session.frame.placedTip(id: "DraftTip") == nil)
    }

    // MARK: anchorID and a chosen edge

    @Test func anInlineArrowPointsAtItsTipAnchorOnTheEdgeTheAppGave() throws {
        let session = try session()
        session.send(.screen("anchors"))
        let placed = try #require(session.frame.placedTip(id: "FilterTip"))
        #expect(placed.arrowEdge == .top)
        let filter = try #require(session.frame.hitRegions.first { $0.element == .control(id: "filter") }?.rect)
        let arrowColumn = try #require((placed.rect.minX..<placed.rect.maxX).first { x in
            session.frame.buffer[x: x, y: placed.rect.minY]?.character == "▲"
        })
        #expect(arrowColumn == filter.center.x)
    }

    @Test func withNoEdgeGivenTheArrowFacesTheAnchorAndTheInspectorSaysTheEdgeWasChosen() throws {
        let session = try session()
        session.send(.screen("anchors"))
        let placed = try #require(session.frame.placedTip(id: "ShareTip"))
        #expect(placed.arrowEdge == .bottom, "Share is below the tip")
        let share = try #require(session.frame.hitRegions.first { $0.element == .control(id: "share") }?.rect)
        let arrowColumn = try #require((placed.rect.minX..<placed.rect.maxX).first { x in
            session.frame.buffer[x: x, y: placed.rect.maxY - 1]?.character == "▼"
        })
        #expect(arrowColumn == share.center.x)
        #expect(InlineArrowExplanation.sentence(of: "ShareTip", on: session)
            == "inline, arrow bottom toward 'share' (tipAnchor); edge chosen: bottom, the app gave none")
        #expect(InlineArrowExplanation.sentence(of: "FilterTip", on: session) == "inline, arrow top toward 'filter' (tipAnchor)")
    }

    @Test func aPopoverWithNoEdgeGivenSaysThePlacerChoseIt() throws {
        let session = try session()
        session.send(.screen("auto"))
        let explanation = try #require(PlacementExplanation(of: "AutoTip", on: session))
        #expect(explanation.summary == "edge chosen: top, the app gave none: below is tried first, and fits")
    }

    // MARK: A style without a close button

    @Test func aCustomStyleDrawsNoCloseButtonAndTheCloseKeySaysWhy() throws {
        let session = try session()
        session.send(.screen("styled"))
        #expect(session.frame.placedTip(id: "HeadlineTip") != nil)
        #expect(!session.frame.hitRegions.contains { $0.element == .close(tipID: "HeadlineTip") })
        #expect(session.frame.buffer.rowTexts.last?.contains("x: no ×") == true)
        let outcome = session.send(.key(.character("x")))
        #expect(outcome.performed.isEmpty)
        #expect(session.state.messages.log.map(\.message).contains { $0.hasSuffix("HeadlineTip has no close button: its style HeadlineTipViewStyle draws none (a custom TipViewStyle)") },
                "\(session.state.messages.log.map(\.message))")
        #expect(session.send(.close(tip: "HeadlineTip")).errors.count == 1)
        #expect(session.engine.status(of: try #require(session.device.runtime.tips["HeadlineTip"])) == .available)
    }

    // MARK: tipBackgroundInteraction

    @Test func aBlockingPopoverRefusesPressesBehindItAndSaysSo() throws {
        let session = try session()
        session.send(.screen("blocking"))
        let outcome = session.send(.press(control: "other"))
        #expect(outcome.errors.map(\.description) == [
            "other not pressed: the BlockingTip popover blocks everything behind it (tipBackgroundInteraction(.disabled)); Esc dismisses it"
        ])
        #expect(session.engine.donations(eventID: "didOpenFilters").isEmpty)
        #expect(session.presented["BlockingTip"] == .popover)
    }

    @Test func anEnabledPopoverLetsPressesThroughAndStays() throws {
        let session = try session()
        session.send(.screen("passing"))
        #expect(session.send(.press(control: "filters2")).errors.isEmpty)
        #expect(session.engine.donations(eventID: "didOpenFilters").count == 1)
        #expect(session.frame.placedTip(id: "PassTip") != nil)
    }

    @Test func withoutTheModifierAPressBehindDismissesThePopover() throws {
        let session = try session()
        session.send(.screen("default"))
        session.send(.press(control: "filters3"))
        #expect(session.engine.donations(eventID: "didOpenFilters").count == 1)
        #expect(session.frame.placedTip(id: "DefaultTip") == nil)
    }

    // MARK: Image style, background, corner radius

    @Test func theImageIsDrawnInTheNearestTerminalColourAndARadiusRoundsTheCorners() throws {
        let json = """
            { "tips": [ { "id": "StyledTip", "title": "Styled", "image": "star" } ],
              "screens": [ { "id": "s", "controls": [ { "id": "a", "label": "A" } ],
                "tips": [ { "tip": "StyledTip", "inline": "top", "imageStyle": ["purple", "secondary"], "background": "#FFCC00",
                            "cornerRadius": 12 } ] } ] }
            """
        let session = try PlaygroundSession(
            document: PlaygroundLoader.parse(json, fileName: "styled.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(), size: Size(width: 80, height: 24))
        let placed = try #require(session.frame.placedTip(id: "StyledTip"))
        let buffer = session.frame.buffer
        #expect(buffer[x: placed.rect.minX, y: placed.rect.minY]?.character == "╭")
        #expect(buffer[x: placed.rect.maxX - 1, y: placed.rect.maxY - 1]?.character == "╯")
        let image = try #require((placed.rect.minX..<placed.rect.maxX).first { buffer[x: $0, y: placed.rect.minY + 1]?.style.foreground != nil })
        #expect(buffer[x: image, y: placed.rect.minY + 1]?.style.foreground == .magenta)
        session.send(.inspector(true))
        #expect(inspectorText(of: session).contains(
            "presentation: image style purple, secondary (drawn magenta) · background #FFCC00 (not drawn: copy stays readable) · corner radius 12 (rounded corners)"))
        session.send(.ascii(true))
        let ascii = session.frame.buffer
        #expect(ascii[x: placed.rect.minX, y: placed.rect.minY]?.character == "+")
    }
}
