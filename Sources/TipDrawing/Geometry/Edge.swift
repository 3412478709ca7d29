/// One side of a rectangle. Leading and trailing are left and right: the playground is drawn
/// left-to-right only.
public enum Edge: String, CaseIterable, Hashable, Sendable {
    case top
    case bottom
    case leading
    case trailing

    /// The edge across from this one.
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// Whether the edge runs horizontally (top and bottom), so things on it move along x.
    public var isHorizontal: Bool { self == .top || self == .bottom }
}
