/// A locale as playgrounds spell it: a BCP 47 language tag (`ja`, `zh-Hans`, `pt-BR`), as
/// Xcode names a String Catalog's and an XLIFF file's languages.
public enum LanguageTag {
    /// BCP 47-shaped: a 2–3 letter language, then subtags of 2–8 letters or digits (`zh-Hans`).
    public static func isWellFormed(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// `tag` in BCP 47's customary case (tags are case-insensitive, but `zh-hans` and `zh-Hans`
    /// would be two locales to a playground): the language in lower case, a four-letter script
    /// capitalised, a two-letter region in upper case, anything else in lower case.
    public static func customaryCase(_ tag: String) -> String {
        tag.split(separator: "-", omittingEmptySubsequences: false).enumerated().map { index, part in
            guard index > 0 else { return part.lowercased() }
            switch part.count {
            case 4 where part.allSatisfy(\.isLetter): return part.prefix(1).uppercased() + part.dropFirst().lowercased()
            case 2: return part.uppercased()
            default: return part.lowercased()
            }
        }.joined(separator: "-")
    }
}
