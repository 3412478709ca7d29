
/// Which way a locale's copy and layout run. Right-to-left locales mirror the tip layout
/// (leading and trailing swap) and show their lines in visual order through `BidiText`.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft

    /// Languages written right to left that a playground is likely to be translated into.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

    /// The direction of a locale of tip copy: Arabic, Hebrew, Persian and Urdu (any region or
    /// script, `ar-EG`, `he_IL`) and the right-to-left pseudo-language run right to left; the
    /// base copy (nil) and everything else left to right.
    public init(locale: String?) {
        guard let locale else {
            self = .leftToRight
            return
        }
        if locale == PseudoLanguage.rightToLeft.localeID {
            self = .rightToLeft
            return
        }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
}
