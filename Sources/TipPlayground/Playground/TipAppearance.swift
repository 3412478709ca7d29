import TipCore

/// How a placement's view modifiers dress its tip (VIEW-9): `tipImageStyle` (one to three
/// styles: primary, secondary, tertiary), `tipBackground` and `tipCornerRadius`, the last two
/// for inline tips only. Kept as data for export and the inspector; a terminal draws the image
/// in the nearest of its colours and a corner radius above 0 as rounded corners.
public struct TipAppearance: Equatable, Sendable {
    public var imageStyle: [ShapeStyleValue]
    public var background: ShapeStyleValue?
    /// Points, as `tipCornerRadius(_:)` takes them.
    public var cornerRadius: Double?

    public init(imageStyle: [ShapeStyleValue] = [], background: ShapeStyleValue? = nil, cornerRadius: Double? = nil) {
        self.imageStyle = imageStyle
        self.background = background
        self.cornerRadius = cornerRadius
    }

    /// Whether no modifier is given.
    public var isDefault: Bool { imageStyle.isEmpty && background == nil && cornerRadius == nil }

    /// Whether the box is drawn with rounded corners.
    public var hasRoundedCorners: Bool { (cornerRadius ?? 0) > 0 }
}
