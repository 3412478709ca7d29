/// A tip's image: the name of a symbol (`Image(systemName: "star.fill")`) or of an asset.
/// Renderers map names to glyphs; the engine only carries the name.
public struct Image: Equatable, Hashable, Sendable {
    /// The SF Symbols-style name when created with `init(systemName:)`.
    public var systemName: String?
    /// The asset name when created with `init(_:)`.
    public var name: String?

    public init(systemName: String) {
        self.systemName = systemName
    }

    public init(_ name: String) {
        self.name = name
    }
}
