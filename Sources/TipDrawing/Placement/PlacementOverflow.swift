/// How far a rect spills out of the bounds on each side, in cells: 0 where it stays inside.
/// Floating UI's `detectOverflow` gives the same four numbers (negative there where room is
/// left); only the spill matters here, so room left is 0.
public struct PlacementOverflow: Hashable, Sendable {
    public var top: Int
    public var bottom: Int
    public var leading: Int
    public var trailing: Int

    public init(top: Int = 0, bottom: Int = 0, leading: Int = 0, trailing: Int = 0) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    /// How far `rect` reaches past each side of `bounds`.
    public init(of rect: Rect, in bounds: Rect) {
        self.init(
            top: max(0, bounds.minY - rect.minY), bottom: max(0, rect.maxY - bounds.maxY),
            leading: max(0, bounds.minX - rect.minX), trailing: max(0, rect.maxX - bounds.maxX))
    }

    /// The spill past one side of the bounds.
    public subscript(side: Edge) -> Int {
        switch side {
        case .top: top
        case .bottom: bottom
        case .leading: leading
        case .trailing: trailing
        }
    }
}
