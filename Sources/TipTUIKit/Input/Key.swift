import TipDrawing

/// A key press. Control combinations are their own case because under raw mode the terminal
/// sends them as bytes 1–26 (Ctrl-C is 3, not a signal).
public enum Key: Hashable, Sendable {
    /// A printable character (space included).
    case character(Character)
    case tab
    /// Shift-Tab.
    case backTab
    case enter
    case escape
    case backspace
    case delete
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// F1 to F12 (`function(1)` is F1).
    case function(Int)
    /// Ctrl plus a letter, stored lowercase: `control("c")` is Ctrl-C.
    case control(Character)

    /// The named keys with their canonical spelling; `aliases` has other spellings.
    static let namedKeys: [(name: String, key: Key)] = [
        ("Tab", .tab), ("Shift-Tab", .backTab), ("Enter", .enter), ("Esc", .escape),
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right), ("Space", .character(" ")),
        ("Backspace", .backspace), ("Delete", .delete), ("Home", .home), ("End", .end),
        ("PageUp", .pageUp), ("PageDown", .pageDown),
    ]

    /// Other spellings people use for the same keys.
    static let aliases: [String: Key] = [
        "return": .enter, "escape": .escape, "backtab": .backTab, "del": .delete,
        "pgup": .pageUp, "pgdn": .pageDown,
    ]

    /// The key's name as scripts write it: `Tab`, `Shift-Tab`, `Enter`, `Esc`, `Up`, `F5`,
    /// `Ctrl-C`, `Space`, or the character itself (`a`, `?`, `漢`).
    public var name: String {
        if let named = Self.namedKeys.first(where: { $0.key == self }) { return named.name }
        switch self {
        case .character(let character): return String(character)
        case .function(let number): return "F\(number)"
        case .control(let letter): return "Ctrl-" + letter.uppercased()
        default: return "?"
        }
    }

    /// The key with this name (see `name`; named keys ignore case, a single character does not),
    /// or nil. Whitespace and control characters name no key: they could not be typed as one.
    public init?(name: String) {
        let lowered = name.lowercased()
        if name.count == 1, let character = name.first {
            guard !character.isWhitespace,
                !character.unicodeScalars.contains(where: \.properties.isControlLike)
            else { return nil }
            self = .character(character)
        } else if let named = Self.namedKeys.first(where: { $0.name.lowercased() == lowered }) {
            self = named.key
        } else if let alias = Self.aliases[lowered] {
            self = alias
        } else if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last,
            letter.isASCII, letter.isLetter
        {
            self = .control(letter)
        } else if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number),
            !lowered.dropFirst().hasPrefix("0")
        {
            self = .function(number)
        } else {
            return nil
        }
    }
}

extension Unicode.Scalar.Properties {
    /// Control and format characters that must never be sent to a terminal as a key.
    fileprivate var isControlLike: Bool {
        switch generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
