/// The Swift name R.swift generates for a string table key: the key cut at every character that
/// is not a letter, a digit or `_`, the first word starting lower case and each other word upper
/// case (`onboarding.welcome.title` → `onboardingWelcomeTitle`, `Save to Favorites` →
/// `saveToFavorites`). Import runs it over the keys of the tables it read to find the key an
/// app's `R.string.localizable.onboardingWelcomeTitle()` names.
enum RSwiftIdentifier {
    static func of(_ key: String) -> String {
        let words = key.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.enumerated().map { index, word in
            let first = index == 0 ? word.prefix(1).lowercased() : word.prefix(1).uppercased()
            return first + word.dropFirst()
        }.joined()
    }

    /// The keys of `keys` by the identifier R.swift gives them; an identifier two keys share
    /// names neither (R.swift itself refuses to generate it).
    static func keys(byIdentifier keys: some Sequence<String>) -> [String: String] {
        var found: [String: String] = [:]
        var shared: Set<String> = []
        for key in keys {
            let identifier = of(key)
            if let other = found[identifier], other != key { shared.insert(identifier) } else { found[identifier] = key }
        }
        for identifier in shared { found[identifier] = nil }
        return found
    }
}
