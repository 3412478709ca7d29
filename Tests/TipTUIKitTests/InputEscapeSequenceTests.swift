import Testing
@testable import TipDrawing
@testable import TipTUIKit

@Suite("Escape sequences read by the backend")
struct InputEscapeSequenceTests {
    @Test func anSGRLeftPressBeyondColumn223IsAClickThere() {
        #expect(EscapeSequence.event(for: "[<0;241;5M") == .mouseClick(Point(x: 240, y: 4)))
        #expect(EscapeSequence.event(for: "[<16;1;1M") == .mouseClick(Point(x: 0, y: 0)), "Ctrl held is ignored")
    }

    @Test func buttons64And65AreTheWheel() {
        #expect(EscapeSequence.event(for: "[<64;10;3M") == .mouseWheel(Point(x: 9, y: 2), down: false))
        #expect(EscapeSequence.event(for: "[<65;10;3M") == .mouseWheel(Point(x: 9, y: 2), down: true))
    }

    @Test(arguments: ["[<0;241;5m", "[<2;1;1M", "[<32;4;4M", "[<0;0;5M", "[<0;5M", "[<0;;5M", "[<0;1;123456M", "[0;1;1M", "[<a;1;1M", "[A", "[2~"])
    func releasesOtherButtonsUnknownKeysAndMalformedReportsAreNoEvent(text: String) {
        #expect(EscapeSequence.event(for: text[...]) == nil)
    }

    @Test func homeAndEndInTheirVariousSpellings() {
        for home in ["[H", "[1~", "[7~", "OH"] { #expect(EscapeSequence.event(for: home[...]) == .key(.home)) }
        for end in ["[F", "[4~", "[8~", "OF"] { #expect(EscapeSequence.event(for: end[...]) == .key(.end)) }
    }

    @Test func aSequenceIsReadToItsFinalCharacterAndNoFurther() {
        #expect(EscapeSequence.isPrefix("["))
        #expect(EscapeSequence.isPrefix("[<0;24"))
        #expect(EscapeSequence.isPrefix("O"))
        #expect(!EscapeSequence.isPrefix("x"), "Alt-x is not a sequence")
        #expect(!EscapeSequence.isPrefix(Substring("[<" + String(repeating: "1", count: 30))))
        #expect(EscapeSequence.isComplete("[<0;241;5M"))
        #expect(EscapeSequence.isComplete("[4~"))
        #expect(EscapeSequence.isComplete("OF"))
        #expect(!EscapeSequence.isComplete("[<0;24"))
        #expect(!EscapeSequence.isComplete("["))
        #expect(!EscapeSequence.isComplete("xy"))
    }

    @Test func aWheelEventDescribesItself() {
        #expect(InputEvent.mouseWheel(Point(x: 3, y: 4), down: true).description == "wheel down 3 4")
    }
}
