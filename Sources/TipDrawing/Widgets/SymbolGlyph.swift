/// A small stand-in for an SF Symbol, since a terminal cannot draw Apple's images. Glyphs are
/// chosen among characters without emoji presentation, so terminals draw them one column wide,
/// as ncurses expects.
public enum SymbolGlyph {
    /// The glyph for an SF Symbol name such as `star.fill` or `arrow.up.arrow.down.circle`.
    ///
    /// Variants (`.fill`, `.circle`, `.square`, …) are dropped one component at a time until a
    /// known name is found; unknown symbols get a generic bullet so the tip still shows that
    /// it has an image.
    public static func glyph(forSymbolNamed name: String, ascii: Bool) -> String {
        var components = name.split(separator: ".").map(String.init)
        while !components.isEmpty {
            if let pair = table[components.joined(separator: ".")] {
                return ascii ? pair.ascii : pair.unicode
            }
            components.removeLast()
        }
        return ascii ? "*" : "•"
    }

    private static let table: [String: (unicode: String, ascii: String)] = [
        "star": ("★", "*"),
        "heart": ("♥", "<3"),
        "location": ("⌖", "@"),
        "mappin": ("⌖", "@"),
        "hand.tap": ("☞", "+"),
        "arrow.up.arrow.down": ("⇅", "^v"),
        "arrow.up": ("↑", "^"),
        "arrow.down": ("↓", "v"),
        "arrow.left": ("←", "<"),
        "arrow.right": ("→", ">"),
        "bell": ("⍾", "!"),
        "bolt": ("ϟ", "Z"),
        "chart": ("∿", "/"),
        "cloud": ("☁", "~"),
        "info": ("ⓘ", "i"),
        "questionmark": ("?", "?"),
        "exclamationmark": ("!", "!"),
        "lightbulb": ("✧", "*"),
        "sparkles": ("✧", "*"),
        "magnifyingglass": ("⌕", "?"),
        "gear": ("✲", "#"),
        "gearshape": ("✲", "#"),
        "bookmark": ("⚑", "B"),
        "flag": ("⚑", "F"),
        "checkmark": ("✓", "v"),
        "xmark": ("✕", "x"),
        "plus": ("+", "+"),
        "minus": ("-", "-"),
        "person": ("◉", "o"),
        "trash": ("⌫", "x"),
        "square.and.arrow.up": ("⇪", "^"),
        "photo": ("▣", "#"),
        "camera": ("◙", "o"),
        "clock": ("◷", "o"),
        "calendar": ("▦", "#"),
        "globe": ("◍", "o"),
        "folder": ("▭", "#"),
        "doc": ("▤", "#"),
        "pencil": ("✎", "/"),
        "wand.and.stars": ("✦", "*"),
        "crown": ("♛", "W"),
        "gift": ("◈", "#"),
        "music.note": ("♪", "d"),
        "mountain": ("⋀", "^"),
        "signpost": ("↱", ">"),
    ]
}
