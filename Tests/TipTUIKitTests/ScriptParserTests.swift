import Foundation
import Testing
import TipDrawing
@testable import TipTUIKit

@Suite("Script parser: commands")
struct ScriptParserTests {
    static let commands: [(String, ScriptStep)] = [
        ("playground playground.json", .playground(path: "playground.json")),
        ("playground \"my demos/app.json\"", .playground(path: "my demos/app.json")),
        ("size 80x24", .step(.resize(Size(width: 80, height: 24)))),
        ("clock 2026-01-06T09:00:00Z", .step(.clock(Date(timeIntervalSince1970: 1_767_690_000)))),
        ("clock 2024-02-29T23:59:59.5Z", .step(.clock(Date(timeIntervalSince1970: 1_709_251_199.5)))),
        ("clock 1969-12-31", .step(.clock(Date(timeIntervalSince1970: -86_400)))),
        ("advance 90s", .step(.advance(90))),
        ("advance 15m", .step(.advance(900))),
        ("advance 2h", .step(.advance(7_200))),
        ("advance 1d", .step(.advance(86_400))),
        ("advance 1w", .step(.advance(604_800))),
        ("advance 1h30m", .step(.advance(5_400))),
        ("advance 250ms", .step(.advance(0.25))),
        ("relaunch", .step(.relaunch)),
        ("reset", .step(.reset)),
        ("frequency immediate", .step(.frequency(.immediate))),
        ("frequency hourly", .step(.frequency(.hourly))),
        ("frequency daily", .step(.frequency(.daily))),
        ("frequency weekly", .step(.frequency(.weekly))),
        ("frequency monthly", .step(.frequency(.monthly))),
        ("override show-all", .step(.override(ScriptOverride.showAll.testingOverrides))),
        ("override hide-all", .step(.override(ScriptOverride.hideAll.testingOverrides))),
        ("override show FavoriteTip,SearchTip", .step(.override(ScriptOverride.show(["FavoriteTip", "SearchTip"]).testingOverrides))),
        ("override hide FavoriteTip, SearchTip", .step(.override(ScriptOverride.hide(["FavoriteTip", "SearchTip"]).testingOverrides))),
        ("override none", .step(.override(ScriptOverride.none.testingOverrides))),
        ("locale fr", .step(.locale("fr"))),
        ("locale pt-BR", .step(.locale("pt-BR"))),
        ("width watch", .step(.width(.watch))),
        ("width full", .step(.width(.full))),
        ("ascii on", .step(.ascii(true))),
        ("inspector off", .step(.inspector(false))),
        ("screen home", .step(.screen("home"))),
        ("press favoriteButton", .step(.press(control: "favoriteButton"))),
        ("key Tab", .step(.key(.tab))),
        ("key Enter Esc Up Down Left Right Space", .step(.keys([.enter, .escape, .up, .down, .left, .right, .character(" ")]))),
        ("key x 7 X", .step(.keys([.character("x"), .character("7"), .character("X")]))),
        ("key enter escape return", .step(.keys([.enter, .escape, .enter]))),
        ("key Shift-Tab Backspace PageDown F5 Ctrl-C", .step(.keys([.backTab, .backspace, .pageDown, .function(5), .control("c")]))),
        ("key \"#\"", .step(.key(.character("#")))),
        ("type \"say \\\"hi\\\" \\\\ bye\\n\"", .step(.type("say \"hi\" \\ bye\n"))),
        ("close FavoriteTip", .step(.close(tip: "FavoriteTip"))),
        ("action FavoriteTip learn-more", .step(.action(tip: "FavoriteTip", action: "learn-more"))),
        ("dismiss FavoriteTip", .step(.dismiss(tip: "FavoriteTip"))),
        ("donate favorited", .step(.donate(event: "favorited", count: 1))),
        ("donate favorited 3", .step(.donate(event: "favorited", count: 3))),
        ("set isLoggedIn true", .step(.set(parameter: "isLoggedIn", value: ScriptValue.bool(true).tipValue))),
        ("set visits -3", .step(.set(parameter: "visits", value: ScriptValue.integer(-3).tipValue))),
        ("set ratio 2.5", .step(.set(parameter: "ratio", value: ScriptValue.number(2.5).tipValue))),
        ("set name \"Ada Lovelace\"", .step(.set(parameter: "name", value: ScriptValue.text("Ada Lovelace").tipValue))),
        ("set name \"true\"", .step(.set(parameter: "name", value: ScriptValue.text("true").tipValue))),
        ("set plan pro", .step(.set(parameter: "plan", value: ScriptValue.text("pro").tipValue))),
        ("invalidate FavoriteTip actionPerformed", .step(.invalidate(tip: "FavoriteTip", reason: .actionPerformed))),
        ("invalidate FavoriteTip tipClosed", .step(.invalidate(tip: "FavoriteTip", reason: .tipClosed))),
        ("reset-eligibility FavoriteTip", .step(.resetEligibility(tip: "FavoriteTip"))),
        ("expect visible FavoriteTip", .expect(.visible(tip: "FavoriteTip", presentation: nil, edge: nil))),
        ("expect visible FavoriteTip popover", .expect(.visible(tip: "FavoriteTip", presentation: .popover, edge: nil))),
        ("expect visible FavoriteTip inline edge top", .expect(.visible(tip: "FavoriteTip", presentation: .inline, edge: .top))),
        ("expect visible FavoriteTip edge trailing", .expect(.visible(tip: "FavoriteTip", presentation: nil, edge: .trailing))),
        ("expect hidden FavoriteTip", .expect(.hidden(tip: "FavoriteTip"))),
        ("expect status FavoriteTip available", .expect(.status(tip: "FavoriteTip", .available))),
        ("expect status FavoriteTip pending", .expect(.status(tip: "FavoriteTip", .pending))),
        ("expect status FavoriteTip invalidated", .expect(.status(tip: "FavoriteTip", .invalidated(nil)))),
        ("expect status FavoriteTip invalidated(displayCountExceeded)",
         .expect(.status(tip: "FavoriteTip", .invalidated(.displayCountExceeded)))),
        ("expect current onboarding FavoriteTip", .expect(.current(group: "onboarding", tip: "FavoriteTip"))),
        ("expect current onboarding none", .expect(.current(group: "onboarding", tip: nil))),
        ("expect count FavoriteTip 2", .expect(.displayCount(tip: "FavoriteTip", 2))),
        ("expect screen contains \"Add to Favorites\"", .expect(.screenContains("Add to Favorites"))),
        ("expect screen not contains \"Search\"", .expect(.screenNotContains("Search"))),
        ("expect announced \"Close, button\"", .expect(.announced("Close, button"))),
        ("expect placement FavoriteTip", .expect(.placement(tip: "FavoriteTip", .placed(edge: nil, step: nil, shift: nil)))),
        ("expect placement FavoriteTip none", .expect(.placement(tip: "FavoriteTip", .notPlaced))),
        ("expect placement FavoriteTip top", .expect(.placement(tip: "FavoriteTip", .placed(edge: .top, step: nil, shift: nil)))),
        ("expect placement FavoriteTip flipped from top", .expect(.placement(tip: "FavoriteTip", .placed(edge: nil, step: .flipped(from: .top), shift: nil)))),
        ("expect placement FavoriteTip bottom flipped shifted", .expect(.placement(tip: "FavoriteTip", .placed(edge: .bottom, step: .flipped(from: nil), shift: .shifted)))),
        ("expect placement FavoriteTip leading fallback centred", .expect(.placement(tip: "FavoriteTip", .placed(edge: .leading, step: .fallback, shift: .centred)))),
        ("expect placement FavoriteTip preferred", .expect(.placement(tip: "FavoriteTip", .placed(edge: nil, step: .preferred, shift: nil)))),
        ("expect snapshot home-after_donation.v2", .expect(.snapshot(name: "home-after_donation.v2"))),
        ("expect parameter isLoggedIn false", .expect(.parameter("isLoggedIn", .bool(false)))),
        ("expect donations favorited 0", .expect(.donations(event: "favorited", 0))),
        ("text-size AX3", .step(.textSize(.accessibility3))),
        ("text-size xxxlarge", .step(.textSize(.xxxLarge))),
        ("say \"Welcome to TipKit\"", .say("Welcome to TipKit")),
        ("pause 1.5s", .pause(1.5)),
        ("pause 500ms", .pause(0.5)),
        ("sync", .step(.sync)),
        ("persona day3", .step(.persona("day3"))),
        ("persona none", .step(.persona(nil))),
        ("device ipad", .step(.device("ipad"))),
        ("restart", .step(.restart)),
        ("expect presented ShareTip", .expect(.presented(tip: "ShareTip"))),
        ("offline ipad", .step(.network(device: "ipad", online: false))),
        ("online ipad", .step(.network(device: "ipad", online: true))),
        ("save-persona power-user", .step(.savePersona("power-user"))),
        ("hide DraftTip", .step(.hide(tip: "DraftTip"))),
        ("show DraftTip", .step(.show(tip: "DraftTip"))),
        ("expect status ShareTip invalidated on ipad", .expect(.on(device: "ipad", .status(tip: "ShareTip", .invalidated(nil))))),
        ("launch", .launch),
        ("wait 2s350ms", .step(.wait(2.35))),
        ("real-time 2026-12-05T14:45:52.702Z", .step(.realTime(recorded: Date(timeIntervalSince1970: 1_796_481_952.702)))),
        ("pan down", .step(.pan(.down))),
    ]

    @Test("every command parses to its typed payload", arguments: commands)
    func commandParses(source: String, expected: ScriptStep) throws {
        let script = try parsedScript((expected.needsPlayground ? "playground p.json\n" : "") + source)
        #expect(script.lines.last?.step == expected)
    }

    @Test func everyCommandWordHasAParserAndAName() {
        #expect(ScriptParser.commandNames.allSatisfy { ScriptParser.syntax(for: $0, in: .script) != nil })
        let named = Set(Self.commands.map(\.1.name))
        #expect(named == Set(ScriptParser.commandNames))
    }

    @Test func linesKeepTheirNumberColumnAndTextWithoutComments() throws {
        let script = try parsedScript("""
            # A demo
            playground p.json

              press  favoriteButton   # the star
            say "# not a comment" # a comment
            press C#button#1 #comment
            """)
        #expect(script.lines.map(\.lineNumber) == [2, 4, 5, 6])
        #expect(script.lines.map(\.column) == [1, 3, 1, 1])
        #expect(script.lines.map(\.text) == [
            "playground p.json", "press  favoriteButton", "say \"# not a comment\"", "press C#button#1",
        ])
        #expect(script.lines[2].step == .say("# not a comment"))
        #expect(script.lines[3].step == .step(.press(control: "C#button#1")))
    }

    @Test func windowsAndOldMacLineEndingsAndAByteOrderMarkAreAccepted() throws {
        let script = try parsedScript("\u{FEFF}playground p.json\r\nreset\rrelaunch\n")
        #expect(script.lines.map(\.step) == [.playground(path: "p.json"), .step(.reset), .step(.relaunch)])
        #expect(script.lines.map(\.lineNumber) == [1, 2, 3])
    }

    @Test func idsAreRecordedWithTheirColumns() throws {
        let script = try parsedScript("""
            action FavoriteTip learn-more
            override show A, B,C
            expect current onboarding SearchTip
            set visits 3
            """)
        #expect(script.lines[0].references == [
            ScriptReference(.tip, "FavoriteTip", column: 8),
            ScriptReference(.action(tip: "FavoriteTip"), "learn-more", column: 20),
        ])
        #expect(script.lines[1].references == [
            ScriptReference(.tip, "A", column: 15),
            ScriptReference(.tip, "B", column: 18),
            ScriptReference(.tip, "C", column: 20),
        ])
        #expect(script.lines[2].references == [
            ScriptReference(.group, "onboarding", column: 16),
            ScriptReference(.groupMember(group: "onboarding"), "SearchTip", column: 27),
        ])
        #expect(script.lines[3].references == [
            ScriptReference(.parameter, "visits", column: 5),
            ScriptReference(.parameterValue(parameter: "visits", .integer(3)), "3", column: 12),
        ])
    }

    @Test func thePlaygroundIsOptionalAndResolvesBesideTheScript() throws {
        let withDefault = try parsedScript("press favoriteButton", file: "/demos/a.tipscript")
        #expect(withDefault.playgroundURL == nil)

        let script = try parsedScript("size 80x24\nplayground ../playgrounds/app.json\npress x",
                                      file: "/demos/intro/a.tipscript")
        #expect(script.playgroundPath == "../playgrounds/app.json")
        #expect(script.playgroundURL?.path == "/demos/playgrounds/app.json")
    }

    @Test func snapshotsLiveInAFolderNamedAfterTheScript() throws {
        let script = try parsedScript("", file: "/demos/onboarding.tipscript")
        #expect(script.snapshotURL(named: "home").path == "/demos/onboarding.snapshots/home.txt")
    }

    @Test func commandsThatNeedNoPlaygroundMayPrecedeIt() throws {
        let script = try parsedScript("""
            size 100x30
            clock 2026-01-06T09:00:00Z
            advance 1d
            reset
            frequency daily
            locale fr
            width phone
            ascii off
            inspector on
            say "Hello"
            pause 1s
            playground p.json
            press favoriteButton
            """)
        #expect(script.lines.count == 13)
        #expect(script.lines.filter(\.step.needsPlayground).map(\.lineNumber) == [13])
    }

    @Test func keyNamesRoundTripThroughTheirCanonicalSpelling() {
        let keys: [Key] = Key.namedKeys.map(\.key) + [.function(12), .control("q"), .character("?")]
        for key in keys {
            #expect(Key(name: key.name) == key)
        }
        #expect(Key(name: "F13") == nil)
        #expect(Key(name: "F01") == nil)
        #expect(Key(name: "Ctrl-1") == nil)
        #expect(Key(name: "\u{1B}") == nil)
    }

    @Test func parameterValuesConvertToThePlaygroundsType() {
        #expect(ScriptValue.integer(3).converted(to: .number) == .number(3))
        #expect(ScriptValue.integer(3).converted(to: .text) == .text("3"))
        #expect(ScriptValue.bool(true).converted(to: .integer) == nil)
        #expect(ScriptValue.number(2.5).converted(to: .integer) == nil)
        #expect(ScriptValue.text("yes").converted(to: .bool) == nil)
        #expect(ScriptValue(literal: "1.2.3", isQuoted: false) == .text("1.2.3"))
    }
}
