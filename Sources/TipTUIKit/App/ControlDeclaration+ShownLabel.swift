import TipDrawing
import TipPlayground

extension ControlDeclaration {
    /// The text a control is drawn with: its symbol's stand-in glyph before the label, the glyph
    /// alone for a symbol-only control (an image button), or just the label. Tips draw their
    /// images through the same `SymbolGlyph` table, so a control and its tip show one picture.
    func shownLabel(glyphs: GlyphSet) -> String {
        guard let symbol else { return label }
        let glyph = SymbolGlyph.glyph(forSymbolNamed: symbol, ascii: glyphs.isASCII)
        return label.isEmpty ? glyph : glyph + " " + label
    }

    /// The name VoiceOver reads: the label, or for a symbol-only control words from the symbol's
    /// name (`square.and.arrow.up` → "square and arrow up"), as SwiftUI derives an image's
    /// default accessibility label from its symbol. Style variants such as `.fill` say nothing.
    var spokenLabel: String {
        guard label.isEmpty, let symbol else { return label }
        let words = symbol.split(separator: ".").filter { $0 != "fill" }
        return words.isEmpty ? symbol : words.joined(separator: " ")
    }
}
