/// Dynamic Type's text size categories, simulated on a terminal by how much text fits on a line.
///
/// A terminal cell does not grow with the text size, so a larger size is simulated by giving the
/// copy fewer columns: the wrap width shrinks in proportion to the body text's point size in that
/// category against `large` (17 pt, the default). At AX5 (53 pt) a 44-column phone tip wraps as if
/// it had 14 columns, which is how many more lines the real tip needs.
///
/// What this simulates: where lines break and how many lines a tip takes as text grows, so copy
/// that only fits at the default size shows up. What it cannot: taller lines and bigger glyphs
/// (every row is one cell high), the bolder weights and tighter tracking of large sizes, SF
/// Symbols scaling with the text, and the layout changes apps make at accessibility sizes
/// (stacking side-by-side content vertically, hiding images). The ratio is the body style's; titles
/// and footnotes scale by slightly different ratios.
public enum TextSize: String, CaseIterable, Codable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1 = "AX1"
    case accessibility2 = "AX2"
    case accessibility3 = "AX3"
    case accessibility4 = "AX4"
    case accessibility5 = "AX5"

    /// The size people get unless they change it in Settings.
    public static let `default` = TextSize.large

    /// The sizes a grid of previews shows unless asked for all: the default, the largest size
    /// outside the accessibility settings and a large accessibility size, where copy breaks
    /// most. Sizes below the default look like the default (a tip cannot be wider than its
    /// device), so none is in the set.
    public static let gridDefaults: [TextSize] = [.large, .xxxLarge, .accessibility3]

    /// The body text style's point size in this category, as Apple's Human Interface
    /// Guidelines publish it for iOS.
    public var bodyPointSize: Int {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// The five larger accessibility sizes (Settings › Accessibility › Larger Text).
    public var isAccessibilitySize: Bool { bodyPointSize >= 28 }

    /// The columns text may use at this size when the device gives it `deviceWidth` columns at the
    /// default size: `deviceWidth × 17 / bodyPointSize`, rounded down, at least 1. Smaller sizes
    /// give more columns than the device has, since the same text takes less room.
    public func wrapWidth(forDeviceWidth deviceWidth: Int) -> Int {
        guard deviceWidth > 0 else { return 1 }
        return max(1, deviceWidth * Self.default.bodyPointSize / bodyPointSize)
    }

    /// The next size in the cycle the `T` key walks through: every category, smallest to largest.
    public var next: TextSize {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The size with this name, as written on the command line and in docs: `xSmall`, `large`,
    /// `AX3` (case does not matter).
    public init?(name: String) {
        guard let size = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = size
    }
}
