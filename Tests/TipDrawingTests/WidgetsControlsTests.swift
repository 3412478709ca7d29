import Testing
import TipDrawing

@Suite("Mock control widgets")
struct WidgetsControlsTests {
    @Test func aButtonIsBracketedAndReversedWhenFocused() {
        var buffer = CellBuffer(width: 12, height: 1)
        let regions = ButtonWidget(id: "ok", label: "OK", isFocused: true).render(in: buffer.bounds, into: &buffer)
        #expect(buffer.textView == "|[ OK ]      |\nstyles:\n  row 0, columns 0-5: reverse\n")
        #expect(regions == [HitRegion(rect: Rect(x: 0, y: 0, width: 6, height: 1), element: .control(id: "ok"))])
    }

    @Test func aToggleShowsItsState() {
        var buffer = CellBuffer(width: 10, height: 2)
        ToggleWidget(id: "a", label: "On", isOn: true).render(in: Rect(x: 0, y: 0, width: 10, height: 1), into: &buffer)
        ToggleWidget(id: "b", label: "Off", isOn: false).render(in: Rect(x: 0, y: 1, width: 10, height: 1), into: &buffer)
        #expect(buffer.textView == "|[x] On    |\n|[ ] Off   |\n")
    }

    @Test func aLabelTooLongForItsRectIsCutWithAnEllipsis() {
        var buffer = CellBuffer(width: 9, height: 1)
        ButtonWidget(id: "b", label: "Continue").render(in: buffer.bounds, into: &buffer)
        #expect(buffer.textView == "|[ Cont… ]|\n")
    }

    @Test func everyListRowIsItsOwnClickTarget() {
        var buffer = CellBuffer(width: 20, height: 3)
        let list = ListWidget(rows: [.init(id: "a", title: "A"), .init(id: "b", title: "B")])
        let regions = list.render(in: buffer.bounds, into: &buffer)
        #expect(regions.element(at: Point(x: 10, y: 1)) == .control(id: "b"))
        #expect(regions.element(at: Point(x: 10, y: 2)) == nil)
        #expect(list.size(forWidth: 20).height == 2)
    }

    @Test func tabBarItemsShareTheWidth() {
        var buffer = CellBuffer(width: 30, height: 1)
        let regions = ItemBarWidget(kind: .tabBar, items: [.init(id: "a", title: "A"), .init(id: "b", title: "B"), .init(id: "c", title: "C")])
            .render(in: buffer.bounds, into: &buffer)
        #expect(regions.map(\.rect.width) == [10, 10, 10])
        #expect(regions.element(at: Point(x: 25, y: 0)) == .control(id: "c"))
    }

    @Test func controlLabelsAreSanitised() {
        var buffer = CellBuffer(width: 16, height: 1)
        ButtonWidget(id: "b", label: "\u{1B}[2Jx").render(in: buffer.bounds, into: &buffer)
        #expect(buffer.textView == "|[ ␛[2Jx ]       |\n")
    }
}
