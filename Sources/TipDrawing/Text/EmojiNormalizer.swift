/// A piece of copy the playground had to change so that ncurses and the terminal agree on its
/// width. Shown to copy authors so a surprising rendering has an explanation.
public struct TextWarning: Hashable, Sendable, CustomStringConvertible {
    public enum Reason: String, Hashable, Sendable {
        case zeroWidthJoinerSequence = "ZWJ sequence"
        case variationSelector = "variation selector"
        case skinToneModifier = "skin-tone modifier"
        case tagSequence = "tag sequence"
        case keycapSequence = "keycap sequence"
    }

    public var original: String
    public var replacement: String
    public var reason: Reason

    public init(original: String, replacement: String, reason: Reason) {
        self.original = original
        self.replacement = replacement
        self.reason = reason
    }

    public var description: String {
        let codes = original.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return "\"\(original)\" (\(codes.joined(separator: " ")), \(reason.rawValue)) is shown as "
            + "\"\(replacement)\": ncurses and terminals disagree on its width"
    }
}

/// Reduces emoji sequences to their base emoji. ncurses sums widths per code point (a ZWJ family
/// is 6 columns, `👍🏽` 4, `☀️` 1) while terminals draw each sequence as one 2-column glyph, so
/// such text would push every border after it out of line.
public enum EmojiNormalizer {
    /// `text` with disputed emoji sequences reduced to their first scalar, and what was changed.
    public static func normalize(_ text: String) -> (text: String, warnings: [TextWarning]) {
        // ASCII has no emoji: most copy is returned without walking its characters.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return (text, []) }
        var output = ""
        var warnings: [TextWarning] = []
        for character in text {
            let scalars = character.unicodeScalars
            guard scalars.count > 1, let base = scalars.first, base.properties.isEmoji,
                let reason = disputedReason(scalars)
            else {
                output.append(character)
                continue
            }
            let replacement = String(base)
            output += replacement
            warnings.append(
                TextWarning(original: String(character), replacement: replacement, reason: reason))
        }
        return (output, warnings)
    }

    /// Why a cluster's width is disputed, or nil when ncurses and terminals agree on it.
    private static func disputedReason(_ scalars: Character.UnicodeScalarView) -> TextWarning.Reason? {
        let values = scalars.map(\.value)
        if values.contains(where: { (0xE0020...0xE007F).contains($0) }) { return .tagSequence }
        if values.contains(0x200D) { return .zeroWidthJoinerSequence }
        if values.contains(0x20E3) { return .keycapSequence }
        if values.contains(where: { (0x1F3FB...0x1F3FF).contains($0) }) { return .skinToneModifier }
        if values.contains(0xFE0F) || values.contains(0xFE0E) { return .variationSelector }
        return nil
    }
}
