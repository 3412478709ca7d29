/// A key press in a `key` command.
///
/// Named keys are matched case-insensitively (`Enter`, `enter`); a single character stands for
/// itself (`x`, `X`, `1`, `?`), and characters that the script syntax claims (`#`, `"`) are written
/// quoted: `key "#"`.
public enum ScriptKey: Hashable, Sendable {
    case tab
    /// Shift-Tab (back-tab): moves focus backwards.
    case shiftTab
    case enter
    case escape
    case up, down, left, right
    case space
    case backspace
    case delete
    case home, end
    case pageUp, pageDown
    /// F1 to F12.
    case function(Int)
    /// Ctrl plus a letter, stored lowercased: `Ctrl-C` is `.control("c")`.
    case control(Character)
    /// A printable character typed as itself.
    case character(Character)
}

extension ScriptKey {
    /// The named keys with their canonical script spelling; aliases are in `aliases`.
    static let namedKeys: [(name: String, key: ScriptKey)] = [
        ("Tab", .tab), ("Shift-Tab", .shiftTab), ("Enter", .enter), ("Esc", .escape),
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right), ("Space", .space),
        ("Backspace", .backspace), ("Delete", .delete), ("Home", .home), ("End", .end),
        ("PageUp", .pageUp), ("PageDown", .pageDown),
    ]

    /// Other spellings people use for the same keys.
    static let aliases: [String: ScriptKey] = [
        "return": .enter, "escape": .escape, "backtab": .shiftTab, "del": .delete,
        "pgup": .pageUp, "pgdn": .pageDown,
    ]

    /// Reads a key name as written in a script, or returns `nil` when it names no key.
    public init?(scriptName: String) {
        let lowered = scriptName.lowercased()
        if scriptName.count == 1, let character = scriptName.first {
            guard !character.isWhitespace, !character.unicodeScalars.contains(where: \.properties.isControlLike) else {
                return nil
            }
            self = .character(character)
        } else if let named = Self.namedKeys.first(where: { $0.name.lowercased() == lowered }) {
            self = named.key
        } else if let alias = Self.aliases[lowered] {
            self = alias
        } else if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number),
                  !lowered.dropFirst().hasPrefix("0") {
            self = .function(number)
        } else if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last,
                  letter.isASCII, letter.isLetter {
            self = .control(letter)
        } else {
            return nil
        }
    }

    /// The canonical spelling, as accepted by `init(scriptName:)`.
    public var scriptName: String {
        switch self {
        case .function(let number): "F\(number)"
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        case .character(let character): String(character)
        default: Self.namedKeys.first(where: { $0.key == self })?.name ?? ""
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
