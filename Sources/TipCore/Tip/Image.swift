import Foundation

/// A tip's image, standing in for SwiftUI's `Image`: a symbol (`Image(systemName: "star.fill")`)
/// or an asset (`Image("trailMap")`, `Image(.trailMap)`), with the modifiers tips use recorded
/// as data. Renderers map names to glyphs; the engine only carries them.
public struct Image: Equatable, Hashable, Sendable {
    /// The SF Symbols-style name when created with `init(systemName:)`.
    public var systemName: String?
    /// The asset name when created with `init(_:)` or from an `ImageResource`.
    public var name: String?
    /// `.resizable()` was applied.
    public var isResizable = false
    public var renderingMode: TemplateRenderingMode?
    public var symbolRenderingMode: SymbolRenderingMode?
    /// `.foregroundStyle(…)` / `.foregroundColor(…)`: up to three layer colours, primary first.
    public var foregroundColors: [Color] = []

    public init(systemName: String) {
        self.systemName = systemName
    }

    /// A variable symbol; the value (how full it is drawn) is not shown.
    public init(systemName: String, variableValue: Double?) {
        self.systemName = systemName
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    public init(_ resource: ImageResource) {
        name = resource.name
    }

    /// The symbol or asset name, whichever the image was made from.
    public var displayName: String { systemName ?? name ?? "" }

    /// How an image inside text reads as plain text: its name in brackets (`[repeat]`).
    /// Renderers that know glyphs use `Text.plainText(imageStandIn:)` instead.
    public var plainStandIn: String { "[\(displayName)]" }
}

/// An asset known by name, as Xcode generates for asset catalogues (`Image(.trailMap)`). Declare
/// the ones you use: `extension ImageResource { static let trailMap = ImageResource(name: "trailMap", bundle: .main) }`.
public struct ImageResource: Equatable, Hashable, Sendable {
    public let name: String

    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Image {
    public enum TemplateRenderingMode: Equatable, Hashable, Sendable {
        case template, original
    }

    public enum ResizingMode: Equatable, Hashable, Sendable {
        case tile, stretch
    }

    public enum Interpolation: Equatable, Hashable, Sendable {
        case none, low, medium, high
    }
}

/// SwiftUI's symbol rendering modes, recorded on the image.
public struct SymbolRenderingMode: Equatable, Hashable, Sendable {
    public let name: String

    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// Edge insets for `resizable(capInsets:)`; accepted, not drawn.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
