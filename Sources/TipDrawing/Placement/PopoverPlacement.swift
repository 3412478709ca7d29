/// Where a popover tip goes: its box, and the arrow in the one-cell gap between box and anchor.
///
/// `arrowEdge` follows TipKit's meaning: the edge *of the popover* that carries the arrow. An
/// arrow on the popover's top edge points up at an anchor above it, so the popover sits below.
public struct PopoverPlacement: Hashable, Sendable {
    /// The tip box, without the gap.
    public var boxRect: Rect
    /// The box edge the arrow sits on; it faces the anchor.
    public var arrowEdge: Edge
    /// The cell in the gap that holds the arrow glyph (`▲▼◀▶`): next to the anchor on one side
    /// and to the box border on the other.
    public var arrowPoint: Point

    public init(boxRect: Rect, arrowEdge: Edge, arrowPoint: Point) {
        self.boxRect = boxRect
        self.arrowEdge = arrowEdge
        self.arrowPoint = arrowPoint
    }

    /// The box plus the gap row or column: the rect to render a `TipBox` with `arrow` into.
    public var frame: Rect {
        switch arrowEdge {
        case .top: boxRect.inset(top: -1)
        case .bottom: boxRect.inset(bottom: -1)
        case .leading: boxRect.inset(leading: -1)
        case .trailing: boxRect.inset(trailing: -1)
        }
    }

    /// The arrow as a `TipBox` draws it: its edge and its offset along that edge.
    public var arrow: TipArrow {
        TipArrow(
            edge: arrowEdge,
            offset: arrowEdge.isHorizontal ? arrowPoint.x - boxRect.x : arrowPoint.y - boxRect.y)
    }
}
