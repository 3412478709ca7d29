import Testing
import TipDrawing

/// Placement with a set of allowed arrow edges (iOS 26's `popoverTip(_:arrowEdges:)`): the
/// allowed edges are tried in the default order, the others only when none of them fits.
@Suite("Popover placement: allowed arrow edges")
struct PlacementAllowedEdgesTests {
    static let bounds = Rect(x: 0, y: 1, width: 80, height: 22)
    static let order: [Edge] = [.top, .bottom, .leading, .trailing]

    /// Every non-empty set of edges.
    static let sets: [Set<Edge>] = (1..<16).map { bits in Set(order.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element)) }

    @Test("over a grid of anchors, sizes and every set, the first allowed side that fits is taken, else the first other")
    func theFirstAllowedSideThatFitsIsTaken() {
        var steps: Set<PlacementDecision.Step> = []
        for screen in PlacementTests.screens {
            let bounds = PlacementTests.bounds(of: screen)
            for (anchor, content) in PlacementTests.grid(on: screen) {
                for allowed in Self.sets {
                    let decision = PopoverPlacer.decide(anchor: anchor, contentSize: content, allowedArrowEdges: allowed, bounds: bounds)
                    let context = "anchor \(anchor) content \(content) allowed \(allowed)"
                    let expectedOrder = Self.order.filter(allowed.contains) + Self.order.filter { !allowed.contains($0) }
                    #expect(decision.candidates.map(\.arrowEdge) == expectedOrder, "\(context)")
                    #expect(decision.allowedArrowEdges == allowed && !decision.isPreferenceGiven, "\(context)")
                    let fitting = decision.candidates.filter { $0.placement != nil }
                    let allowedFit = fitting.first { allowed.contains($0.arrowEdge) }
                    #expect(decision.chosen?.arrowEdge == (allowedFit ?? fitting.first)?.arrowEdge, "\(context)")
                    let expectedStep: PlacementDecision.Step? =
                        allowedFit != nil ? .allowed : fitting.isEmpty ? nil : .outsideAllowed
                    #expect(decision.step == expectedStep, "\(context)")
                    if let step = decision.step { steps.insert(step) }
                    if allowed.count == 4 {
                        // `arrowEdge: nil` is the set of all edges: the same sides, the same choice.
                        let none = PopoverPlacer.decide(anchor: anchor, contentSize: content, preferredArrowEdge: nil, bounds: bounds)
                        #expect(none.candidates == decision.candidates, "\(context)")
                        #expect(none.placement == decision.placement, "\(context)")
                    }
                }
            }
        }
        #expect(steps == [.allowed, .outsideAllowed], "the grid reaches both steps")
    }

    @Test func aSideAllowedAfterTheFirstIsTakenWhenTheFirstHasNoRoom() {
        // An anchor near the bottom of the device: below has no room; leading (right of it) does.
        let decision = PopoverPlacer.decide(
            anchor: Rect(x: 10, y: 20, width: 6, height: 1), contentSize: Size(width: 20, height: 5),
            allowedArrowEdges: [.top, .leading], bounds: Self.bounds)
        #expect(decision.candidates.map(\.arrowEdge) == [.top, .leading, .bottom, .trailing])
        #expect(decision.chosen?.arrowEdge == .leading)
        #expect(decision.step == .allowed)
    }

    @Test func verticalTakesAboveWhenBelowHasNoRoom() {
        let decision = PopoverPlacer.decide(
            anchor: Rect(x: 30, y: 20, width: 6, height: 1), contentSize: Size(width: 20, height: 5),
            allowedArrowEdges: [.top, .bottom], bounds: Self.bounds)
        #expect(decision.chosen?.arrowEdge == .bottom)
        #expect(decision.step == .allowed)
    }

    @Test("no allowed side fits: a side outside the set is taken, and the decision says so")
    func noAllowedSideFitsFallsBackOutsideTheSet() {
        // A toolbar item: nothing fits above it (arrow bottom), below does.
        let decision = PopoverPlacer.decide(
            anchor: Rect(x: 30, y: 0, width: 6, height: 1), contentSize: Size(width: 20, height: 5),
            allowedArrowEdges: [.bottom], bounds: Self.bounds)
        #expect(decision.candidates[0].placement == nil)
        #expect(decision.chosen?.arrowEdge == .top)
        #expect(decision.step == .outsideAllowed)
    }

    @Test func noSideAtAllIsNotPlaced() {
        let decision = PopoverPlacer.decide(
            anchor: Rect(x: 30, y: 10, width: 6, height: 1), contentSize: Size(width: 90, height: 30),
            allowedArrowEdges: [.leading], bounds: Self.bounds)
        #expect(decision.placement == nil)
        #expect(decision.step == nil)
    }
}
