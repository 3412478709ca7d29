import Foundation
import Testing

/// "Visible" means drawn, on the real binary: the popover anchored to the list of
/// `examples/first-available-group.json` is on the terminal at 80x24 and 40x12 (before, it was
/// presented and counted, and the device said "control scrolled out of view" at every size),
/// the `:` line's checks agree, and the inspector says presented and drawn.
@Suite("End to end: a presented tip is drawn")
struct DrawnEndToEndTests {
    static let playground = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/first-available-group.json").standardized.path

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
          arguments: [(80, 24), (40, 12)])
    func thePopoverOnAListIsOnTheTerminal(width: Int, height: Int) throws {
        let tmux = try TmuxSession.tiptui("--datastore memory \(TmuxSession.shellQuoted(Self.playground))", width: width, height: height)
        let screen = try tmux.waitFor("New: filters")
        #expect(screen.contains("Groceries") && !screen.contains("scrolled out of view"), "\(screen)")
        // The message line has room for the verdict at 80 columns.
        if width >= 80 {
            try tmux.type(":expect visible NewFilterTip popover")
            try tmux.send("Enter")
            try tmux.waitFor("expect visible as popover holds")
        }
        try tmux.send("q")
        let end = try tmux.waitFor("MODE=")
        #expect(end.contains("EXIT=0") && end.contains("MODE=icanon"), "quit cleanly, the terminal back in its normal mode")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func theInspectorSaysPresentedAndDrawn() throws {
        let tmux = try TmuxSession.tiptui("--datastore memory \(TmuxSession.shellQuoted(Self.playground))", width: 100, height: 30)
        try tmux.waitFor("New: filters")
        try tmux.send("i")
        // The log row says "presented as popover" before the inspector opens: wait for its line.
        let screen = try tmux.waitFor("NewFilterTip: available")
        #expect(screen.contains("NewFilterTip: available · presented"), "\(screen)")
        try tmux.send("q")
        _ = try tmux.waitFor("MODE=")
    }
}
