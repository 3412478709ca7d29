import Testing
@testable import TipOutputs

/// The missing-font check asks about each cluster beyond ASCII once (`DistinctClusters`), passing
/// over glyphs it has met alone by their value: it finds the clusters splitting the text as Swift
/// does would, whatever comes after a glyph met before.
@Suite("Pictures: the clusters a text draws")
struct DistinctClustersTests {
    /// What splitting the whole text into characters finds, beyond ASCII, each once, in order.
    static func split(_ text: String) -> [Character] {
        var seen = Set<Character>()
        return Array(text).filter { !$0.isASCII && seen.insert($0).inserted }
    }

    static let pieces = [
        "─", "│", "┌", "★", "×", "·", "é", "e\u{301}", "a", " ", "\n", "保存", "ميّز", "ّ", "\u{651}", "שָׁלוֹם",
        "🇯🇵", "🇯", "🇵", "❤️", "❤", "\u{FE0F}", "👍🏽", "👍", "🏽", "👩‍💻", "\u{200D}", "1️⃣", "\u{20E3}", "க்ஷ", "한", "ᄒ", "ᅡ",
    ]

    @Test func cornersOfClustering() {
        for text in ["──────", "│ ★ Save ×│", "ميّز ميّز", "ّّ", "e\u{301}e\u{301}é", "🇯🇵🇯🇵🇯", "❤❤️❤", "👍👍🏽", "─\u{301}", "★\u{FE0F}★"] {
            #expect(DistinctClusters.of(text) == Self.split(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test(arguments: 0..<200)
    func anyMixOfPiecesIsSplitAsSwiftSplitsIt(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let text = (0..<60).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
        #expect(DistinctClusters.of(text) == Self.split(text), "seed \(seed): \(text)")
    }
}
