/// "Did you mean ...?" for misspelt keys, ids and enum values.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo:
    /// at most a third of the word's length (minimum 1, maximum 3) edits, ignoring case.
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased())
        let limit = min(3, max(1, target.count / 3))
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

    /// Levenshtein distance over characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
