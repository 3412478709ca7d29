import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Text on the playground's screen is never cut off without a way to read it: the hint bar, the
/// help, the message line and the inspector's log, at 80x24 and at the smallest size, 40x12.
@Suite struct SessionScreenTextTests {
    private func session(_ width: Int, _ height: Int) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: width, height: height))
    }

    private func rows(_ session: PlaygroundSession) -> [String] { session.frame.buffer.rowTexts }

    @Test func colonHelpListsTheCommandsOfTheColonLineWhereQuestionMarkListsTheKeys() throws {
        let live = try session(80, 24)
        live.send(.key(.character(":")))
        for character in "help" { live.send(.key(.character(character))) }
        live.send(.key(.enter))
        #expect(live.state.panels.showsHelp && live.state.panels.helpPage == .commands)
        var screen = rows(live)
        #expect(screen.contains { $0.contains("Commands after :") })
        #expect(screen.contains { $0.contains("press CONTROL_ID") })
        for _ in 0..<(HelpOverlay.scrollLimit(for: live.size, page: .commands) + 1) { live.send(.key(.down)) }
        screen = rows(live)
        #expect(screen.contains { $0.contains("q  (quit)") }, "the last command can be read")
        live.send(.key(.character("z")))
        live.send(.key(.character("?")))
        #expect(live.state.panels.helpPage == .keys)
        #expect(rows(live).contains { $0.contains("Shortcuts") })
    }

    @Test func keysDoNothingBehindTheTooSmallMessageButQuit() throws {
        let session = try session(30, 8)
        let before = session.state
        let clockBefore = session.clock.now
        for key: Key in [.character("i"), .character("V"), .character("G"), .character("?"), .character(":"), .character("d"), .tab] {
            session.send(.key(key))
        }
        session.send(.click(Point(x: 3, y: 3)))
        #expect(session.state == before, "nothing opened, moved or scrolled while nothing could be seen")
        #expect(session.clock.now == clockBefore)
        #expect(rows(session).contains { $0.contains("Terminal too small") })
        #expect(session.send(.key(.character("q"))).quits)
    }

    @Test(arguments: [40, 60, 80, 100, 200])
    func theHintBarShowsWholeHintsThatFitAndAlwaysHelp(width: Int) throws {
        let session = try session(width, 24)
        let numbered = session.frame.numberedTipID.flatMap { session.document.tip(id: $0) }
        let bar = HelpLine.hintBar(width: width - 1, numbersActions: numbered.map { !$0.actions.isEmpty } ?? false)
        #expect(bar.terminalWidth <= width - 1)
        #expect(bar.contains("? help") && bar.contains("q quit"))
        let shown = try #require(rows(session).last)
        #expect(shown.hasPrefix(" " + bar))
        #expect(!shown.contains("…"))
    }

    @Test func theHintBarKeepsTheTablesOrderAndDropsTheLeastNeededHints() {
        #expect(HelpLine.hintBar(width: 39) == "Tab focus  Enter press  ? help  q quit")
        #expect(HelpLine.hintBar(width: 79) == "Tab focus  Enter press  x close  m/h/d/w clock  i inspect  ? help  q quit")
        #expect(HelpLine.hintBar(width: 6) == "? help")
        #expect(HelpLine.hintBar(width: 0) == "")
    }

    @Test func theTextFieldsHintBarKeepsTheFirstHintsThatFitInTheirOrder() {
        #expect(HelpLine.textFieldHintBar(width: 63) == "typing into the field  Esc leave  Tab next  Enter press  ? help")
        #expect(HelpLine.textFieldHintBar(width: 62) == "typing into the field  Esc leave  Tab next  Enter press")
        #expect(HelpLine.textFieldHintBar(width: 30) == "typing into the field  ? help", "a later, narrower hint takes what is left")
        #expect(HelpLine.textFieldHintBar(width: 10) == "Esc leave")
        #expect(HelpLine.textFieldHintBar(width: 0) == "")
    }

    @Test func everyHintBelongsToAShortcutInTheHelp() {
        let help = HelpOverlay.lines(width: 72).joined(separator: "\n")
        for binding in HelpLine.all {
            #expect(help.contains(binding.keys), "\(binding.keys) is missing from the help")
        }
    }

    @Test(arguments: [(40, 12), (80, 24)])
    func theHelpFitsTheScreenAndScrollsToItsLastLine(width: Int, height: Int) throws {
        let small = try session(width, height)
        small.send(.key(.character("?")))
        var screen = rows(small)
        #expect(screen.contains { $0.contains("Shortcuts") })
        let box = HelpOverlay.box(in: small.frame.buffer.bounds)
        #expect(small.frame.buffer.bounds.contains(box))
        let limit = HelpOverlay.scrollLimit(for: small.size)
        if width == 40 { #expect(limit > 0, "the help is taller than 12 rows") }
        if width == 80 {
            #expect(limit == 0, "80x24 shows every shortcut without scrolling")
            #expect(screen.contains { $0.contains("q / Ctrl-C") }, "the last shortcut can be read")
            small.send(.key(.down))
            #expect(!small.state.panels.showsHelp, "a help that fits says any key closes it, and Down does")
            return
        }
        for _ in 0..<(limit + 5) { small.send(.key(.down)) }
        #expect(small.state.panels.helpScroll == limit, "scrolling stops at the last line")
        screen = rows(small)
        #expect(screen.contains { $0.contains("q / Ctrl-C") }, "the last shortcut can be read")
        small.send(.key(.up))
        #expect(small.state.panels.helpScroll == max(0, limit - 1))
        small.send(.key(.character("z")))
        #expect(!small.state.panels.showsHelp)
        #expect(small.state.panels.helpScroll == 0)
    }

    @Test func theHelpWrapsEachDescriptionInsideItsBoxAt40Columns() throws {
        let lines = HelpOverlay.lines(width: 36)
        #expect(lines.allSatisfy { $0.terminalWidth <= 36 })
        #expect(lines.contains("  command line: script commands,"))
        #expect(lines.contains("  :edit, :help, :q"))
    }

    @Test func aMessageTooLongForTheLineSaysTheLogHasItWhole() throws {
        let small = try session(40, 12)
        small.send(.commandLine("donate didVisitBigCottonwoodCanyon"))
        let message = rows(small)[10]
        #expect(message.hasSuffix("… (i: log) "))
        small.send(.key(.character("i")))
        #expect(!rows(small)[10].contains("(i: log)"), "with the log in view the pointer goes")
    }

    @Test func theInspectorLogShowsEachMessageWholeWrapped() throws {
        let wide = try session(120, 60)
        wide.send(.commandLine("donate didVisitBigCottonwoodCanyon"))
        let message = try #require(wide.state.messages.log.last?.message)
        wide.send(.key(.character("i")))
        let log = try #require(InspectorContent(session: wide).lines.last)
        #expect(log.text == message)
        // Scroll to the end: the newest entry is the last line of the inspector.
        for _ in 0..<40 { wide.send(.key(.character("]"))) }
        let words = message.split(separator: " ").map(String.init)
        let panel = rows(wide).map { String($0.suffix(46)) }.joined(separator: " ")
        #expect(words.allSatisfy { panel.contains($0) }, "every word of the message is on screen")
    }

    @Test func aWrappedInspectorLineLosesNoCharacterToItsHangingIndent() {
        let message = "20:16:06 unknown event 'didVisitBigCottonwoodCanyn'; did you mean 'didVisitBigCottonwoodCanyon'?"
        var buffer = CellBuffer(size: Size(width: 40, height: 8))
        let panel = InspectorPanel(lines: [InspectorLine(message, .item)], focus: nil, glyphs: .unicode, cache: RenderCache(), scroll: 0)
        _ = panel.render(in: buffer.bounds, into: &buffer)
        let shown = buffer.rowTexts.map { $0.dropFirst(2).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(shown.count > 1, "the line is wrapped")
        #expect(shown.joined(separator: " ") == message)
    }

    @Test func reloadProblemsAreAllLoggedWholeOnceAndTheFirstIsOnTheMessageLine() throws {
        let live = try session(80, 24)
        let problems = [
            SourceDiagnostic(file: "p.json", line: 3, column: 5, message: "tip 'T' is missing 'title' (expected a string)"),
            SourceDiagnostic(file: "p.json", line: 9, column: 12, message: "unknown key 'tittle' in tip 'U'; did you mean 'title'?"),
        ]
        live.send(.reloadFailed(problems: problems))
        live.send(.reloadFailed(problems: problems))
        let logged = live.state.messages.log.map(\.message).filter { $0.contains("p.json") }
        #expect(logged.count == 2)
        #expect(logged[0].hasSuffix(problems[0].description) && logged[1].hasSuffix(problems[1].description))
        #expect(rows(live)[22].hasPrefix(" p.json:3:5: tip 'T' is missing 'title' (expected a string) (and 1 mo"),
                "where and what come first, so they fit")
        #expect(rows(live)[22].hasSuffix("… (i: log) "))
    }

    @Test("a reload's error names the file and when the reload was tried; trying again updates the time")
    func reloadProblemsSayTheFileAndTheTime() throws {
        let live = try session(160, 24)
        let problems = [SourceDiagnostic(file: "notes.json", line: 3, column: 5, message: "expected ','")]
        live.send(.reloadFailed(problems: problems))
        #expect(rows(live)[22].hasPrefix(
            " notes.json:3:5: expected ',' (reload at 09:00:00 failed: the last good version is shown)"), "\(rows(live)[22])")
        live.send(.advance(60))
        live.send(.reloadFailed(problems: problems))
        #expect(rows(live)[22].contains("(reload at 09:01:00 failed"))
        #expect(live.state.messages.log.filter { $0.message.contains("expected ','") }.count == 1, "the same problems are logged once")
    }

    @Test func theWheelScrollsTheInspectorUnderThePointerAndTheFlowElsewhere() throws {
        let short = try session(90, 14)
        short.send(.key(.escape))
        short.send(.key(.character("i")))
        let inspector = try #require(short.frame.inspectorArea)
        short.send(.wheel(inspector.center, down: true))
        #expect(short.state.panels.inspectorScroll == 3)
        short.send(.wheel(inspector.center, down: false))
        #expect(short.state.panels.inspectorScroll == 0)
        #expect(short.frame.flow.first == 0 && short.frame.flow.hasMoreBelow)
        short.send(.wheel(Point(x: 2, y: 6), down: true))
        #expect(short.frame.flow.first > 0, "the wheel over the screen pages it like PgDn")
    }

    @Test func theWheelScrollsTheHelpWhileItIsOpen() throws {
        let small = try session(40, 12)
        small.send(.key(.character("?")))
        small.send(.wheel(Point(x: 20, y: 6), down: true))
        #expect(small.state.panels.showsHelp)
        #expect(small.state.panels.helpScroll == 3)
    }
}

/// The binding table and the key handling agree: a key the table does not list does nothing.
@Suite struct KeyBindingsTableTests {
    static let unlistedKeys: [Key] = {
        let listed = Set(ActionSpelling.boundKeys)
        let printable = (0x21...0x7E).map { Key.character(Character(Unicode.Scalar($0)!)) }
        let named: [Key] = [.home, .end, .delete, .backspace] + (2...12).map(Key.function)
            + "abdefghijkmnopqrstuvwxyz".map(Key.control)
        return (printable + named).filter { !listed.contains($0) }
    }()

    @Test func theTableListsEveryShortcutItsHelpNames() {
        #expect(Self.unlistedKeys.contains(.character("b")))
        #expect(!Self.unlistedKeys.contains(.character("x")))
        #expect(!Self.unlistedKeys.contains(.function(1)))
    }

    @Test(arguments: unlistedKeys)
    func aKeyTheTableDoesNotListDoesNothing(key: Key) throws {
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 100, height: 30))
        let state = session.state
        let frame = session.frame
        #expect(session.send(.key(key)) == PlaygroundSession.Outcome())
        #expect(session.state == state, "\(key.name) changed the state")
        #expect(session.frame == frame, "\(key.name) changed the screen")
    }
}
