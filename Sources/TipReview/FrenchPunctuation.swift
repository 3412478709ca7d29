/// French typography's space before `! ? : ;` (COPY-11): a no-break space, narrow (U+202F)
/// before `! ? ;` and full (U+00A0) before `:`. A normal space is where the tip box may wrap, so
/// `Bienvenue !` can end with `!` alone on the next line; no space at all reads as an English
/// habit carried into the translation.
enum FrenchPunctuation {
    static let marks: Set<Character> = ["!", "?", ":", ";"]

    /// What is wrong with the spaces before the marks in `text`, in words ("has a normal space
    /// before '!'; …"), or nil when every mark is spaced as French wants.
    static func problems(in text: String) -> String? {
        var breakable: [Character] = []
        var unspaced: [Character] = []
        let characters = Array(text)
        for index in characters.indices where marks.contains(characters[index]) && index > 0 {
            let before = characters[index - 1]
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            if before == " " {
                if !breakable.contains(characters[index]) { breakable.append(characters[index]) }
            } else if before.isLetter, after == " " || index + 1 == characters.count {
                // A letter right before the mark, at a word's end: `Bienvenue!`. A colon inside a
                // word or number (`https://`, `10:30`) is left alone.
                if !unspaced.contains(characters[index]) { unspaced.append(characters[index]) }
            }
        }
        var parts: [String] = []
        if !breakable.isEmpty {
            parts.append("has a normal space before \(listed(breakable)), where a wrap can leave the mark alone on a line")
        }
        if !unspaced.isEmpty { parts.append("has no space before \(listed(unspaced))") }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: " and ") + "; put a no-break space there (U+202F before ! ? ;, U+00A0 before :)"
    }

    private static func listed(_ marks: [Character]) -> String {
        marks.map { "'\($0)'" }.joined(separator: ", ")
    }
}
