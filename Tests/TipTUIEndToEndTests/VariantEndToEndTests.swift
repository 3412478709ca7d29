import Foundation
import Testing

/// Copy variants on the real binary: `C` shows the tip on top in each variant and back, the
/// header names the variant, the grid has a row for each with its review, and looking at them
/// counts no display.
@Suite("End to end: copy variants")
struct VariantEndToEndTests {
    static let playground = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/combined-rules.json").standardized.path

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
          arguments: [(80, 24), (40, 12)])
    func cCyclesTheVariantsAndTheGridReviewsThem(width: Int, height: Int) throws {
        let tmux = try TmuxSession.tiptui(
            "--datastore memory \(TmuxSession.shellQuoted(Self.playground))", width: width, height: height)
        try tmux.waitFor("Settings")
        try tmux.type(":set isPro true")
        try tmux.send("Enter")
        // At 40x12 the tip's own copy has no room beside Export: the marker stands in for it.
        try tmux.waitFor(width >= 80 ? "Export in one tap" : "QuickExportTip: popover: no room")
        try tmux.send("C")
        try tmux.waitFor("One-tap export")
        try tmux.send("C")
        try tmux.waitFor(width >= 80 ? "Touch and hold" : "QuickExportTip: popover: no room")
        try tmux.send("C")
        try tmux.waitFor("copy: its own")
        try tmux.send("C")
        try tmux.waitFor("One-tap export")
        try tmux.send("G")
        // The header comes first: wait for the cells too, or a busy machine's capture can hold
        // the new header over the old screen.
        let grid = try tmux.waitForScreen("the grid on the variant shown") { $0.contains("Grid · QuickExportTip") && $0.contains("budget:") }
        #expect(grid.contains("variant short"), "\(grid)")
        #expect(grid.contains("budget: ok"), "\(grid)")
        try tmux.send("Escape")
        try tmux.type(":expect count QuickExportTip 1")
        try tmux.send("Enter")
        try tmux.waitFor("expect displayed 1 time holds")
        try tmux.send("q")
        let end = try tmux.waitFor("MODE=")
        #expect(end.contains("EXIT=0") && end.contains("MODE=icanon"), "quit cleanly, the terminal back in its normal mode")
    }
}
