import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// A key is resolved once into what it means; the meaning says both what happens and whether
/// the key acts on the app (and so opens a write transaction).
@Suite("Session: what a key means")
struct SessionKeyMeaningTests {
    static let searchPlayground = """
        { "title": "Search",
          "parameters": [ { "id": "query", "type": "string", "default": "" } ],
          "tips": [ { "id": "SearchTip", "title": "Search by name" } ],
          "screens": [ { "id": "main", "title": "Main",
            "controls": [ { "id": "search", "kind": "textField", "label": "Search", "parameter": "query" } ],
            "tips": [ { "tip": "SearchTip", "inline": { "after": "search" } } ] } ] }
        """

    private func session(_ json: String = DefaultPlayground.json) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: try PlaygroundLoader.parse(json, fileName: "keys.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(), size: Size(width: 80, height: 24))
    }

    @Test("shortcuts mean actions of the vocabulary, resolved against what is on screen")
    func shortcutsAreActions() throws {
        let session = try session()
        #expect(session.meaning(of: .character("d")) == .action(.advance(86_400)))
        #expect(session.meaning(of: .character("W")) == .action(.width(.watch)))
        #expect(session.meaning(of: .character("R")) == .action(.relaunch))
        #expect(session.meaning(of: .escape) == .action(.dismiss(tip: "ShowLocationTip")))
        #expect(session.meaning(of: .character("x")) == .action(.close(tip: "ShowLocationTip")))
        // The popover that was waiting is the one Esc dismisses next.
        session.send(.key(.escape))
        #expect(session.meaning(of: .escape) == .action(.dismiss(tip: "ExportTip")))
    }

    @Test("focus, the help and the `:` line are the chrome's; Enter on the `:` line may change the app")
    func chromeKeys() throws {
        let session = try session()
        #expect(session.meaning(of: .tab) == .chrome(.moveFocus(forward: true)))
        #expect(session.meaning(of: .character(":")) == .chrome(.openCommandLine(text: "")))
        session.send(.key(.character(":")))
        #expect(session.meaning(of: .character("d")) == .chrome(.editCommandLine(.character("d"))))
        #expect(session.meaning(of: .character("d")).changesTheApp(whenSent: session.mayChangeTheApp) == false)
        #expect(session.meaning(of: .enter).changesTheApp(whenSent: session.mayChangeTheApp))
        session.send(.key(.escape))
        session.send(.help(.keys))
        #expect(session.meaning(of: .character("d")) == .chrome(.helpKey(.character("d"))))
    }

    @Test("a key with nothing to act on means nothing, and says why when there is something to say")
    func nothingToDo() throws {
        let session = try session()
        session.send(.key(.escape))
        session.send(.press(control: "compass"))
        session.send(.screen("settings"))
        #expect(session.meaning(of: .character("z")) == .nothing(warning: nil))
        #expect(session.meaning(of: .character("7")) == .nothing(warning: "no tip on screen shows numbered buttons"))
        let outcome = session.send(.key(.character("7")))
        #expect(outcome.performed.isEmpty)
        #expect(outcome.log.last?.message.hasSuffix("no tip on screen shows numbered buttons") == true)
    }

    @Test("a focused text field takes typing as the app's own input; keys it does not take stay shortcuts")
    func typing() throws {
        let session = try session(Self.searchPlayground)
        session.send(.key(.tab))
        #expect(session.state.focus == .control(id: "search"))
        #expect(session.meaning(of: .character("d")) == .typing(parameter: "query", text: "d"))
        #expect(session.meaning(of: .character("d")).changesTheApp(whenSent: session.mayChangeTheApp))
        // A leading space is not typed: Space presses, as on any control.
        #expect(session.meaning(of: .character(" ")) == .action(.press(control: "search")))
        session.send(.key(.character("d")))
        session.send(.key(.character("o")))
        #expect(session.engine.parameterValue(id: "query") == .string("do"))
        #expect(session.meaning(of: .backspace) == .typing(parameter: "query", text: "d"))
    }
}
