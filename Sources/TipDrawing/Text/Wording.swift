/// Small pieces of English the messages need, so counts and articles are right everywhere:
/// "1 group", "2 groups", "an int", "a bool".
public enum Wording {
    /// `1 donation`, `3 donations`, `0 matches` (pass `plural` when adding "s" is wrong).
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// The word with `a` or `an` before it, by its first letter: `an int`, `a string`.
    public static func withArticle(_ word: String) -> String {
        let startsWithVowel = word.first.map { "aeiouAEIOU".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + word
    }
}
