import Testing
import TipDrawing

@Suite("Popover placement")
struct PlacementTests {
    static let screens = [Size(width: 20, height: 6), Size(width: 24, height: 10), Size(width: 40, height: 12), Size(width: 80, height: 24)]
    static let anchorSizes = [Size(width: 1, height: 1), Size(width: 8, height: 1), Size(width: 4, height: 3)]
    static let contentSizes = [Size(width: 3, height: 3), Size(width: 12, height: 5), Size(width: 30, height: 7), Size(width: 40, height: 4)]
    static let preferences: [Edge?] = [nil, .top, .bottom, .leading, .trailing]

    /// Bounds are the screen minus a one-row bar at the top and bottom; anchors may sit on the
    /// bars, as toolbar and tab bar items do.
    static func bounds(of screen: Size) -> Rect {
        Rect(x: 0, y: 1, width: screen.width, height: screen.height - 2)
    }

    /// Each anchor of each size at each cell of `screen` (on the bars too), with each content
    /// size: the grid every placement law walks, so they all walk the same one.
    static func grid(on screen: Size) -> [(anchor: Rect, content: Size)] {
        anchorSizes.flatMap { anchorSize in
            (0...(screen.height - anchorSize.height)).flatMap { y in
                (0...(screen.width - anchorSize.width)).flatMap { x in
                    contentSizes.map { (anchor: Rect(origin: Point(x: x, y: y), size: anchorSize), content: $0) }
                }
            }
        }
    }

    /// The cell next to `point` in the direction `edge` faces (`.top` is up).
    static func step(_ point: Point, towards edge: Edge) -> Point {
        switch edge {
        case .top: Point(x: point.x, y: point.y - 1)
        case .bottom: Point(x: point.x, y: point.y + 1)
        case .leading: Point(x: point.x - 1, y: point.y)
        case .trailing: Point(x: point.x + 1, y: point.y)
        }
    }

    static func isCorner(_ point: Point, of rect: Rect) -> Bool {
        (point.x == rect.minX || point.x == rect.maxX - 1) && (point.y == rect.minY || point.y == rect.maxY - 1)
    }

    @Test(arguments: screens)
    func everyPlacementHoldsThePlacementProperties(screen: Size) {
        let bounds = Self.bounds(of: screen)
        var placedCount = 0
        for (anchor, content) in Self.grid(on: screen) {
            for preference in Self.preferences {
                let placement = PopoverPlacer.place(anchor: anchor, contentSize: content, preferredArrowEdge: preference, bounds: bounds)
                let again = PopoverPlacer.place(anchor: anchor, contentSize: content, preferredArrowEdge: preference, bounds: bounds)
                #expect(placement == again, "placement must be deterministic")
                guard let placement else {
                    let anyEdgeFits = Edge.allCases.contains {
                        PopoverPlacer.place(anchor: anchor, contentSize: content, arrowEdge: $0, bounds: bounds) != nil
                    }
                    #expect(!anyEdgeFits, "not placed although a side fits: \(anchor) \(content)")
                    continue
                }
                placedCount += 1
                check(placement, anchor: anchor, content: content, bounds: bounds, preference: preference)
            }
        }
        #expect(placedCount > 0)
    }

    private func check(_ placement: PopoverPlacement, anchor: Rect, content: Size, bounds: Rect, preference: Edge?) {
        let box = placement.boxRect
        let context = "anchor \(anchor) content \(content) → \(box) arrow \(placement.arrowEdge) at \(placement.arrowPoint)"
        #expect(box.size == content, "\(context)")
        #expect(bounds.contains(placement.frame), "inside the bounds: \(context)")
        #expect(!placement.frame.intersects(anchor), "never covers the anchor: \(context)")
        // The arrow points across the box's arrow edge at the anchor; the box is behind it.
        #expect(anchor.contains(Self.step(placement.arrowPoint, towards: placement.arrowEdge)), "arrow touches the anchor: \(context)")
        let borderCell = Self.step(placement.arrowPoint, towards: placement.arrowEdge.opposite)
        #expect(box.contains(borderCell), "arrow touches the border: \(context)")
        #expect(!Self.isCorner(borderCell, of: box), "arrow is not on a corner: \(context)")
        let horizontal = placement.arrowEdge.isHorizontal
        let centre = horizontal ? anchor.center.x : anchor.center.y
        let arrowCross = horizontal ? placement.arrowPoint.x : placement.arrowPoint.y
        let boxStart = horizontal ? box.minX : box.minY
        let boxEnd = horizontal ? box.maxX : box.maxY
        if centre > boxStart && centre < boxEnd - 1 {
            #expect(arrowCross == centre, "arrow aimed at the anchor's centre: \(context)")
        }
        if let preference, PopoverPlacer.place(anchor: anchor, contentSize: content, arrowEdge: preference, bounds: bounds) != nil {
            #expect(placement.arrowEdge == preference, "preferred edge used when it fits: \(context)")
        }
    }

    @Test func arrowEdgeTopPutsThePopoverBelowTheAnchorWithTheArrowAtItsCentre() throws {
        let anchor = Rect(x: 30, y: 5, width: 9, height: 1)
        let placement = try #require(PopoverPlacer.place(
            anchor: anchor, contentSize: Size(width: 20, height: 5), preferredArrowEdge: .top,
            bounds: Rect(x: 0, y: 1, width: 80, height: 22)))
        #expect(placement.arrowEdge == .top)
        #expect(placement.arrowPoint == Point(x: 34, y: 6))
        #expect(placement.boxRect == Rect(x: 25, y: 7, width: 20, height: 5))
        #expect(placement.frame == Rect(x: 25, y: 6, width: 20, height: 6))
        #expect(placement.arrow == TipArrow(edge: .top, offset: 9))
    }

    @Test func thePopoverFlipsToTheOppositeSideWhenThePreferredOneOverflows() throws {
        let anchor = Rect(x: 30, y: 20, width: 9, height: 1)
        let placement = try #require(PopoverPlacer.place(
            anchor: anchor, contentSize: Size(width: 20, height: 5), preferredArrowEdge: .top,
            bounds: Rect(x: 0, y: 1, width: 80, height: 22)))
        #expect(placement.arrowEdge == .bottom)
        #expect(placement.boxRect.maxY == anchor.minY - 1)
    }

    @Test func thePopoverShiftsAlongTheCrossAxisToStayInside() throws {
        let anchor = Rect(x: 76, y: 3, width: 4, height: 1)
        let placement = try #require(PopoverPlacer.place(
            anchor: anchor, contentSize: Size(width: 20, height: 5), preferredArrowEdge: .top,
            bounds: Rect(x: 0, y: 1, width: 80, height: 22)))
        #expect(placement.boxRect.maxX == 80)
        #expect(placement.arrowPoint.x == 77)
    }

    @Test func withoutAPreferenceBelowIsTriedFirstThenAbove() throws {
        let bounds = Rect(x: 0, y: 0, width: 40, height: 12)
        let middle = try #require(PopoverPlacer.place(anchor: Rect(x: 10, y: 2, width: 4, height: 1), contentSize: Size(width: 12, height: 4), preferredArrowEdge: nil, bounds: bounds))
        #expect(middle.arrowEdge == .top)
        let low = try #require(PopoverPlacer.place(anchor: Rect(x: 10, y: 9, width: 4, height: 1), contentSize: Size(width: 12, height: 4), preferredArrowEdge: nil, bounds: bounds))
        #expect(low.arrowEdge == .bottom)
    }

    @Test func aPopoverThatFitsNowhereIsNotPlaced() {
        let placement = PopoverPlacer.place(
            anchor: Rect(x: 5, y: 2, width: 10, height: 2), contentSize: Size(width: 30, height: 8),
            preferredArrowEdge: .top, bounds: Rect(x: 0, y: 0, width: 20, height: 6))
        #expect(placement == nil)
    }
}
