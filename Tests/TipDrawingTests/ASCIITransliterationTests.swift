import Testing
import TipDrawing

@Suite("ASCII transliteration: readable copy in the glyph's own columns")
struct ASCIITransliterationTests {
    @Test(arguments: [
        ("é", 1, "e"), ("Щ", 1, "S"), ("ß", 1, "s"), ("こ", 2, "ko"), ("ん", 2, "n "), ("日", 2, "ri"),
        ("👍", 2, "? "), ("·", 1, "."), ("—", 1, "-"), ("a", 1, "a"),
    ] as [(Character, Int, String)])
    func eachGlyphBecomesASCIIOfItsOwnWidth(character: Character, width: Int, ascii: String) {
        #expect(ASCIITransliteration.ascii(character, width: width) == ascii)
    }

    @Test(arguments: [
        ("きょう", "kyou"), ("しゃしん", "shashin"), ("ちょっと", "chotto"), ("コーヒー", "koohii"),
        ("マッチ", "matchi"), ("きんえん", "kin'en"), ("ファイル", "fairu"), ("じゅんび", "junbi"),
        ("現在地を表示", "???o??"), ("地図を見る", "??o?ru"), ("ウェブ", "webu"), ("がっこう", "gakkou"),
    ])
    func kanaReadAsHepburnRomajiAndKanjiAsQuestionMarks(text: String, romaji: String) {
        #expect(HepburnRomaji.romanize(text) == romaji)
    }

    @Test func aJapaneseScreenIsReadAsWordsInTheirOwnColumns() {
        var buffer = CellBuffer(width: 20, height: 2)
        buffer.write("|現在地を表示|", at: Point(x: 0, y: 0))
        buffer.write("きょう: Щ", at: Point(x: 0, y: 1))
        let ascii = buffer.transliteratedToASCII()
        #expect(Self.rows(of: ascii) == ["|???o??      |      ", "kyou  : S           "])
    }

    @Test func withoutKanaHanIsReadGlyphByGlyph() {
        var buffer = CellBuffer(width: 8, height: 1)
        buffer.write("日本", at: .zero)
        #expect(Self.rows(of: buffer.transliteratedToASCII()) == ["ribe    "])
    }

    /// Each row as plain text, a wide glyph written once.
    private static func rows(of buffer: CellBuffer) -> [String] {
        (0..<buffer.size.height).map { String(buffer.row($0).compactMap(\.character)) }
    }
}
