/// Popover placement as pure arithmetic on rects, after Floating UI's offset → flip → shift →
/// arrow: put the box on the preferred side of the anchor with a one-cell gap for the arrow,
/// flip to the opposite side when it does not fit, shift it along the other axis to stay inside
/// the bounds, then aim the arrow at the anchor's centre.
///
/// `decide` is the placer: it returns what it weighed along with what it chose
/// (`PlacementDecision`), so an explanation of a placement is the placement's own data.
public enum PopoverPlacer {
    /// Decides where a box of `contentSize` goes next to `anchor`, inside `bounds`.
    ///
    /// - Parameters:
    ///   - anchor: the control the tip points at. It may lie outside `bounds` (a toolbar
    ///     button when bounds exclude the bars); the popover never covers it.
    ///   - contentSize: the tip box without its arrow (`TipBox.boxSize(forWidth:)`).
    ///   - preferredArrowEdge: the popover edge that should carry the arrow (TipKit's
    ///     `arrowEdge`: `.top` puts the popover below the anchor). `nil` lets placement choose.
    ///   - bounds: where the popover may go, usually the screen minus its bars.
    /// - Returns: every side in the order tried and the first that fits, if any.
    ///
    /// Sides are tried in this order: the preferred one, its opposite, then the rest of the
    /// default order; with no preference the default order is below, above, trailing, leading.
    public static func decide(
        anchor: Rect, contentSize: Size, preferredArrowEdge: Edge?, bounds: Rect
    ) -> PlacementDecision {
        let defaultOrder: [Edge] = [.top, .bottom, .leading, .trailing]
        let preferred = preferredArrowEdge ?? defaultOrder[0]
        let order = [preferred, preferred.opposite] + defaultOrder.filter { $0 != preferred && $0 != preferred.opposite }
        return PlacementDecision(
            anchor: anchor, bounds: bounds, preferredArrowEdge: preferred, isPreferenceGiven: preferredArrowEdge != nil,
            candidates: order.map { candidate(anchor: anchor, contentSize: contentSize, arrowEdge: $0, bounds: bounds) })
    }

    /// Decides where a box goes when the app allows only `allowedArrowEdges` (iOS 26's
    /// `popoverTip(_:isPresented:attachmentAnchor:arrowEdges:action:)`): the allowed edges are
    /// tried in the default order (below, above, trailing, leading), so allowing every edge
    /// decides as `preferredArrowEdge: nil` does. When none of them fits, the other edges are
    /// tried after them, in the same order: the decision says the side taken is outside the
    /// allowed set (`Step.outsideAllowed`), so the popover is drawn, and counted, with a
    /// warning rather than silently dropped.
    public static func decide(
        anchor: Rect, contentSize: Size, allowedArrowEdges: Set<Edge>, bounds: Rect
    ) -> PlacementDecision {
        let defaultOrder: [Edge] = [.top, .bottom, .leading, .trailing]
        let allowed = defaultOrder.filter(allowedArrowEdges.contains)
        let order = allowed + defaultOrder.filter { !allowedArrowEdges.contains($0) }
        return PlacementDecision(
            anchor: anchor, bounds: bounds, preferredArrowEdge: order[0], isPreferenceGiven: false,
            allowedArrowEdges: allowedArrowEdges,
            candidates: order.map { candidate(anchor: anchor, contentSize: contentSize, arrowEdge: $0, bounds: bounds) })
    }

    /// The placement `decide` chooses, or nil ("not placed") when no side has room.
    public static func place(
        anchor: Rect, contentSize: Size, preferredArrowEdge: Edge?, bounds: Rect
    ) -> PopoverPlacement? {
        decide(anchor: anchor, contentSize: contentSize, preferredArrowEdge: preferredArrowEdge, bounds: bounds).placement
    }

    /// The placement with the arrow on exactly `arrowEdge`, or nil when it does not fit there.
    public static func place(
        anchor: Rect, contentSize: Size, arrowEdge: Edge, bounds: Rect
    ) -> PopoverPlacement? {
        candidate(anchor: anchor, contentSize: contentSize, arrowEdge: arrowEdge, bounds: bounds).placement
    }

    /// One side weighed: where the frame would sit centred on the anchor, how far that spills
    /// out of the bounds, and whether (and how) the side fits.
    public static func candidate(
        anchor: Rect, contentSize: Size, arrowEdge: Edge, bounds: Rect
    ) -> PlacementCandidate {
        guard !anchor.isEmpty, contentSize.width >= 3, contentSize.height >= 3 else {
            return PlacementCandidate(arrowEdge: arrowEdge, centredFrame: .zero, overflow: PlacementOverflow(), outcome: .tooSmall)
        }
        let width = contentSize.width
        let height = contentSize.height

        // Offset: the gap row/column touches the anchor, the box touches the gap.
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
        let horizontal = arrowEdge.isHorizontal
        let length = horizontal ? width : height
        let centre = horizontal ? anchor.center.x : anchor.center.y
        let centredCross = centre - (length - 1) / 2
        func placement(cross: Int, arrowCross: Int) -> PopoverPlacement {
            horizontal
                ? PopoverPlacement(boxRect: Rect(x: cross, y: boxMain, width: width, height: height), arrowEdge: arrowEdge,
                                   arrowPoint: Point(x: arrowCross, y: gap))
                : PopoverPlacement(boxRect: Rect(x: boxMain, y: cross, width: width, height: height), arrowEdge: arrowEdge,
                                   arrowPoint: Point(x: gap, y: arrowCross))
        }
        let centredFrame = placement(cross: centredCross, arrowCross: centre).frame
        let overflow = PlacementOverflow(of: centredFrame, in: bounds)
        func weighed(_ outcome: PlacementCandidate.Outcome) -> PlacementCandidate {
            PlacementCandidate(arrowEdge: arrowEdge, centredFrame: centredFrame, overflow: overflow, outcome: outcome)
        }

        // Flip: a side whose frame spills past the bounds along the main axis does not fit.
        let mainOverflow = horizontal ? overflow.top + overflow.bottom : overflow.leading + overflow.trailing
        guard mainOverflow == 0 else { return weighed(.overflows(cells: mainOverflow)) }

        // Shift: move the centred box along the cross axis until it is inside the bounds.
        let boundsStart = horizontal ? bounds.minX : bounds.minY
        let boundsEnd = horizontal ? bounds.maxX : bounds.maxY
        guard length <= boundsEnd - boundsStart else { return weighed(.tooLong(cells: length - (boundsEnd - boundsStart))) }
        let boxCross = min(max(centredCross, boundsStart), boundsEnd - length)

        // Arrow: it must touch the anchor and sit on the box edge, off its corners; within
        // that, as close to the anchor's centre as possible.
        let anchorStart = horizontal ? anchor.minX : anchor.minY
        let anchorEnd = horizontal ? anchor.maxX : anchor.maxY
        let lowest = max(anchorStart, boxCross + 1)
        let highest = min(anchorEnd - 1, boxCross + length - 2)
        guard lowest <= highest else { return weighed(.arrowMissesAnchor) }
        let arrowCross = min(max(centre, lowest), highest)
        return weighed(.placed(placement(cross: boxCross, arrowCross: arrowCross),
                               shift: boxCross - centredCross, arrowOffset: arrowCross - centre))
    }
}
