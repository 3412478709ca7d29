import Foundation

/// What `foregroundStyle(_:)` accepts: colours, hierarchical styles (`.secondary`), gradients
/// (`LinearGradient`, `MeshGradient`). Each is kept as data (`shapeStyleValue`); a terminal has no
/// gradients, so each also names the one colour a renderer draws instead (`resolvedColor`).
public protocol ShapeStyle: Sendable {
    /// The colour a renderer should use, if any.
    var resolvedColor: Color? { get }
    /// The style as written, for renderers that can draw more than one colour.
    var shapeStyleValue: ShapeStyleValue { get }
}

extension ShapeStyle {
    public var shapeStyleValue: ShapeStyleValue { resolvedColor.map(ShapeStyleValue.color) ?? .unknown }
}

/// SwiftUI's `Color` as data: a system colour by name (with Apple's sRGB value, for renderers
/// that pick the nearest terminal colour), an explicit RGB value, or an asset name.
public struct Color: ShapeStyle, Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Value: Equatable, Hashable, Sendable {
        /// `.red`, `.purple`, `.primary`, …: SwiftUI's named colours.
        case system(String)
        case rgb(red: Double, green: Double, blue: Double)
        /// `Color("BrandBlue")`: a colour from the app's asset catalogue, known by name only.
        case asset(String)
    }

    public var value: Value
    public var opacity: Double

    init(_ value: Value, opacity: Double = 1) {
        self.value = value
        self.opacity = opacity
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.rgb(red: red, green: green, blue: blue), opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(.rgb(red: white, green: white, blue: white), opacity: opacity)
    }

    /// `Color(hue: 0.6, saturation: 0.8, brightness: 0.9)`: HSB components from 0 to 1, kept as
    /// the sRGB value they name.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(.rgb(red: r, green: g, blue: b), opacity: opacity)
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(.asset(name))
    }

    public func opacity(_ opacity: Double) -> Color {
        Color(value, opacity: self.opacity * opacity)
    }

    public var resolvedColor: Color? { self }

    /// The sRGB components, when known: explicit values, and system colours' light-mode values.
    /// `nil` for `primary`/`secondary` (the terminal's own colours) and for assets.
    public var rgb: (red: Double, green: Double, blue: Double)? {
        switch value {
        case .rgb(let red, let green, let blue): (red, green, blue)
        case .system(let name): Self.systemRGB[name]
        case .asset: nil
        }
    }

    public var description: String {
        switch value {
        case .system(let name): name
        case .rgb(let red, let green, let blue): "rgb(\(red), \(green), \(blue))"
        case .asset(let name): "asset \(name)"
        }
    }

    private static let systemRGB: [String: (Double, Double, Double)] = [
        "red": (1, 0.231, 0.188), "orange": (1, 0.584, 0), "yellow": (1, 0.8, 0),
        "green": (0.204, 0.78, 0.349), "mint": (0, 0.78, 0.745), "teal": (0.188, 0.69, 0.78),
        "cyan": (0.196, 0.678, 0.902), "blue": (0, 0.478, 1), "indigo": (0.345, 0.337, 0.839),
        "purple": (0.686, 0.322, 0.871), "pink": (1, 0.176, 0.333), "brown": (0.635, 0.518, 0.369),
        "white": (1, 1, 1), "gray": (0.557, 0.557, 0.576), "black": (0, 0, 0),
        "accentColor": (0, 0.478, 1),
    ]
}

/// `.foregroundStyle(.purple)`, `Color.purple`: the named colours on both, as in SwiftUI.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color(.system("red")) }
    public static var orange: Color { Color(.system("orange")) }
    public static var yellow: Color { Color(.system("yellow")) }
    public static var green: Color { Color(.system("green")) }
    public static var mint: Color { Color(.system("mint")) }
    public static var teal: Color { Color(.system("teal")) }
    public static var cyan: Color { Color(.system("cyan")) }
    public static var blue: Color { Color(.system("blue")) }
    public static var indigo: Color { Color(.system("indigo")) }
    public static var purple: Color { Color(.system("purple")) }
    public static var pink: Color { Color(.system("pink")) }
    public static var brown: Color { Color(.system("brown")) }
    public static var white: Color { Color(.system("white")) }
    public static var gray: Color { Color(.system("gray")) }
    public static var black: Color { Color(.system("black")) }
    public static var clear: Color { Color(.system("clear"), opacity: 0) }
    public static var accentColor: Color { Color(.system("accentColor")) }
    /// SwiftUI's `.tint` shape style: the accent colour.
    public static var tint: Color { Color(.system("accentColor")) }
}

/// `Color.primary`, `Color.secondary`: the colours. In `foregroundStyle(.secondary)` the name is
/// `HierarchicalShapeStyle.secondary`, as in SwiftUI.
extension Color {
    public static var primary: Color { Color(.system("primary")) }
    public static var secondary: Color { Color(.system("secondary")) }
    public static var tertiary: Color { Color(.system("tertiary")) }
    public static var quaternary: Color { Color(.system("quaternary")) }
}
