import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

@Suite("ASCII transliteration: readable copy in the glyph's own columns")
struct ASCIITransliterationTests {
    @Test(arguments: [
        ("é", 1, "e"), ("Щ", 1, "S"), ("ß", 1, "s"), ("こ", 2, "ko"), ("ん", 2, "n "), ("日", 2, "ri"),
        ("👍", 2, "? "), ("·", 1, "."), ("—", 1, "-"), ("a", 1, "a"),
    ] as [(Character, Int, String)])
    func eachGlyphBecomesASCIIOfItsOwnWidth(character: Character, width: Int, ascii: String) {
        #expect(ASCIITransliteration.ascii(character, width: width) == ascii)
    }

    @Test(arguments: ["ja", "ru", "fr", "zh-Hans"])
    func aTransliteratedScreenIsAllASCIIWithEveryASCIICellInPlace(locale: String) throws {
        var state = AppState()
        state.locale = locale
        state.usesASCII = true
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(),
            size: Size(width: 80, height: 24), state: state)
        let original = session.frame.buffer
        let ascii = original.transliteratedToASCII()
        #expect(ascii.size == original.size)
        for (before, after) in zip(original.cells, ascii.cells) {
            #expect(after.character.map { $0.isASCII } ?? false, "no continuation or non-ASCII cell remains")
            if let character = before.character, character.isASCII {
                #expect(after == before, "borders and ASCII text stay exactly where they were")
            }
        }
        #expect(ascii.rowTexts.allSatisfy { $0.count == 80 })
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
        #expect(ascii.rowTexts == ["|???o??      |      ", "kyou  : S           "])
    }

    @Test func withoutKanaHanIsReadGlyphByGlyph() {
        var buffer = CellBuffer(width: 8, height: 1)
        buffer.write("日本", at: .zero)
        #expect(buffer.transliteratedToASCII().rowTexts == ["ribe    "])
    }
}

