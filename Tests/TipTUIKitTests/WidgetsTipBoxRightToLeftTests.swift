import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Right-to-left copy lays the tip out mirrored and shows its lines in visual order.
@Suite("Tip box: right to left")
struct WidgetsTipBoxRightToLeftTests {
    private func drawn(_ content: TipBoxContent, bidi: BidiText = .system, width: Int = 30) -> [String] {
        var box = TipBox(content: content, numbersActions: false)
        box.bidi = bidi
        let size = box.size(forWidth: width)
        var buffer = CellBuffer(size: size)
        box.render(in: buffer.bounds, into: &buffer)
        return buffer.rowTexts
    }

    private func hebrew(_ direction: LayoutDirection) -> TipBoxContent {
        var content = TipBoxContent(tipID: "T", title: "שלום", message: "abc", imageName: "star",
                                    actions: [.init(id: "a", title: "אחת"), .init(id: "b", title: "שתיים")])
        content.direction = direction
        return content
    }

    @Test func rightToLeftCopyIsMirroredClosedOnTheLeftAndAlignedRight() throws {
        try #require(BidiText.system.isAvailable, "FriBidi (libfribidi0) is installed on build machines")
        let rows = drawn(hebrew(.rightToLeft))
        #expect(rows[1] == "│ ×      םולש ★ │", "× left, title in visual order and right-aligned, image right")
        #expect(rows[2] == "│         abc   │", "a left-to-right word stays readable, aligned under the title")
        #expect(rows[4] == "│ [םייתש] [תחא] │", "the first action is the rightmost")
    }

    @Test func leftToRightCopyIsDrawnAsBefore() {
        let rows = drawn(hebrew(.leftToRight))
        #expect(rows[1] == "│ ★ שלום      × │")
        #expect(rows[1].hasSuffix("× │"))
        #expect(rows[4].hasPrefix("│ [אחת] [שתיים]"))
    }

    @Test func withoutFriBidiLinesStayInLogicalOrderButTheLayoutIsStillMirrored() {
        let rows = drawn(hebrew(.rightToLeft), bidi: BidiText(libraryName: "libfribidi-missing.so.0"))
        #expect(rows[1].contains("שלום ★ │"))
        #expect(rows[1].hasPrefix("│ ×"))
    }

    @Test func pseudoRightToLeftShowsTheMirrorImageWithPlaceholdersReadable() throws {
        try #require(BidiText.system.isAvailable)
        var content = TipBoxContent(tipID: "T", title: "Share %@ now")
        content.direction = .rightToLeft
        content.overridesDirection = true
        let rows = drawn(content)
        #expect(rows[1].contains("won %@ erahS"), "\(rows)")
    }

    @Test func leadingAndTrailingSwapRightToLeft() {
        #expect(Edge.leading.mirrored(for: .rightToLeft) == .trailing)
        #expect(Edge.trailing.mirrored(for: .rightToLeft) == .leading)
        #expect(Edge.top.mirrored(for: .rightToLeft) == .top)
        #expect(Edge.leading.mirrored(for: .leftToRight) == .leading)
    }

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
}
