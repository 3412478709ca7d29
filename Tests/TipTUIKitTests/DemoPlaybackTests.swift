import Foundation
import Testing
@testable import TipDrawing
@testable import TipTUIKit

/// The live player's way back and what it shows over the demo: stepping back lands exactly where
/// stepping forward did, and a failed snapshot shows the rows that differ.
@Suite struct DemoPlaybackTests {
    static let script = """
        size 80x24
        expect visible ShowLocationTip popover
        press compass
        expect hidden ShowLocationTip
        press compass
        expect visible ShowLocationTip popover
        advance 1d
        """

    @Test func steppingBackLandsWhereSteppingForwardDid() throws {
        let loaded = try loadedScript(Self.script)
        var playback = try DemoPlayback { try ScriptPlayer(loaded, snapshots: .compareOnly) }
        var screens: [String] = []
        var counts: [Int] = []
        while playback.step() != nil {
            screens.append(playback.session.frame.buffer.textView)
            counts.append(playback.session.engine.record(of: playback.session.device.runtime.tips["ShowLocationTip"]!).displayCount)
        }
        #expect(playback.stepsRun == 7)
        #expect(playback.failures.map(\.line) == [6], "the tip was closed by the press: line 6 fails")
        for target in stride(from: 6, through: 1, by: -1) {
            try playback.stepBack()
            #expect(playback.stepsRun == target)
            #expect(playback.session.frame.buffer.textView == screens[target - 1], "after stepping back to step \(target)")
            #expect(playback.session.engine.record(of: playback.session.device.runtime.tips["ShowLocationTip"]!).displayCount == counts[target - 1])
            #expect(playback.failures.map(\.line) == (target >= 6 ? [6] : []), "failures undone by stepping back are forgotten")
        }
        try playback.stepBack()
        #expect(playback.stepsRun == 0 && playback.lastOutcome == nil)
        try playback.stepBack()
        #expect(playback.stepsRun == 0, "before the first step there is nothing to go back to")
    }

    @Test func aFailedSnapshotShowsTheRowsThatDiffer() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("demo.tipscript", "size 40x12\nexpect snapshot first\n")
        var golden = try ScriptPlayer(try LoadedScript.load(path: path), snapshots: .compareOnly).session.frame.buffer.textView
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        golden[4] = "|" + String(repeating: "x", count: 40) + "|"
        try sandbox.write("demo.snapshots/first.txt", golden.joined(separator: "\n"))

        var player = try ScriptPlayer(try LoadedScript.load(path: path), snapshots: .compareOnly)
        _ = player.step()
        let failure = try #require(player.step()?.failure)
        let differences = try #require(failure.screenDifferences)
        #expect(differences.rows.map(\.line) == [5])
        #expect(differences.rows.first?.expected == "|" + String(repeating: "x", count: 40) + "|")
        #expect(failure.description.contains("differences (- snapshot, + screen):\n    line 5:\n    - |xxxx"), "\(failure.description)")

        let overlay = PlayerOverlay.failure(failure).drawn(over: CellBuffer(size: Size(width: 60, height: 20)), usesASCII: false)
        let rows = overlay.rowTexts
        #expect(rows.contains { $0.contains("✗ check failed: demo.tipscript:2") })
        #expect(rows.contains { $0.contains("- xxxxxxxx") })
        #expect(overlay[x: 3, y: rows.firstIndex { $0.contains("- xxxx") }!]?.style.foreground == .red)
    }

    @Test func screenDiffComparesRowByRowAndCountsTheRest() {
        let diff = ScreenDiff(expected: "a\nb\nc", actual: "a\nB\nc\nd")
        #expect(diff.rows == [
            ScreenDiff.Row(line: 2, expected: "b", actual: "B"),
            ScreenDiff.Row(line: 4, expected: nil, actual: "d"),
        ])
        #expect(diff.lines(limit: 1) == ["line 2:", "- b", "+ B", "… and 1 more differing lines"])
        #expect(ScreenDiff(expected: "same", actual: "same").rows.isEmpty)
    }

    @Test(arguments: [(12, 6), (20, 8), (80, 24), (200, 60)])
    func anOverlayFitsAnyStageAndLeavesTheBarsUncovered(width: Int, height: Int) {
        var stage = CellBuffer(size: Size(width: width, height: height))
        stage.write("bar", at: Point(x: 0, y: height - 1))
        let lines = (1...40).map { "line \($0) of a long inspector" }
        let drawn = PlayerOverlay(kind: .inspector, title: "inspector", lines: lines).drawn(over: stage, usesASCII: true)
        #expect(drawn.size == stage.size)
        #expect(drawn.rowTexts[height - 1].hasPrefix("bar"))
        // The box has the stage less the bars and its own two borders for lines.
        #expect(drawn.rowTexts.contains { $0.contains("… ") && $0.contains("mor") } == (height - 4 < lines.count))
        #expect(drawn.rowTexts.contains { $0.contains("line 1") })
    }

    @Test func aLongBoxScrollsByLinesAndStopsAtItsLastScreenful() {
        var overlay = PlayerOverlay(kind: .inspector, title: "inspector", lines: (1...30).map { "line \($0)" })
        let stage = CellBuffer(size: Size(width: 40, height: 12))  // 8 text rows: 7 lines and a hint
        #expect(overlay.drawn(over: stage, usesASCII: false).rowTexts.contains { $0.contains("… 23 more lines (↓)") })
        overlay.scroll = 5
        let scrolled = overlay.drawn(over: stage, usesASCII: false).rowTexts
        #expect(scrolled.contains { $0.contains("│ line 6 ") } && !scrolled.contains { $0.contains("│ line 5 ") })
        overlay.scroll = 100
        let end = overlay.drawn(over: stage, usesASCII: false).rowTexts
        #expect(end.contains { $0.contains("line 30") } && end.contains { $0.contains("end (↑ scrolls back)") })
    }

    @Test func aStageTooSmallForABoxIsLeftAsItIs() {
        var stage = CellBuffer(size: Size(width: 30, height: 5))
        stage.write("demo", at: .zero)
        #expect(PlayerOverlay.keys.drawn(over: stage, usesASCII: false) == stage)
    }
}
