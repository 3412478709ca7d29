import Testing
@testable import TipDrawing

/// Right-to-left copy lays the tip out mirrored and shows its lines in visual order.
@Suite("Tip box: right to left")
struct WidgetsTipBoxRightToLeftTests {
    private func drawn(_ content: TipBoxContent, bidi: BidiText = .system, width: Int = 30) -> [String] {
        var box = TipBox(content: content, numbersActions: false)
        box.bidi = bidi
        let size = box.size(forWidth: width)
        var buffer = CellBuffer(size: size)
        box.render(in: buffer.bounds, into: &buffer)
        return (0..<size.height).map { String(buffer.row($0).compactMap(\.character)) }
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

    @Test func leftToRightCopyKeepsItsLayoutAndShowsRightToLeftWordsInVisualOrder() throws {
        try #require(BidiText.system.isAvailable)
        let rows = drawn(hebrew(.leftToRight))
        #expect(rows[1] == "│ ★ םולש      × │", "image left, × right, the Hebrew word reversed in place")
        #expect(rows[4].hasPrefix("│ [תחא] [םייתש]"), "the first action is the leftmost")
    }

    @Test func aHebrewWordInsideEnglishCopyReadsRightToLeftInPlace() throws {
        try #require(BidiText.system.isAvailable)
        var content = TipBoxContent(tipID: "T", title: "Say שלום today")
        content.direction = .leftToRight
        let rows = drawn(content)
        #expect(rows[1].hasPrefix("│ Say םולש today"), "\(rows)")
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
}
