import TipDrawing

/// A popover's placement in words, from the placer's own decision (`PlacementDecision`): the
/// `P` overlay, the inspector and `expect placement` say the same thing in the same words.
///
/// Sides are named where the popover sits from its anchor (`below`), with the arrow edge the
/// playground file and scripts use in parentheses (`arrow top`); the device is the bounds.
public struct PlacementExplanation {
    let tipID: String
    let decision: PlacementDecision

    public init(tipID: String, decision: PlacementDecision) {
        self.tipID = tipID
        self.decision = decision
    }

    /// Which step decided, in one line: `flipped from above (arrow bottom) to below (arrow top)`.
    var summary: String {
        guard let chosen = decision.chosen else { return "not placed: no side fits" }
        let taken = Self.name(chosen.arrowEdge)
        // `popoverTip(_:arrowEdge: nil)` (VIEW-8): the edge is the placer's choice.
        let chosenByPlacer = decision.isPreferenceGiven ? "" : " (edge chosen: \(chosen.arrowEdge.rawValue), the app gave none)"
        switch decision.step {
        case .allowed?:
            // `popoverTip(_:arrowEdges:)` (iOS 26): the first allowed edge, in the default order, that fits.
            return decision.chosenIndex == 0
                ? "\(taken), the first allowed edge (of \(allowedEdges)), fits"
                : "\(taken), the first allowed edge (of \(allowedEdges)) that fits"
        case .outsideAllowed?:
            return "no allowed edge (\(allowedEdges)) fits: fallback to \(taken), outside the app's arrowEdges"
        case .preferred?:
            return decision.isPreferenceGiven
                ? "\(taken), its preferred side"
                : "edge chosen: \(chosen.arrowEdge.rawValue), the app gave none: below is tried first, and fits"
        case .flipped?:
            return "flipped from \(Self.name(decision.preferredArrowEdge)) to \(taken)\(chosenByPlacer)"
        case .fallback?, nil:
            let overflowing = decision.candidates.prefix(2).map(\.side).joined(separator: " and ")
            return "fallback to \(taken): \(overflowing) have no room\(chosenByPlacer)"
        }
    }

    /// One line per side, in the order tried: how far it overflows the device, or that it fits.
    /// The overlay leaves the arrow edges out (`below: fits, taken`): the summary names the two
    /// that matter, and a narrow device has no room for more.
    func candidateLines(namingArrowEdges: Bool = true) -> [String] {
        decision.candidates.enumerated().map { index, candidate in
            let name = namingArrowEdges ? Self.name(candidate.arrowEdge) : candidate.side
            let isAllowed = decision.allowedArrowEdges?.contains(candidate.arrowEdge) ?? true
            return "\(name)\(isAllowed ? "" : ", not allowed"): " + verdict(of: candidate, taken: index == decision.chosenIndex)
        }
    }

    /// The shift and the arrow: `shifted 4 columns right · arrow on the anchor's centre`; nil
    /// when nothing was placed.
    var adjustments: String? {
        guard let chosen = decision.chosen else { return nil }
        let horizontal = chosen.arrowEdge.isHorizontal
        let shift = decision.shift == 0
            ? "not shifted"
            : "shifted \(Self.cells(abs(decision.shift), horizontal: horizontal)) \(Self.direction(decision.shift, horizontal: horizontal))"
        let arrow = decision.arrowOffset == 0
            ? "arrow on the anchor's centre"
            : "arrow \(Self.cells(abs(decision.arrowOffset), horizontal: horizontal)) "
                + "\(Self.direction(decision.arrowOffset, horizontal: horizontal)) of the anchor's centre"
        return "\(shift) · \(arrow)"
    }

    /// Everything on one line, for the inspector and a failed check.
    public var sentence: String {
        ([summary] + candidateLines() + (adjustments.map { [$0] } ?? [])).joined(separator: "; ")
    }

    /// The app's allowed arrow edges (`arrowEdges`) in the order tried: `top, leading`.
    private var allowedEdges: String {
        let allowed = decision.allowedArrowEdges ?? []
        return decision.candidates.map(\.arrowEdge).filter(allowed.contains).map(\.rawValue).joined(separator: ", ")
    }

    /// `below (arrow top)`.
    static func name(_ arrowEdge: Edge) -> String {
        "\(PlacementCandidate.side(of: arrowEdge)) (arrow \(arrowEdge.rawValue))"
    }

    private func verdict(of candidate: PlacementCandidate, taken: Bool) -> String {
        let horizontal = candidate.arrowEdge.isHorizontal
        switch candidate.outcome {
        case .placed: return taken ? "fits, taken" : "fits"
        case .overflows:
            // The main axis runs across the arrow edge: rows for a popover above or below.
            let sides: [Edge] = horizontal ? [.top, .bottom] : [.leading, .trailing]
            return sides.filter { candidate.overflow[$0] > 0 }.map { side in
                "\(Self.cells(candidate.overflow[side], horizontal: !horizontal)) past the \(Self.deviceSide(side))"
            }.joined(separator: " and ")
        case .tooLong(let cells):
            return "\(Self.cells(cells, horizontal: horizontal)) \(horizontal ? "wider" : "taller") than the device"
        case .arrowMissesAnchor: return "the arrow cannot reach the anchor"
        case .tooSmall: return "no room for an arrow off the box's corners"
        }
    }

    /// `3 columns` along a row, `1 row` down a column.
    static func cells(_ count: Int, horizontal: Bool) -> String {
        Wording.count(count, horizontal ? "column" : "row")
    }

    private static func direction(_ offset: Int, horizontal: Bool) -> String {
        horizontal ? (offset > 0 ? "right" : "left") : (offset > 0 ? "down" : "up")
    }

    private static func deviceSide(_ side: Edge) -> String {
        switch side {
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "left"
        case .trailing: "right"
        }
    }
}
