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

    /// `character` as printable ASCII exactly `width` columns wide (padded with spaces, cut
    /// when longer); `?` when it has no Latin form (emoji, symbols).
    public static func ascii(_ character: Character, width: Int) -> String {
        let width = max(1, width)
        var latin: String
        if character.isASCII {
            latin = String(character)
        } else if let separator = separators[character] {
            latin = separator
        } else {
            let transformed = String(character).applyingTransform(toASCII, reverse: false) ?? ""
            latin = String(transformed.unicodeScalars.filter { (0x21...0x7E).contains($0.value) }.map(Character.init))
            if latin.isEmpty { latin = "?" }
        }
        let cut = String(latin.prefix(width))
        return cut + String(repeating: " ", count: width - cut.count)
    }
}

extension CellBuffer {
    /// This buffer with every non-ASCII glyph replaced by ASCII cells in the same columns
    /// (see `ASCIITransliteration`); ASCII cells and styles are kept as they are.
    public func transliteratedToASCII() -> CellBuffer {
        var result = self
        var memo: [Character: String] = [:]
        for index in cells.indices {
            let cell = cells[index]
            guard let character = cell.character, !character.isASCII else { continue }
            let width = cell.width
            let ascii = memo[character] ?? ASCIITransliteration.ascii(character, width: width)
            memo[character] = ascii
            // The glyph's head and its continuations become one ASCII cell each.
            for (offset, letter) in ascii.enumerated() where index + offset < cells.count {
                guard offset == 0 || cells[index + offset].isContinuation else { break }
                result.cells[index + offset] = Cell(.glyph(letter, width: 1), style: cell.style)
            }
        }
        return result
    }
}
