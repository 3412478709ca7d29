/// Finds the "did you mean" candidate for a misspelled word.
enum ScriptSuggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo: a case-only
    /// difference always is; otherwise up to one edit per three characters (at least one).
    /// Ties go to the alphabetically first candidate, so messages never depend on set order.
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased())
            let allowed = max(1, min(word.count, candidate.count) / 3)
            guard distance <= allowed, candidate != word else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"`, or an empty string when nothing is close.
    static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours each cost one, because swapped letters are the most common typo (`expcet`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            let beforePrevious = previousRow
            previousRow = row
            row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }
}
