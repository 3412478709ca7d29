/// "Did you mean ...?" for misspelt keys, ids and enum values.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo:
    /// at most a third of the word's length, rounded up past halves (so none for a one-letter word,
    /// at most 3), ignoring case; swapping two neighbours counts as one edit.
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased())
        let limit = min(3, (target.count + 1) / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` or, failing that, `; expected one of: a, b, c`.
    static func hint(for word: String, among candidates: [String]) -> String {
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
