import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Inline tips in the flow: their arrows point at the control they were placed next to.
@Suite struct ScreenLayoutTests {
    private func session(placement: String) throws -> PlaygroundSession {
        let json = """
            { "tips": [ { "id": "HintTip", "title": "A hint about the long button below" } ],
              "screens": [ { "id": "main", "controls": [
                  { "id": "short", "label": "Go" },
                  { "id": "wide", "label": "A much wider button label" } ],
                "tips": [ \(placement) ] } ] }
            """
        return try PlaygroundSession(
            document: try PlaygroundLoader.parse(json, fileName: "layout.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(), size: Size(width: 80, height: 24))
    }

    /// The column of the arrow glyph in the row just outside the tip box on `edge`.
    private func arrowColumn(in session: PlaygroundSession, edge: Edge) throws -> Int {
        let placed = try #require(session.frame.placedTip(id: "HintTip"))
        #expect(placed.arrowEdge == edge)
        let row = edge == .top ? placed.rect.minY : placed.rect.maxY - 1
        let glyph: Character = edge == .top ? "▲" : "▼"
        return try #require((placed.rect.minX..<placed.rect.maxX).first { session.frame.buffer[x: $0, y: row]?.character == glyph })
    }

    private func centre(of control: String, in session: PlaygroundSession) throws -> Int {
        try #require(session.frame.hitRegions.first { $0.element == .control(id: control) }).rect.center.x
    }

    @Test func aTipAfterAControlPointsUpAtItsCentre() throws {
        let session = try session(placement: #"{ "tip": "HintTip", "inline": { "after": "wide" }, "arrowEdge": "top" }"#)
        #expect(try arrowColumn(in: session, edge: .top) == centre(of: "wide", in: session))
    }

    @Test func aTipBeforeAControlPointsDownAtItsCentre() throws {
        let session = try session(placement: #"{ "tip": "HintTip", "inline": { "before": "wide" }, "arrowEdge": "bottom" }"#)
        #expect(try arrowColumn(in: session, edge: .bottom) == centre(of: "wide", in: session))
    }
}
