import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// One input, at most one frame: update, the device settles, and the frame is composed once when
/// it is read, as Bubble Tea runs Update then View once per message. Counted for every key
/// binding, a click, a resize, the `:` line and every script command; an input whose frame is
/// never read composes none, so a headless run draws only when a check reads the screen.
@Suite("Session: one render per input")
struct SessionRenderOnceTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    private func newSession(size: Size = Size(width: 100, height: 30)) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(Self.start),
            size: size)
    }

    /// Every key of `ActionSpelling.all`, so a binding added to the table is counted too.
    static let keys: [Key] = ActionSpelling.boundKeys

    @Test("every key binding renders exactly one frame", arguments: keys)
    func everyKeyRendersOnce(key: Key) throws {
        let session = try newSession()
        session.send(.key(.tab))  // a focus, so Enter and Space press something
        _ = session.frame  // what the input before left is composed now
        let before = session.renderCount
        session.send(.key(key))
        _ = session.frame
        #expect(session.renderCount == before + 1)
    }

    /// Every key the open grid answers to, and one it ignores.
    static let gridKeys: [Key] = [
        .up, .down, .left, .right, .pageUp, .pageDown, .tab, .backTab, .character("]"), .character("["),
        .enter, .escape, .character("G"), .character("d"),
    ]

    @Test("every key in the open grid renders exactly one frame", arguments: gridKeys)
    func everyGridKeyRendersOnce(key: Key) throws {
        let session = try newSession()
        session.send(.key(.character("G")))
        _ = session.frame  // what the input before left is composed now
        let before = session.renderCount
        session.send(.key(key))
        _ = session.frame
        #expect(session.renderCount == before + 1)
        session.send(.key(.enter))
        _ = session.frame
        let inOpenCell = session.renderCount
        session.send(.key(key))
        _ = session.frame
        #expect(session.renderCount == inOpenCell + 1, "in an open cell")
    }

    @Test func typingACommandLineRendersOncePerKeystrokeAndOnceForEnter() throws {
        let session = try newSession()
        let keys: [Key] = [.character(":")] + "advance 1h".map(Key.character) + [.enter]
        _ = session.frame  // what the input before left is composed now
        let before = session.renderCount
        for key in keys {
            session.send(.key(key))
            _ = session.frame
        }
        #expect(session.renderCount == before + keys.count, "one per key, each read")
        #expect(session.clock.now == Self.start.addingTimeInterval(3_600))
    }

    /// The keys of the `:` line's editor: moving, deleting, Tab completion, history, Esc.
    static let commandLineKeys: [Key] = [
        .left, .right, .home, .end, .control("a"), .control("e"), .backspace, .delete, .control("u"),
        .control("k"), .tab, .up, .down, .escape, .enter, .character("x"),
    ]

    @Test("every key of the : line's editor renders exactly one frame", arguments: commandLineKeys)
    func everyCommandLineKeyRendersOnce(key: Key) throws {
        let session = try newSession()
        session.send(.commandLine("advance 1m"))  // a line in the history for Up and Down
        session.send(.key(.character(":")))
        for character in "donate didVisit" { session.send(.key(.character(character))) }
        _ = session.frame  // what the input before left is composed now
        let before = session.renderCount
        session.send(.key(key))
        _ = session.frame
        #expect(session.renderCount == before + 1)
    }

    @Test func tabCompletionAndHistoryRenderOncePerKeystroke() throws {
        let session = try newSession()
        let keys: [Key] = [.character(":"), .character("d"), .character("o"), .character("n"), .tab, .enter]
            + [.character(":"), .up, .up, .down, .escape]
        for key in keys {
            _ = session.frame  // what the input before left is composed now
            let before = session.renderCount
            session.send(.key(key))
            _ = session.frame
            #expect(session.renderCount == before + 1, "\(key.name)")
        }
    }

    @Test func theHelpsScrollKeysAndQuitWordsRenderOnce() throws {
        let session = try newSession(size: Size(width: 40, height: 12))
        for action: PlaygroundAction in [
            .key(.character("?")), .key(.down), .key(.pageDown), .key(.end), .key(.home), .key(.up),
            .wheel(Point(x: 20, y: 6), down: true), .key(.character("z")), .commandLine("help"), .commandLine("q"),
        ] {
            _ = session.frame  // what the input before left is composed now
            let before = session.renderCount
            session.send(action)
            _ = session.frame
            #expect(session.renderCount == before + 1, "\(action)")
        }
    }

    @Test func theWheelRendersOnceOverTheFlowTheInspectorAndTheHelp() throws {
        let session = try newSession(size: Size(width: 90, height: 14))
        session.send(.inspector(true))
        let inspector = try #require(session.frame.inspectorArea)
        for point in [Point(x: 2, y: 6), inspector.center] {
            for showsHelp in [false, true] {
                session.send(.help(showsHelp ? .keys : nil))
                _ = session.frame  // what the input before left is composed now
                let before = session.renderCount
                session.send(.wheel(point, down: true))
                _ = session.frame
                #expect(session.renderCount == before + 1, "\(point), help \(showsHelp)")
            }
        }
    }

    @Test func aClickAResizeAndATickEachRenderOnce() throws {
        let session = try newSession()
        let compass = try #require(session.frame.rect(of: .control(id: "compass")))
        for action: PlaygroundAction in [.click(compass.origin), .resize(Size(width: 120, height: 40)), .tick(Self.start)] {
            _ = session.frame  // what the input before left is composed now
            let before = session.renderCount
            session.send(action)
            _ = session.frame
            #expect(session.renderCount == before + 1, "\(action)")
        }
    }

    @Test func anInputThatChangesSeveralPresentationsStillRendersOnce() throws {
        // Pressing the compass ends ShowLocationTip's presentation and begins RotateMapTip's.
        let session = try newSession()
        _ = session.frame  // what the input before left is composed now
        let before = session.renderCount
        let outcome = session.send(.press(control: "compass"))
        _ = session.frame
        #expect(session.renderCount == before + 1)
        #expect(outcome.log.map(\.message).contains { $0.hasSuffix("ShowLocationTip left the screen (invalidated(actionPerformed))") })
        #expect(outcome.log.last?.message.hasSuffix("RotateMapTip presented as popover; display #1") == true)
    }

    /// A script with every command that acts; each line is one input, so one frame.
    static let script = """
        press compass
        size 100x30
        clock 2026-01-07T09:00:00Z
        advance 1h
        frequency daily
        override show-all
        locale fr
        width phone
        text-size AX3
        ascii on
        inspector on
        screen trails
        donate didVisitBigCottonwoodCanyon 2
        set isProMode true
        key Tab
        type "a"
        action ButlerForkTip goThere
        dismiss ExportTip
        close ExportTip
        invalidate RotateMapTip tipClosed
        reset-eligibility RotateMapTip
        say "caption"
        relaunch
        reset
        width full
        text-size large
        inspector off
        ascii off
        override none
        locale base
        """

    @Test func inputsWhoseFrameIsNeverReadComposeNone() throws {
        let session = try newSession()
        _ = session.frame
        let before = session.renderCount
        for action: PlaygroundAction in [.advance(60), .width(.phone), .locale("fr"), .inspector(true), .resize(Size(width: 60, height: 20))] {
            session.send(action)
        }
        #expect(session.renderCount == before, "nothing read the screen")
        #expect(session.frame.buffer.rowTexts.joined().contains("phone"), "reading it composes the current state")
        #expect(session.renderCount == before + 1)
    }

    @Test func everyScriptCommandRendersExactlyOnce() throws {
        let loaded = try LoadedScript.load(text: Self.script, path: "render-once.tipscript")
        var player = try ScriptPlayer(loaded)
        var commands: Set<String> = []
        while true {
            _ = player.session.frame
            let before = player.session.renderCount
            guard let outcome = player.step() else { break }
            _ = player.session.frame
            #expect(player.session.renderCount == before + 1, "\(outcome.line.text)")
            commands.insert(outcome.line.step.name)
        }
        #expect(commands.count == 24, "every command that acts was run: \(commands.sorted())")
    }
}

extension Key: CustomTestStringConvertible {
    public var testDescription: String { name }
}
