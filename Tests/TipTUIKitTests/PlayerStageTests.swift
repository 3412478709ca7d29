import Testing
import TipDrawing
import TipTUIKit

/// The demo's frame in the presenter's terminal: the script's size wins, the terminal frames it.
@Suite("Play: the demo's frame in any terminal")
struct PlayerStageTests {
    private func frame(_ size: Size) -> CellBuffer {
        var frame = CellBuffer(size: size)
        frame.fill(frame.bounds, style: .reversed)
        frame.write("demo", at: .zero, style: .reversed)
        return frame
    }

    private let bars = PlayerBars(status: "[1/2] press compass", problem: nil, isPaused: false, usesASCII: false)

    @Test func aLargerTerminalShowsTheFrameWholeAndCentredWithTheBarsBelowIt() {
        let screen = PlayerStage.screen(frame: frame(Size(width: 8, height: 3)), terminal: Size(width: 40, height: 9), bars: bars)
        let rows = screen.rowTexts
        // 6 spare rows, 2 kept for the bars: the frame starts at row 2, column 16.
        #expect(rows[2].dropFirst(16).hasPrefix("demo    "))
        #expect(screen[x: 16, y: 2]?.style == .reversed)
        #expect(screen[x: 15, y: 2]?.style != .reversed)
        #expect(rows[8].contains("press compass"))
        #expect(!rows.contains { $0.contains("enlarge") })
        #expect(rows[8].contains("playing · Space pauses · ? keys · q quits") || rows[8].contains("Space · ? · q"))
    }

    @Test func aSmallerTerminalShowsTheTopLeftAndSaysWhatIsCut() {
        let screen = PlayerStage.screen(frame: frame(Size(width: 80, height: 24)), terminal: Size(width: 60, height: 20), bars: bars)
        let rows = screen.rowTexts
        #expect(rows[0].hasPrefix("▼ demo 80x24 in a 60x20 terminal: enlarge it"))
        #expect(rows[19].contains("press compass"))
        #expect(screen.size == Size(width: 60, height: 20))
    }

    @Test func aTerminalOfTheScriptsSizeShowsTheFrameAsIs() {
        let demo = frame(Size(width: 20, height: 6))
        let screen = PlayerStage.screen(frame: demo, terminal: Size(width: 20, height: 6), bars: bars)
        #expect(screen.rowTexts[0] == demo.rowTexts[0])
        #expect(PlayerStage.screen(frame: demo, terminal: Size(width: 1, height: 1), bars: bars).size == Size(width: 1, height: 1))
    }
}
