/// Xcode's pseudo-languages (scheme options › App Language), as locales of every playground:
/// copy generated from the base copy that shows, before any translation exists, where text
/// will not fit, where accents are clipped, where strings are cut or glued together, and how
/// the copy reads right to left.
///
/// Each is a pure transform of the base copy. Format specifiers (`%@`, `%d`, `%1$@`, `%.2f`,
/// `%%`) and Swift interpolations (`\(count)`) pass through untouched and appear exactly as
/// often as in the base, so a pseudo-language never changes what a string formats.
public enum PseudoLanguage: String, CaseIterable, Sendable {
    /// Every run of text said twice: "Save to Favorites Save to Favorites". German and Finnish
    /// copy runs 30–40 % longer than English; twice as long leaves a margin.
    case double = "pseudo-double"
    /// Every ASCII letter with an accent or hook: "Šåṽé ţö Ƒåṽöŕîţéš". Shows clipped diacritics
    /// and text that was never put through the localization system (it stays plain).
    case accented = "pseudo-accented"
    /// Every string between brackets: "[Save to Favorites]". Shows truncation (a bracket goes
    /// missing) and strings glued from pieces (brackets in the middle of a sentence).
    case bounded = "pseudo-bounded"
    /// The copy forced right to left: a right-to-left mark sets the paragraph direction and a
    /// right-to-left override reverses the letters, so a bidi-aware renderer draws the mirror
    /// image ("Save" reads "evaS", right-aligned). Placeholders are isolated left to right.
    /// Renderers without bidi drop the invisible marks and show the base copy.
    case rightToLeft = "pseudo-rtl"
    /// Accented, then doubled: the widest and tallest copy at once.
    case accentedDouble = "pseudo-accented-double"

    /// The pseudo-language with this locale id, if it is one.
    public init?(localeID: String) {
        self.init(rawValue: localeID)
    }

    /// The locale id used by `--locale`, `L`, scripts' `locale` and `tiptui review`.
    public var localeID: String { rawValue }

    /// Every pseudo-language's locale id, in the order `L` cycles through them.
    public static var localeIDs: [String] { allCases.map(\.localeID) }

    /// `text` in this pseudo-language.
    public func transform(_ text: String) -> String {
        let pieces = CopyPlaceholder.split(text)
        switch self {
        case .double:
            return Self.doubled(pieces)
        case .accented:
            return Self.joined(pieces) { Self.accented($0) }
        case .bounded:
            return text.isEmpty ? text : "[" + text + "]"
        case .rightToLeft:
            return Self.rightToLeft(pieces)
        case .accentedDouble:
            return Self.doubled(pieces.map { $0.isPlaceholder ? $0 : .text(Self.accented($0.text)) })
        }
    }

    private static func joined(_ pieces: [CopyPlaceholder.Piece], text: (String) -> String) -> String {
        pieces.map { $0.isPlaceholder ? $0.text : text($0.text) }.joined()
    }

    /// Each run of text between placeholders repeated after a space, keeping the run's own
    /// leading and trailing spaces where they were: "Share %@ now" → "Share Share %@ now now".
    private static func doubled(_ pieces: [CopyPlaceholder.Piece]) -> String {
        joined(pieces) { run in
            let leading = run.prefix { $0 == " " }
            let trailing = run.reversed().prefix { $0 == " " }
            let core = run.dropFirst(leading.count).dropLast(trailing.count)
            guard !core.isEmpty else { return run }
            return String(leading) + core + " " + core + String(trailing)
        }
    }

    private static func accented(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
    }

    /// Right-to-left mark, then the copy under a right-to-left override, with each placeholder
    /// in a left-to-right isolate so `%1$@` is not drawn `@$1%`.
    private static func rightToLeft(_ pieces: [CopyPlaceholder.Piece]) -> String {
        guard !pieces.isEmpty else { return "" }
        let inner = pieces.map { $0.isPlaceholder ? "\u{2066}" + $0.text + "\u{2069}" : $0.text }.joined()
        return "\u{200F}\u{202E}" + inner + "\u{202C}"
    }

    /// One precomposed, single-column letter per ASCII letter (all in Latin-1 Supplement and
    /// Latin Extended, so every terminal font has them).
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()
}
