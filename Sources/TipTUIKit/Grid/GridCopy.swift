/// Whose copy a row of the grid shows: the tip's own in a locale (nil for the base copy), or
/// one of its variants (an alternative base copy, `TipVariant`).
public struct GridCopy: Hashable, Sendable {
    public var locale: String?
    public var variant: String?

    public init(locale: String? = nil, variant: String? = nil) {
        self.locale = locale
        self.variant = variant
    }

    /// The cell label's first part: `base`, `fr`, `variant short`.
    public var label: String {
        variant.map { "variant \($0)" } ?? locale ?? "base"
    }
}
