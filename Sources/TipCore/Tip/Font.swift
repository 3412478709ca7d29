import Foundation

/// SwiftUI's `Font` as data: a text style or a point size, with weight, design and italic, so a
/// renderer can tell a title from a caption (`Text.Style.pointSize`, `isBold`).
public struct Font: Equatable, Hashable, Sendable {
    /// SwiftUI's dynamic type styles, with their default sizes and weights on iOS.
    public enum TextStyle: String, CaseIterable, Equatable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The size at the default dynamic type setting, in points.
        public var pointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    public struct Weight: Equatable, Hashable, Comparable, Sendable {
        /// From -1 (thinnest) to 1 (heaviest); regular is 0.
        public let value: Double

        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    public enum Design: String, Equatable, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public var textStyle: TextStyle?
    public var size: Double?
    public var weight: Weight?
    public var design: Design?
    public var isItalic: Bool
    /// The family name for `.custom(_:size:)`; shown as the system font.
    public var customName: String?

    init(textStyle: TextStyle? = nil, size: Double? = nil, weight: Weight? = nil, design: Design? = nil, customName: String? = nil) {
        self.textStyle = textStyle
        self.size = size
        self.weight = weight
        self.design = design
        isItalic = false
        self.customName = customName
    }

    public var pointSize: Double { size ?? textStyle?.pointSize ?? TextStyle.body.pointSize }

    /// The weight drawn: the one given, else the text style's (`.headline` is semibold).
    public var resolvedWeight: Weight { weight ?? textStyle?.weight ?? .regular }

    public static let largeTitle = Font(textStyle: .largeTitle)
    public static let title = Font(textStyle: .title)
    public static let title2 = Font(textStyle: .title2)
    public static let title3 = Font(textStyle: .title3)
    public static let headline = Font(textStyle: .headline)
    public static let subheadline = Font(textStyle: .subheadline)
    public static let body = Font(textStyle: .body)
    public static let callout = Font(textStyle: .callout)
    public static let footnote = Font(textStyle: .footnote)
    public static let caption = Font(textStyle: .caption)
    public static let caption2 = Font(textStyle: .caption2)

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: Double(size), weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(textStyle: style, weight: weight, design: design)
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: Double(size), customName: name)
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(textStyle: textStyle, size: Double(size), customName: name)
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }
}
