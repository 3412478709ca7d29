import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The `:` command line in a session: what it runs, remembers and refuses.
@Suite struct SessionCommandLineTests {
    let session: PlaygroundSession

    init() throws {
        session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 100, height: 30))
    }

    @discardableResult
    private func run(_ line: String) -> PlaygroundSession.Outcome {
        session.send(.key(.character(":")))
        for character in line { session.send(.key(.character(character))) }
        return session.send(.key(.enter))
    }

    @Test func colonQQuits() {
        #expect(run("q").quits)
    }

    @Test func colonHelpOpensTheHelp() {
        #expect(!run("help").quits)
        #expect(session.state.panels.showsHelp)
        #expect(session.state.messages.log.allSatisfy { $0.kind != .error })
    }

    @Test func theHistoryOutlivesTheLineAndUpBringsBackTheLastCommand() {
        _ = run("advance 1m")
        session.send(.key(.character(":")))
        session.send(.key(.up))
        #expect(session.state.editors.commandLine?.text == "advance 1m")
        session.send(.key(.enter))
        #expect(session.state.messages.log.last?.message.hasSuffix("clock advanced by 1m") == true)
        #expect(session.state.editors.commandHistory == ["advance 1m"])
    }

    @Test func anUnknownIdIsRefusedWithTheValidatorsSuggestion() {
        _ = run("donate didVisitBigCottonwoodCanyn")
        #expect(session.state.messages.log.last?.kind == .error)
        #expect(session.state.messages.log.last?.message
            == "09:00:00 unknown event 'didVisitBigCottonwoodCanyn'; did you mean 'didVisitBigCottonwoodCanyon'?")
    }

    @Test func aHugeUnknownCommandWordIsQuotedShortInTheLog() {
        let word = String(repeating: "z", count: 1_000_000)
        session.send(.commandLine(word))
        let message = try? #require(session.state.messages.log.last?.message)
        #expect(message?.hasPrefix("09:00:00 unknown command '" + String(repeating: "z", count: 40) + "…'; commands are playground,") == true)
        #expect((message?.count ?? .max) < 420)
    }

    @Test func aLongPastedLineIsEditedAndDrawnWhole() {
        session.send(.key(.character(":")))
        let text = "say \"" + String(repeating: "x", count: 300) + "\""
        for character in text { session.send(.key(.character(character))) }
        #expect(session.state.editors.commandLine?.text == text)
        let bottom = session.frame.buffer.rowTexts.last ?? ""
        #expect(bottom.hasSuffix("xxx\" "), "the end of the line and the cursor after it are on screen")
    }

    @Test func advancingFurtherThanTheClockCanCountIsRefusedWithItsColumn() {
        _ = run("advance 99999999999w")
        #expect(session.state.messages.log.last?.message == "09:00:00 advance needs a duration of at most 1000 years, got '99999999999w'")
    }

    @Test func theSessionSurvivesTheClockMovedByMillionsOfYears() throws {
        session.send(.advance(99_999_999_999 * 604_800))
        #expect(session.frame.placedTips.isEmpty == false)
        #expect(session.state.messages.log.contains { $0.message.contains("clock advanced by ") })
    }
}
