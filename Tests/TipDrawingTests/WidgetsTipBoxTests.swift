import Testing
import TipDrawing

@Suite("Tip box widget")
struct WidgetsTipBoxTests {
    static let content = TipBoxContent(
        tipID: "fav", title: "Save as favourite", message: "Tap the star to keep this place one tap away.",
        imageName: "star.fill", actions: [.init(id: "go", title: "Go there now"), .init(id: "later", title: "Later")])

    static func rendered(_ tip: TipBox, width: Int) -> (CellBuffer, [HitRegion], Size) {
        let size = tip.size(forWidth: width)
        var buffer = CellBuffer(width: width, height: size.height + 2)
        let regions = tip.render(in: Rect(origin: .zero, size: size), into: &buffer)
        return (buffer, regions, size)
    }

    @Test func closeButtonAndActionsReportTheirHitRegions() throws {
        let (buffer, regions, size) = Self.rendered(TipBox(content: Self.content), width: 40)
        #expect(regions.first == HitRegion(rect: Rect(origin: .zero, size: size), element: .tip(tipID: "fav")))
        let close = regions.first { $0.element == .close(tipID: "fav") }
        #expect(close.flatMap { buffer[$0.rect.origin]?.character } == "×")
        #expect(regions.element(at: Point(x: 37, y: 1)) == .close(tipID: "fav"))
        let go = try #require(regions.first { $0.element == .action(tipID: "fav", actionID: "go") })
        #expect(go.rect.width == "[1 Go there now]".count)
        #expect(regions.map(\.element.description) == ["tip:fav", "close:fav", "action:fav:go", "action:fav:later"])
        #expect(regions.element(at: Point(x: 1, y: 2)) == .tip(tipID: "fav"))
    }

    @Test(arguments: [16, 20, 24, 30, 40, 60])
    func measuredSizeMatchesWhatIsDrawn(width: Int) {
        let (buffer, _, size) = Self.rendered(TipBox(content: Self.content), width: width)
        #expect(size.width <= width)
        #expect(buffer[x: 0, y: size.height - 1]?.character == "└")
        #expect(buffer[x: size.width - 1, y: size.height - 1]?.character == "┘")
        #expect(buffer[x: 0, y: size.height]?.character == " ")
    }

    @Test func aPopoverIsNoWiderThanTheTooltipMaximum() {
        let size = TipBox(content: Self.content).boxSize(forWidth: TipBox.popoverMaxWidth)
        #expect(size.width == 40)
    }

    @Test func shortCopyGivesANarrowBox() {
        let size = TipBox(content: TipBoxContent(tipID: "t", title: "Hi")).boxSize(forWidth: 40)
        #expect(size == Size(width: 8, height: 3))
    }

    @Test func anArrowAddsARowOrColumnOnItsEdge() {
        let plain = TipBox(content: Self.content).size(forWidth: 40)
        #expect(TipBox(content: Self.content, arrow: TipArrow(edge: .top, offset: 3)).size(forWidth: 40) == Size(width: plain.width, height: plain.height + 1))
        #expect(TipBox(content: Self.content, arrow: TipArrow(edge: .leading, offset: 3)).size(forWidth: 40) == Size(width: plain.width + 1, height: plain.height))
    }

    @Test(arguments: Edge.allCases)
    func theArrowIsJoinedToTheBorderAndKeptOffTheCorners(edge: Edge) {
        let tip = TipBox(content: Self.content, arrow: TipArrow(edge: edge, offset: 0))
        let size = tip.size(forWidth: 30)
        var buffer = CellBuffer(width: size.width, height: size.height)
        tip.render(in: Rect(origin: .zero, size: size), into: &buffer)
        let (join, arrow): (Point, Point) = switch edge {
        case .top: (Point(x: 1, y: 1), Point(x: 1, y: 0))
        case .bottom: (Point(x: 1, y: size.height - 2), Point(x: 1, y: size.height - 1))
        case .leading: (Point(x: 1, y: 1), Point(x: 0, y: 1))
        case .trailing: (Point(x: size.width - 2, y: 1), Point(x: size.width - 1, y: 1))
        }
        #expect(buffer[join]?.character == GlyphSet.unicode.borderJoin(towards: edge))
        #expect(buffer[arrow]?.character == GlyphSet.unicode.arrow(pointingOutOf: edge))
    }

    @Test func tooManyActionsWrapOntoMoreRows() {
        let many = TipBoxContent(tipID: "m", title: "Title", actions: (1...5).map { .init(id: "a\($0)", title: "Action \($0)") })
        let (buffer, regions, _) = Self.rendered(TipBox(content: many), width: 30)
        let rows = Set(regions.filter { if case .action = $0.element { true } else { false } }.map(\.rect.y))
        #expect(rows.count == 3)
        #expect(buffer.textView.contains("[5 Action 5]"))
    }

    @Test func copyWarningsAreReportedForReducedEmoji() {
        let tip = TipBox(content: TipBoxContent(tipID: "e", title: "Hi 👋🏽", message: "Team 👩‍💻"))
        #expect(tip.warnings.map(\.reason) == [.skinToneModifier, .zeroWidthJoinerSequence])
    }

    @Test(arguments: [
        ("star.fill", "★", "*"), ("location.circle", "⌖", "@"), ("hand.tap", "☞", "+"),
        ("heart.fill", "♥", "<3"), ("arrow.up.arrow.down.circle", "⇅", "^v"), ("no.such.symbol", "•", "*"),
    ])
    func symbolNamesMapToSmallGlyphsWithASCIIFallbacks(name: String, unicode: String, ascii: String) {
        #expect(SymbolGlyph.glyph(forSymbolNamed: name, ascii: false) == unicode)
        #expect(SymbolGlyph.glyph(forSymbolNamed: name, ascii: true) == ascii)
    }

    @Test func symbolGlyphsAreOneColumnAndNeverEmojiPresentation() {
        for name in ["star", "heart", "location", "hand.tap", "arrow.up.arrow.down", "bell", "bolt", "chart.xyaxis.line", "cloud.sun", "mountain.2", "signpost.right", "info", "lightbulb", "gear", "bookmark", "checkmark", "person", "trash", "clock", "lock", "globe", "pencil", "music.note"] {
            let glyph = SymbolGlyph.glyph(forSymbolNamed: name, ascii: false)
            #expect(glyph.terminalWidth == 1, "\(name) → \(glyph)")
            #expect(!glyph.unicodeScalars.contains { $0.properties.isEmojiPresentation }, "\(name) → \(glyph)")
            #expect(SymbolGlyph.glyph(forSymbolNamed: name, ascii: true).allSatisfy { $0.isASCII })
        }
    }

    @Test func aRectShorterThanMeasuredCutsTheButtonsButKeepsTheBorder() {
        let tip = TipBox(content: Self.content)
        let size = tip.size(forWidth: 40)
        var buffer = CellBuffer(width: 40, height: size.height)
        let regions = tip.render(in: Rect(x: 0, y: 0, width: size.width, height: size.height - 3), into: &buffer)
        #expect(buffer[x: 0, y: size.height - 4]?.character == "└")
        #expect(!regions.contains { if case .action = $0.element { true } else { false } })
    }
}
