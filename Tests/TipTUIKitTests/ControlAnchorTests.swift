import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Every kind of control anchors every kind of tip: a popover on a button, a toggle, a text
/// field, a list, a list row, a toolbar item or a tab bar item, and an inline tip before or after
/// each control of the flow, on every width preset, at 80x24 and 40x12, on each of a
/// playground's devices. The device draws the tip, or says on itself why not (a marker naming
/// it); a placement no control can carry is refused when the file is read.
@Suite("Anchors: every control kind carries every kind of tip")
struct ControlAnchorTests {
    /// The control of each kind on the test screens.
    enum Anchor: String, CaseIterable, CustomTestStringConvertible {
        case button = "press", toggle = "flag", textField = "query", list = "notes", row = "ideas"
        case toolbarItem = "tool", tabBarItem = "tab"

        var testDescription: String { "\(self)" }
        /// Whether the control is in the screen's flow, where an inline tip can go beside it.
        var isInTheFlow: Bool { ![.row, .toolbarItem, .tabBarItem].contains(self) }
    }

    enum Presentation: String, CaseIterable, CustomTestStringConvertible {
        case popover, inlineBefore = "before", inlineAfter = "after"
        var testDescription: String { rawValue }

        func json(anchoredTo anchor: Anchor) -> String {
            switch self {
            case .popover: #""popover": "\#(anchor.rawValue)""#
            case .inlineBefore, .inlineAfter: #""inline": { "\#(rawValue)": "\#(anchor.rawValue)" }"#
            }
        }
    }

    static let placements: [(Anchor, Presentation)] = Anchor.allCases.flatMap { anchor in
        Presentation.allCases.filter { $0 == .popover || anchor.isInTheFlow }.map { (anchor, $0) }
    }

    static func screenID(_ anchor: Anchor, _ presentation: Presentation) -> String { "\(anchor)-\(presentation.rawValue)" }
    static func tipID(_ anchor: Anchor, _ presentation: Presentation) -> String { "Tip-\(screenID(anchor, presentation))" }

    /// One screen per placement, each with a control of every kind and one tip that is always
    /// available; with `devices`, a phone and an iPad.
    static func playground(devices: Bool) throws -> PlaygroundDocument {
        let tips = placements.map { #"{ "id": "\#(tipID($0, $1))", "title": "Look here", "message": "A tip pointed at this control." }"#}
        let screens = placements.map { anchor, presentation in
            """
            { "id": "\(screenID(anchor, presentation))",
              "toolbar": [ { "id": "tool", "label": "Tools" } ],
              "controls": [
                { "id": "press", "label": "Press" },
                { "id": "flag", "kind": "toggle", "label": "Flag", "parameter": "flag" },
                { "id": "query", "kind": "textField", "label": "Search", "placeholder": "Find", "parameter": "query" },
                { "id": "notes", "kind": "list", "label": "Notes", "rows": [ { "id": "groceries", "label": "Groceries" }, { "id": "ideas", "label": "Ideas" } ] }
              ],
              "tabBar": [ { "id": "tab", "label": "Home" } ],
              "tips": [ { "tip": "\(tipID(anchor, presentation))", \(presentation.json(anchoredTo: anchor)) } ] }
            """
        }
        let deviceList = devices ? #""devices": [ { "name": "phone", "width": "phone" }, { "name": "ipad", "width": "tablet" } ],"# : ""
        return try PlaygroundLoader.parse(
            """
            { "title": "Anchors",
              "parameters": [ { "id": "flag", "type": "bool" }, { "id": "query", "type": "string" } ],
              \(deviceList)
              "tips": [ \(tips.joined(separator: ",\n")) ],
              "screens": [ \(screens.joined(separator: ",\n")) ] }
            """, fileName: "anchors.json")
    }

    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    /// Whether the device draws the tip, or else a marker on it names the tip and says why.
    private func drawnOrExplained(_ tipID: String, in session: PlaygroundSession) -> Bool {
        guard let device = session.deviceFrame else { return false }
        if device.placedTip(id: tipID) != nil { return true }
        return device.buffer.rowTexts.contains { $0.contains(tipID) }
    }

    @Test("a tip on each kind of control is presented and drawn, or the device says why", arguments: placements)
    func everyControlAnchorsATip(anchor: Anchor, presentation: Presentation) throws {
        let document = try Self.playground(devices: false)
        let tipID = Self.tipID(anchor, presentation)
        for size in Self.sizes {
            for width in WidthPreset.allCases {
                var state = AppState()
                state.looking.widthPreset = width
                let session = try PlaygroundSession(
                    document: document, datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart),
                    size: size, state: state)
                session.send(.screen(Self.screenID(anchor, presentation)))
                #expect(session.presented[tipID] != nil, "\(tipID) at \(size.width)x\(size.height), \(width)")
                #expect(drawnOrExplained(tipID, in: session), "\(tipID) at \(size.width)x\(size.height), \(width): \(TipVisibility(session: session).whyNotOnScreen(tipID))")
                // Where there is room, it is drawn: the phone, the tablet and the full 80x24 terminal.
                if size.width == 80, width != .watch {
                    #expect(session.deviceFrame?.placedTip(id: tipID) != nil, "\(tipID) at 80x24, \(width): \(TipVisibility(session: session).whyNotOnScreen(tipID))")
                }
            }
        }
    }

    @Test("each device of a playground draws a tip on each kind of control", arguments: placements)
    func everyDeviceDrawsTheTip(anchor: Anchor, presentation: Presentation) throws {
        let session = try PlaygroundSession(
            document: try Self.playground(devices: true), datastore: InMemoryDatastore(),
            clock: ManualClock(ScriptPlayer.defaultStart), size: Size(width: 80, height: 24))
        let tipID = Self.tipID(anchor, presentation)
        for device in ["phone", "ipad"] {
            session.send(.device(device))
            session.send(.screen(Self.screenID(anchor, presentation)))
            #expect(session.deviceFrame?.placedTip(id: tipID) != nil, "\(tipID) on \(device): \(TipVisibility(session: session).whyNotOnScreen(tipID))")
            let check = session.check(.visible(tip: tipID, presentation: nil, edge: nil))
            #expect(check.holds, "\(check.actual)")
        }
    }

    /// The list itself is an anchor, not only its rows: before, a popover on it was presented
    /// and counted a display, but never drawn ("control scrolled out of view").
    @Test func aPopoverOnAListIsDrawnPointingAtTheList() throws {
        let document = try Self.playground(devices: false)
        let session = try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart),
            size: Size(width: 80, height: 24))
        session.send(.screen(Self.screenID(.list, .popover)))
        let placed = try #require(session.frame.placedTip(id: Self.tipID(.list, .popover)))
        let groceries = try #require(session.frame.rect(of: .control(id: "groceries")))
        let ideas = try #require(session.frame.rect(of: .control(id: "ideas")))
        #expect(!placed.rect.intersects(groceries) && !placed.rect.intersects(ideas), "the popover does not cover the list")
        #expect(!session.frame.buffer.rowTexts.joined().contains("scrolled out of view"))
    }

    @Test func anInlineTipBesideARowOrABarItemIsRefusedWithWhereToPutIt() {
        let json = #"""
            { "tips": [ { "id": "T", "title": "t" } ],
              "screens": [ { "id": "s",
                "toolbar": [ { "id": "tool", "label": "Tools" } ],
                "controls": [ { "id": "notes", "kind": "list", "label": "Notes", "rows": [ { "id": "ideas", "label": "Ideas" } ] } ],
                "tips": [ { "tip": "T", "inline": { "after": "ideas" } }, { "tip": "T", "inline": { "before": "tool" } } ] } ] }
            """#
        let message: String
        do {
            _ = try PlaygroundLoader.parse(json, fileName: "p.json")
            Issue.record("the playground loaded")
            return
        } catch {
            message = "\(error)"
        }
        #expect(message.contains(#"p.json:5:50: error: a tip placement on screen 's' puts an inline tip 'after' 'ideas', which is a row of list 'notes', not in the screen's flow; put it 'after' 'notes', or make it "popover": "ideas""#), "\(message)")
        #expect(message.contains(#"which is a toolbar item, not in the screen's flow; put it 'before' one of the screen's 'controls' (notes), or make it "popover": "tool""#), "\(message)")
    }
}
