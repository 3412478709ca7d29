/// Popover placement as pure arithmetic on rects, after Floating UI's offset → flip → shift →
/// arrow: put the box on the preferred side of the anchor with a one-cell gap for the arrow,
/// flip to the opposite side when it does not fit, shift it along the other axis to stay inside
/// the bounds, then aim the arrow at the anchor's centre.
public enum PopoverPlacer {
    /// Places a box of `contentSize` next to `anchor`, inside `bounds`.
    ///
    /// - Parameters:
    ///   - anchor: the control the tip points at. It may lie outside `bounds` (a toolbar
    ///     button when bounds exclude the bars); the popover never covers it.
    ///   - contentSize: the tip box without its arrow (`TipBox.boxSize(forWidth:)`).
    ///   - preferredArrowEdge: the popover edge that should carry the arrow (TipKit's
    ///     `arrowEdge`: `.top` puts the popover below the anchor). `nil` lets placement choose.
    ///   - bounds: where the popover may go, usually the screen minus its bars.
    /// - Returns: the placement, or nil ("not placed") when no side has room.
    ///
    /// Sides are tried in this order: the preferred one, its opposite, then the rest of the
    /// default order; with no preference the default order is below, above, trailing, leading.
    public static func place(
        anchor: Rect, contentSize: Size, preferredArrowEdge: Edge?, bounds: Rect
    ) -> PopoverPlacement? {
        let defaultOrder: [Edge] = [.top, .bottom, .leading, .trailing]
        var order = defaultOrder
        if let preferred = preferredArrowEdge {
            order = [preferred, preferred.opposite] + defaultOrder.filter { $0 != preferred && $0 != preferred.opposite }
        }
        for edge in order {
            if let placement = place(anchor: anchor, contentSize: contentSize, arrowEdge: edge, bounds: bounds) {
                return placement
            }
        }
        return nil
    }

    /// The placement with the arrow on exactly `arrowEdge`, or nil when it does not fit there.
    public static func place(
        anchor: Rect, contentSize: Size, arrowEdge: Edge, bounds: Rect
    ) -> PopoverPlacement? {
        guard !anchor.isEmpty, contentSize.width >= 3, contentSize.height >= 3 else { return nil }
        let width = contentSize.width
        let height = contentSize.height

        // Main axis: the gap row/column touches the anchor, the box touches the gap.
        let gap: Int
        let boxMain: Int
        switch arrowEdge {
        case .top:
            gap = anchor.maxY
            boxMain = gap + 1
        case .bottom:
            gap = anchor.minY - 1
            boxMain = gap - height
        case .leading:
            gap = anchor.maxX
            boxMain = gap + 1
        case .trailing:
            gap = anchor.minX - 1
            boxMain = gap - width
        }

        // Cross axis: centre the box on the anchor, then shift it inside the bounds.
        let horizontal = arrowEdge.isHorizontal
        let length = horizontal ? width : height
        let anchorStart = horizontal ? anchor.minX : anchor.minY
        let anchorEnd = horizontal ? anchor.maxX : anchor.maxY
        let boundsStart = horizontal ? bounds.minX : bounds.minY
        let boundsEnd = horizontal ? bounds.maxX : bounds.maxY
        guard length <= boundsEnd - boundsStart else { return nil }
        let centre = horizontal ? anchor.center.x : anchor.center.y
        let boxCross = min(max(centre - (length - 1) / 2, boundsStart), boundsEnd - length)

        // The arrow must touch the anchor and sit on the box edge, off its corners; within
        // that, as close to the anchor's centre as possible.
        let lowest = max(anchorStart, boxCross + 1)
        let highest = min(anchorEnd - 1, boxCross + length - 2)
        guard lowest <= highest else { return nil }
        let arrowCross = min(max(centre, lowest), highest)

        let box: Rect
        let arrowPoint: Point
        if horizontal {
            box = Rect(x: boxCross, y: boxMain, width: width, height: height)
            arrowPoint = Point(x: arrowCross, y: gap)
        } else {
            box = Rect(x: boxMain, y: boxCross, width: width, height: height)
            arrowPoint = Point(x: gap, y: arrowCross)
        }
        let placement = PopoverPlacement(boxRect: box, arrowEdge: arrowEdge, arrowPoint: arrowPoint)
        guard bounds.contains(placement.frame) else { return nil }
        return placement
    }
}
