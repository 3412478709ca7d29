import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// A device larger than the terminal's room for it: the view pans over it (PgUp/PgDn, Home/End,
/// the wheel, `pan`), marks every clipped side, follows the focus, and clicks land on what the
/// panned frame drew.
@Suite("The view pans over a device larger than the terminal")
struct DevicePanTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    /// The default playground's trails screen on a tablet (74x20) in a 40x12 terminal, which
    /// shows 40x8 of it.
    private func tabletOnTrails() throws -> PlaygroundSession {
        var state = AppState()
        state.looking.widthPreset = .tablet
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Self.start), size: Size(width: 40, height: 12), state: state)
        session.send(.screen("trails"))
        return session
    }

    /// The device's rows the terminal shows: rows 2 to 9 of the 40x12 terminal.
    private static let deviceRows = 2..<10

    private func cell(_ session: PlaygroundSession, _ x: Int, _ y: Int) -> String {
        session.frame.buffer[x: x, y: y]?.character.map { String($0) } ?? ""
    }

    @Test func theClippedBottomAndRightAreBothMarked() throws {
        let session = try tabletOnTrails()
        let view = try #require(session.frame.deviceView)
        #expect(view == DeviceView(pan: .zero, overflow: Size(width: 34, height: 12), shown: Size(width: 40, height: 8)))
        #expect(cell(session, 39, 9) == "▼", "more below")
        #expect(cell(session, 38, 9) == "▶", "more to the right, beside the ▼ rather than under it")
        #expect(cell(session, 39, 2) != "▲" && cell(session, 0, 9) != "◀", "nothing is clipped above or on the left")
    }

    @Test func pageDownPansThenScrollsTheFlowAndEachClippedSideKeepsItsMarker() throws {
        let session = try tabletOnTrails()
        #expect(session.send(.key(.pageDown)).performed == [.pan(.down)])
        #expect(session.state.navigation.devicePan == Point(x: 0, y: 7), "a page is the view's 8 rows less one")
        #expect(cell(session, 39, 2) == "▲" && cell(session, 39, 9) == "▼", "clipped above and below")
        session.send(.key(.pageDown))
        #expect(session.state.navigation.devicePan == Point(x: 0, y: 12), "no further than the device goes")
        #expect(cell(session, 39, 9) == "▶" && cell(session, 39, 2) == "▲", "the bottom is in view: ▶ takes the corner")
        #expect(session.frame.buffer.rowTexts[9].contains("Trails"), "the tab bar is in view")
        // The device's bottom is in view: PgDn is the flow's again (here it has nothing more).
        #expect(session.send(.key(.pageDown)).performed == [.scrollFlow(down: true)])
        #expect(session.send(.key(.end)).performed == [.pan(.right)])
        #expect(session.state.navigation.devicePan == Point(x: 34, y: 12))
        #expect(cell(session, 0, 9) == "◀" && cell(session, 39, 9) != "▶", "clipped on the left, not the right")
        #expect(session.send(.key(.home)).performed == [.pan(.left)])
        #expect(session.send(.key(.pageUp)).performed == [.pan(.up)])
        #expect(session.state.navigation.devicePan == Point(x: 0, y: 5))
    }

    @Test func theWheelPansOverTheDeviceAndShiftOrATiltPansSideways() throws {
        let session = try tabletOnTrails()
        #expect(session.send(.wheel(Point(x: 10, y: 5), down: true)).performed == [.pan(.down)])
        #expect(session.state.navigation.devicePan == Point(x: 0, y: 7))
        // Shift-wheel down (button 65 + 4) and a tilt right (67), as the terminal reports them.
        var decoder = TerminalInputDecoder()
        let shifted = decoder.feed("\u{1B}[<69;10;5M".unicodeScalars)
        #expect(shifted == [.sidewaysWheel(Point(x: 9, y: 4), right: true)])
        #expect(decoder.feed("\u{1B}[<66;10;5M".unicodeScalars) == [.sidewaysWheel(Point(x: 9, y: 4), right: false)])
        for event in shifted { #expect(session.send(event).performed == [.pan(.right)]) }
        #expect(session.state.navigation.devicePan == Point(x: 34, y: 7))
        #expect(session.send(.sidewaysWheel(Point(x: 10, y: 5), right: true)).performed == [], "nothing more on the right")
        #expect(session.send(.wheel(Point(x: 10, y: 5), down: false)).performed == [.pan(.up)])
        #expect(session.state.navigation.devicePan == Point(x: 34, y: 0))
    }

    @Test func aClickAfterPanningPressesWhatThePannedFrameDrewThere() throws {
        let session = try tabletOnTrails()
        #expect(session.frame.hitRegions.allSatisfy { $0.element != .control(id: "settingsTab") }, "out of view at first")
        session.send(.pan(.down))
        session.send(.pan(.down))
        session.send(.pan(.right))
        let row = session.frame.buffer.rowTexts[9]
        let column = try #require(row.range(of: "Settings")).lowerBound.utf16Offset(in: row)
        let outcome = session.send(.click(Point(x: column + 2, y: 9)))
        #expect(outcome.performed == [.press(control: "settingsTab")], "\(row)")
        #expect(session.device.screenID == "settings")
    }

    @Test func focusMovedToAClippedElementBringsItIntoView() throws {
        let session = try tabletOnTrails()
        session.send(.key(.backTab))
        #expect(session.state.navigation.focus == .control(id: "donutFalls"), "from nothing, Shift-Tab starts at the last element in view")
        #expect(session.state.navigation.devicePan == .zero)
        for _ in 0..<3 { session.send(.key(.tab)) }  // the tab bar, below the view: Map, Trails, Settings
        #expect(session.state.navigation.focus == .control(id: "settingsTab"))
        let rect = try #require(session.frame.hitRegions.last { $0.element == .control(id: "settingsTab") }?.rect)
        let area = try #require(session.frame.deviceArea)
        #expect(area.contains(rect), "wholly in view: \(rect) in \(area)")
        #expect(session.state.navigation.devicePan.y == 12)
        #expect(session.state.navigation.devicePan.x > 0, "the Settings tab lies right of the first 40 columns")
        session.send(.key(.up))
        #expect(session.state.navigation.focus == .control(id: "trailsTab"))
        #expect(session.state.navigation.devicePan.y == 12, "the view moves only as far as the focus needs")
        session.send(.key(.tab))
        session.send(.key(.tab))  // round to the first element, at the top
        let first = try #require(session.state.navigation.focus)
        #expect(session.state.navigation.devicePan.y == 0)
        #expect(session.frame.hitRegions.contains { $0.element == first })
    }

    @Test func panningAwayFromTheFocusLetsItGoAndTabStartsFromWhatIsInView() throws {
        let session = try tabletOnTrails()
        session.send(.key(.tab))
        let first = try #require(session.state.navigation.focus)
        #expect(session.state.navigation.devicePan == .zero, "the first element is in view already")
        session.send(.key(.pageDown))
        session.send(.key(.pageDown))
        #expect(session.state.navigation.focus == nil, "focus is only on what can be seen")
        #expect(session.state.navigation.devicePan.y == 12, "and the view stays where it was panned")
        session.send(.key(.tab))
        let focus = try #require(session.state.navigation.focus)
        #expect(focus != first)
        #expect(session.frame.hitRegions.contains { $0.element == focus }, "Tab starts in view: \(focus)")
        #expect(session.state.navigation.devicePan.y == 12)
    }

    @Test func aDeviceThatFitsHasNothingToPan() throws {
        let session = try tabletOnTrails()
        session.send(.resize(Size(width: 100, height: 30)))
        #expect(session.frame.deviceView?.overflow == .zero)
        let outcome = session.send(.key(.end))
        #expect(outcome.performed == [])
        #expect(outcome.log.last?.message.contains("nothing to pan") == true)
        #expect(session.send(.key(.pageDown)).performed == [.scrollFlow(down: true)])
    }

    @Test func panningCountsNothingAndWritesNothing() throws {
        let session = try tabletOnTrails()
        session.send(.screen("map"))
        func records() -> [String] {
            session.device.runtime.tips.sorted { $0.key < $1.key }.map { id, tip in
                let record = session.engine.record(of: tip)
                return "\(id) \(record.displayCount) \(record.displayDuration)"
            }
        }
        let before = records()
        for key: Key in [.pageDown, .end, .pageDown, .home, .pageUp, .pageUp] {
            #expect(!session.send(.key(key)).mayHaveChangedTheApp)
        }
        #expect(records() == before)
    }

    @Test func aScriptPansWithPan() throws {
        let script = try parsedScript("width tablet\nsize 40x12\nscreen trails\npan down\npan right\n", file: "pan.tipscript")
        #expect(script.lines.map(\.step).suffix(2) == [.step(.pan(.down)), .step(.pan(.right))])
        #expect(PlaygroundAction.pan(.left).scriptText == "pan left")
        let wrong = ScriptParser.parse("pan sideways\n", file: "pan.tipscript")
        guard case .failure(let errors) = wrong else { Issue.record("pan sideways parsed"); return }
        #expect("\(errors)".contains("one of up, down, left or right"))
    }

    @Test("the device's marker and P give the same reason a popover has no room")
    func theUnplacedPopoverMarkerSaysWhatPlacementSays() throws {
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Self.start), size: Size(width: 50, height: 15))
        let rows = session.frame.buffer.rowTexts
        #expect(rows.contains { $0.contains("▲ ShowLocationTip: popover: no room (below: 1 row") }, "\(rows)")
        session.send(.key(.character("P")))
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("below: 1 row past the bottom") })
        #expect(!rows.joined().contains("width"), "a short device, not a narrow one")
    }
}
