import Testing
import TipDrawing

/// The placer's decision (`PopoverPlacer.decide`): the sides it weighed, how far each
/// overflows, which step decided, the shift and the arrow's offset, checked against the
/// placement it returns.
@Suite("Popover placement: the decision")
struct PlacementDecisionTests {
    static let bounds = Rect(x: 0, y: 1, width: 80, height: 22)

    @Test("over a grid of anchors and sizes, the decision agrees with the placement and with itself")
    func theDecisionAgreesWithThePlacement() {
        var steps: Set<PlacementDecision.Step> = []
        for screen in PlacementTests.screens {
            let bounds = PlacementTests.bounds(of: screen)
            for (anchor, content) in PlacementTests.grid(on: screen) {
                for preference in PlacementTests.preferences {
                    let decision = PopoverPlacer.decide(anchor: anchor, contentSize: content, preferredArrowEdge: preference, bounds: bounds)
                    check(decision, anchor: anchor, content: content, bounds: bounds, preference: preference)
                    if let step = decision.step { steps.insert(step) }
                }
            }
        }
        #expect(steps == [.preferred, .flipped, .fallback], "the grid reaches every step")
    }

    private func check(_ decision: PlacementDecision, anchor: Rect, content: Size, bounds: Rect, preference: Edge?) {
        let context = "anchor \(anchor) content \(content) preference \(String(describing: preference))"
        #expect(decision.placement == PopoverPlacer.place(anchor: anchor, contentSize: content, preferredArrowEdge: preference, bounds: bounds), "\(context)")
        #expect(decision.candidates.map(\.arrowEdge).count == 4 && Set(decision.candidates.map(\.arrowEdge)).count == 4, "\(context)")
        #expect(decision.candidates[0].arrowEdge == (preference ?? .top), "\(context)")
        #expect(decision.candidates[1].arrowEdge == (preference ?? .top).opposite, "\(context)")
        for candidate in decision.candidates {
            #expect(candidate.placement == PopoverPlacer.place(anchor: anchor, contentSize: content, arrowEdge: candidate.arrowEdge, bounds: bounds),
                    "\(context)")
            if case .overflows(let cells) = candidate.outcome {
                #expect(cells > 0, "\(context)")
                #expect(!bounds.contains(candidate.centredFrame), "an overflowing side spills out: \(context)")
            }
            if let placement = candidate.placement {
                // The shift is the distance from centred to where the box went; nothing else moves.
                let horizontal = candidate.arrowEdge.isHorizontal
                let moved = horizontal ? placement.frame.x - candidate.centredFrame.x : placement.frame.y - candidate.centredFrame.y
                let still = horizontal ? placement.frame.y - candidate.centredFrame.y : placement.frame.x - candidate.centredFrame.x
                #expect(still == 0 && placement.frame.size == candidate.centredFrame.size, "\(context)")
                if case .placed(_, let shift, let arrowOffset) = candidate.outcome {
                    #expect(shift == moved, "\(context)")
                    let centre = horizontal ? anchor.center.x : anchor.center.y
                    #expect(arrowOffset == (horizontal ? placement.arrowPoint.x : placement.arrowPoint.y) - centre, "\(context)")
                    // Shifted only when centred would leave the bounds across.
                    let across = horizontal
                        ? candidate.overflow.leading + candidate.overflow.trailing
                        : candidate.overflow.top + candidate.overflow.bottom
                    #expect((shift != 0) == (across > 0), "\(context)")
                }
            }
        }
        guard let index = decision.chosenIndex else {
            #expect(decision.step == nil && decision.shift == 0 && decision.arrowOffset == 0, "\(context)")
            return
        }
        #expect(decision.candidates[..<index].allSatisfy { $0.placement == nil }, "every side tried before the one taken fails: \(context)")
        #expect(decision.step == (index == 0 ? .preferred : index == 1 ? .flipped : .fallback), "\(context)")
    }

    @Test func thePreferredSideThatFitsIsTakenCentred() throws {
        let decision = PopoverPlacer.decide(anchor: Rect(x: 30, y: 5, width: 9, height: 1), contentSize: Size(width: 20, height: 5),
                                            preferredArrowEdge: .top, bounds: Self.bounds)
        #expect(decision.step == .preferred)
        #expect(decision.isPreferenceGiven)
        #expect(decision.shift == 0)
        #expect(decision.arrowOffset == 0)
        #expect(decision.candidates.map(\.arrowEdge) == [.top, .bottom, .leading, .trailing])
    }

    @Test func aFlipSaysHowFarThePreferredSideOverflows() throws {
        // 20 rows down an area that ends at row 23: below needs 6 rows (gap and box), has 2.
        let decision = PopoverPlacer.decide(anchor: Rect(x: 30, y: 20, width: 9, height: 1), contentSize: Size(width: 20, height: 5),
                                            preferredArrowEdge: .top, bounds: Self.bounds)
        #expect(decision.step == .flipped)
        #expect(decision.chosen?.arrowEdge == .bottom)
        #expect(decision.candidates[0].outcome == .overflows(cells: 4))
        #expect(decision.candidates[0].overflow == PlacementOverflow(bottom: 4))
    }

    @Test func aShiftAndAnArrowOffTheCentreAreMeasured() throws {
        // A 4-column anchor at the right edge: centred, the box would spill 8 columns past it.
        let decision = PopoverPlacer.decide(anchor: Rect(x: 76, y: 3, width: 4, height: 1), contentSize: Size(width: 20, height: 5),
                                            preferredArrowEdge: .top, bounds: Self.bounds)
        #expect(decision.step == .preferred)
        #expect(decision.candidates[0].overflow == PlacementOverflow(trailing: 8))
        #expect(decision.shift == -8)
        #expect(decision.arrowOffset == 0)
        // A two-column anchor at the left edge: its centre is over the box's corner, so the
        // arrow takes the anchor's other column, one right of the centre.
        let edge = PopoverPlacer.decide(anchor: Rect(x: 0, y: 3, width: 2, height: 1), contentSize: Size(width: 20, height: 5),
                                        preferredArrowEdge: .top, bounds: Self.bounds)
        #expect(edge.step == .preferred)
        #expect(edge.shift == 9)
        #expect(edge.arrowOffset == 1)
        // A one-column anchor there has no cell off the corner: that side fails for the arrow.
        let corner = PopoverPlacer.decide(anchor: Rect(x: 0, y: 3, width: 1, height: 1), contentSize: Size(width: 20, height: 5),
                                          preferredArrowEdge: .top, bounds: Self.bounds)
        #expect(corner.candidates[0].outcome == .arrowMissesAnchor)
    }

    @Test func withoutAPreferenceBelowIsThePreferredSide() throws {
        let decision = PopoverPlacer.decide(anchor: Rect(x: 10, y: 9, width: 4, height: 1), contentSize: Size(width: 12, height: 4),
                                            preferredArrowEdge: nil, bounds: Rect(x: 0, y: 0, width: 40, height: 12))
        #expect(!decision.isPreferenceGiven)
        #expect(decision.preferredArrowEdge == .top)
        #expect(decision.step == .flipped)
        #expect(decision.chosen?.arrowEdge == .bottom)
    }

    @Test func aFallbackSideIsTakenWhenBothSidesOfTheAxisOverflow() throws {
        // A tall anchor filling the height: nothing fits above or below; to its right does.
        let decision = PopoverPlacer.decide(anchor: Rect(x: 2, y: 0, width: 4, height: 12), contentSize: Size(width: 12, height: 4),
                                            preferredArrowEdge: .top, bounds: Rect(x: 0, y: 0, width: 40, height: 12))
        #expect(decision.step == .fallback)
        #expect(decision.chosen?.arrowEdge == .leading)
        #expect(decision.candidates[2].outcome == .placed(try #require(decision.placement), shift: 0, arrowOffset: 0))
    }

    @Test func noSideFitsAndEverySideSaysWhy() {
        let decision = PopoverPlacer.decide(anchor: Rect(x: 5, y: 2, width: 10, height: 2), contentSize: Size(width: 30, height: 8),
                                            preferredArrowEdge: .top, bounds: Rect(x: 0, y: 0, width: 20, height: 6))
        #expect(decision.placement == nil)
        #expect(decision.step == nil)
        #expect(decision.candidates.allSatisfy { $0.placement == nil })
        #expect(decision.candidates[0].outcome == .overflows(cells: 7), "a gap row and 8 box rows from row 4 end 7 rows past row 6")
    }
}
