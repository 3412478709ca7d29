import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// One vocabulary: every action has exactly one entry in `ActionSpelling.all`, and every key,
/// script word and `:` command resolves through that table to the action it spells.
@Suite("The action spelling table")
struct ActionSpellingTableTests {
    /// One action of every case, so a case added without an entry fails here.
    static let oneOfEach: [PlaygroundAction] = [
        .key(.tab), .keys([.tab, .enter]), .type("hi"), .click(Point(x: 1, y: 1)), .wheel(Point(x: 1, y: 1), down: true),
        .sidewaysWheel(Point(x: 1, y: 1), right: true), .pan(.down), .resize(Size(width: 80, height: 24)), .paste("x"), .commandLine("sync"), .tick(Date()),
        .reload(DefaultPlayground.document()), .reloadFailed(problems: []),
        .press(control: "compass"), .action(tip: "T", action: "a"), .close(tip: "T"), .dismiss(tip: "T"), .screen("s"),
        .scrollFlow(down: true), .donate(event: "e", count: 1), .set(parameter: "p", value: .bool(true)),
        .invalidate(tip: "T", reason: .tipClosed), .resetEligibility(tip: "T"), .advance(60), .clock(Date(timeIntervalSince1970: 0)),
        .realTime(recorded: nil), .realTime(recorded: Date(timeIntervalSince1970: 0)), .relaunch, .reset, .restart, .sync, .persona("p"), .persona(nil), .network(device: "d", online: true),
        .network(device: "d", online: false), .frequency(.daily), .override(nil), .device("d"), .savePersona("p"),
        .locale("fr"), .locale(nil), .width(.phone), .textSize(.large), .grid(true), .ascii(true), .inspector(true),
        .voiceOver(true), .placementOverlay(true), .variant(tip: "T", name: nil), .help(.keys), .caption("c"),
        .moveFocus(forward: true), .scrollInspector(lines: 5), .openCommandLine(""), .editCopy(tip: "T", piece: nil, variant: nil),
        .undoCopyEdit, .typed(parameter: "p", text: "t"), .unavailable("why"), .quit,
    ]

    @Test("every action has exactly one entry", arguments: oneOfEach)
    func everyActionHasOneEntry(action: PlaygroundAction) {
        let entries = ActionSpelling.all.filter { $0.matches(action) }.map(\.word)
        #expect(entries.count == 1, "\(action) is spelled by \(entries)")
    }

    @Test func wordsAndKeysAreEachSpelledOnce() {
        let words = ActionSpelling.all.filter { $0.place != .nowhere }.flatMap { [$0.word] + $0.aliases }
        #expect(Set(words).count == words.count, "a word names two entries")
        let keys = ActionSpelling.boundKeys
        #expect(Set(keys).count == keys.count, "a key is bound twice")
    }

    @Test("every script word parses through its entry to an action that entry spells")
    func everyScriptWordResolvesThroughItsEntry() {
        for entry in ActionSpelling.all where entry.isScripted {
            #expect(entry.parse != nil, "\(entry.word) has no parse")
            #expect(ScriptParser.syntax(for: entry.word, in: .script) != nil, "\(entry.word) is not read by scripts")
        }
        for entry in ActionSpelling.all where entry.place == .commandLineOnly {
            #expect(ScriptParser.syntax(for: entry.word, in: .script) == nil, "\(entry.word) is the : line's only")
            #expect(ScriptParser.syntax(for: entry.word, in: .commandLine) != nil, "\(entry.word) is not read by the : line")
        }
        #expect(ScriptParser.commandNames == ["playground"] + ActionSpelling.scriptWords + ["expect", "say", "pause", "launch"])
    }

    @Test("every : command is its entry's action", arguments: [
        ("q", PlaygroundAction.quit), ("quit", .quit), ("help", .help(.commands)), ("undo", .undoCopyEdit),
        ("edit ExportTip message", .editCopy(tip: "ExportTip", piece: .message, variant: nil)),
        ("locale base", .locale(nil)), ("advance 1h", .advance(3_600)), ("size 80x24", .resize(Size(width: 80, height: 24))),
    ])
    func commandLineWords(text: String, action: PlaygroundAction) {
        let script = ScriptParser.parsePartially(text, file: ":", source: .commandLine)
        #expect(script.errors.isEmpty, "\(script.errors)")
        #expect(script.script.lines.first?.step == .step(action))
        #expect(ActionSpelling.spelling(of: action)?.matches(action) == true)
    }

    /// `action(for: key(for: a)) == a`: a key that always means one action means it, the action's
    /// own entry lists the key, and the help shows the entry's line.
    @Test("every bound key resolves through the table to an action of its own entry")
    func everyBoundKeyResolvesThroughTheTable() throws {
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 100, height: 30))
        let help = HelpOverlay.lines(width: 72).joined(separator: "\n")
        for entry in ActionSpelling.all {
            for binding in entry.keys {
                #expect(ActionSpelling.binding(for: binding.key)?.key == binding.key)
                guard let meant = binding.meaning(session.facts) else {
                    #expect(entry.word == "redraw" || entry.word == "press" || entry.word == "dismiss", "\(binding.key.name) means nothing")
                    continue
                }
                if case .unavailable = meant { continue }
                let owner = ActionSpelling.spelling(of: meant)?.word
                // Enter presses the focus, which may be a tip's button; every other key means an action of its own entry.
                #expect(owner == entry.word || entry.word == "press", "\(binding.key.name) means \(meant), spelled by \(owner ?? "nothing")")
                if case .action(let target) = KeyTarget(of: binding.key, in: session.facts) { #expect(target == meant) }
            }
            if !entry.keys.isEmpty, let line = entry.help { #expect(help.contains(line.keys), "\(entry.word)'s help line") }
        }
    }

    @Test("whether an action changes the app is decided by its entry alone")
    func changesTheAppComesFromTheTable() throws {
        let session = try PlaygroundSession(document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock())
        for action in Self.oneOfEach {
            guard let entry = ActionSpelling.spelling(of: action) else { continue }
            switch entry.changesTheApp {
            case .never: #expect(!session.mayChangeTheApp(action), "\(action)")
            case .always: #expect(session.mayChangeTheApp(action), "\(action)")
            case .dependsOnTheScreen: break
            }
        }
        #expect(!session.mayChangeTheApp(.key(.character("W"))), "W looks")
        #expect(session.mayChangeTheApp(.key(.character("d"))), "d moves the clock")
    }
}
