import TipCore

/// A SwiftUI `ShapeStyle` as a playground file spells it: a colour's name (`"purple"`), a
/// hierarchical level (`"secondary"`), an sRGB value (`"#AF52DE"`) or an asset catalogue colour
/// (`"asset:BrandBlue"`). The styles of `tipImageStyle` and `tipBackground`, kept as TipCore's
/// `ShapeStyleValue`; gradients have no spelling (import warns about them).
public enum ShapeStyleText {
    /// SwiftUI's named colours.
    static let colors: [String: Color] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
        "white": .white, "gray": .gray, "black": .black, "clear": .clear, "accentColor": .accentColor,
    ]
    static let levels: [String: HierarchicalShapeStyle] = [
        "primary": .primary, "secondary": .secondary, "tertiary": .tertiary, "quaternary": .quaternary,
        "quinary": .quinary,
    ]

    /// Every name the file may use, for messages.
    public static var names: [String] { (colors.keys.sorted() + levels.keys.sorted()) }

    /// The style `text` spells, or nil.
    public static func style(_ text: String) -> ShapeStyleValue? {
        if let color = colors[text] { return .color(color) }
        if let level = levels[text] { return .hierarchical(level) }
        if text.hasPrefix("asset:"), text.count > 6 { return .color(Color(String(text.dropFirst(6)))) }
        if text.hasPrefix("#"), text.count == 7, let value = Int(text.dropFirst(), radix: 16) {
            return .color(Color(
                red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                blue: Double(value & 0xFF) / 255))
        }
        return nil
    }

    /// How the file spells `style`; nil for one it has no spelling for (a gradient).
    public static func text(_ style: ShapeStyleValue) -> String? {
        switch style {
        case .color(let color):
            switch color.value {
            case .system(let name): return colors[name] == nil ? nil : name
            case .asset(let name): return "asset:\(name)"
            case .rgb(let red, let green, let blue):
                let hex = [red, green, blue].map { component in
                    let byte = Int((min(max(component, 0), 1) * 255).rounded())
                    return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
                return "#" + hex.joined()
            }
        case .hierarchical(let level): return levels.first { $0.value == level }?.key
        case .linearGradient, .meshGradient, .unknown: return nil
        }
    }

    /// The terminal colour a style is drawn in, by name (`TerminalColor`'s raw value): the
    /// nearest of the eight; nil for the terminal's own foreground (a level, an asset).
    public static func terminalColorName(_ style: ShapeStyleValue) -> String? {
        guard case .color(let color) = style else { return nil }
        return color.nearestTerminalColor?.rawValue
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
