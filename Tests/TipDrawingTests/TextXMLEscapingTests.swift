import Foundation
import Testing
import TipDrawing

@Suite("XML text")
struct TextXMLEscapingTests {
    @Test("markup and the whitespace a parser folds are escaped alike either way")
    func markupAndWhitespace() {
        for unrepresentable in [XMLText.Unrepresentable.kept, .named] {
            #expect(XMLText.content("a < b & \"c\"\r\n\t", unrepresentable: unrepresentable) == "a &lt; b &amp; \"c\"&#13;\n\t")
            #expect(XMLText.attribute("a < b & \"c\"\r\n\t", unrepresentable: unrepresentable) == "a &lt; b &amp; &quot;c&quot;&#13;&#10;&#9;")
        }
    }

    @Test("a character XML 1.0 cannot carry is kept for a writer that refuses it first, or named as Swift spells it")
    func unrepresentable() {
        let text = "red \u{1B}[31m \u{FFFE}"
        #expect(XMLText.firstUnrepresentable(in: text) == "\u{1B}")
        #expect(XMLText.firstUnrepresentable(in: "tab\tline\nreturn\r") == nil)
        #expect(XMLText.content(text) == text)
        #expect(XMLText.content(text, unrepresentable: .named) == "red \\u{1B}[31m \\u{FFFE}")
        #expect(XMLText.attribute(text, unrepresentable: .named) == "red \\u{1B}[31m \\u{FFFE}")
    }
}
