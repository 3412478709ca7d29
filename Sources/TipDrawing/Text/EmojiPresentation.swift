extension Character {
    /// Whether a picture draws this cluster with a colour emoji font: a flag, a keycap, an emoji
    /// with a variation selector, skin tone or joiner, one that is an emoji by default, or a
    /// pictograph of the emoji planes (🏳, whose text form only symbol fonts have). Left to
    /// font fallback, a monospaced page finds the first font with the code points, which can be a
    /// symbol font drawing a flag as two boxed letters (Symbola) or `❤️` as a black outline.
    public var isDrawnAsEmoji: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first, first.value >= 0x80 || scalars.count > 1 else { return false }
        if first.properties.isEmojiPresentation || (first.value >= 0x1F000 && first.properties.isEmoji) { return true }
        guard scalars.count > 1, first.properties.isEmoji else { return false }
        return scalars.dropFirst().contains { scalar in
            scalar.value == 0xFE0F || scalar.value == 0x200D || scalar.value == 0x20E3
                || scalar.properties.isEmojiModifier || (0xE0020...0xE007F).contains(scalar.value)
        }
    }
}
