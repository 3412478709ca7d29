import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Right-to-left copy in the playground: an arrow's side, and a shipped example's tip (the tip
/// box itself: `WidgetsTipBoxRightToLeftTests` in TipDrawingTests).
@Suite("Playground: right to left")
struct SessionRightToLeftTests {
    @Test func anInlineTipWithItsArrowOnTheLeadingEdgeHasItOnTheTrailingEdgeRightToLeft() throws {
        let json = """
            { "tips": [ { "id": "SideTip", "title": "Beside", "localized": { "he": { "title": "ליד" } } } ],
              "screens": [ { "id": "main", "controls": [ { "id": "one", "label": "One" }, { "id": "two", "label": "Two" },
                  { "id": "go", "label": "Go" }, { "id": "three", "label": "Three" }, { "id": "four", "label": "Four" } ],
                "tips": [ { "tip": "SideTip", "inline": { "after": "go" }, "arrowEdge": "leading" } ] } ] }
            """
        let session = try PlaygroundSession(
            document: try PlaygroundLoader.parse(json, fileName: "side.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(), size: Size(width: 80, height: 24))
        #expect(session.frame.placedTip(id: "SideTip")?.arrowEdge == .leading)
        session.send(.locale("he"))
        #expect(session.frame.placedTip(id: "SideTip")?.arrowEdge == .trailing)
    }

    @Test func theArabicExampleIsDrawnRightToLeft() throws {
        try #require(BidiText.system.isAvailable)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/landmark-payloads.json")
        let document = try PlaygroundLoader.load(contentsOf: url)
        #expect(document.locales.contains("ar") && document.locales.contains("he"))
        let tip = try #require(document.tip(id: "FavoritesListTip"))
        let content = PreviewScreens.content(of: tip, in: document, locale: "ar")
        #expect(content.direction == .rightToLeft)
        let rows = drawn(content, width: 40)
        #expect(rows[1].contains(String("مفضلتك".reversed())))
        #expect(rows[1].hasPrefix("│ ×"))
    }

    private func drawn(_ content: TipBoxContent, width: Int) -> [String] {
        let box = TipBox(content: content, numbersActions: false)
        var buffer = CellBuffer(size: box.size(forWidth: width))
        box.render(in: buffer.bounds, into: &buffer)
        return buffer.rowTexts
    }
}
