import Testing
@testable import TipTUIKit

@Suite("SGR mouse reports")
struct InputSGRMouseTests {
    @Test func aLeftPressBeyondColumn223IsAClickThere() {
        #expect(SGRMouseSequence.event(for: "[<0;241;5M") == .mouseClick(Point(x: 240, y: 4)))
        #expect(SGRMouseSequence.event(for: "[<16;1;1M") == .mouseClick(Point(x: 0, y: 0)), "Ctrl held is ignored")
    }

    @Test func buttons64And65AreTheWheel() {
        #expect(SGRMouseSequence.event(for: "[<64;10;3M") == .mouseWheel(Point(x: 9, y: 2), down: false))
        #expect(SGRMouseSequence.event(for: "[<65;10;3M") == .mouseWheel(Point(x: 9, y: 2), down: true))
    }

    @Test(arguments: ["[<0;241;5m", "[<2;1;1M", "[<32;4;4M", "[<0;0;5M", "[<0;5M", "[<0;;5M", "[<0;1;123456M", "[0;1;1M", "[<a;1;1M"])
    func releasesOtherButtonsAndMalformedReportsAreNoEvent(text: String) {
        #expect(SGRMouseSequence.event(for: text[...]) == nil)
    }

    @Test func onlyTheStartOfAReportIsWorthReadingOn() {
        #expect(SGRMouseSequence.isPrefixOfReport("["))
        #expect(SGRMouseSequence.isPrefixOfReport("[<"))
        #expect(SGRMouseSequence.isPrefixOfReport("[<0;24"))
        #expect(!SGRMouseSequence.isPrefixOfReport("[A"))
        #expect(!SGRMouseSequence.isPrefixOfReport("x"))
        #expect(!SGRMouseSequence.isPrefixOfReport(Substring("[<" + String(repeating: "1", count: 30))))
    }

    @Test func aWheelEventDescribesItself() {
        #expect(InputEvent.mouseWheel(Point(x: 3, y: 4), down: true).description == "wheel down 3 4")
    }
}
