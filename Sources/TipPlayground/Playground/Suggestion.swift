/// "Did you mean ...?" for misspelt keys, ids, enum values and script words: the one rule for
/// playground files, scripts and the `:` command line.
public enum Suggestion {
    /// Words longer than this (in UTF-8 bytes) are never compared: nobody misspells an id that
    /// long, and comparing costs the product of the two lengths.
    static let longestComparedWord = 256

    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo:
    /// at most a third of the word's length, rounded up past halves (so none for a one-letter word,
    /// at most 3), ignoring case, so a case-only difference always is; swapping two neighbours
    /// counts as one edit. Ties go to the alphabetically first candidate, so messages never
    /// depend on the order of a set.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        guard word.utf8.count <= longestComparedWord else { return nil }
        let target = Array(word.lowercased())
        let limit = min(3, (target.count + 1) / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let other = Array(candidate.lowercased())
            // The distance is at least the difference in length: skip without the table.
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = other == target ? 0 : editDistance(target, other)
            guard distance <= limit else { continue }
            if let best, (best.distance, best.candidate) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"`, or an empty string when nothing is close.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `; did you mean 'x'?` or, failing that, `; expected one of: a, b, c`.
    public static func hint(for word: String, among candidates: [String]) -> String {
        if let closest = closest(to: word, among: candidates) { return "; did you mean '\(closest)'?" }
        guard !candidates.isEmpty else { return "" }
        let shown = candidates.prefix(12).joined(separator: ", ")
        return "; expected one of: \(shown)\(candidates.count > 12 ? ", ..." : "")"
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours each cost one edit ("titel" is one edit from "title").
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
