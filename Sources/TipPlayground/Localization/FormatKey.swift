import TipDrawing

/// How copy with Swift interpolations meets a string table. SwiftUI looks
/// `Text("\(trailName) is open")` up under the format key `%@ is open`, and a translation says
/// where the value goes with `%@` (or `%1$@`, `%2$@` when it puts the values in another order).
/// The playground writes copy as the app writes it, interpolations and all, so this is the one
/// place that turns copy into a key or a table value and a table value back into copy.
///
/// Copy without an interpolation is its own key and its translations are taken as written: a
/// literal `%d` in such copy is the app's own `String(format:)` business, not ours.
public enum FormatKey {
    /// The key a string table holds `copy` under: each `\(…)` written `%@`, a `%` of the text
    /// doubled; copy that interpolates nothing unchanged.
    public static func key(of copy: String) -> String {
        let pieces = CopyPlaceholder.split(copy)
        guard pieces.contains(where: isInterpolation) else { return copy }
        return pieces.map { piece in isInterpolation(piece) ? "%@" : escapingPercent(piece.text) }.joined()
    }

    /// The interpolations of `copy` in order, as written (`\(trailName)`).
    public static func interpolations(in copy: String) -> [String] {
        CopyPlaceholder.split(copy).filter(isInterpolation).map(\.text)
    }

    /// A table's value for the key of copy interpolating `interpolations`, as copy: the n-th
    /// specifier (or `%n$…`) becomes the n-th interpolation, `%%` a `%`. A specifier past the
    /// last interpolation is left as written, so nothing a translator wrote is lost.
    public static func copy(fromTableValue value: String, interpolations: [String]) -> String {
        guard !interpolations.isEmpty else { return value }
        var next = 0
        return CopyPlaceholder.split(value).map { piece -> String in
            guard case .placeholder(let text) = piece, text.hasPrefix("%") else { return piece.text }
            if text == "%%" { return "%" }
            let index = position(in: text).map { $0 - 1 } ?? next
            next = index + 1
            return interpolations.indices.contains(index) ? interpolations[index] : text
        }.joined()
    }

    /// Copy (a translation of copy interpolating `interpolations`) as a table value: each
    /// interpolation written as the specifier of its place in the base copy, `%@` while they come
    /// in the base copy's order and `%n$@` for all of them when they do not; a `%` doubled.
    public static func tableValue(of copy: String, interpolations: [String]) -> String {
        guard !interpolations.isEmpty else { return copy }
        let pieces = CopyPlaceholder.split(copy)
        let places = pieces.filter(isInterpolation).map { piece in interpolations.firstIndex(of: piece.text) }
        let inOrder = places == Array(interpolations.indices.prefix(places.count)).map(Optional.some)
        var place = places.makeIterator()
        return pieces.map { piece -> String in
            guard isInterpolation(piece) else { return escapingPercent(piece.text) }
            // An interpolation the base copy does not have stays as written.
            guard let index = place.next() ?? nil else { return piece.text }
            return inOrder ? "%@" : "%\(index + 1)$@"
        }.joined()
    }

    private static func isInterpolation(_ piece: CopyPlaceholder.Piece) -> Bool {
        piece.isPlaceholder && piece.text.hasPrefix("\\(")
    }

    private static func escapingPercent(_ text: String) -> String {
        var escaped = ""
        for character in text {
            escaped.append(character)
            if character == "%" { escaped.append("%") }
        }
        return escaped
    }

    /// `n` of a positional specifier `%n$…`.
    private static func position(in specifier: String) -> Int? {
        let digits = specifier.dropFirst().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, specifier.dropFirst(digits.count + 1).first == "$" else { return nil }
        return Int(digits)
    }
}
