/// The one line a command prints after writing a picture (`shot`, `check --svg`, `check --report
/// qa.html`, `review --grid --format svg`) whose characters this machine has no font for: the
/// file was written, but a browser here draws those characters as boxes. It names them, and the
/// Debian package that draws them where there is one. When fontconfig cannot be asked, it says the
/// check could not be made rather than nothing.
public enum PictureFontWarning {
    /// How many characters are named; a longer list ends with how many more there are.
    static let namedCharacters = 20

    /// - Parameters:
    ///   - text: what the picture draws (its SVG or HTML: markup is ASCII and costs nothing).
    ///   - output: the file or folder written, as the user named it.
    ///   - fonts: the machine's fonts (fontconfig's, by default).
    /// - Returns: nil when every character has a font.
    public static func warning(
        for text: String, writtenTo output: String,
        fonts: () throws -> FontCoverage = { try FontCoverage.installed() }
    ) -> String? {
        let coverage: FontCoverage
        do {
            coverage = try fonts()
        } catch {
            return "tiptui: warning: \(output): could not check that this machine has a font for every character drawn: \(error)"
        }
        let missing = coverage.missing(in: text)
        guard !missing.isEmpty else { return nil }
        var named = missing.prefix(namedCharacters).map { character in
            ([String(character)] + character.unicodeScalars.map { "U+\(hex($0))" }).joined(separator: " ")
        }.joined(separator: ", ")
        if missing.count > namedCharacters { named += " and \(missing.count - namedCharacters) more" }
        let count = missing.count == 1 ? "1 character" : "\(missing.count) characters"
        return "tiptui: warning: \(output): no installed font has \(count), which a browser here draws as boxes: \(named); "
            + advice(for: missing)
    }

    /// The Debian packages that have these characters (CI installs them: `.ci/run`).
    static func advice(for missing: [Character]) -> String {
        let bases = missing.compactMap { $0.isDrawnAsEmoji ? nil : $0.unicodeScalars.first }
        var packages: [String] = []
        if bases.contains(where: isCJK) { packages.append("fonts-noto-cjk") }
        if missing.contains(where: \.isDrawnAsEmoji) { packages.append("fonts-noto-color-emoji") }
        if bases.contains(where: { !isCJK($0) && isSymbol($0) }) { packages.append("fonts-symbola") }
        guard !packages.isEmpty else { return "install a font that has them" }
        return "install a font that has them (apt-get install \(packages.joined(separator: " ")))"
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Han, kana, Hangul and the CJK symbol, punctuation and compatibility blocks.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF: true
        default: false
        }
    }

    static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .mathSymbol, .otherSymbol, .currencySymbol, .modifierSymbol: true
        default: false
        }
    }
}
