import Foundation
import Testing

/// "Placement explained" on the real binary: `P` overlays why the popover sits where it does, at
/// 80x24 and 40x12, `P` again takes it away, the `:` line checks it, and looking at it counts
/// no display.
@Suite("End to end: placement explained")
struct PlacementEndToEndTests {
    static let playground = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../demo-scripts/playgrounds/popover-edges.json").standardized.path

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func pExplainsAFlipAt80x24AndCountsNoDisplay() throws {
        let tmux = try TmuxSession.tiptui("--datastore memory \(TmuxSession.shellQuoted(Self.playground))", width: 80, height: 24)
        try tmux.waitFor("Arrow on top")
        try tmux.type(":screen flip")
        try tmux.send("Enter")
        try tmux.waitFor("Wants to go above")
        for _ in 0..<3 {
            try tmux.send("P")
            try tmux.waitFor("Placement of FlipTip (P hides)")
            try tmux.send("P")
            _ = try tmux.waitForScreen("the overlay gone") { !$0.contains("Placement of") }
        }
        try tmux.send("P")
        let screen = try tmux.waitForScreen("the overlay") { $0.contains("Placement of FlipTip (P hides)") }
        for line in ["flipped from above (arrow bottom) to below (arrow top)", "  above: 5 rows past the top",
                     "▶ below: fits, taken", "shifted 13 columns right · arrow on the anchor's centre"] {
            #expect(screen.contains(line), "\(line) is missing from:\n\(screen)")
        }
        #expect(screen.contains("│ Wants to go above"), "the popover stays in view above the band:\n\(screen)")
        // The `:` line's checks: the placement as a script sees it, and still one display.
        try tmux.send("P")
        try tmux.type(":expect placement FlipTip flipped from bottom")
        try tmux.send("Enter")
        try tmux.waitFor("expect placed, flipped from bottom holds")
        try tmux.type(":expect count FlipTip 1")
        try tmux.send("Enter")
        try tmux.waitFor("expect displayed 1 time holds")
        try tmux.send("q")
        let end = try tmux.waitFor("MODE=")
        #expect(end.contains("EXIT=0") && end.contains("MODE=icanon"), "quit cleanly, the terminal back in its normal mode")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func pExplainsAFlipAndAShiftAt40x12() throws {
        let tmux = try TmuxSession.tiptui("--datastore memory \(TmuxSession.shellQuoted(Self.playground))", width: 40, height: 12)
        try tmux.waitFor("Arrow on top")
        try tmux.send("P")
        let screen = try tmux.waitForScreen("the overlay") { $0.contains("Placement of BelowTip (P hides)") }
        for line in ["flipped from below (arrow top) to", "  below: 4 rows past the bottom", "▶ above: fits, taken",
                     "shifted 9 columns right"] {
            #expect(screen.contains(line), "\(line) is missing from:\n\(screen)")
        }
        try tmux.send("P")
        let after = try tmux.waitForScreen("the popover again") { !$0.contains("Placement of") }
        #expect(after.contains("Arrow on top"), "\(after)")
        try tmux.send("q")
        let end = try tmux.waitFor("MODE=")
        #expect(end.contains("EXIT=0") && end.contains("MODE=icanon"), "quit cleanly, the terminal back in its normal mode")
    }
}
