import Testing
@testable import TipDrawing
@testable import TipTUIKit

/// `tiptui play`'s bars over the frame, down to terminals one or two columns wide.
@Suite struct PlayerBarsTests {
    @Test(arguments: [(1, 2), (2, 2), (2, 3), (3, 3), (10, 4)])
    func aFailureIsDrawnInAnyTinyTerminalWithoutTrapping(width: Int, height: Int) {
        let bars = PlayerBars(status: "[3/9] expect visible FavoriteTip", problem: "demo.tipscript:4:1: expected visible, got hidden",
                              isPaused: true, usesASCII: false)
        let drawn = bars.drawn(over: CellBuffer(size: Size(width: width, height: height)))
        #expect(drawn.size == Size(width: width, height: height))
    }

    @Test func theEndOfALongFailureIsKept() {
        let bars = PlayerBars(status: "s", problem: "demo.tipscript:4:1: the screen was not what it should be: got hidden",
                              isPaused: true, usesASCII: true)
        let rows = bars.drawn(over: CellBuffer(size: Size(width: 30, height: 5))).rowTexts
        #expect(rows[3] == " ... it should be: got hidden ")
    }

    @Test func truncatingFromTheFrontFitsAnyWidthInColumns() {
        #expect(TextWrapper.truncateKeepingEnd("abcdef", width: 6, ellipsis: "…") == "abcdef")
        #expect(TextWrapper.truncateKeepingEnd("abcdef", width: 4, ellipsis: "…") == "…def")
        #expect(TextWrapper.truncateKeepingEnd("abcdef", width: 1, ellipsis: "…") == "…")
        #expect(TextWrapper.truncateKeepingEnd("abcdef", width: 0, ellipsis: "…") == "")
        #expect(TextWrapper.truncateKeepingEnd("abcdef", width: -3, ellipsis: "…") == "")
        #expect(TextWrapper.truncateKeepingEnd("日本語", width: 4, ellipsis: "…") == "…語")
    }
}
