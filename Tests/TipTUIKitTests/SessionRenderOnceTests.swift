import Foundation
import Testing
import TipCore
import TipPlayground
@testable import TipTUIKit

/// One input, one frame: update, commit presentations, view, as Bubble Tea runs Update then
/// View once per message. Counted for every key binding, a click, a resize, the `:` line and
/// every script command.
@Suite("Session: one render per input")
struct SessionRenderOnceTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    private func newSession(size: Size = Size(width: 100, height: 30)) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(Self.start),
            size: size)
    }

    /// One key of every binding in `KeyBindings.all`, and the keys that edit the `:` line.
    static let keys: [Key] = [
        .tab, .backTab, .up, .down, .left, .right, .enter, .character(" "), .character("1"), .character("x"),
        .escape, .pageDown, .pageUp, .character("m"), .character("h"), .character("d"), .character("w"),
        .character("i"), .character("]"), .character("["), .character("W"), .character("L"), .character("A"),
        .character("G"), .character("T"), .character("R"), .character(":"), .character("?"), .function(1), .character("q"), .control("c"),
    ]

    @Test("every key binding renders exactly one frame", arguments: keys)
    func everyKeyRendersOnce(key: Key) throws {
        let session = try newSession()
        session.send(.key(.tab))  // a focus, so Enter and Space press something
        let before = session.renderCount
        session.send(.key(key))
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
        let before = session.renderCount
        session.send(.key(key))
        #expect(session.renderCount == before + 1)
        session.send(.key(.enter))
        let inOpenCell = session.renderCount
        session.send(.key(key))
        #expect(session.renderCount == inOpenCell + 1, "in an open cell")
    }

    @Test func typingACommandLineRendersOncePerKeystrokeAndOnceForEnter() throws {
        let session = try newSession()
        let keys: [Key] = [.character(":")] + "advance 1h".map(Key.character) + [.enter]
        let before = session.renderCount
        for key in keys { session.send(.key(key)) }
        #expect(session.renderCount == before + keys.count, "14 renders before: one per key now")
        #expect(session.clock.now == Self.start.addingTimeInterval(3_600))
    }

    @Test func aClickAResizeAndATickEachRenderOnce() throws {
        let session = try newSession()
        let compass = try #require(session.frame.rect(of: .control(id: "compass")))
        for action: PlaygroundAction in [.click(compass.origin), .resize(Size(width: 120, height: 40)), .tick] {
            let before = session.renderCount
            session.send(action)
            #expect(session.renderCount == before + 1, "\(action)")
        }
    }

    @Test func anInputThatChangesSeveralPresentationsStillRendersOnce() throws {
        // Pressing the compass ends ShowLocationTip's presentation and begins RotateMapTip's.
        let session = try newSession()
        let before = session.renderCount
        let outcome = session.send(.press(control: "compass"))
        #expect(session.renderCount == before + 1)
        #expect(outcome.log.map(\.message).contains { $0.hasSuffix("ShowLocationTip left the screen (invalidated(actionPerformed))") })
        #expect(outcome.log.last?.message.hasSuffix("RotateMapTip shown as popover, arrow top; display #1") == true)
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

    @Test func everyScriptCommandRendersExactlyOnce() throws {
        let loaded = try LoadedScript.load(text: Self.script, path: "render-once.tipscript")
        var player = try ScriptPlayer(loaded)
        var commands: Set<String> = []
        while true {
            let before = player.session.renderCount
            guard let outcome = player.step() else { break }
            #expect(player.session.renderCount == before + 1, "\(outcome.line.text)")
            commands.insert(outcome.line.command.name)
        }
        #expect(commands.count == 24, "every command that acts was run: \(commands.sorted())")
    }
}

extension Key: CustomTestStringConvertible {
    public var testDescription: String { name }
}
