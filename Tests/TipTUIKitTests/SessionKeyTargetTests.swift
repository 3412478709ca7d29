import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// A key is resolved once into where it goes: into what is open, or to the action its entry of
/// the spelling table means now; that says both what happens and whether the key acts on the app
/// (and so opens a write transaction).
@Suite("Session: what a key means")
struct SessionKeyTargetTests {
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
        #expect(session.target(of: .character("d")) == .action(.advance(86_400)))
        #expect(session.target(of: .character("W")) == .action(.width(.watch)))
        #expect(session.target(of: .character("R")) == .action(.relaunch))
        #expect(session.target(of: .escape) == .action(.dismiss(tip: "ShowLocationTip")))
        #expect(session.target(of: .character("x")) == .action(.close(tip: "ShowLocationTip")))
        // The popover that was waiting is the one Esc dismisses next.
        session.send(.key(.escape))
        #expect(session.target(of: .escape) == .action(.dismiss(tip: "ExportTip")))
    }

    @Test("focus and the `:` line are actions; keys go into the open help or `:` line; Enter there may change the app")
    func chromeKeys() throws {
        let session = try session()
        #expect(session.target(of: .tab) == .action(.moveFocus(forward: true)))
        #expect(session.target(of: .character(":")) == .action(.openCommandLine("")))
        session.send(.key(.character(":")))
        #expect(session.target(of: .character("d")) == .commandLine)
        #expect(session.mayChangeTheApp(.key(.character("d"))) == false)
        #expect(session.mayChangeTheApp(.key(.enter)))
        session.send(.key(.escape))
        session.send(.help(.keys))
        #expect(session.target(of: .character("d")) == .help)
    }

    @Test("a key with nothing to act on means nothing, and says why when there is something to say")
    func nothingToDo() throws {
        let session = try session()
        session.send(.key(.escape))
        session.send(.press(control: "compass"))
        session.send(.screen("settings"))
        #expect(session.target(of: .character("z")) == .nothing)
        #expect(session.target(of: .character("7")) == .action(.unavailable("no tip on screen shows numbered buttons")))
        let outcome = session.send(.key(.character("7")))
        #expect(outcome.performed.isEmpty)
        #expect(outcome.log.last?.message.hasSuffix("no tip on screen shows numbered buttons") == true)
    }

    @Test("a focused text field takes typing as the app's own input; keys it does not take stay shortcuts")
    func typing() throws {
        let session = try session(Self.searchPlayground)
        session.send(.key(.tab))
        #expect(session.state.focus == .control(id: "search"))
        #expect(session.target(of: .character("d")) == .action(.typed(parameter: "query", text: "d")))
        #expect(session.mayChangeTheApp(.key(.character("d"))))
        // A leading space is not typed: Space presses, as on any control.
        #expect(session.target(of: .character(" ")) == .action(.press(control: "search")))
        session.send(.key(.character("d")))
        session.send(.key(.character("o")))
        #expect(session.engine.parameterValue(id: "query") == .string("do"))
        #expect(session.target(of: .backspace) == .action(.typed(parameter: "query", text: "d")))
    }
}
