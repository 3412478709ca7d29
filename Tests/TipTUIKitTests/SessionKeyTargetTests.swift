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
        #expect(KeyTarget(of: .character("d"), in: session.facts) == .action(.advance(86_400)))
        #expect(KeyTarget(of: .character("W"), in: session.facts) == .action(.width(.watch)))
        #expect(KeyTarget(of: .character("R"), in: session.facts) == .action(.relaunch))
        #expect(KeyTarget(of: .escape, in: session.facts) == .action(.dismiss(tip: "ShowLocationTip")))
        #expect(KeyTarget(of: .character("x"), in: session.facts) == .action(.close(tip: "ShowLocationTip")))
        // The popover that was waiting is the one Esc dismisses next.
        session.send(.key(.escape))
        #expect(KeyTarget(of: .escape, in: session.facts) == .action(.dismiss(tip: "ExportTip")))
    }

    @Test("focus and the `:` line are actions; keys go into the open help or `:` line; Enter there may change the app")
    func chromeKeys() throws {
        let session = try session()
        #expect(KeyTarget(of: .tab, in: session.facts) == .action(.moveFocus(forward: true)))
        #expect(KeyTarget(of: .character(":"), in: session.facts) == .action(.openCommandLine("")))
        session.send(.key(.character(":")))
        #expect(KeyTarget(of: .character("d"), in: session.facts) == .commandLine)
        #expect(session.mayChangeTheApp(.key(.character("d"))) == false)
        #expect(session.mayChangeTheApp(.key(.enter)))
        session.send(.key(.escape))
        session.send(.help(.keys))
        #expect(KeyTarget(of: .character("d"), in: session.facts) == .help)
    }

    @Test("a key with nothing to act on means nothing, and says why when there is something to say")
    func nothingToDo() throws {
        let session = try session()
        session.send(.key(.escape))
        session.send(.press(control: "compass"))
        session.send(.screen("settings"))
        #expect(KeyTarget(of: .character("z"), in: session.facts) == .nothing)
        #expect(KeyTarget(of: .character("7"), in: session.facts) == .action(.unavailable("no tip on screen shows numbered buttons")))
        let outcome = session.send(.key(.character("7")))
        #expect(outcome.performed.isEmpty)
        #expect(outcome.log.last?.message.hasSuffix("no tip on screen shows numbered buttons") == true)
    }

    @Test("a focused text field takes typing as the app's own input; keys it does not take stay shortcuts")
    func typing() throws {
        let session = try session(Self.searchPlayground)
        session.send(.key(.tab))
        #expect(session.state.navigation.focus == .control(id: "search"))
        #expect(KeyTarget(of: .character("d"), in: session.facts) == .action(.typed(parameter: "query", text: "d")))
        #expect(session.mayChangeTheApp(.key(.character("d"))))
        // A leading space is not typed: Space presses, as on any control.
        #expect(KeyTarget(of: .character(" "), in: session.facts) == .action(.press(control: "search")))
        session.send(.key(.character("d")))
        session.send(.key(.character("o")))
        #expect(session.engine.parameterValue(id: "query") == .string("do"))
        #expect(KeyTarget(of: .backspace, in: session.facts) == .action(.typed(parameter: "query", text: "d")))
    }
}
