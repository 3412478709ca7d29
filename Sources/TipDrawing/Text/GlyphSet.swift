/// The drawing characters the playground uses. Box drawing, triangles, `×` and `…` are
/// ambiguous-width or missing outside UTF-8 locales, so an ASCII set stands in for them there
/// (and under `--ascii`). The caller picks the set; nothing here reads the locale.
public struct GlyphSet: Hashable, Sendable {
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    /// A vertical border with a line leaving to the trailing side: `├`.
    public var teeTrailing: Character
    /// A vertical border with a line leaving to the leading side: `┤`.
    public var teeLeading: Character
    /// A horizontal border with a line leaving downwards: `┬`.
    public var teeDown: Character
    /// A horizontal border with a line leaving upwards: `┴`.
    public var teeUp: Character
    public var arrowUp: Character
    public var arrowDown: Character
    public var arrowLeft: Character
    public var arrowRight: Character
    public var close: Character
    public var ellipsis: String
    /// Whether control characters in user text are shown as `^[` rather than `␛`.
    public var isASCII: Bool

    public static let unicode = GlyphSet(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
        bottomRight: "┘", teeTrailing: "├", teeLeading: "┤", teeDown: "┬", teeUp: "┴",
        arrowUp: "▲", arrowDown: "▼", arrowLeft: "◀", arrowRight: "▶", close: "×",
        ellipsis: "…", isASCII: false)

    public static let ascii = GlyphSet(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
        bottomRight: "+", teeTrailing: "+", teeLeading: "+", teeDown: "+", teeUp: "+",
        arrowUp: "^", arrowDown: "v", arrowLeft: "<", arrowRight: ">", close: "x",
        ellipsis: "...", isASCII: true)

    /// The triangle that points out of a box across `edge`.
    public func arrow(pointingOutOf edge: Edge) -> Character {
        switch edge {
        case .top: arrowUp
        case .bottom: arrowDown
        case .leading: arrowLeft
        case .trailing: arrowRight
        }
    }

    /// The border piece where an arrow leaves a box across `edge`.
    public func borderJoin(towards edge: Edge) -> Character {
        switch edge {
        case .top: teeUp
        case .bottom: teeDown
        case .leading: teeLeading
        case .trailing: teeTrailing
        }
    }
}
