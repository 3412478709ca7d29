import Testing
import TipDrawing

@Suite("Geometry")
struct GeometryRectTests {
    let rect = Rect(x: 2, y: 3, width: 4, height: 2)

    @Test func maxEdgesAreExclusive() {
        #expect(rect.maxX == 6 && rect.maxY == 5)
        #expect(rect.contains(Point(x: 5, y: 4)))
        #expect(!rect.contains(Point(x: 6, y: 4)))
        #expect(!rect.contains(Point(x: 5, y: 5)))
    }

    @Test func anOffsetMovesTheRectAndKeepsItsSize() {
        #expect(rect.offset(by: Point(x: 10, y: -3)) == Rect(x: 12, y: 0, width: 4, height: 2))
        #expect(rect.offset(by: .zero) == rect)
    }

    @Test func intersectionIsTheSharedCellsOrZero() {
        #expect(rect.intersection(Rect(x: 4, y: 0, width: 10, height: 4)) == Rect(x: 4, y: 3, width: 2, height: 1))
        #expect(rect.intersection(Rect(x: 6, y: 3, width: 1, height: 1)) == .zero)
        #expect(!rect.intersects(Rect(x: 6, y: 3, width: 1, height: 1)))
    }

    @Test func containmentOfRects() {
        #expect(rect.contains(Rect(x: 3, y: 3, width: 3, height: 2)))
        #expect(!rect.contains(Rect(x: 3, y: 3, width: 4, height: 2)))
    }

    @Test func insetNeverGoesBelowZero() {
        #expect(rect.inset(by: 1) == Rect(x: 3, y: 4, width: 2, height: 0))
        #expect(rect.inset(by: 3).isEmpty)
    }

    @Test func centreRoundsTowardsTheTopLeadingCorner() {
        #expect(rect.center == Point(x: 3, y: 3))
        #expect(Rect(x: 0, y: 0, width: 5, height: 3).center == Point(x: 2, y: 1))
    }

    @Test(arguments: Edge.allCases)
    func oppositeEdgesPairUp(edge: Edge) {
        #expect(edge.opposite.opposite == edge)
        #expect(edge.opposite != edge)
        #expect(edge.isHorizontal == edge.opposite.isHorizontal)
    }
}
