/// Everything the placer weighed for one popover and what it chose: the sides in the order
/// tried, with their overflow, which step settled the side, how far the box was shifted and
/// where the arrow sits from the anchor's centre. Floating UI hands the same facts to its
/// middleware as `middlewareData` (`flip.overflows`, `shift.x`/`y`, `arrow.centerOffset`);
/// here they are the placer's own result, so whatever explains a placement (the `P` overlay,
/// the inspector, `expect placement`) reads what was drawn and cannot disagree with it.
public struct PlacementDecision: Hashable, Sendable {
    /// Which step settled the side.
    public enum Step: String, Hashable, Sendable {
        /// The preferred side fits.
        case preferred
        /// The preferred side overflows and its opposite fits (Floating UI's `flip`).
        case flipped
        /// Neither fits; a side across fits (Floating UI's flip `fallbackPlacements`).
        case fallback
        /// The app allowed a set of arrow edges (`arrowEdges`) and one of them fits.
        case allowed
        /// The app allowed a set of arrow edges and none fits; a side outside the set was taken.
        case outsideAllowed
    }

    /// The control the popover points at.
    public var anchor: Rect
    /// Where the popover may go (the device).
    public var bounds: Rect
    /// The arrow edge placement starts from: the one asked for, or `.top` (below the anchor)
    /// when none was; with `allowedArrowEdges`, the first of them in the default order.
    public var preferredArrowEdge: Edge
    /// Whether the caller asked for `preferredArrowEdge` (else it is the default order's first).
    public var isPreferenceGiven: Bool
    /// The edges the app allowed (`arrowEdges`, iOS 26), tried first; nil when it gave one
    /// preferred edge or none (`arrowEdge`).
    public var allowedArrowEdges: Set<Edge>?
    /// Every side, in the order tried: preferred, opposite, then the rest of the default order;
    /// or, with `allowedArrowEdges`, the allowed ones and then the others, each in the default order.
    public var candidates: [PlacementCandidate]

    public init(
        anchor: Rect, bounds: Rect, preferredArrowEdge: Edge, isPreferenceGiven: Bool, allowedArrowEdges: Set<Edge>? = nil,
        candidates: [PlacementCandidate]
    ) {
        self.anchor = anchor
        self.bounds = bounds
        self.preferredArrowEdge = preferredArrowEdge
        self.isPreferenceGiven = isPreferenceGiven
        self.allowedArrowEdges = allowedArrowEdges
        self.candidates = candidates
    }

    /// Where in `candidates` the first side that fits is, if any.
    public var chosenIndex: Int? { candidates.firstIndex { $0.placement != nil } }

    /// The side taken, if one fits.
    public var chosen: PlacementCandidate? { chosenIndex.map { candidates[$0] } }

    /// The popover's placement, or nil ("not placed") when no side fits.
    public var placement: PopoverPlacement? { chosen?.placement }

    /// The step that settled the side: the first candidate is the preferred side, the second
    /// its opposite; with allowed edges, whether the side taken is one of them. Nil when no
    /// side fits.
    public var step: Step? {
        if let allowedArrowEdges, let chosen {
            return allowedArrowEdges.contains(chosen.arrowEdge) ? .allowed : .outsideAllowed
        }
        switch chosenIndex {
        case nil: return nil
        case 0: return .preferred
        case 1: return .flipped
        default: return .fallback
        }
    }

    /// Cells the box moved along the cross axis to stay inside the bounds (Floating UI's
    /// `shift`): right and down are positive; 0 when centred on the anchor or not placed.
    public var shift: Int {
        if case .placed(_, let shift, _)? = chosen?.outcome { shift } else { 0 }
    }

    /// Cells from the anchor's centre to the arrow along the cross axis (Floating UI's arrow
    /// `centerOffset`): right and down are positive; 0 when the arrow is on the centre.
    public var arrowOffset: Int {
        if case .placed(_, _, let offset)? = chosen?.outcome { offset } else { 0 }
    }
}
