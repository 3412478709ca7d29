import Testing
@testable import TipDrawing
@testable import TipTUIKit

/// The terminal's input language, decoded whole: keys, mouse reports, pastes, and sequences
/// that mean nothing here consumed without a trace.
@Suite("Input: the terminal's bytes decoded whole")
struct InputDecoderTests {
    /// Everything `text` decodes to, input ending there (a pause: `flush`).
    static func events(_ text: String) -> [PlaygroundAction] {
        var decoder = TerminalInputDecoder()
        return decoder.feed(text.unicodeScalars) + decoder.flush()
    }

    @Test func printableCharactersAndControlsAreKeys() {
        #expect(Self.events("a漢 ") == [.key(.character("a")), .key(.character("漢")), .key(.character(" "))])
        #expect(Self.events("\t\r\n\u{7F}\u{03}") == [.key(.tab), .key(.enter), .key(.enter), .key(.backspace), .key(.control("c"))])
    }

    @Test func aLoneEscIsTheEscKeyOnceInputPauses() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.feed("\u{1B}".unicodeScalars).isEmpty)
        #expect(decoder.wait == .briefly)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(decoder.wait == .none)
    }

    @Test func escThenAnOrdinaryCharacterIsEscAndThatKey() {
        #expect(Self.events("\u{1B}x") == [.key(.escape), .key(.character("x"))])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}OB", .down), ("\u{1B}[1;5C", .right), ("\u{1B}[D", .left),
        ("\u{1B}[H", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}OH", .home),
        ("\u{1B}[F", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}OF", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
        ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)), ("\u{1B}OM", .enter),
    ])
    func keySequencesOfTheXtermFamily(sequence: String, key: Key) {
        #expect(Self.events(sequence) == [.key(key)])
    }

    @Test func sgrMouseReportsReachAnyColumn() {
        #expect(Self.events("\u{1B}[<0;241;5M") == [.click(Point(x: 240, y: 4))])
        #expect(Self.events("\u{1B}[<16;1;1M") == [.click(Point(x: 0, y: 0))], "Ctrl held is ignored")
        #expect(Self.events("\u{1B}[<64;10;3M") == [.wheel(Point(x: 9, y: 2), down: false)])
        #expect(Self.events("\u{1B}[<65;10;3M") == [.wheel(Point(x: 9, y: 2), down: true)])
    }

    @Test(arguments: ["\u{1B}[<0;241;5m", "\u{1B}[<2;1;1M", "\u{1B}[<32;4;4M", "\u{1B}[<0;0;5M", "\u{1B}[<0;5M", "\u{1B}[<0;1;123456M", "\u{1B}[2~", "\u{1B}[?1;2c", "\u{1B}[I", "\u{1B}[O"])
    func releasesUnknownKeysRepliesAndMalformedReportsAreNothing(sequence: String) {
        #expect(Self.events(sequence).isEmpty)
    }

    @Test func anX10MouseReportReadsItsThreeBytes() {
        #expect(Self.events("\u{1B}[M !!x") == [.click(Point(x: 0, y: 0)), .key(.character("x"))])
    }

    @Test func aPasteIsTextEvenWithEscAndControlsInIt() {
        let pasted = "h8i q\u{1B}x\u{03}\r\nnext line \u{1B}[201 not the end"
        #expect(Self.events("\u{1B}[200~" + pasted + "\u{1B}[201~d") == [.paste(pasted), .key(.character("d"))])
    }

    @Test func aPasteWhoseEndNeverCameIsStillTextNeverKeys() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.feed("\u{1B}[200~hq\u{1B}[20".unicodeScalars).isEmpty)
        #expect(decoder.wait == .patiently)
        #expect(decoder.flush() == [.paste("hq\u{1B}[20")])
    }

    @Test func aHyperlinkAndOtherStringsAreConsumedWhole() {
        let link = "\u{1B}]8;;https://example.com/h8i\u{1B}\\link\u{1B}]8;;\u{1B}\\"
        #expect(Self.events(link) == "link".map { .key(.character($0)) })
        #expect(Self.events("\u{1B}]0;title h\u{07}a") == [.key(.character("a"))], "BEL ends an OSC")
        for introducer in ["P", "_", "^", "X"] {
            #expect(Self.events("\u{1B}\(introducer)q h8 \u{07} i\u{1B}\\a") == [.key(.character("a"))], "\(introducer) ends only at ST")
        }
    }

    @Test func aStringCutShortIsDroppedWhenInputPauses() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.feed("\u{1B}]8;;http".unicodeScalars).isEmpty)
        #expect(decoder.wait == .patiently)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed("h".unicodeScalars) == [.key(.character("h"))])
    }

    @Test func anOverlongOrBrokenSequenceTypesNothing() {
        #expect(Self.events("\u{1B}[" + String(repeating: "1", count: 200) + "m").isEmpty)
        #expect(Self.events("\u{1B}[12\u{03}h") == [.key(.character("h"))], "the control inside the sequence is dropped with it")
        #expect(Self.events("\u{1B}(Bq") == [.key(.character("q"))], "a charset designation is read whole")
    }

    @Test func aSequenceSplitAcrossReadsIsStillOne() {
        var decoder = TerminalInputDecoder()
        let parts = ["\u{1B}", "[", "<0;1", "2;3", "M"]
        var events: [PlaygroundAction] = []
        for part in parts { events += decoder.feed(part.unicodeScalars) }
        #expect(events == [.click(Point(x: 11, y: 2))])
    }

    @Test func pastedTextForOneLineTurnsBreaksToSpacesAndLeavesControlsOut() {
        let pasted = PastedText("one\r\ntwo\tthree\u{1B}[31m\u{07}")
        #expect(pasted.line == "one two three")
        #expect(pasted.leftOut == ["U+7", "escape sequences"])
        let link = PastedText("see \u{1B}]8;;https://example.com\u{1B}\\the docs\u{1B}]8;;\u{1B}\\")
        #expect(link.line == "see the docs", "a hyperlink pastes as its text")
    }

    /// However the terminal spells a pasted line break (tmux and xterm send LF as CR, the tty
    /// turns CR into LF, so CRLF arrives as two), one break between two lines is one space.
    @Test(arguments: [
        ("Swipe right to\r\nmark it read", "Swipe right to mark it read"),
        ("Swipe right to\r\rmark it read", "Swipe right to mark it read"),
        ("Swipe right to\n\nmark it read", "Swipe right to mark it read"),
        ("Swipe right to \r\n    mark it read", "Swipe right to mark it read"),
        ("Swipe\u{2028}right", "Swipe right"),
        ("\r\nBienvenue\u{202F}!\r\n", "Bienvenue\u{202F}!"),
        ("  two  spaces\tstay", "  two  spaces stay"),
    ])
    func pastedLinesJoinWithOneSpace(pasted: String, line: String) {
        #expect(PastedText(pasted).line == line)
        #expect(PastedText(pasted).leftOut.isEmpty)
    }
}
