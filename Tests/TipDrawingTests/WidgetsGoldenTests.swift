import Testing
import TipDrawing

/// Whole screens rendered to text and compared with reviewed goldens in `Goldens/`.
@Suite("Widget goldens")
struct WidgetsGoldenTests {
    static let favourite = TipBoxContent(
        tipID: "favorite", title: "Save as favourite",
        message: "Tap the star to keep this place one tap away.", imageName: "star.fill",
        actions: [.init(id: "go", title: "Go there now"), .init(id: "later", title: "Later")])

    /// A 50×14 screen: a toolbar on top, a tab bar at the bottom, one anchor button, and a
    /// popover placed with `preferredArrowEdge`.
    static func popoverScreen(anchorAt origin: Point, preferredArrowEdge: Edge, glyphs: GlyphSet = .unicode) -> String {
        var buffer = CellBuffer(width: 50, height: 14)
        ItemBarWidget(kind: .toolbar, items: [.init(id: "back", title: "Back"), .init(id: "share", title: "Share")], glyphs: glyphs)
            .render(in: Rect(x: 0, y: 0, width: 50, height: 1), into: &buffer)
        ItemBarWidget(kind: .tabBar, items: [.init(id: "map", title: "Map"), .init(id: "saved", title: "Saved")], selectedItemID: "map", glyphs: glyphs)
            .render(in: Rect(x: 0, y: 13, width: 50, height: 1), into: &buffer)
        let button = ButtonWidget(id: "star", label: "Star", glyphs: glyphs)
        let anchor = Rect(origin: origin, size: button.size(forWidth: 50))
        button.render(in: anchor, into: &buffer)
        let content = TipBoxContent(
            tipID: "favorite", title: "Save as favourite", message: "Tap the star to keep this place.",
            imageName: "star.fill")
        let sizing = TipBox(content: content, glyphs: glyphs)
        let bounds = Rect(x: 0, y: 1, width: 50, height: 12)
        let boxSize = sizing.boxSize(forWidth: 26)
        guard let placement = PopoverPlacer.place(anchor: anchor, contentSize: boxSize, preferredArrowEdge: preferredArrowEdge, bounds: bounds) else {
            return "not placed\n"
        }
        TipBox(content: content, glyphs: glyphs, arrow: placement.arrow).render(in: placement.frame, into: &buffer)
        return buffer.textView
    }

    @Test func inlineTipWithImageTitleMessageTwoActionsAndClose() {
        var buffer = CellBuffer(width: 44, height: 11)
        ToggleWidget(id: "notify", label: "Notifications", isOn: true).render(in: Rect(x: 1, y: 0, width: 40, height: 1), into: &buffer)
        let tip = TipBox(content: Self.favourite)
        let size = tip.size(forWidth: 42)
        tip.render(in: Rect(origin: Point(x: 1, y: 1), size: size), into: &buffer)
        ButtonWidget(id: "save", label: "Save").render(in: Rect(x: 1, y: 1 + size.height, width: 40, height: 1), into: &buffer)
        GoldenFile.assertMatches(buffer.textView, named: "inline-tip")
    }

    @Test func copyWithMarkdownIsDrawnWithAttributesAndNoMarkers() {
        var buffer = CellBuffer(width: 44, height: 7)
        let tip = TipBox(content: TipBoxContent(
            tipID: "styled", title: "**Bold** and _italic_ words",
            message: "Old ~~price~~, `code` and a [link](https://example.com) that wraps onto the next line."))
        tip.render(in: Rect(origin: .zero, size: tip.size(forWidth: 44)), into: &buffer)
        GoldenFile.assertMatches(buffer.textView, named: "markdown-tip")
        GoldenFile.assertMatches(buffer.svg, named: "markdown-tip-svg")
    }

    @Test func inlineTipWithTheFocusedActionReversed() {
        var buffer = CellBuffer(width: 44, height: 7)
        let tip = TipBox(content: Self.favourite, focusedElement: .action(tipID: "favorite", actionID: "later"))
        tip.render(in: Rect(origin: .zero, size: tip.size(forWidth: 44)), into: &buffer)
        GoldenFile.assertMatches(buffer.textView, named: "inline-tip-focused-action")
    }

    @Test(arguments: [
        (Edge.top, Point(x: 20, y: 2), "popover-arrow-top"),
        (Edge.bottom, Point(x: 20, y: 11), "popover-arrow-bottom"),
        (Edge.leading, Point(x: 2, y: 6), "popover-arrow-leading"),
        (Edge.trailing, Point(x: 40, y: 6), "popover-arrow-trailing"),
    ])
    func popoverWithItsArrowOnEachEdge(edge: Edge, anchor: Point, golden: String) {
        GoldenFile.assertMatches(Self.popoverScreen(anchorAt: anchor, preferredArrowEdge: edge), named: golden)
    }

    @Test func popoverNearTheScreenEdgeShiftsAndKeepsItsArrowOnTheAnchor() {
        GoldenFile.assertMatches(Self.popoverScreen(anchorAt: Point(x: 41, y: 2), preferredArrowEdge: .top), named: "popover-shifted")
    }

    @Test func internationalCopyKeepsBordersAligned() {
        let tips = [
            TipBoxContent(tipID: "ja", title: "お気に入りに追加", message: "星をタップすると、この場所をお気に入りに保存できます。", imageName: "star.fill", actions: [.init(id: "ok", title: "了解")]),
            TipBoxContent(tipID: "zh", title: "添加到收藏", message: "点击星标即可将此地点添加到收藏夹，下次更快找到。", imageName: "heart.fill"),
            TipBoxContent(tipID: "ru", title: "Добавьте в избранное", message: "Нажмите на звёздочку, чтобы сохранить это место.", imageName: "location.circle"),
            TipBoxContent(tipID: "fr", title: "Déjà vu à la carte", message: "Touchez l’étoile pour enregistrer ce café-crème.", imageName: "hand.tap"),
            TipBoxContent(tipID: "emoji", title: "Family 👨‍👩‍👧 and 👍🏽 ☀️", message: "Faces 😀😀 and flags 🇫🇷 stay; sequences are reduced.", imageName: "arrow.up.arrow.down.circle"),
        ]
        var buffer = CellBuffer(width: 34, height: 34)
        var y = 0
        for content in tips {
            let tip = TipBox(content: content)
            let size = tip.size(forWidth: 34)
            tip.render(in: Rect(origin: Point(x: 0, y: y), size: size), into: &buffer)
            y += size.height
        }
        GoldenFile.assertMatches(buffer.textView, named: "international-copy")
    }

    @Test func asciiModeUsesASCIIGlyphsForBoxesArrowsAndTheImage() {
        var buffer = CellBuffer(width: 44, height: 8)
        let tip = TipBox(content: Self.favourite, glyphs: .ascii, arrow: TipArrow(edge: .top, offset: 4))
        tip.render(in: Rect(origin: Point(x: 1, y: 0), size: tip.size(forWidth: 42)), into: &buffer)
        GoldenFile.assertMatches(buffer.textView, named: "ascii-inline-tip")
        GoldenFile.assertMatches(Self.popoverScreen(anchorAt: Point(x: 40, y: 6), preferredArrowEdge: .trailing, glyphs: .ascii), named: "ascii-popover")
    }

    @Test func narrowScreenWrapsTheMessageAndTheActionButtons() {
        var buffer = CellBuffer(width: 24, height: 14)
        let content = TipBoxContent(
            tipID: "narrow", title: "Reorder your favourites quickly",
            message: "Press and hold a row, then drag it to a new position in the list.",
            imageName: "arrow.up.arrow.down.circle",
            actions: [.init(id: "show", title: "Show me"), .init(id: "later", title: "Later"), .init(id: "never", title: "Never show this again")])
        let tip = TipBox(content: content)
        tip.render(in: Rect(origin: .zero, size: tip.size(forWidth: 24)), into: &buffer)
        GoldenFile.assertMatches(buffer.textView, named: "narrow-24")
    }

    @Test func textFullOfEscapeSequencesIsDrawnInert() {
        let content = TipBoxContent(
            tipID: "hostile", title: "Bold\u{1B}[1m\u{1B}[31mRED\u{1B}[0m\u{07}",
            message: "Clear\u{1B}[2J title\u{1B}]0;pwned\u{07} csi\u{9B}6n nul\u{0} del\u{7F} bs\u{8}\r\nnext line",
            imageName: "bell", actions: [.init(id: "x", title: "Run\u{1B}[5m\nnow")])
        var buffer = CellBuffer(width: 40, height: 18)
        let unicode = TipBox(content: content)
        let unicodeSize = unicode.size(forWidth: 40)
        unicode.render(in: Rect(origin: .zero, size: unicodeSize), into: &buffer)
        let ascii = TipBox(content: content, glyphs: .ascii)
        ascii.render(in: Rect(origin: Point(x: 0, y: unicodeSize.height), size: ascii.size(forWidth: 40)), into: &buffer)
        let view = buffer.textView
        #expect(!view.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        GoldenFile.assertMatches(view, named: "escape-sequences")
    }

    @Test func mockControlsWithFocusShownInReverseVideo() {
        var buffer = CellBuffer(width: 40, height: 12)
        ItemBarWidget(kind: .toolbar, items: [.init(id: "back", title: "‹ Back"), .init(id: "edit", title: "Edit"), .init(id: "share", title: "Share")], focusedItemID: "edit")
            .render(in: Rect(x: 0, y: 0, width: 40, height: 1), into: &buffer)
        ButtonWidget(id: "save", label: "Save").render(in: Rect(x: 1, y: 2, width: 20, height: 1), into: &buffer)
        ButtonWidget(id: "cancel", label: "Cancel", isFocused: true).render(in: Rect(x: 12, y: 2, width: 20, height: 1), into: &buffer)
        ToggleWidget(id: "wifi", label: "Wi-Fi", isOn: true).render(in: Rect(x: 1, y: 3, width: 20, height: 1), into: &buffer)
        ToggleWidget(id: "bt", label: "Bluetooth", isOn: false).render(in: Rect(x: 20, y: 3, width: 20, height: 1), into: &buffer)
        TextFieldWidget(id: "search", label: "Search", placeholder: "City or address").render(in: Rect(x: 1, y: 4, width: 38, height: 1), into: &buffer)
        TextFieldWidget(id: "name", label: "Name", text: "Zoë", isFocused: true).render(in: Rect(x: 1, y: 5, width: 24, height: 1), into: &buffer)
        ListWidget(rows: [.init(id: "home", title: "Home", detail: "2 km"), .init(id: "work", title: "Work", detail: "11 km"), .init(id: "gym", title: "A very long place name that gets cut", detail: "900 m")], focusedRowID: "work")
            .render(in: Rect(x: 0, y: 7, width: 40, height: 3), into: &buffer)
        ItemBarWidget(kind: .tabBar, items: [.init(id: "map", title: "Map"), .init(id: "saved", title: "Saved"), .init(id: "me", title: "Profile")], selectedItemID: "saved")
            .render(in: Rect(x: 0, y: 11, width: 40, height: 1), into: &buffer)
        GoldenFile.assertMatches(buffer.textView, named: "mock-controls")
    }
}
