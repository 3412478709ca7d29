import Foundation

/// A `foregroundStyle` as written, kept as data: what a renderer that draws more than one colour
/// needs. A terminal draws `resolvedColor`, the one colour nearest to it (`TerminalColor`).
public enum ShapeStyleValue: Equatable, Hashable, Sendable {
    case color(Color)
    /// `.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`: the foreground at that level.
    case hierarchical(HierarchicalShapeStyle)
    case linearGradient(LinearGradient)
    case meshGradient(MeshGradient)
    /// A style TipCore does not know.
    case unknown
}

/// SwiftUI's hierarchical styles: the foreground colour at decreasing prominence.
public struct HierarchicalShapeStyle: ShapeStyle, Equatable, Hashable, Sendable {
    /// 0 for `.primary`, 1 for `.secondary`, … 4 for `.quinary`.
    public let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The terminal's own foreground (no RGB), named by level: a renderer dims every level but
    /// the primary (`Text.Style.isDimmed`).
    public var resolvedColor: Color? {
        Color(.system(["primary", "secondary", "tertiary", "quaternary", "quinary"][min(max(level, 0), 4)]))
    }

    public var shapeStyleValue: ShapeStyleValue { .hierarchical(self) }
}

/// `.foregroundStyle(.secondary)`, as in SwiftUI.
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A point in a view's bounds, from (0, 0) at the top leading corner to (1, 1).
public struct UnitPoint: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Colours along a line, as SwiftUI's `Gradient`.
public struct Gradient: Equatable, Hashable, Sendable {
    public struct Stop: Equatable, Hashable, Sendable {
        public var color: Color
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }
}

/// `LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)`. Drawn
/// in a terminal as the mean of its colours (`resolvedColor`).
public struct LinearGradient: ShapeStyle, Equatable, Hashable, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var resolvedColor: Color? { Color.mean(of: gradient.stops.map(\.color)) }
    public var shapeStyleValue: ShapeStyleValue { .linearGradient(self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// `.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// `MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: […])`
/// (iOS 18): colours at the points of a grid. Drawn in a terminal as the mean of its colours.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
public struct MeshGradient: ShapeStyle, Equatable, Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// The grid's points, row by row, in unit coordinates.
    public var points: [SIMD2<Float>]
    public var colors: [Color]
    public var background: Color
    public var smoothsColors: Bool

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    public var resolvedColor: Color? { Color.mean(of: colors) }
    public var shapeStyleValue: ShapeStyleValue { .meshGradient(self) }
}

extension Color {
    /// The mean of the colours whose sRGB value is known (a gradient drawn as one colour), or the
    /// first colour when none is.
    static func mean(of colors: [Color]) -> Color? {
        let known = colors.compactMap(\.rgb)
        guard !known.isEmpty else { return colors.first }
        let count = Double(known.count)
        return Color(
            red: known.map(\.red).reduce(0, +) / count, green: known.map(\.green).reduce(0, +) / count,
            blue: known.map(\.blue).reduce(0, +) / count)
    }
}

/// The eight colours every terminal has, for drawing a `Color` as the nearest of them.
public enum TerminalColor: String, CaseIterable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white

    /// The usual sRGB value of each (xterm's).
    public var rgb: (red: Double, green: Double, blue: Double) {
        switch self {
        case .black: (0, 0, 0)
        case .red: (0.804, 0, 0)
        case .green: (0, 0.804, 0)
        case .yellow: (0.804, 0.804, 0)
        case .blue: (0, 0, 0.933)
        case .magenta: (0.804, 0, 0.804)
        case .cyan: (0, 0.804, 0.804)
        case .white: (0.898, 0.898, 0.898)
        }
    }
}

extension Color {
    /// The terminal colour nearest to this one (by distance in sRGB, hue weighted over
    /// lightness, so an orange is drawn red or yellow rather than white); nil when the colour is
    /// the terminal's own foreground (`.primary`, a hierarchical level) or an asset, whose value
    /// is not known.
    public var nearestTerminalColor: TerminalColor? {
        guard let rgb else { return nil }
        let maximum = max(rgb.red, rgb.green, rgb.blue)
        let minimum = min(rgb.red, rgb.green, rgb.blue)
        // Greys: black or white by lightness.
        if maximum - minimum < 0.15 { return (maximum + minimum) / 2 < 0.5 ? .black : .white }
        // Colours: compare the hue's direction, each channel scaled to the brightest.
        let scaled = (rgb.red / maximum, rgb.green / maximum, rgb.blue / maximum)
        let chromatic: [TerminalColor] = [.red, .green, .yellow, .blue, .magenta, .cyan]
        return chromatic.min { first, second in
            distance(scaled, first) < distance(scaled, second)
        }
    }

    private func distance(_ color: (Double, Double, Double), _ terminal: TerminalColor) -> Double {
        let target = terminal.rgb
        let peak = max(target.red, target.green, target.blue)
        let (r, g, b) = (target.red / peak - color.0, target.green / peak - color.1, target.blue / peak - color.2)
        return r * r + g * g + b * b
    }
}
