/// Japanese kana in Hepburn romaji, in ASCII: `きょう` → `kyou`, `ちょっと` → `chotto`,
/// `コーヒー` → `koohii`.
///
/// Kana are read as whole words, not glyph by glyph: a small `ゃ`/`ゅ`/`ょ` joins the kana before it
/// (`きょ` → `kyo`), a small `っ` doubles the next consonant (`tch` before `ch`), `ー` repeats the
/// vowel before it (ASCII has no macron), and `ん` is `n'` before a vowel or `y`. Kanji have no
/// reading without a dictionary, which the playground does not carry: each one becomes `?`.
/// Anything else is left as it is, for the caller to transliterate.
public enum HepburnRomaji {
    /// Whether `scalar` is hiragana or katakana (including `ー`), which this reads.
    public static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x3096).contains(scalar.value) || (0x30A1...0x30FA).contains(scalar.value) || scalar.value == 0x30FC
    }

    /// Whether `scalar` is a CJK ideograph (a kanji in Japanese text).
    public static func isKanji(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
            || scalar.value == 0x3005  // 々, the repetition mark
    }

    /// `text` with its kana in romaji and its kanji as `?`; other characters unchanged.
    public static func romanize(_ text: String) -> String {
        // Katakana read as the hiragana they share a sound with.
        let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            (0x30A1...0x30F6).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0x60)! : scalar
        }
        var result = ""
        var doublesNext = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            var syllable: String
            if isKanji(scalar) {
                syllable = "?"
            } else if scalar == "っ" {
                doublesNext = true
                index += 1
                continue
            } else if scalar == "ー" {
                syllable = result.last.map { "aeiou".contains($0) ? String($0) : "" } ?? ""
            } else if let base = syllables[scalar] {
                syllable = base
                if let small = next, let glide = glides[small], base.count >= 2, base.hasSuffix("i") {
                    // きょ → kyo, しゃ → sha, ちゅ → chu, じょ → jo
                    let stem = String(base.dropLast())
                    syllable = ["sh", "ch", "j"].contains(stem) ? stem + String(glide.dropFirst()) : stem + glide
                    index += 1
                } else if let small = next, let vowel = smallVowels[small], base.count >= 2 || base == "u" {
                    // ファ → fa, ティ → ti, ウェ → we
                    syllable = (base == "u" ? "w" : String(base.dropLast())) + vowel
                    index += 1
                }
                if scalar == "ん", let following = next, let sound = syllables[following],
                   "aeiouy".contains(sound.first!) {
                    syllable = "n'"
                }
            } else {
                syllable = String(scalar)
            }
            if doublesNext, let first = syllable.first, first.isLetter, !"aeiou".contains(first) {
                syllable = (syllable.hasPrefix("ch") ? "t" : String(first)) + syllable
            }
            doublesNext = false
            result += syllable
            index += 1
        }
        return result
    }

    private static let syllables: [Unicode.Scalar: String] = {
        let rows: [(String, [String])] = [
            ("あいうえお", ["a", "i", "u", "e", "o"]), ("かきくけこ", ["ka", "ki", "ku", "ke", "ko"]),
            ("がぎぐげご", ["ga", "gi", "gu", "ge", "go"]), ("さしすせそ", ["sa", "shi", "su", "se", "so"]),
            ("ざじずぜぞ", ["za", "ji", "zu", "ze", "zo"]), ("たちつてと", ["ta", "chi", "tsu", "te", "to"]),
            ("だぢづでど", ["da", "ji", "zu", "de", "do"]), ("なにぬねの", ["na", "ni", "nu", "ne", "no"]),
            ("はひふへほ", ["ha", "hi", "fu", "he", "ho"]), ("ばびぶべぼ", ["ba", "bi", "bu", "be", "bo"]),
            ("ぱぴぷぺぽ", ["pa", "pi", "pu", "pe", "po"]), ("まみむめも", ["ma", "mi", "mu", "me", "mo"]),
            ("やゆよ", ["ya", "yu", "yo"]), ("らりるれろ", ["ra", "ri", "ru", "re", "ro"]),
            ("わゐゑを", ["wa", "i", "e", "o"]), ("ん", ["n"]), ("ゔ", ["vu"]),
            ("ぁぃぅぇぉ", ["a", "i", "u", "e", "o"]), ("ゃゅょゎ", ["ya", "yu", "yo", "wa"]),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (kana, sounds) in rows {
            for (scalar, sound) in zip(kana.unicodeScalars, sounds) { table[scalar] = sound }
        }
        return table
    }()

    /// Small ゃ ゅ ょ after an i-row kana.
    private static let glides: [Unicode.Scalar: String] = ["ゃ": "ya", "ゅ": "yu", "ょ": "yo"]
    /// Small vowels after a kana, as katakana loanwords use them.
    private static let smallVowels: [Unicode.Scalar: String] = ["ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o"]
}
