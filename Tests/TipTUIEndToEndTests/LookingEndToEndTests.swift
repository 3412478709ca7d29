import Foundation
import Testing

/// The looking law on the real binary: cycling every width preset, text size, locale and the
/// ASCII glyphs, and resizing the terminal from 20x8 to 300x100 and back, count no display.
@Suite("End to end: looking counts no display")
struct LookingEndToEndTests {
    /// A playground whose inline tip is taller than a watch-sized device at large text sizes.
    static let tallPlayground = """
        { "title": "Tall",
          "tips": [ { "id": "TallTip", "title": "A tip with a long message",
                      "message": "\(Array(repeating: "Every word of this message takes room on a narrow device.", count: 6).joined(separator: " "))" } ],
          "screens": [ { "id": "main", "controls": [ { "id": "first", "label": "First" }, { "id": "second", "label": "Second" } ],
                         "tips": [ { "tip": "TallTip", "inline": { "after": "first" } } ] } ] }
        """

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func cyclingLooksOnTheDefaultPlaygroundKeepsOneDisplay() throws {
        let tmux = try TmuxSession.tiptui("--datastore memory", width: 200, height: 60)
        try tmux.waitFor("Show your location")
        try cycleEveryLook(in: tmux)
        try expectOneDisplay(of: "ShowLocationTip", in: tmux)
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func cyclingLooksOnATallInlineTipKeepsOneDisplay() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tall.json")
        try Self.tallPlayground.write(to: file, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession.tiptui("--datastore memory \(TmuxSession.shellQuoted(file.path))", width: 200, height: 60)
        try tmux.waitFor("A tip with a long message")
        try cycleEveryLook(in: tmux)
        try expectOneDisplay(of: "TallTip", in: tmux)
    }

    /// Every width preset (W), at each every text size (T, twelve of them) and the ASCII glyphs
    /// on and off (A); then every locale (L); then resizes from 20x8 to 300x100 and back.
    private func cycleEveryLook(in tmux: TmuxSession) throws {
        for _ in 0..<4 {
            try tmux.send("W")
            for _ in 0..<12 { try tmux.send("T") }
            try tmux.send("A")
            try tmux.send("A")
        }
        for _ in 0..<8 { try tmux.send("L") }
        for (width, height) in [(20, 8), (300, 100), (20, 8), (300, 100), (40, 12), (200, 60)] {
            try tmux.resizeTiptui(width: width, height: height)
        }
    }

    /// Opens the inspector on the base copy and reads the tip's display count, once every key
    /// before has been handled (a caption typed last shows only then).
    private func expectOneDisplay(of tipID: String, in tmux: TmuxSession) throws {
        try tmux.type(":locale base")
        try tmux.send("Enter")
        try tmux.send("i")
        try tmux.type(":say \"looked enough\"")
        try tmux.send("Enter")
        let screen = try tmux.waitForScreen("the inspector after the caption") {
            $0.contains("looked enough") && $0.contains("\(tipID): available")
        }
        let displays = try TmuxSession.inspectorDisplays(of: tipID, in: screen)
        #expect(displays.hasPrefix("Displays: 1 "), "\(displays)")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }
}
