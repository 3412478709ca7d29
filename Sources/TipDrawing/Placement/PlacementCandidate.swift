/// One side a popover can take next to its anchor, as the placer weighed it: where its frame
/// would be, centred on the anchor before any shift, how far that spills out of the bounds, and
/// whether the side fits (and then the placement, shifted inside the bounds).
public struct PlacementCandidate: Hashable, Sendable {
    /// Why a side fits or not.
    public enum Outcome: Hashable, Sendable {
        /// It fits: the placement, `shift` cells along the cross axis from centred on the anchor
        /// (right and down are positive), and the arrow `arrowOffset` cells from the anchor's
        /// centre.
        case placed(PopoverPlacement, shift: Int, arrowOffset: Int)
        /// The frame spills this many cells past the bounds along the main axis (the side away
        /// from the anchor, or the anchor's own side when the anchor lies outside the bounds).
        /// Shifting cannot help: this is what makes Floating UI's flip move on.
        case overflows(cells: Int)
        /// The box is this many cells longer across than the bounds: no shift can fit it.
        case tooLong(cells: Int)
        /// The box fits, but no cell of its edge, off the corners, faces the anchor once shifted
        /// inside the bounds, so the arrow could not touch both.
        case arrowMissesAnchor
        /// No anchor, or a box smaller than 3×3 (no cell for an arrow off the corners).
        case tooSmall
    }

    /// The popover edge carrying the arrow on this side (`.top`: the popover sits below).
    public var arrowEdge: Edge
    /// The box and its gap, centred on the anchor across, before the shift.
    public var centredFrame: Rect
    /// How far `centredFrame` reaches past each side of the bounds.
    public var overflow: PlacementOverflow
    public var outcome: Outcome

    public init(arrowEdge: Edge, centredFrame: Rect, overflow: PlacementOverflow, outcome: Outcome) {
        self.arrowEdge = arrowEdge
        self.centredFrame = centredFrame
        self.overflow = overflow
        self.outcome = outcome
    }

    /// The placement on this side, or nil when the side does not fit.
    public var placement: PopoverPlacement? {
        if case .placed(let placement, _, _) = outcome { placement } else { nil }
    }

    /// Where the popover sits from its anchor on this side, in words: `below`, `above`,
    /// `right` or `left`.
    public var side: String { Self.side(of: arrowEdge) }

    /// Where a popover with its arrow on `arrowEdge` sits from its anchor: the arrow faces the
    /// anchor, so `.top` is below it.
    public static func side(of arrowEdge: Edge) -> String {
        switch arrowEdge {
        case .top: "below"
        case .bottom: "above"
        case .leading: "right"
        case .trailing: "left"
        }
    }
}
