import Testing
import TipCore

/// Inline Markdown in a `Text` literal styles the words, as in SwiftUI; strings that are not
/// literals, and characters that only look like Markdown, stay as written.
struct MarkdownCopyTests {
    /// Each run as its words and the styles it shows, e.g. `"archive" [bold]`.
    static func described(_ text: Text) -> [String] {
        text.runs.map { run in
            var marks: [String] = []
            if run.style.isBold { marks.append("bold") }
            if run.style.isItalic { marks.append("italic") }
            if run.style.isStrikethrough { marks.append("struck") }
            if run.style.isMonospaced { marks.append("code") }
            if let color = run.style.color { marks.append("\(color)") }
            return "\"\(words(run))\" [\(marks.joined(separator: " "))]"
        }
    }

    static func words(_ run: Text.Run) -> String {
        if case .string(let string) = run.content { return string }
        return "<image>"
    }

    @Test func theSamplesMarkdownBecomesStyledRuns() throws {
        #expect(Self.described(SwipeActionsTip(folder: "Inbox").title) == [#""Swipe to " []"#, #""archive" [bold]"#])
        let message = try #require(SwipeActionsTip(folder: "Inbox").message)
        #expect(message.content == "Swipe left on a message in Inbox to archive it, or delete hide it.")
        #expect(Self.described(message) == [
            #""Swipe " []"#, #""left" [italic]"#, #"" on a message in " []"#, #""Inbox" [bold]"#,
            #"" to archive it, or " []"#, #""delete" [struck]"#, #"" hide it." []"#,
        ])
    }

    @Test(arguments: [
        ("5 * 3 = 15, 2*3", "5 * 3 = 15, 2*3"),
        ("snake_case_name", "snake_case_name"),
        (#"\*not italic\*"#, "*not italic*"),
        ("**never closed", "**never closed"),
        ("a ~ b ~ c", "a ~ b ~ c"),
    ])
    func charactersThatOnlyLookLikeMarkdownStayAsWritten(literal: String, shown: String) {
        let text = Text(LocalizedStringKey(literal))
        #expect(text.content == shown)
        #expect(text.runs.allSatisfy { $0.style == Text.Style() })
    }

    @Test func codeLinksAndNestedEmphasis() {
        #expect(Self.described(Text("Run `tiptui --help` now")) == [#""Run " []"#, #""tiptui --help" [code]"#, #"" now" []"#])
        #expect(Self.described(Text("See [the guide](https://example.com/guide).")) == [
            #""See " []"#, #""the guide" [accentColor]"#, #""." []"#,
        ])
        #expect(Self.described(Text("***Both*** and **bold *inner***")) == [
            #""Both" [bold italic]"#, #"" and " []"#, #""bold " [bold]"#, #""inner" [bold italic]"#,
        ])
    }

    @Test func markdownInsideAnInterpolatedValueIsShownAsWritten() {
        let name = "*starred*"
        #expect(Text("Hello \(name)").content == "Hello *starred*")
        #expect(Text(name).content == "*starred*")
        #expect(Text(verbatim: "**as is**").content == "**as is**")
    }
}
