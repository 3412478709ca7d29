import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Each part of the session, one action at a time: the whole change it makes and the effects it
/// returns (`SessionStore`), so a part that starts touching another's state fails here.
@Suite("Session parts, action by action")
struct SessionPartsTests {
    @Test("looking: width, locale, text size and glyphs change only how the device is drawn")
    func looking() throws {
        let store = try SessionStore()
        store.send(.width(.phone)) { $0.state.looking.widthPreset = .phone }
        store.send(.key(.character("W"))) { $0.state.looking.widthPreset = .tablet }
        store.send(.locale("fr")) { $0.state.looking.locale = "fr" }
        store.send(.locale(nil)) { $0.state.looking.locale = nil }
        store.send(.textSize(.xxLarge)) { $0.state.looking.textSize = .xxLarge }
        store.send(.key(.character("A"))) { $0.state.looking.usesASCII = true }
        store.send(.resize(Size(width: 80, height: 24))) { $0.size = Size(width: 80, height: 24) }
    }

    @Test("help: ? opens it on the keys, :help on the commands; a key that does not scroll it closes it")
    func help() throws {
        let store = try SessionStore()
        store.send(.key(.character("?"))) { $0.state.panels.showsHelp = true }
        store.send(.key(.character("d"))) { $0.state.panels.showsHelp = false }
        store.send(.help(.commands)) {
            $0.state.panels.showsHelp = true
            $0.state.panels.helpPage = .commands
        }
        store.send(.help(nil)) {
            $0.state.panels.showsHelp = false
            $0.state.panels.helpPage = .keys
        }
    }

    @Test("inspector and panels: each opens at its top; [ and ] scroll it")
    func inspector() throws {
        let store = try SessionStore()
        store.send(.key(.character("i"))) { $0.state.panels.showsInspector = true }
        store.send(.key(.character("]"))) { $0.state.panels.inspectorScroll = 5 }
        store.send(.key(.character("V"))) {
            $0.state.panels.showsVoiceOver = true
            $0.state.panels.inspectorScroll = 0
        }
        store.send(.key(.character("P"))) { $0.state.panels.showsPlacement = true }
        store.send(.inspector(false)) { $0.state.panels.showsInspector = false }
    }

    @Test("the grid: G opens it on the tip shown, its keys move in it, Esc closes it")
    func grid() throws {
        let store = try SessionStore()
        let shown = store.session.frame.placedTips.first { $0.presentation == .popover } ?? store.session.frame.placedTips.first
        let opened = PreviewGrid(over: store.session.document, locales: store.session.document.locales, showing: shown?.tipID, as: store.session.state)
        store.send(.key(.character("G"))) { $0.state.grid = opened }
        var grid = try #require(store.session.state.grid)
        grid.move(rows: 1, columns: 0)
        store.send(.key(.down)) { $0.state.grid = grid }
        store.send(.key(.escape)) { $0.state.grid = nil }
    }

    @Test("the : line: keys edit it, Enter runs it as the script language and keeps it in the history")
    func commandLine() throws {
        let store = try SessionStore()
        store.send(.key(.character(":"))) { $0.state.editors.commandLine = CommandLineEditor("", history: []) }
        var editor = CommandLineEditor("", history: [])
        for character in "width phone" {
            _ = editor.handle(.character(character), completer: { CommandCompleter(ids: ScriptIdentifiers(document: store.session.document)) })
            store.send(.key(.character(character))) { $0.state.editors.commandLine = editor }
        }
        store.send(.key(.enter)) {
            $0.state.editors.commandLine = nil
            $0.state.editors.commandHistory = ["width phone"]
            $0.state.looking.widthPreset = .phone
        }
    }

    @Test("the device: Esc dismisses the popover shown, and the next one waiting is presented")
    func device() throws {
        let store = try SessionStore()
        let before = store.session.presented
        #expect(before["ShowLocationTip"] == .popover)
        store.send(.key(.escape)) {
            $0.presented["ShowLocationTip"] = nil
            $0.presented["ExportTip"] = .popover
        }
        store.send(.key(.tab)) { $0.state.navigation.focus = store.session.frame.focusOrder.first }
    }

    @Test("devices and sync: D acts on the next device, a sync and a relaunch are effects run after the transaction")
    func devicesAndSync() throws {
        let document = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/phone-and-ipad.json"))
        let store = try SessionStore(document, size: Size(width: 160, height: 40))
        #expect(store.session.device.name == "phone")
        store.send(.key(.character("D"))) {
            $0.device = "ipad"
            $0.state.looking.widthPreset = .tablet
            $0.presented = store.session.devices[1].presented
        }
        store.send(.sync, effects: [.sync(asked: true)])
        store.send(.key(.character("R")), effects: [.launch(.relaunch)])
        store.send(.persona("regular"), effects: [.startPersona("regular")])
    }

    @Test("personas: saving one is an effect run after the transaction; p without personas changes nothing and says why")
    func personas() throws {
        let store = try SessionStore()
        let outcome = store.session.send(.savePersona("day-3"))
        #expect(outcome.effects == [.savePersona("day-3")])
        let said = store.send(.key(.character("p")))
        #expect(said.log.last?.message.hasSuffix("this playground has no personas: declare \"personas\" or save one with :save-persona NAME") == true)
    }
}
