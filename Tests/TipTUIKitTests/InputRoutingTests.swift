import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// What an input means is decided by what was drawn and what holds the focus: a click on the
/// chrome is not a tap on the app, a popover that blocks what lies behind it blocks controls and
/// tips alike (VIEW-11), and a focused text field takes what is typed.
@Suite struct InputRoutingTests {
    /// One screen with an inline tip above a control that a popover points at, in the three
    /// forms of `backgroundInteraction`, and a screen with text fields bound and unbound.
    static let json = """
        { "events": [ { "id": "didTap" }, { "id": "didGo" } ],
          "parameters": [ { "id": "query", "type": "string", "default": "" } ],
          "tips": [
            { "id": "InlineTip", "title": "Inline", "actions": [ { "id": "go", "title": "Go", "onPress": [ { "donate": "didGo" } ] } ] },
            { "id": "PopTip", "title": "Popover" },
            { "id": "FieldTip", "title": "Search here" } ],
          "screens": [
            { "id": "blocking", "controls": [ { "id": "a", "label": "A", "onPress": [ { "donate": "didTap" } ] },
                                              { "id": "b", "label": "B", "onPress": [ { "donate": "didTap" } ] } ],
              "tips": [ { "tip": "InlineTip", "inline": "top" },
                        { "tip": "PopTip", "popover": "b", "arrowEdge": "top", "backgroundInteraction": "disabled" } ] },
            { "id": "dismissing", "controls": [ { "id": "c", "label": "C", "onPress": [ { "donate": "didTap" } ] },
                                                { "id": "d", "label": "D", "onPress": [ { "donate": "didTap" } ] } ],
              "tips": [ { "tip": "InlineTip", "inline": "top" }, { "tip": "PopTip", "popover": "d", "arrowEdge": "top" } ] },
            { "id": "passing", "controls": [ { "id": "e", "label": "E", "onPress": [ { "donate": "didTap" } ] },
                                             { "id": "f", "label": "F", "onPress": [ { "donate": "didTap" } ] } ],
              "tips": [ { "tip": "InlineTip", "inline": "top" },
                        { "tip": "PopTip", "popover": "f", "arrowEdge": "top", "backgroundInteraction": "enabled" } ] },
            { "id": "fields", "controls": [
                { "id": "search", "kind": "textField", "label": "Search", "placeholder": "Trails" },
                { "id": "bound", "kind": "textField", "label": "Query", "parameter": "query" } ],
              "tips": [ { "tip": "FieldTip", "popover": "search", "arrowEdge": "top" } ] } ] }
        """

    static func session(screen: String, size: Size = Size(width: 80, height: 24)) throws -> PlaygroundSession {
        let session = try PlaygroundSession(
            document: PlaygroundLoader.parse(json, fileName: "routing.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: size)
        session.send(.screen(screen))
        return session
    }

    static func donations(_ event: String, in session: PlaygroundSession) -> Int {
        session.engine.visibleDonationCount(eventID: event)
    }

    /// Where the last frame drew `element`: its first cell.
    static func cell(of element: HitElement, in session: PlaygroundSession) throws -> Point {
        try #require(session.frame.rect(of: element), "\(element) is not drawn").origin
    }

    // MARK: - Clicks on the chrome

    @Test("a click on the title, the message line or the hint bar leaves the popover and every count as they were")
    func chromeClicksAreNotTaps() throws {
        let session = try Self.session(screen: "dismissing")
        #expect(session.presented["PopTip"] == .popover)
        let before = session.engine.storedRecords().sorted { $0.tipID < $1.tipID }
        for point in [Point(x: 30, y: 0), Point(x: 30, y: 22), Point(x: 30, y: 23)] {
            let outcome = session.send(.click(point))
            #expect(outcome.performed.isEmpty, "a click at \(point) did \(outcome.performed)")
            #expect(session.presented["PopTip"] == .popover, "a click at \(point) dismissed the popover")
        }
        #expect(session.engine.storedRecords().sorted { $0.tipID < $1.tipID } == before)
    }

    @Test("a click on the device's blank cells is a tap outside the popover: it dismisses it (VIEW-6)")
    func blankDeviceClickDismisses() throws {
        let session = try Self.session(screen: "dismissing")
        let area = try #require(session.frame.deviceArea)
        let tipRect = try #require(session.frame.placedTip(id: "PopTip")).rect
        let blank = try #require(
            (area.minY..<area.maxY).lazy.flatMap { y in (area.minX..<area.maxX).lazy.map { Point(x: $0, y: y) } }
                .first { session.frame.hitRegions.element(at: $0) == nil && !tipRect.contains($0) })
        session.send(.click(blank))
        #expect(session.presented["PopTip"] == nil)
    }

    @Test("with the help open a click reaches nothing behind it")
    func helpCoversTheDevice() throws {
        let session = try Self.session(screen: "dismissing")
        let control = try Self.cell(of: .control(id: "c"), in: session)
        session.send(.help(.keys))
        session.send(.click(control))
        #expect(Self.donations("didTap", in: session) == 0)
        #expect(session.presented["PopTip"] == .popover)
    }

    @Test("with the help open any key closes it but Ctrl-C, which quits, as in the grid")
    func ctrlCQuitsFromTheHelp() throws {
        let session = try Self.session(screen: "dismissing")
        session.send(.help(.keys))
        #expect(!session.send(.key(.character("q"))).quits && !session.state.panels.showsHelp)
        session.send(.help(.keys))
        #expect(session.send(.key(.control("c"))).quits)
    }

    // MARK: - One rule behind a popover

    @Test("a blocking popover blocks an inline tip's buttons as it blocks controls (VIEW-11)")
    func blockingPopoverBlocksTips() throws {
        let session = try Self.session(screen: "blocking")
        #expect(session.presented["PopTip"] == .popover)
        #expect(session.presented["InlineTip"] == .inline)
        session.send(.click(try Self.cell(of: .action(tipID: "InlineTip", actionID: "go"), in: session)))
        #expect(Self.donations("didGo", in: session) == 0)
        #expect(session.state.messages.log.last?.message.contains("InlineTip's go button not pressed: the PopTip popover blocks everything behind it") == true)
        session.send(.click(try Self.cell(of: .close(tipID: "InlineTip"), in: session)))
        #expect(session.engine.status(of: try #require(session.device.runtime.tips["InlineTip"])) == .available)
        // The script's own words follow the same rule.
        let outcome = session.send(.action(tip: "InlineTip", action: "go"))
        #expect(outcome.errors.count == 1)
        #expect(Self.donations("didGo", in: session) == 0)
        #expect(session.presented["PopTip"] == .popover)
    }

    @Test("by default a press on an inline tip behind a popover dismisses it and reaches the tip, as a control's press does")
    func defaultPopoverDismissesForTipsAndControls() throws {
        let session = try Self.session(screen: "dismissing")
        session.send(.click(try Self.cell(of: .action(tipID: "InlineTip", actionID: "go"), in: session)))
        #expect(Self.donations("didGo", in: session) == 1)
        #expect(session.presented["PopTip"] == nil, "the popover stayed")
        let other = try Self.session(screen: "dismissing")
        other.send(.click(try Self.cell(of: .close(tipID: "InlineTip"), in: other)))
        #expect(other.engine.status(of: try #require(other.device.runtime.tips["InlineTip"])) != .available)
        #expect(other.presented["PopTip"] == nil, "the popover stayed")
    }

    @Test("tipBackgroundInteraction(.enabled) lets a press on an inline tip through and keeps the popover")
    func passingPopoverKeepsItself() throws {
        let session = try Self.session(screen: "passing")
        session.send(.click(try Self.cell(of: .action(tipID: "InlineTip", actionID: "go"), in: session)))
        #expect(Self.donations("didGo", in: session) == 1)
        #expect(session.presented["PopTip"] == .popover)
    }

    // MARK: - Text fields

    @Test("a text field bound to no parameter takes the letter keys as text, and says nothing reads it")
    func unboundFieldTakesText() throws {
        let session = try Self.session(screen: "fields")
        session.send(.click(try Self.cell(of: .control(id: "search"), in: session)))
        #expect(session.state.navigation.focus == .control(id: "search"))
        let clock = session.clock.now
        var quits = false
        for character in "wq: hi" { quits = quits || session.send(.key(.character(character))).quits }
        #expect(!quits)
        #expect(session.clock.now == clock, "w moved the clock")
        #expect(session.state.editors.commandLine == nil, ": opened the command line")
        #expect(session.state.editors.unboundFieldText["search"] == "wq: hi")
        #expect(session.frame.buffer.plainText.contains("wq: hi"))
        #expect(session.state.messages.log.filter { $0.message.contains("search is bound to no parameter") }.count == 1)
        #expect(session.frame.buffer.rowTexts[23].contains("typing into the field"))
        session.send(.key(.backspace))
        #expect(session.state.editors.unboundFieldText["search"] == "wq: h")
        session.send(.paste("ike"))
        #expect(session.state.editors.unboundFieldText["search"] == "wq: hike")
        session.send(.key(.escape))
        #expect(session.state.navigation.focus == nil)
        #expect(session.frame.buffer.rowTexts[23].contains("q quit"))
        #expect(session.send(.key(.character("q"))).quits)
    }

    @Test("a bound text field takes the letter keys into its parameter; Esc leaves it and dismisses nothing")
    func boundFieldTakesText() throws {
        let session = try Self.session(screen: "fields")
        session.send(.key(.escape))
        session.send(.click(try Self.cell(of: .control(id: "bound"), in: session)))
        for character in "qw" { session.send(.key(.character(character))) }
        #expect(session.engine.parameterValue(id: "query") == .string("qw"))
        session.send(.key(.escape))
        #expect(session.state.navigation.focus == nil)
    }

    // MARK: - The inspector in the focus chain

    @Test("with the inspector open Tab walks every control of the device, then the inspector's rows, and Enter donates")
    func inspectorRowsJoinTheFocusChain() throws {
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 80, height: 24))
        // Esc twice: the launch popover, then the one that follows it.
        session.send(.key(.escape))
        session.send(.key(.escape))
        session.send(.inspector(true))
        let controls = session.device.screen.allControls.map(\.id)
        var reached: [HitElement] = []
        for _ in 0..<40 {
            session.send(.key(.tab))
            let focus = try #require(session.state.navigation.focus, "Tab left the focus on nothing after \(reached)")
            if reached.contains(focus) { break }
            reached.append(focus)
        }
        let reachedControls = reached.compactMap { if case .control(let id) = $0 { id } else { nil } }
        #expect(Set(reachedControls) == Set(controls), "controls Tab never reached: \(Set(controls).subtracting(reachedControls))")
        let firstRow = try #require(reached.firstIndex { $0.isInspectorRow })
        #expect(reached[firstRow...].allSatisfy { $0.isInspectorRow }, "the inspector's rows come after the device's elements: \(reached)")
        let event = try #require(reached.compactMap { if case .event(let id) = $0 { id } else { nil } }.first)
        while session.state.navigation.focus != .event(id: event) { session.send(.key(.tab)) }
        session.send(.key(.enter))
        #expect(Self.donations(event, in: session) == 1)
    }

    @Test("scrolling the inspector down stops once its last line is in view")
    func inspectorScrollStopsAtTheEnd() throws {
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 80, height: 24))
        session.send(.inspector(true))
        #expect(session.frame.inspectorHasMoreBelow, "the inspector fits: nothing to scroll")
        for _ in 0..<200 { session.send(.scrollInspector(lines: 1)) }
        let end = session.state.panels.inspectorScroll
        session.send(.scrollInspector(lines: 1))
        #expect(session.state.panels.inspectorScroll == end)
        // It stopped at the first line that shows the end: one line back, lines are left below.
        session.send(.scrollInspector(lines: -1))
        #expect(session.frame.inspectorHasMoreBelow, "the panel scrolled past the first position that shows its last line")
        session.send(.scrollInspector(lines: 1))
        #expect(!session.frame.inspectorHasMoreBelow)
    }

    @Test("a click on another device's pane makes it the device acted on, and presses nothing there")
    func clickOnAnotherPaneSwitchesDevice() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try PlaygroundLoader.load(contentsOf: root.appendingPathComponent("examples/phone-and-ipad.json"))
        let session = try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 160, height: 40))
        let (name, pane) = try #require(session.frame.otherDevicePanes.first, "only one pane is drawn at 160x40")
        let before = EngineSnapshot(session)
        session.send(.click(Point(x: pane.x + pane.width / 2, y: pane.y + pane.height / 2)))
        #expect(session.device.name == name)
        #expect(EngineSnapshot(session) == before)
    }

    // MARK: - Words that say what an input did

    @Test("Esc with no popover to dismiss says so")
    func escapeWithNothingToDismissSaysSo() throws {
        let session = try Self.session(screen: "fields")
        session.send(.key(.escape))
        #expect(session.presented["FieldTip"] == nil)
        let outcome = session.send(.key(.escape))
        #expect(outcome.log.contains { $0.message.contains("no popover on screen to dismiss") })
        #expect(!outcome.mayHaveChangedTheApp)
    }

    @Test("the hint bar offers 1-9 only while a tip on screen numbers its action buttons")
    func digitHintOnlyWithNumberedActions() throws {
        let session = try Self.session(screen: "dismissing", size: Size(width: 200, height: 30))
        session.send(.key(.escape))
        #expect(session.frame.numberedTipID == "InlineTip")
        #expect(session.frame.buffer.rowTexts[29].contains("1-9 action"))
        session.send(.screen("fields"))
        #expect(session.frame.numberedTipID == "FieldTip", "a popover without actions")
        #expect(!session.frame.buffer.rowTexts[29].contains("1-9 action"))
    }

    @Test(":help lists only what the : line runs: not a script's setup lines, nor size and wait, which it refuses")
    func commandHelpListsWhatTheLineRuns() {
        let help = HelpOverlay.lines(width: 72, page: .commands)
        #expect(!help.contains { $0.hasPrefix("playground ") || $0.hasPrefix("size ") || $0.hasPrefix("wait ") || $0 == "launch" })
        #expect(help.contains { $0.hasPrefix("press ") })
    }
}
