
extension TipBox {
    /// A wrapped line of copy as it is drawn: in visual order, in the copy's direction.
    ///
    /// Lines are wrapped in logical order first (a line break falls where the reader's eye goes
    /// next) and reordered one by one, as a text engine does. A left-to-right line is reordered
    /// only when it has right-to-left letters (a Hebrew word in English copy reads right to left
    /// in place), so every frame holds visual order, which pictures rely on to shape the word.
    /// `pseudo-rtl` copy lost its right-to-left override with the other invisible controls, so
    /// each of its lines is put under one again, with its placeholders isolated left to right as
    /// the pseudo-language does.
    func visual(_ line: String) -> String {
        guard content.direction == .rightToLeft else {
            return Self.hasRightToLeftLetters(line) ? bidi.visualLine(line, direction: .leftToRight).text : line
        }
        var logical = line
        if content.overridesDirection {
            let pieces = CopyPlaceholder.split(line)
            logical = "\u{202E}" + pieces.map { $0.isPlaceholder ? "\u{2066}" + $0.text + "\u{2069}" : $0.text }.joined() + "\u{202C}"
        }
        return bidi.visualLine(logical, direction: .rightToLeft).text
    }

    /// Whether a line has a letter of a right-to-left script, which only bidi can place.
    static func hasRightToLeftLetters(_ line: String) -> Bool {
        line.unicodeScalars.contains { CellBuffer.isRightToLeft(Character($0)) }
    }
}

extension Edge {
    /// The edge on the other side when a layout runs right to left: leading and trailing swap,
    /// top and bottom stay.
    public func mirrored(for direction: LayoutDirection) -> Edge {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .top, .bottom: return self
        }
    }
}
