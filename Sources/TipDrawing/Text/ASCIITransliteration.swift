import Foundation

/// ASCII stand-ins for text, for a terminal whose locale cannot encode anything else.
///
/// Under a non-UTF-8 locale (`LANG=C`, common in containers) ncurses blanks every non-ASCII
/// character and cannot measure it, so "évidence" would show as " vidence" and Japanese copy
/// would shift the borders after it. When no UTF-8 locale can be selected, each glyph is
/// replaced by Latin letters (`é` → `e`, `Щ` → `S`, `こ` → `ko`) that take exactly the glyph's
/// columns: copy stays readable and every border stays where the layout put it.
public enum ASCIITransliteration {
    /// ICU's transliterators: any script to Latin letters, then Latin (and punctuation such as
    /// dashes, quotes and arrows) to ASCII.
    private static let toASCII = StringTransform("Any-Latin; Latin-ASCII")
    /// Separators the interface itself draws, which ICU leaves as they are.
    private static let separators: [Character: String] = ["·": ".", "•": "*", "°": "o"]

    /// Words (romaji, with what is left in other scripts) as printable ASCII exactly `width`
    /// columns wide: padded with spaces, or cut.
    static func asciiWords(_ text: String, width: Int) -> String {
        // What is left in other scripts gets one letter a character, as in its own column.
        fitted(String(text.flatMap { $0.isASCII ? String($0) : String(latin($0).prefix(1)) }), width: width)
    }

    /// `character` as printable ASCII exactly `width` columns wide (padded with spaces, cut
    /// when longer); `?` when it has no Latin form (emoji, symbols).
    public static func ascii(_ character: Character, width: Int) -> String {
        fitted(latin(character), width: max(1, width))
    }

    /// `character` in printable ASCII letters, at least one: `?` when it has no Latin form.
    private static func latin(_ character: Character) -> String {
        if character.isASCII { return String(character) }
        if let separator = separators[character] { return separator }
        let transformed = String(character).applyingTransform(toASCII, reverse: false) ?? ""
        let latin = String(transformed.unicodeScalars.filter { (0x21...0x7E).contains($0.value) }.map(Character.init))
        return latin.isEmpty ? "?" : latin
    }

    /// `text` cut or padded with spaces to exactly `width` columns (it is ASCII: a column a character).
    private static func fitted(_ text: String, width: Int) -> String {
        let cut = String(text.prefix(width))
        return cut + String(repeating: " ", count: width - cut.count)
    }
}

extension CellBuffer {
    /// This buffer with every non-ASCII glyph replaced by ASCII cells in the same columns
    /// (see `ASCIITransliteration`); ASCII cells and styles are kept as they are.
    ///
    /// A screen with kana on it is read as Japanese: each row's runs of non-ASCII glyphs that hold
    /// kana are read as words in Hepburn romaji (`HepburnRomaji`), kanji anywhere on it become `?`,
    /// and each run is fitted to the columns it had. Other glyphs are replaced one by one.
    public func transliteratedToASCII() -> CellBuffer {
        var result = self
        var memo: [Character: String] = [:]
        let isJapanese = cells.contains { $0.character?.unicodeScalars.contains(where: HepburnRomaji.isKana) ?? false }
        for y in 0..<size.height {
            let row = y * size.width
            var x = 0
            while x < size.width {
                guard let character = cells[row + x].character, !character.isASCII else {
                    x += max(1, cells[row + x].width)
                    continue
                }
                // The run of non-ASCII glyphs from here, with their continuations.
                var end = x
                var text = ""
                while end < size.width, cells[row + end].isContinuation || !(cells[row + end].character?.isASCII ?? true) {
                    if let glyph = cells[row + end].character { text.append(glyph) }
                    end += 1
                }
                if isJapanese {
                    let ascii = ASCIITransliteration.asciiWords(HepburnRomaji.romanize(text), width: end - x)
                    for (offset, letter) in ascii.enumerated() {
                        result.cells[row + x + offset] = Cell(.glyph(letter, width: 1), style: cells[row + x + offset].style)
                    }
                } else {
                    var column = x
                    while column < end {
                        let cell = cells[row + column]
                        let glyph = cell.character ?? " "
                        let ascii = memo[glyph] ?? ASCIITransliteration.ascii(glyph, width: cell.width)
                        memo[glyph] = ascii
                        // The glyph's head and its continuations become one ASCII cell each.
                        for (offset, letter) in ascii.enumerated() where column + offset < end {
                            result.cells[row + column + offset] = Cell(.glyph(letter, width: 1), style: cell.style)
                        }
                        column += max(1, cell.width)
                    }
                }
                x = end
            }
        }
        return result
    }
}
