import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// `send(_:)` is the one way in, and its outcome says what happened as values.
@Suite("Session: actions and outcomes")
struct SessionActionTests {
    let session: PlaygroundSession

    init() throws {
        session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 100, height: 30))
    }

    @Test func aKeyAndAClickResolveToTheActionsTheyMean() throws {
        #expect(session.send(.key(.character("d"))).performed == [.advance(86_400)])
        let compass = try #require(session.frame.rect(of: .control(id: "compass")))
        #expect(session.send(.click(compass.origin)).performed == [.press(control: "compass")])
    }

    @Test func theWheelOverTheScreenIsAPageOfTheFlowAndOverTheInspectorOnlyScrollsIt() throws {
        #expect(session.send(.wheel(Point(x: 5, y: 8), down: true)).performed == [.scrollFlow(down: true)])
        session.send(.inspector(true))
        let inspector = try #require(session.frame.inspectorArea)
        #expect(session.send(.wheel(inspector.center, down: true)).performed == [])
        #expect(session.state.panels.inspectorScroll == 3)
    }

    @Test func theCommandLineWordsQuitAndHelpAreOutcomesToo() {
        #expect(session.send(.commandLine("q")).quits)
        let help = session.send(.commandLine("help"))
        #expect(help.performed == [.commandLine("help"), .help(.commands)])
        #expect(!help.quits && session.state.panels.showsHelp)
    }

    @Test func aRefusalIsAnErrorInTheOutcomeAndInTheLog() {
        // `butlerFork` is a control of the playground, but of another screen.
        let outcome = session.send(.commandLine("press butlerFork"))
        #expect(outcome.performed == [.commandLine("press butlerFork"), .press(control: "butlerFork")])
        #expect(outcome.errors == [SessionError("no control 'butlerFork' on screen 'map'")])
        #expect(session.state.messages.log.last?.kind == .error)
    }

    @Test func theOutcomeCarriesThePresentationsTheInputCaused() {
        let outcome = session.send(.screen("trails"))
        let messages = outcome.log.map { $0.message.split(separator: " ", maxSplits: 1).last.map(String.init) ?? "" }
        #expect(messages == ["ShowLocationTip left the screen (available)", "went to screen trails"])
    }

    @Test func scriptKeywordsAreTheEnginesOwnValues() throws {
        let script = try ScriptParser.parse("frequency weekly\ninvalidate ExportTip tipClosed\nwidth phone\n", file: "t").get()
        #expect(script.lines.map(\.step) == [
            .step(.frequency(.weekly)), .step(.invalidate(tip: "ExportTip", reason: .tipClosed)), .step(.width(.phone)),
        ])
    }

    @Test func anUnknownFrequencyIsAnErrorThatListsTheRealOnes() {
        guard case .failure(let errors) = ScriptParser.parse("frequency fortnightly\n", file: "t") else {
            Issue.record("parsed")
            return
        }
        #expect(errors.errors.first?.message.contains("one of immediate, hourly, daily, weekly or monthly") == true)
    }
}
