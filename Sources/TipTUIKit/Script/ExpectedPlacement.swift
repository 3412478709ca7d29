import TipDrawing

/// What `expect placement TIP ...` checks of a popover's placement: the arrow edge it got, the
/// step that decided it and whether it was shifted, each only when given; or that no side fits.
/// Edges are arrow edges, as in the playground file and `expect visible ... edge`.
public enum ExpectedPlacement: Equatable, Sendable {
    /// `none`: the popover is presented, but no side of its anchor has room.
    case notPlaced
    /// Placed; every part given must hold.
    case placed(edge: Edge?, step: Step?, shift: Shift?)

    /// The step that decided the side.
    public enum Step: Equatable, Sendable {
        /// `preferred`: the preferred side (below when the file gives no arrow edge) fits.
        case preferred
        /// `flipped [from EDGE]`: the preferred side (this one, when given) overflowed and the
        /// opposite side was taken.
        case flipped(from: Edge?)
        /// `fallback`: neither the preferred side nor its opposite fits; a side across was taken.
        case fallback
        /// `allowed`: the placement allows a set of edges (`arrowEdges`) and one of them was taken.
        case allowed
        /// `outside`: none of the allowed edges fits; a side outside the set was taken.
        case outside
    }

    /// Whether the box was moved along the anchor to stay on the device.
    public enum Shift: String, CaseIterable, Equatable, Sendable {
        case shifted
        case centred
    }

    /// The words after the tip id: `bottom flipped from top shifted`, `none`.
    public var scriptText: String {
        switch self {
        case .notPlaced: return "none"
        case .placed(let edge, let step, let shift):
            return [edge?.rawValue, step?.scriptText, shift?.rawValue].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// Whether `decision` (the placer's, as drawn) is what this expects.
    func holds(for decision: PlacementDecision) -> Bool {
        switch self {
        case .notPlaced: return decision.chosen == nil
        case .placed(let edge, let step, let shift):
            guard let chosen = decision.chosen else { return false }
            if let edge, chosen.arrowEdge != edge { return false }
            switch step {
            case nil: break
            case .preferred?: if decision.step != .preferred { return false }
            case .flipped(let from)?:
                if decision.step != .flipped { return false }
                if let from, decision.preferredArrowEdge != from { return false }
            case .fallback?: if decision.step != .fallback { return false }
            case .allowed?: if decision.step != .allowed { return false }
            case .outside?: if decision.step != .outsideAllowed { return false }
            }
            switch shift {
            case nil: return true
            case .shifted?: return decision.shift != 0
            case .centred?: return decision.shift == 0
            }
        }
    }
}

extension ExpectedPlacement.Step {
    /// `preferred`, `flipped`, `flipped from top`, `fallback`, `allowed`, `outside`.
    var scriptText: String {
        switch self {
        case .preferred: "preferred"
        case .flipped(nil): "flipped"
        case .flipped(let from?): "flipped from \(from.rawValue)"
        case .fallback: "fallback"
        case .allowed: "allowed"
        case .outside: "outside"
        }
    }
}

extension ExpectedPlacement {
    /// The placement a decision made, in this vocabulary with every part given.
    init(_ decision: PlacementDecision) {
        guard let chosen = decision.chosen else {
            self = .notPlaced
            return
        }
        let step: Step = switch decision.step {
        case .preferred?: .preferred
        case .flipped?: .flipped(from: decision.preferredArrowEdge)
        case .allowed?: .allowed
        case .outsideAllowed?: .outside
        default: .fallback
        }
        self = .placed(edge: chosen.arrowEdge, step: step, shift: decision.shift == 0 ? .centred : .shifted)
    }

    /// What the check expects, in words: `placed with its arrow on the bottom edge, flipped
    /// from top, shifted`.
    public var expectedText: String {
        switch self {
        case .notPlaced: return "not placed: no side fits"
        case .placed(let edge, let step, let shift):
            var text = "placed"
            if let edge { text += " with its arrow on the \(edge.rawValue) edge" }
            switch step {
            case nil: break
            case .preferred?: text += ", on its preferred side"
            case .flipped(nil)?: text += ", flipped"
            case .flipped(let from?)?: text += ", flipped from \(from.rawValue)"
            case .fallback?: text += ", a fallback side"
            case .allowed?: text += ", on one of its allowed edges"
            case .outside?: text += ", outside its allowed edges"
            }
            if let shift { text += ", \(shift.rawValue)" }
            return text
        }
    }
}
