import Foundation
import Testing
@testable import TipOutputs
@testable import TipTUIKit

/// A picture whose characters this machine has no font for says so, naming them; fontconfig's
/// character sets are read once, and a machine without fontconfig is told the check was not made.
@Suite("Pictures: characters without a font")
struct PictureFontWarningTests {
    /// Latin, Cyrillic and box drawing, as a machine with only DejaVu has.
    static let latinOnly = FontCoverage(charsets: "20-7e a0-17f 400-4ff\n2500-257f\n")

    @Test("fontconfig's character sets are read as ranges, merged across fonts")
    func charsetsAreRead() {
        let coverage = FontCoverage(charsets: "20-7e a0-ff\n41-5a 100\n\nnot-a-range 3042\n")
        #expect(coverage.ranges == [0x20...0x7E, 0xA0...0x100, 0x3042...0x3042])
        #expect(coverage.covers(0x41) && coverage.covers(0x100) && coverage.covers(0x3042))
        #expect(!coverage.covers(0x7F) && !coverage.covers(0x3043))
    }

    @Test("a character no font has is named once; Latin, spaces and invisible joiners are not")
    func missingCharactersAreNamed() {
        let text = "Keep notes close \u{3042}\u{3042} é — \u{10FFFD} \u{200D}\u{FE0F}\n"
        #expect(Self.latinOnly.missing(in: text) == ["\u{3042}", "\u{2014}", "\u{10FFFD}"])
        #expect(Self.latinOnly.missing(in: "Share a note · × é Привет ┌─┐") == [])
    }

    @Test("the warning names the characters with their code points and the Debian package that draws them")
    func warningWording() throws {
        let warning = try #require(PictureFontWarning.warning(
            for: "<text>地図 \u{2316} 😀 \u{E000}</text>", writtenTo: "map.png", fonts: { Self.latinOnly }))
        #expect(warning.hasPrefix("tiptui: warning: map.png: no installed font has 5 characters"))
        #expect(warning.contains("地 U+5730, 図 U+56F3, ⌖ U+2316, 😀 U+1F600, \u{E000} U+E000;"))
        #expect(warning.hasSuffix("(apt-get install fonts-noto-cjk fonts-noto-color-emoji fonts-symbola)"))
        #expect(PictureFontWarning.warning(for: "<text>Notes · Share</text>", writtenTo: "map.svg", fonts: {
            FontCoverage(charsets: "20-7e b7")
        }) == nil)
    }

    @Test("a long list names twenty characters and says how many more")
    func longListsAreCut() throws {
        let text = String(String.UnicodeScalarView((0x4E00..<0x4E19).compactMap(Unicode.Scalar.init)))
        let warning = try #require(PictureFontWarning.warning(for: text, writtenTo: "grid", fonts: { Self.latinOnly }))
        #expect(warning.contains("no installed font has 25 characters"))
        #expect(warning.contains("and 5 more;"))
    }

    @Test("without fontconfig the warning says the check could not be made")
    func noFontconfig() throws {
        struct Missing: Error, CustomStringConvertible { var description: String { "fontconfig's fc-list is not installed" } }
        let warning = PictureFontWarning.warning(for: "地図", writtenTo: "map.png", fonts: { throw Missing() })
        #expect(warning == "tiptui: warning: map.png: could not check that this machine has a font for every character drawn: fontconfig's fc-list is not installed")
        #expect(throws: FontCoverage.Unavailable.self) { try FontCoverage.installed(environment: ["PATH": "/nonexistent"]) }
    }

    @Test("fc-list's lines are read as colour fonts (True), other fonts (False) and fonts of an older fontconfig (no tab)")
    func fcListLinesAreSortedByColour() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let script = try sandbox.write("fc-list", "#!/bin/sh\nprintf 'True\\t1f600-1f64f\\nFalse\\t20-7e a0-ff\\n400-4ff\\n\\nFalse\\t\\n'\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let coverage = try FontCoverage.installed(environment: ["PATH": sandbox.folder.path])
        #expect(coverage == FontCoverage(charsets: "20-7e a0-ff\n400-4ff\n", colourCharsets: "1f600-1f64f\n"))
        #expect(coverage.missing(in: "Tap Ж 😀 ☃") == ["☃"])
    }

    @Test(
        "this machine's fonts: a private-use character no font has is named, a Latin letter is not",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-list"), "fontconfig is not installed"))
    func installedFonts() throws {
        let coverage = try FontCoverage.installed()
        #expect(coverage.missing(in: "Keep notes close \u{10FFFD}") == ["\u{10FFFD}"])
    }
}

/// Emoji are drawn with a colour emoji font (`Character.isDrawnAsEmoji`): a symbol font that has
/// their code points draws a flag as two boxed letters, so it does not count.
@Suite("Pictures: emoji without a colour font")
struct PictureEmojiFontWarningTests {
    /// Latin and a symbol font with the regional indicators and 😀, as Symbola has.
    static let symbolsOnly = FontCoverage(charsets: "20-7e 1f1e6-1f1ff 1f600")

    @Test("a flag and a letter with an uncovered mark are named as whole clusters")
    func clustersAreNamed() throws {
        #expect(Self.symbolsOnly.missing(in: "Go 🇯🇵 to Tokyo 😀 e\u{30A}") == ["🇯🇵", "😀", "e\u{30A}"])
        let warning = try #require(PictureFontWarning.warning(for: "<text>🇯🇵</text>", writtenTo: "ja.png", fonts: { Self.symbolsOnly }))
        #expect(warning.contains("no installed font has 1 character, which a browser here draws as boxes: 🇯🇵 U+1F1EF U+1F1F5;"), "\(warning)")
        #expect(warning.hasSuffix("(apt-get install fonts-noto-color-emoji)"), "\(warning)")
    }

    @Test("a colour font with the code points draws them")
    func colourFontCovers() {
        let coverage = FontCoverage(charsets: "20-7e", colourCharsets: "1f1e6-1f1ff 1f600")
        #expect(coverage.missing(in: "Go 🇯🇵 to Tokyo 😀") == [])
    }
}
