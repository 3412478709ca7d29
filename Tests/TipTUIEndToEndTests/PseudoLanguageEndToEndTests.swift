import Foundation
import Testing
import TipDrawing

/// Pseudo-languages in the real terminal: `--locale` opens in one and `L` moves through them.
@Suite(.serialized) struct PseudoLanguageEndToEndTests {
    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func theDoubleLengthPseudoLanguageWrapsTheTipAndLMovesToTheAccentedOne() throws {
        let tmux = try TmuxSession.tiptui("--datastore memory --locale pseudo-double")
        let doubled = try tmux.waitFor("Show your location Show your")
        #expect(doubled.contains("pseudo-double"), "the header names the locale")
        try tmux.send("L")
        let accented = try tmux.waitFor("Šĥöŵ ýöûŕ ļöçåţîöñ")
        #expect(accented.contains("pseudo-accented"))
        try tmux.send("q")
        #expect(try tmux.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func anUnknownLocaleListsThePseudoLanguages() throws {
        let tmux = try TmuxSession.tiptui("--datastore memory --locale pseudo-long", width: 200, height: 10)
        let screen = try tmux.waitFor("EXIT=")
        #expect(screen.contains("EXIT=2"))
        #expect(screen.contains("pseudo-accented-double"))
    }
}
