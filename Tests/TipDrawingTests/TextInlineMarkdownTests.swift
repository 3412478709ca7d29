import Testing
import TipDrawing

/// Markdown in copy, as SwiftUI's `Text` renders a literal: markers out, emphasis on the runs.
@Suite("Inline Markdown in copy")
struct TextInlineMarkdownTests {
    typealias Run = InlineMarkdown.Run

    @Test func boldItalicStrikethroughCodeAndLinks() {
        #expect(InlineMarkdown("**Bold** and _italic_ words.").runs == [
            Run("Bold", .bold), Run(" and "), Run("italic", .italic), Run(" words."),
        ])
        #expect(InlineMarkdown("~~Old~~ `new` [Learn more](https://example.com)").runs == [
            Run("Old", .strikethrough), Run(" "), Run("new", .code), Run(" "), Run("Learn more", .link),
        ])
        #expect(InlineMarkdown("*Tap **here** now*").runs == [
            Run("Tap ", .italic), Run("here", [.italic, .bold]), Run(" now", .italic),
        ])
        #expect(InlineMarkdown("__Strong__ *it*").plainText == "Strong it")
    }

    @Test(arguments: [
        "2 * 3 * 4", "snake_case_name", "A lone * star", "**unclosed bold", "price: 5 ~ 6", "a ` tick",
        "[not a link] (really)", "", "Plain copy with no markers.",
    ])
    func markersWithoutPartnersAreText(copy: String) {
        #expect(InlineMarkdown(copy).plainText == copy)
        #expect(InlineMarkdown(copy).runs.allSatisfy { $0.emphasis.isEmpty })
    }

    @Test func aBackslashMakesAMarkerText() {
        #expect(InlineMarkdown(#"\*not italic\* and \_this\_"#).runs == [Run("*not italic* and _this_")])
    }

    @Test func markersTakeNoColumnsInATipBox() {
        let plain = TipBox(content: TipBoxContent(tipID: "t", title: "Save it", message: "Tap the star now."))
        let marked = TipBox(content: TipBoxContent(tipID: "t", title: "**Save** it", message: "Tap the _star_ `now`."))
        #expect(marked.layout(forWidth: 60).boxSize == plain.layout(forWidth: 60).boxSize)
    }
}
