import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// A whole screen of the playground transliterated to ASCII (the glyphs themselves:
/// `ASCIITransliterationTests` in TipDrawingTests).
@Suite("ASCII transliteration of a playground screen")
struct SessionASCIITransliterationTests {
    @Test(arguments: ["ja", "ru", "fr", "zh-Hans"])
    func aTransliteratedScreenIsAllASCIIWithEveryASCIICellInPlace(locale: String) throws {
        var state = AppState()
        state.looking.locale = locale
        state.looking.usesASCII = true
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
}
