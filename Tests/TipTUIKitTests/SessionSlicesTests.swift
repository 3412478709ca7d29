import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The slices no other suite walks whole: navigation, the editors, messages, the app's own code
/// and the effects run after the transaction. Each `send` states the whole change
/// (`SessionStore`), so a part that writes outside its slice fails here.
@Suite("Session slices, action by action")
struct SessionSlicesTests {
    /// Two screens of controls and no tips: what changes is only what the parts change.
    static let json = """
        { "title": "Slices",
          "parameters": [ { "id": "query", "type": "string", "default": "" } ],
          "events": [ { "id": "opened" } ],
          "tips": [],
          "screens": [
            { "id": "home", "title": "Home",
              "controls": [
                { "id": "note", "kind": "textField", "label": "Note" },
                { "id": "find", "kind": "textField", "label": "Find", "parameter": "query" },
                { "id": "open", "label": "Open", "onPress": [ { "donate": "opened" }, { "goTo": "detail" } ] } ] },
            { "id": "detail", "title": "Detail",
              "controls": [ { "id": "back", "label": "Back", "onPress": [ { "goTo": "home" } ] } ] } ] }
        """

    private func store() throws -> SessionStore {
        try SessionStore(try PlaygroundLoader.parse(Self.json, fileName: "slices.json"), size: Size(width: 80, height: 24))
    }

    @Test("navigation: Tab walks what is drawn; a click focuses what it lands on; the chrome is not the app")
    func navigation() throws {
        let store = try store()
        store.send(.key(.tab)) { $0.state.navigation.focus = .control(id: "note") }
        store.send(.key(.tab)) { $0.state.navigation.focus = .control(id: "find") }
        store.send(.key(.backTab)) { $0.state.navigation.focus = .control(id: "note") }
        let find = try #require(store.session.frame.hitRegions.first { $0.element == .control(id: "find") })
        store.send(.click(find.rect.origin)) { $0.state.navigation.focus = .control(id: "find") }
        // The title row: a person focusing the terminal changes nothing.
        store.send(.click(Point(x: 30, y: 0)))
    }

    @Test("the editors: a field bound to nothing shows what is typed and a paste; one bound to a parameter sets it")
    func editors() throws {
        let store = try store()
        store.send(.key(.tab)) { $0.state.navigation.focus = .control(id: "note") }
        store.send(.key(.character("q"))) { $0.state.editors.unboundFieldText["note"] = "q" }
        store.send(.paste("uit")) { $0.state.editors.unboundFieldText["note"] = "quit" }
        store.send(.key(.escape)) { $0.state.navigation.focus = nil }
        store.send(.key(.tab)) { $0.state.navigation.focus = .control(id: "note") }
        store.send(.key(.tab)) { $0.state.navigation.focus = .control(id: "find") }
        let outcome = store.send(.paste("w"))
        #expect(outcome.performed == [.set(parameter: "query", value: .string("w"))])
        #expect(store.session.engine.parameterValue(id: "query") == .string("w"))
    }

    @Test("the app: a press runs the control's effects, and going to another screen starts focus and scrolling over")
    func app() throws {
        let store = try store()
        store.send(.key(.tab)) { $0.state.navigation.focus = .control(id: "note") }
        let outcome = store.send(.press(control: "open")) {
            $0.screen = "detail"
            $0.state.navigation.focus = nil
        }
        #expect(outcome.log.map(\.message).map { String($0.drop { $0 != " " }.dropFirst()) }
            == ["pressed open", "donated opened (1 donation)", "went to screen detail"])
        store.send(.press(control: "back")) { $0.screen = "home" }
    }

    @Test("messages: a caption is set and cleared; what is said goes to the log, not to another slice")
    func messages() throws {
        let store = try store()
        store.send(.caption("Step 1")) { $0.state.messages.caption = "Step 1" }
        store.send(.commandLine("say \"\"")) { $0.state.messages.caption = nil }
        let refused = store.session.send(.press(control: "nowhere"))
        #expect(refused.errors == [SessionError("no control 'nowhere' on screen 'home'")])
    }

    @Test("effects: a relaunch runs after the transaction and starts focus over")
    func effects() throws {
        let store = try store()
        store.send(.key(.tab)) { $0.state.navigation.focus = .control(id: "note") }
        store.send(.relaunch, effects: [.launch(.relaunch)]) { $0.state.navigation.focus = nil }
    }

    @Test("a check on another device looks only: the state is as it was")
    func checkOnAnotherDevice() throws {
        let document = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/phone-and-ipad.json"))
        let store = try SessionStore(document, size: Size(width: 160, height: 40))
        store.send(.width(.watch)) { $0.state.looking.widthPreset = .watch }
        let widths = store.session.deviceBay.widths
        store.send(.commandLine("expect hidden FavoritesTip-iPhone on ipad"))
        #expect(store.session.deviceBay.widths == widths)
    }
}
